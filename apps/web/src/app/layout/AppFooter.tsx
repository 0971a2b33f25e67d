import { Group, Text } from "@mantine/core";

export function AppFooter() {
  return (
    <Group h="100%" px="md" justify="center">
      <Text size="sm" c="dimmed">
        {`© ${new Date().getFullYear()} Studiodesk · v${__APP_VERSION__}`}
      </Text>
    </Group>
  );
}
