import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Subscription, UpdateSubscriptionRequest } from "@studiodesk/core/contracts/members";
import { SUBSCRIPTION_DESCRIPTION_MAX_LENGTH } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import {
  hasSubscriptionTokens,
  latestNextChargeDate,
  nextChargeDateIssue,
  subscriptionAmountIssue,
  todayIn,
} from "@studiodesk/core/rules/members";
import { amountToCents } from "@studiodesk/core/rules/money";
import { rangeMessage } from "@studiodesk/core/rules/number-range";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { MoneyInput } from "../../../../shared/components/MoneyInput";
import { NumberField } from "../../../../shared/components/NumberField";
import { saveOutcomeHandlers } from "../../../../shared/saved-form";
import { useAccountCurrency } from "../../../../shared/session";
import { useFocusableDisabled } from "../../../../shared/use-focusable-disabled";
import { useCancelSubscription, useUpdateSubscription } from "../../members.api";
import { chosenNextChargeDate, nextChargeText } from "../../subscription-dates";
import { SubscriptionSummary } from "./SubscriptionSummary";

type SubscriptionValues = {
  description: string;
  nextChargeDate: string;
  remainingTokens: number | string;
  // In dollars, "" while the field is emptied; left empty it shows $0.00, which is refused.
  price: number | "";
};

function toValues(subscription: Subscription, timeZone: string): SubscriptionValues {
  return {
    description: subscription.subscriptionDescription,
    nextChargeDate: chosenNextChargeDate(subscription.nextCharge, timeZone),
    remainingTokens: Math.max(0, subscription.quantity - subscription.quantityUsed),
    price: subscription.amount / 100,
  };
}

// Only changed fields are sent; the price is entered as currency and sent in cents (000 §4).
function toChanges(values: SubscriptionValues, initial: SubscriptionValues) {
  const changes: UpdateSubscriptionRequest = {};
  if (values.description !== initial.description) {
    changes.subscriptionDescription = values.description.trim();
  }
  if (values.nextChargeDate !== initial.nextChargeDate && values.nextChargeDate) {
    changes.nextChargeDate = values.nextChargeDate;
  }
  if (Number(values.remainingTokens) !== Number(initial.remainingTokens)) {
    changes.remainingTokens = Number(values.remainingTokens);
  }
  const cents = amountToCents(values.price);
  if (cents !== amountToCents(initial.price)) changes.amount = cents;
  return changes;
}

type ActiveSubscriptionCardProps = {
  uid: string;
  subscription: Subscription;
  timeZone: string;
  // Told whether the card has unsaved edits, for the tab's one guard.
  onEditedChange: (subscriptionId: string, isEdited: boolean) => void;
};

export function ActiveSubscriptionCard({
  uid,
  subscription,
  timeZone,
  onEditedChange,
}: ActiveSubscriptionCardProps) {
  const update = useUpdateSubscription(uid);
  const cancel = useCancelSubscription(uid);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const today = todayIn(timeZone, new Date());
  const subscriptionEnd = subscription.subscriptionEnd
    ? new Date(subscription.subscriptionEnd)
    : null;
  const currency = useAccountCurrency();
  const form = useForm<SubscriptionValues>({
    mode: "controlled",
    initialValues: toValues(subscription, timeZone),
    validate: {
      description: (value) => (value.trim() === "" ? MESSAGES.completeAllFields : null),
      // A date can be changed, not taken away: cancelling is what stops the charges.
      nextChargeDate: (value) =>
        value === "" && toValues(subscription, timeZone).nextChargeDate !== ""
          ? MESSAGES.selectNextChargeDate
          : null,
      price: (value) => subscriptionAmountIssue(amountToCents(value), currency),
      remainingTokens: (value) => {
        const tokens = Number(value);
        return Number.isInteger(tokens) && tokens >= 0 && tokens <= subscription.quantity
          ? null
          : MESSAGES.tokensOutOfRange;
      },
    },
  });

  const isEdited = form.isDirty();
  // Disabled until a change, and again once saved: the keyboard's focus stays on it.
  const saveButton = useFocusableDisabled({ isRefused: !isEdited, isPending: update.isPending });
  const { subscriptionId } = subscription;
  useEffect(() => {
    onEditedChange(subscriptionId, isEdited);
    return () => onEditedChange(subscriptionId, false);
  }, [onEditedChange, subscriptionId, isEdited]);

  const handleSubmit = form.onSubmit((values) => {
    const changes = toChanges(values, form.getInitialValues());
    // Checked on change only: an untouched date is not sent, whatever it is. The server's rule:
    // today or later, and not charged after the subscription's end.
    const dateIssue =
      changes.nextChargeDate &&
      nextChargeDateIssue(changes.nextChargeDate, { today, timeZone, subscriptionEnd });
    if (dateIssue) {
      form.setFieldError("nextChargeDate", dateIssue);
      return;
    }
    update.mutate(
      { subscriptionId: subscription.subscriptionId, changes },
      saveOutcomeHandlers(form, (saved) => toValues(saved, timeZone)),
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-label={subscription.subscriptionDescription}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SubscriptionSummary subscription={subscription} />
          {subscription.nextCharge && (
            <Text size="sm">{nextChargeText(subscription.nextCharge, timeZone)}</Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={MESSAGES.description}
              withAsterisk
              maxLength={SUBSCRIPTION_DESCRIPTION_MAX_LENGTH}
              {...form.getInputProps("description")}
            />
            {/* 000 §4: the next charge date is at least today, and within the end (if any). */}
            <TextInput
              label={MESSAGES.nextChargeDate}
              type="date"
              min={today}
              max={latestNextChargeDate(subscriptionEnd, timeZone)}
              {...form.getInputProps("nextChargeDate")}
            />
            {hasSubscriptionTokens(subscription) && (
              <NumberField
                label={MESSAGES.remainingTokens}
                description={fillMessage(MESSAGES.tokensPerCycleRange, {
                  quantity: subscription.quantity,
                })}
                min={0}
                max={subscription.quantity}
                rangeMessages={rangeMessage(MESSAGES.tokensOutOfRange)}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps("remainingTokens")}
              />
            )}
            <MoneyInput
              label={MESSAGES.price}
              min={0}
              isEmptyZero
              {...form.getInputProps("price")}
              value={form.values.price}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Button color="red" variant="light" onClick={() => setConfirmOpen(true)}>
              {MESSAGES.cancelSubscription}
            </Button>
            <Button type="submit" {...saveButton}>
              {MESSAGES.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={isConfirmOpen}
        title={MESSAGES.cancelSubscription}
        message={fillMessage(MESSAGES.cancelSubscriptionConfirm, {
          description: subscription.subscriptionDescription,
        })}
        confirmLabel={MESSAGES.cancelSubscription}
        cancelLabel={MESSAGES.keepSubscription}
        isDestructive
        isPending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(subscription.subscriptionId, { onSuccess: () => setConfirmOpen(false) })
        }
        onClose={() => setConfirmOpen(false)}
      />
    </Paper>
  );
}
