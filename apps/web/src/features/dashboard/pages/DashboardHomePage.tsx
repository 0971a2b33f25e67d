import { Card, Text, Title } from "@mantine/core";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useSession } from "../../auth/auth.api";

// The Featured card (000 §2 Dashboard home) comes with the featured-items feature.
export function DashboardHomePage() {
  const session = useSession();
  const organizationName =
    session?.account.publicInformation.appName.trim() || session?.organization.name;

  return (
    <>
      <PageHeader title="Dashboard" />
      <Card withBorder padding="xl">
        <Title order={2} size="h3">
          Welcome to Studiodesk
        </Title>
        <Text c="dimmed" mt="xs">
          {organizationName
            ? `This is the dashboard of ${organizationName}. Use the menu to manage your studio.`
            : "Use the menu to manage your studio."}
        </Text>
      </Card>
    </>
  );
}
