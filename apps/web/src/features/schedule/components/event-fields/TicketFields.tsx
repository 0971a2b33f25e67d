import { Select, Switch } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { MAX_TICKET_QUANTITY, ticketQuantityRangeMessage } from "@studiodesk/core/rules/events";
import { rangeMessage } from "@studiodesk/core/rules/number-range";
import type { ReactNode } from "react";
import { NumberField } from "../../../../shared/components/NumberField";
import type { FieldsProps, TicketValues } from "./event-field-values";

type TicketFieldsProps = FieldsProps<TicketValues> & {
  // "Number of Tickets" for a new event, "Tickets Left" once published.
  quantityLabel: string;
  // 001 §5: a new event sells at least one ticket; an edit may go down to 0.
  minQuantity: number;
  // Between the quantity and the prepaid option (the wizard's one-time purchase).
  children?: ReactNode;
};

const QUANTITY_MODES = [
  { value: "unlimited", label: MESSAGES.unlimited },
  { value: "limited", label: MESSAGES.limited },
];

// 001 §4 Price modes: unlimited or a number of tickets, and the prepaid option.
export function TicketFields({
  values,
  set,
  quantityLabel,
  minQuantity,
  children,
}: TicketFieldsProps) {
  return (
    <>
      <Select
        label={MESSAGES.ticketQuantity}
        allowDeselect={false}
        data={QUANTITY_MODES}
        value={values.isLimited ? "limited" : "unlimited"}
        description={values.isLimited ? MESSAGES.ticketsLimited : MESSAGES.ticketsUnlimited}
        onChange={(mode) => set({ isLimited: mode === "limited" })}
      />
      {values.isLimited && (
        <NumberField
          label={quantityLabel}
          min={minQuantity}
          max={MAX_TICKET_QUANTITY}
          rangeMessages={rangeMessage(ticketQuantityRangeMessage(minQuantity))}
          allowDecimal={false}
          value={values.quantity}
          onChange={(quantity) => set({ quantity })}
        />
      )}
      {children}
      <Switch
        label={MESSAGES.prepaidOption}
        checked={values.isPrepaidOption}
        onChange={(e) => set({ isPrepaidOption: e.currentTarget.checked })}
      />
    </>
  );
}
