import { Badge, Group, Text } from "@mantine/core";
import type { Subscription } from "@studiodesk/core/contracts/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { formatLongDate } from "../../member-format";

const KIND_LABELS: Record<Subscription["uniqueName"], string> = {
  classItem: "Class",
  productItem: "Product",
};

// The read-only facts of a subscription, shared by the active and inactive cards.
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text fw={600}>{subscription.subscriptionDescription}</Text>
        <Text size="sm" c="dimmed">
          {formatCents(subscription.amount)} · {subscription.recurrence} ·{" "}
          {subscription.quantityUsed} of {subscription.quantity} used
          {subscription.subscriptionStart
            ? ` · since ${formatLongDate(subscription.subscriptionStart)}`
            : ""}
        </Text>
      </div>
      <Group gap="xs">
        <Badge variant="light">{KIND_LABELS[subscription.uniqueName]}</Badge>
        <Badge autoContrast color={subscription.isActive ? "green" : "gray"}>
          {subscription.isActive ? "Active" : "Inactive"}
        </Badge>
      </Group>
    </Group>
  );
}
