import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

type PageHeaderProps = { title: string; actions?: ReactNode };

export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions}
    </Group>
  );
}
