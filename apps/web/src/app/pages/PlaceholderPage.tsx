import { Card, Text } from "@mantine/core";
import { useMatches } from "react-router";
import { PageHeader } from "../../shared/components/PageHeader";
import { titledMatches } from "../route-handle";

// One page for every section not built yet; its title is the matched route's name.
export function PlaceholderPage() {
  const title = titledMatches(useMatches()).at(-1)?.title ?? "Studiodesk";
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder padding="xl">
        <Text c="dimmed">This section is on its way.</Text>
      </Card>
    </>
  );
}
