import { Group, Text } from "@mantine/core";
import type { Subscription } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { hasSubscriptionTokens } from "@studiodesk/core/rules/members";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { useOrganizationTimeZone } from "../../../../shared/session";
import { useMoneyFormat } from "../../../../shared/use-money-format";
import { formatLongDate } from "../../member-format";

const KIND_LABELS: Record<Subscription["uniqueName"], string> = {
  classItem: MESSAGES.class,
  productItem: MESSAGES.product,
};

// "everyMonth" → "Every Month".
const recurrenceLabel = (recurrence: string): string =>
  recurrence.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

// The read-only facts of a subscription, shared by the active and inactive cards.
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const timeZone = useOrganizationTimeZone();
  const money = useMoneyFormat();
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text fw={600}>{subscription.subscriptionDescription}</Text>
        <Text size="sm" c="dimmed">
          {money(subscription.amount)} · {recurrenceLabel(subscription.recurrence)}
          {hasSubscriptionTokens(subscription)
            ? ` · ${subscription.quantityUsed} of ${subscription.quantity} used`
            : ""}
          {subscription.subscriptionStart
            ? ` · since ${formatLongDate(subscription.subscriptionStart, timeZone)}`
            : ""}
        </Text>
      </div>
      <Group gap="xs">
        <ToneBadge tone="indigo">{KIND_LABELS[subscription.uniqueName]}</ToneBadge>
        <ToneBadge tone={subscription.isActive ? "green" : "gray"}>
          {subscription.isActive ? MESSAGES.active : MESSAGES.inactive}
        </ToneBadge>
      </Group>
    </Group>
  );
}
