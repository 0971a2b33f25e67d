import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import type { Subscription } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { QueryState } from "../../../../shared/components/QueryState";
import { UnsavedChangesGuard } from "../../../../shared/components/UnsavedChangesGuard";
import { useOrganizationTimeZone } from "../../../../shared/session";
import { formatLongDate } from "../../member-format";
import { memberSubscriptionsQueryOptions } from "../../members.api";
import { billingNoteIn } from "../../subscription-dates";
import { ActiveSubscriptionCard } from "./ActiveSubscriptionCard";
import { SubscriptionSummary } from "./SubscriptionSummary";

function InactiveSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const timeZone = useOrganizationTimeZone();
  return (
    <Paper withBorder p="lg" component="section" aria-label={subscription.subscriptionDescription}>
      <Stack gap="xs">
        <SubscriptionSummary subscription={subscription} />
        {subscription.cancelDate && (
          <Text size="sm">
            {fillMessage(MESSAGES.cancelledOn, {
              date: formatLongDate(subscription.cancelDate, timeZone),
            })}
          </Text>
        )}
        {/* 000 §4: inactive subscriptions are not editable here. */}
        <Text size="sm" c="dimmed">
          {MESSAGES.subscriptionInactive}
        </Text>
      </Stack>
    </Paper>
  );
}

// A group's heading, and what it says when it has none ("No active subscriptions.").
function SubscriptionGroup({ title, count }: { title: string; count: number }) {
  return (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      {count === 0 && <Text c="dimmed">{`No ${title.toLowerCase()} subscriptions.`}</Text>}
    </>
  );
}

export function SubscriptionsTab({ uid }: { uid: string }) {
  const subscriptions = useQuery(memberSubscriptionsQueryOptions(uid));
  const timeZone = useOrganizationTimeZone();
  // The cards with unsaved edits: the tab has one guard for all of them.
  const [editedCards, setEditedCards] = useState<ReadonlySet<string>>(new Set());
  const markEdited = useCallback((subscriptionId: string, isEdited: boolean) => {
    setEditedCards((cards) => {
      if (cards.has(subscriptionId) === isEdited) return cards;
      const next = new Set(cards);
      if (isEdited) next.add(subscriptionId);
      else next.delete(subscriptionId);
      return next;
    });
  }, []);

  return (
    <QueryState
      isEmptyCard
      query={subscriptions}
      label="subscriptions"
      emptyMessage={MESSAGES.memberHasNoSubscriptions}
    >
      {(items) => {
        const active = items.filter((subscription) => subscription.isActive);
        const inactive = items.filter((subscription) => !subscription.isActive);
        return (
          <Stack>
            <UnsavedChangesGuard isDirty={editedCards.size > 0} />
            <Alert color="blue" variant="light">
              {billingNoteIn(timeZone, new Date())}
            </Alert>
            <SubscriptionGroup title={MESSAGES.active} count={active.length} />
            {active.map((subscription) => (
              <ActiveSubscriptionCard
                key={subscription.subscriptionId}
                uid={uid}
                subscription={subscription}
                timeZone={timeZone}
                onEditedChange={markEdited}
              />
            ))}
            <SubscriptionGroup title={MESSAGES.inactive} count={inactive.length} />
            {inactive.map((subscription) => (
              <InactiveSubscriptionCard
                key={subscription.subscriptionId}
                subscription={subscription}
              />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
