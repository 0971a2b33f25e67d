import { Card, Text } from "@mantine/core";

type EmptyStateProps = {
  message: string;
  // Alone on a tab the message sits in a card; inside a card it is plain text.
  isCard?: boolean;
};

// What a list says when it has nothing to show.
export function EmptyState({ message, isCard = false }: EmptyStateProps) {
  const text = (
    <Text c="dimmed" ta="center" py={isCard ? undefined : "xl"}>
      {message}
    </Text>
  );
  if (!isCard) return text;
  return (
    <Card withBorder padding="xl">
      {text}
    </Card>
  );
}
