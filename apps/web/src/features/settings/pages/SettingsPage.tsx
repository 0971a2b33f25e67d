import { Button, Group, Tabs } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { AppInformationPanel } from "../components/AppInformationPanel";
import { BaseInformationForm } from "../components/BaseInformationForm";
import { SettingsReflectNote } from "../components/SettingsReflectNote";
import { accountQueryOptions } from "../settings.api";

export function SettingsPage() {
  const account = useQuery(accountQueryOptions());

  return (
    <>
      <PageHeader
        title={MESSAGES.settings}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/dashboard/settings/activity" variant="default">
              {MESSAGES.activity}
            </Button>
            <Button component={Link} to="/dashboard/settings/reports" variant="default">
              {MESSAGES.reports}
            </Button>
          </Group>
        }
      />
      {account.data ? (
        <>
          <SettingsReflectNote />
          {/* Both panels stay mounted: Base Information's edits survive a look at App Information. */}
          <Tabs defaultValue="base-information">
            <Tabs.List>
              <Tabs.Tab value="base-information">{MESSAGES.baseInformation}</Tabs.Tab>
              <Tabs.Tab value="app-information">{MESSAGES.appInformation}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="base-information" pt="lg">
              <BaseInformationForm account={account.data} />
            </Tabs.Panel>
            <Tabs.Panel value="app-information" pt="lg">
              <AppInformationPanel account={account.data} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : account.isError ? (
        <LoadFailure message={MESSAGES.unknownError} onRetry={account.refetch} />
      ) : (
        <LoadingState label="settings" />
      )}
    </>
  );
}
