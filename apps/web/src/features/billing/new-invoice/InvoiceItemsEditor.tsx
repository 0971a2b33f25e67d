import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  INVOICE_ITEM_NAME_MAX_LENGTH,
  INVOICE_MAX_ITEMS,
} from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { INVOICE_ITEM_QUANTITY } from "@studiodesk/core/rules/invoices";
import { rangeMessage } from "@studiodesk/core/rules/number-range";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useRef } from "react";
import { MoneyInput } from "../../../shared/components/MoneyInput";
import { QuantityInput } from "../../../shared/components/QuantityInput";
import { useFocusableDisabled } from "../../../shared/use-focusable-disabled";
import { type ItemRow, newItemRow } from "./new-invoice-values";

type InvoiceItemsEditorProps = { items: ItemRow[]; onChange: (items: ItemRow[]) => void };

// 000 §5 Invoice item: a name (required), a quantity of 1 to 20, an amount in dollars; at most
// INVOICE_MAX_ITEMS items, as the server takes: Add Item is then aria-disabled, still a Tab
// stop, described by the limit (issue #19).
export function InvoiceItemsEditor({ items, onChange }: InvoiceItemsEditorProps) {
  const isFull = items.length >= INVOICE_MAX_ITEMS;
  // Issue #19: Add Item puts the new row's name field in focus, where the next keys go; it
  // stayed on the button, below a row the keyboard had to go back up to.
  const keyToFocus = useRef<string | null>(null);
  const addItem = () => {
    const row = newItemRow();
    keyToFocus.current = row.key;
    onChange([...items, row]);
  };
  const addItemProps = useFocusableDisabled({
    isRefused: isFull,
    isPending: false,
    onClick: addItem,
  });
  const change = (key: string, patch: Partial<ItemRow>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  return (
    <Stack gap="sm">
      {items.map((item, index) => (
        <Group key={item.key} align="flex-end" wrap="nowrap" gap="sm">
          <TextInput
            label={fillMessage(MESSAGES.itemNumberName, { number: index + 1 })}
            withAsterisk
            maxLength={INVOICE_ITEM_NAME_MAX_LENGTH}
            style={{ flex: 2 }}
            value={item.name}
            onChange={(event) => change(item.key, { name: event.currentTarget.value })}
            ref={(input) => {
              if (!input || keyToFocus.current !== item.key) return;
              keyToFocus.current = null;
              input.focus();
            }}
          />
          <QuantityInput
            label={MESSAGES.quantity}
            min={INVOICE_ITEM_QUANTITY.min}
            max={INVOICE_ITEM_QUANTITY.max}
            rangeMessages={rangeMessage(MESSAGES.invoiceItemQuantity)}
            w={100}
            value={item.quantity}
            onChange={(quantity) => change(item.key, { quantity })}
          />
          <MoneyInput
            label={MESSAGES.amount}
            style={{ flex: 1 }}
            isEmptyZero
            value={item.amount}
            onChange={(amount) => change(item.key, { amount: amount === "" ? null : amount })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={fillMessage(MESSAGES.removeItemNumber, { number: index + 1 })}
            onClick={() => onChange(items.filter((other) => other.key !== item.key))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          {...addItemProps}
          aria-describedby={isFull ? "invoice-items-full" : undefined}
        >
          {MESSAGES.addItem}
        </Button>
        {isFull && (
          <Text id="invoice-items-full" size="sm" c="dimmed">
            {MESSAGES.invoiceTooManyItems}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
