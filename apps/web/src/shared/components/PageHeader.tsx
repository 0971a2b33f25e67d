import { Group, Title } from "@mantine/core";
import { type ReactNode, useRef } from "react";
import { useToastsBelow } from "../use-toasts-below";

type PageHeaderProps = { title: string; actions?: ReactNode };

export function PageHeader({ title, actions }: PageHeaderProps) {
  const ref = useRef<HTMLDivElement>(null);
  useToastsBelow(ref);
  return (
    <Group ref={ref} justify="space-between" mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions}
    </Group>
  );
}
