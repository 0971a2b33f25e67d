import { Badge, Text } from "@mantine/core";
import type { AdminNotification } from "@studiodesk/core/contracts/notifications";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  ADMIN_NOTIFICATIONS_LIMIT,
  type AdminNotificationTab,
} from "@studiodesk/core/rules/notifications";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CardTabs } from "../../../shared/components/CardTabs";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryTable } from "../../../shared/components/QueryTable";
import { nameColumn } from "../../../shared/components/table-columns";
import { useOrganizationTimeZone } from "../../../shared/session";
import {
  ADMIN_NOTIFICATION_TYPE_LABELS,
  formatNotificationTime,
} from "../admin-notification-format";
import { adminNotificationsQueryOptions } from "../admin-notifications.api";

const TABS: Array<{ value: AdminNotificationTab; label: string }> = [
  { value: "all", label: MESSAGES.all },
  { value: "billing", label: MESSAGES.billing },
  { value: "event", label: MESSAGES.event },
  { value: "class", label: MESSAGES.class },
];

function TabList({ tab }: { tab: AdminNotificationTab }) {
  const timeZone = useOrganizationTimeZone();
  const list = useQuery(adminNotificationsQueryOptions(tab, ADMIN_NOTIFICATIONS_LIMIT));
  return (
    <QueryTable
      query={{ ...list, data: list.data?.notifications }}
      label="admin notifications"
      emptyMessage={MESSAGES.noAdminNotificationsYet}
      rowKey={(item: AdminNotification) => item.id}
      minWidth={640}
      columns={[
        nameColumn(MESSAGES.title, (item: AdminNotification) => item.title),
        { header: MESSAGES.message, cell: (item) => <Text size="sm">{item.message}</Text> },
        {
          header: MESSAGES.type,
          cell: (item) => (
            <Badge variant="light">{ADMIN_NOTIFICATION_TYPE_LABELS[item.type]}</Badge>
          ),
        },
        { header: MESSAGES.date, cell: (item) => formatNotificationTime(item.timestamp, timeZone) },
      ]}
    />
  );
}

// 000 §2 Admin Notifications (/dashboard/admin-notifications): the 15 newest per tab.
export function AdminNotificationsPage() {
  // The dashboard's failed subscription charges open ?tab=billing (issue #21).
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AdminNotificationTab>(
    () => TABS.find((option) => option.value === searchParams.get("tab"))?.value ?? "all",
  );
  return (
    <>
      <PageHeader title={MESSAGES.adminNotifications} />
      <CardTabs tabs={TABS} value={tab} onChange={setTab}>
        {(open) => <TabList tab={open} />}
      </CardTabs>
    </>
  );
}
