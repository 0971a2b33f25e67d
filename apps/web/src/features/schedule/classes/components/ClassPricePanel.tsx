import { Stack, Switch, TextInput } from "@mantine/core";
import type { Account } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { oneTimePriceMinimumIsExclusive } from "@studiodesk/core/rules/classes";
import { subscriptionEndBounds } from "@studiodesk/core/rules/date-limits";
import { PaidPriceInput } from "../../../../shared/components/MoneyInput";
import { RecurrenceSelect } from "../../../../shared/components/RecurrenceSelect";
import type { FieldsProps } from "../../components/event-fields/event-field-values";
import { PaymentTermsFields } from "../../components/event-form/PaymentTermsFields";
import type { ClassFormValues } from "../class-form-values";

// 001 §2 New class: Price Information (only when payments are active). 001 §4 Price modes:
// subscription billing with its recurrence, start and end; an optional one-time purchase;
// "Subscription off makes the class free". A price clears the custom button link.
export function ClassPricePanel({
  values,
  set,
  account,
}: FieldsProps<ClassFormValues> & { account: Account }) {
  return (
    <Stack maw={560}>
      <Switch
        label={MESSAGES.classSubscriptionBilling}
        checked={values.hasSubscription}
        onChange={(e) => set({ hasSubscription: e.currentTarget.checked, eventButtonLink: "" })}
      />
      {values.hasSubscription && (
        <>
          <PaidPriceInput
            label={MESSAGES.subscriptionPrice}
            value={values.subscriptionDollars}
            onChange={(subscriptionDollars) => set({ subscriptionDollars })}
          />
          <RecurrenceSelect
            label={MESSAGES.billingRecurrence}
            placeholder={MESSAGES.selectABillingRecurrence}
            value={values.billingRecurrence}
            onChange={(billingRecurrence) => set({ billingRecurrence })}
          />
          <TextInput
            type="date"
            label={MESSAGES.subscriptionStart}
            value={values.subscriptionStartDate}
            onChange={(e) => set({ subscriptionStartDate: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={MESSAGES.subscriptionEnd}
            value={values.subscriptionEndDate}
            {...subscriptionEndBounds(values.subscriptionStartDate)}
            onChange={(e) => set({ subscriptionEndDate: e.currentTarget.value })}
          />
        </>
      )}
      <Switch
        label={MESSAGES.oneTimePurchase}
        checked={values.oneTimePurchase}
        onChange={(e) =>
          set({ oneTimePurchase: e.currentTarget.checked, priceDollars: "", eventButtonLink: "" })
        }
      />
      {values.oneTimePurchase && (
        <PaidPriceInput
          label={MESSAGES.oneTimePrice}
          isMinimumExclusive={oneTimePriceMinimumIsExclusive(values.hasSubscription)}
          value={values.priceDollars}
          onChange={(priceDollars) => set({ priceDollars })}
        />
      )}
      <PaymentTermsFields account={account} />
    </Stack>
  );
}
