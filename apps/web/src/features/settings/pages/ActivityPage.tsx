import { Group, Paper, Select, Stack, Text } from "@mantine/core";
import type { AuditEntry } from "@studiodesk/core/contracts/audit";
import { MESSAGES } from "@studiodesk/core/messages";
import { auditCodeLabel, auditDetailsPreview } from "@studiodesk/core/rules/audit";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadMoreButton } from "../../../shared/components/LoadMoreButton";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryTable } from "../../../shared/components/QueryTable";
import { useOrganizationTimeZone } from "../../../shared/session";
import {
  type ActivityFilter,
  activityFiltersQueryOptions,
  activityQueryOptions,
} from "../activity.api";

// Issue #20 (/dashboard/settings/activity): the organization's audit log — who did what,
// when — filtered by the member who acted or the kind of record, 25 entries at a time.
export function ActivityPage() {
  const timeZone = useOrganizationTimeZone();
  const [filter, setFilter] = useState<ActivityFilter>({ actorId: null, kind: null });
  const choices = useQuery(activityFiltersQueryOptions());
  const activity = useInfiniteQuery(activityQueryOptions(filter));
  const entries = { ...activity, data: activity.data?.pages.flatMap((page) => page.entries) };

  return (
    <>
      <PageHeader title={MESSAGES.activity} />
      <Paper withBorder p="lg">
        <Stack>
          <Group align="flex-end">
            <Select
              label={MESSAGES.member}
              placeholder={MESSAGES.anyone}
              clearable
              searchable
              data={(choices.data?.actors ?? []).map((actor) => ({
                value: actor.id,
                label: actor.name,
              }))}
              value={filter.actorId}
              onChange={(actorId) => setFilter((current) => ({ ...current, actorId }))}
            />
            <Select
              label={MESSAGES.kind}
              placeholder={MESSAGES.anyKind}
              clearable
              data={(choices.data?.kinds ?? []).map((kind) => ({
                value: kind,
                label: auditCodeLabel(kind),
              }))}
              value={filter.kind}
              onChange={(kind) => setFilter((current) => ({ ...current, kind }))}
            />
          </Group>
          <QueryTable
            query={entries}
            label="activity"
            emptyMessage={MESSAGES.noActivityYet}
            rowKey={(entry: AuditEntry) => entry.id}
            minWidth={720}
            columns={[
              { header: MESSAGES.when, cell: (entry) => formatDateTime(entry.createdAt, timeZone) },
              { header: MESSAGES.who, cell: (entry) => entry.actor?.name ?? MESSAGES.appName },
              { header: MESSAGES.what, cell: (entry) => auditCodeLabel(entry.action) },
              { header: MESSAGES.kind, cell: (entry) => auditCodeLabel(entry.kind) },
              {
                header: MESSAGES.details,
                cell: (entry) => (
                  <Text size="sm" c="dimmed">
                    {auditDetailsPreview(entry.details)}
                  </Text>
                ),
              },
            ]}
          />
          <LoadMoreButton query={activity} />
        </Stack>
      </Paper>
    </>
  );
}
