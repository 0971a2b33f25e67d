import { Card, Text } from "@mantine/core";

export function EmptyTab({ message }: { message: string }) {
  return (
    <Card withBorder padding="xl">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
    </Card>
  );
}
