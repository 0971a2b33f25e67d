import { Avatar, Card, Divider, Group, Stack, Table, Text, Title } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatCalendarDate } from "@studiodesk/core/rules/date-formats";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { invoicePrice } from "@studiodesk/core/rules/invoices";
import { formatCents } from "@studiodesk/core/rules/money";
import { avatarInitials } from "../../../shared/initials";
import { useAccountCurrency, useSignedInSession } from "../../../shared/session";
import { itemsInCents, type NewInvoiceValues } from "./new-invoice-values";

// 000 §2 New Invoice live preview: the organization's logo and name, the customer, the items,
// subtotal, the invoice fee (000 §9) and total, the memo and footer when switched on.
export function InvoicePreview({ values }: { values: NewInvoiceValues }) {
  const { appLogo, appName } = useSignedInSession().account.publicInformation;
  const items = itemsInCents(values.items);
  const price = invoicePrice(items);
  const currency = useAccountCurrency();
  return (
    <Card withBorder padding="lg" aria-label={MESSAGES.invoicePreview} component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Avatar src={appLogo} alt={fillMessage(MESSAGES.logoOf, { name: appName })} radius="md">
              {avatarInitials(appName)}
            </Avatar>
            <Title order={2} size="h4">
              {appName}
            </Title>
          </Group>
          <Stack gap={0} align="flex-end">
            <Text fw={700}>{MESSAGES.invoice}</Text>
            {values.dueDate && (
              <Text size="sm">
                {fillMessage(MESSAGES.dueOn, { date: formatCalendarDate(values.dueDate) })}
              </Text>
            )}
          </Stack>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {MESSAGES.billTo}
          </Text>
          <Text>
            {values.customer ? `${values.customer.firstName} ${values.customer.lastName}` : "—"}
          </Text>
          {values.customer?.email && <Text size="sm">{values.customer.email}</Text>}
        </div>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MESSAGES.item}</Table.Th>
              <Table.Th>{MESSAGES.quantityShort}</Table.Th>
              <Table.Th ta="right">{MESSAGES.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr key={values.items[index]?.key ?? index}>
                <Table.Td>{item.name || "—"}</Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td ta="right">{formatCents(item.amount * item.quantity, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4} align="flex-end">
          <Text size="sm">
            {MESSAGES.subtotal} {formatCents(price.subAmount, currency)}
          </Text>
          <Text size="sm">
            {fillMessage(MESSAGES.invoiceFeeAmount, {
              amount: formatCents(price.transactionFee, currency),
            })}
          </Text>
          <Text fw={700}>
            {MESSAGES.total} {formatCents(price.amount, currency)}
          </Text>
        </Stack>
        {values.hasMemo && values.memo.trim() && (
          <>
            <Divider />
            <Text size="sm">{values.memo}</Text>
          </>
        )}
        {values.hasFooter && values.footer.trim() && (
          <Text size="xs" c="dimmed">
            {values.footer}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
