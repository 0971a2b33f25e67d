import { Stack, Switch } from "@mantine/core";
import type { Account } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { MIN_TICKET_QUANTITY_NEW } from "@studiodesk/core/rules/events";
import { PaidPriceInput } from "../../../../shared/components/MoneyInput";
import type { FieldsProps } from "../event-fields/event-field-values";
import { TicketFields } from "../event-fields/TicketFields";
import type { EventFormValues } from "./event-form-values";
import { PaymentTermsFields } from "./PaymentTermsFields";
import type { WizardErrors } from "./use-wizard-values";

// errors: touched fields' messages, next to them (issue #21): no price is asked for before the
// price field was used.
type PanelProps = FieldsProps<EventFormValues> & { account: Account; errors?: WizardErrors };

// 001 §2 New event: Price Information (only when payments are active; §4 Price modes).
export function PriceInformationPanel({ values, set, account, errors = {} }: PanelProps) {
  return (
    <Stack maw={560}>
      <Switch
        label={MESSAGES.freeEvent}
        checked={values.isFree}
        onChange={(e) =>
          // 001 §4: turning paid on turns the custom button link off.
          set({
            isFree: e.currentTarget.checked,
            priceDollars: e.currentTarget.checked ? 0 : "",
            eventButtonLink: "",
          })
        }
      />
      {!values.isFree && (
        <PaidPriceInput
          value={values.priceDollars}
          error={errors.amount}
          onChange={(priceDollars) => set({ priceDollars, eventButtonLink: "" })}
        />
      )}
      <TicketFields
        values={values}
        set={set}
        quantityLabel={MESSAGES.numberOfTickets}
        minQuantity={MIN_TICKET_QUANTITY_NEW}
      >
        {values.isRecurring && (
          <Switch
            label={MESSAGES.oneTimePurchase}
            description={MESSAGES.prepaidOptionHint}
            checked={values.oneTimePurchase}
            onChange={(e) => set({ oneTimePurchase: e.currentTarget.checked })}
          />
        )}
      </TicketFields>
      <PaymentTermsFields account={account} />
    </Stack>
  );
}
