import { Alert, Button, Card, Divider, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { TerminalAmounts } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatCents } from "@studiodesk/core/rules/money";

function AmountLine({
  label,
  cents,
  currency,
  isTotal = false,
}: {
  label: string;
  cents: number;
  currency: string;
  isTotal?: boolean;
}) {
  return (
    <Group justify="space-between">
      <Text fw={isTotal ? 700 : undefined}>{label}</Text>
      <Text fw={isTotal ? 700 : undefined}>{formatCents(cents, currency)}</Text>
    </Group>
  );
}

// The reader the page names: still being looked up, online, offline, or not one of the
// organization's readers.
export type CheckoutReaderState = "checking" | "online" | "offline" | "notFound";

function ReaderStatus({ readerState }: { readerState: CheckoutReaderState }) {
  if (readerState === "online") {
    return (
      <Text fw={600} role="status">
        {MESSAGES.terminalPayIsReady}
      </Text>
    );
  }
  // Until the readers are listed the page cannot tell, so it says neither offline nor found.
  if (readerState === "checking") {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text c="dimmed">{MESSAGES.terminalReaderChecking}</Text>
      </Group>
    );
  }
  return (
    <Alert color={readerState === "notFound" ? "red" : "blue"} role="status">
      {readerState === "notFound" ? MESSAGES.terminalReaderNotFound : MESSAGES.readerOffline}
    </Alert>
  );
}

type CheckoutCardProps = {
  amounts: TerminalAmounts;
  readerState: CheckoutReaderState;
  canPay: boolean;
  isStarting: boolean;
  onPay: () => void;
};

// The checkout card of step 2: what the reader will ask for (000 §9 terminal fee, or the
// item's own transactionFee), whether the reader is ready, and Collect Payment.
export function CheckoutCard({
  amounts,
  readerState,
  canPay,
  isStarting,
  onPay,
}: CheckoutCardProps) {
  const { currency } = amounts;
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {MESSAGES.checkout}
        </Title>
        <AmountLine label={MESSAGES.subtotal} cents={amounts.subtotalCents} currency={currency} />
        {amounts.discountCents > 0 && (
          <AmountLine
            label={MESSAGES.discount}
            cents={-amounts.discountCents}
            currency={currency}
          />
        )}
        <AmountLine label={MESSAGES.fee} cents={amounts.feeCents} currency={currency} />
        <Divider />
        <AmountLine label={MESSAGES.total} cents={amounts.totalCents} currency={currency} isTotal />
        <ReaderStatus readerState={readerState} />
        <Button mt="sm" disabled={!canPay} loading={isStarting} onClick={onPay}>
          {MESSAGES.collectPayment}
        </Button>
      </Stack>
    </Card>
  );
}
