import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import type { ReactNode } from "react";
import { LegalLinks } from "./LegalLinks";

type AuthLayoutProps = { subtitle: string; children: ReactNode };

export function AuthLayout({ subtitle, children }: AuthLayoutProps) {
  return (
    <Center
      component="main"
      mih="100vh"
      p="md"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Stack w="100%" maw={420} gap="md">
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} ta="center" size="h2">
            {MESSAGES.appName}
          </Title>
          <Text c="dimmed" ta="center" size="sm" mb="lg">
            {subtitle}
          </Text>
          {children}
        </Paper>
        <LegalLinks />
      </Stack>
    </Center>
  );
}
