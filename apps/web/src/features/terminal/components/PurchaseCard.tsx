import { Alert, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  TERMINAL_COUPON_CODE_MAX_LENGTH,
  type TerminalQuote,
} from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import type { ProductSize } from "@studiodesk/core/rules/shop";
import { purchaseQuantityRange } from "@studiodesk/core/rules/terminal";
import { QuantityInput } from "../../../shared/components/QuantityInput";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import { useSignedInSession } from "../../../shared/session";

export type PurchaseValues = { quantity: number; size: ProductSize | null; couponCode: string };

// 000 §4 Event status in checkout.
const STATUS_TONES: Record<string, string> = {
  [MESSAGES.eventStatusCancelled]: "red",
  [MESSAGES.eventStatusSoldOut]: "orange",
  [MESSAGES.eventStatusOnTime]: "green",
};

type PurchaseCardProps = {
  quote: TerminalQuote;
  values: PurchaseValues;
  onChange: (values: PurchaseValues) => void;
};

// 000 §2 Terminal checkout, step 1 Purchase: the item (an event with the date being sold, on
// the organization's clock), its status, quantity within what is left, the size of a sized
// product and a coupon code. The server's quote decides.
export function PurchaseCard({ quote, values, onChange }: PurchaseCardProps) {
  const timeZone = useSignedInSession().account.publicInformation.timezone;
  const quantityRange = purchaseQuantityRange(quote.remaining);
  // The coupon's own reason shows under its field ('Invalid Coupon', limited to other
  // products, used up by this member); any other reason in the alert.
  const couponIssue =
    quote.couponIssue ?? (quote.isCouponValid === false ? MESSAGES.invalidCoupon : null);
  const otherIssue = quote.issue && quote.issue !== couponIssue ? quote.issue : null;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {MESSAGES.step1Purchase}
        </Title>
        <Group justify="space-between">
          <Text fw={600}>{quote.title}</Text>
          {quote.eventStatus && (
            <ToneBadge tone={STATUS_TONES[quote.eventStatus] ?? "gray"}>
              {quote.eventStatus}
            </ToneBadge>
          )}
        </Group>
        {quote.occurrenceStart && (
          <Text size="sm">{formatDateTime(quote.occurrenceStart, timeZone)}</Text>
        )}
        <Text size="sm" c="dimmed">
          {fillMessage(MESSAGES.remainingCount, { count: quote.remaining ?? MESSAGES.unlimited })}
        </Text>
        <QuantityInput
          label={MESSAGES.quantity}
          min={quantityRange.min}
          max={quantityRange.max}
          value={values.quantity}
          onChange={(quantity) => onChange({ ...values, quantity })}
        />
        {quote.sizes && (
          <Select
            label={MESSAGES.size}
            placeholder={MESSAGES.selectProductSize}
            withAsterisk
            value={values.size}
            data={Object.entries(quote.sizes).map(([size, left]) => ({
              value: size,
              label: fillMessage(MESSAGES.sizeWithLeft, { size, left }),
              disabled: left <= 0,
            }))}
            onChange={(size) => onChange({ ...values, size: size as ProductSize | null })}
          />
        )}
        <TextInput
          label={MESSAGES.couponCode}
          maxLength={TERMINAL_COUPON_CODE_MAX_LENGTH}
          value={values.couponCode}
          error={couponIssue ?? undefined}
          onChange={(event) => onChange({ ...values, couponCode: event.currentTarget.value })}
        />
        {otherIssue && (
          <Alert color="yellow" role="alert">
            {otherIssue}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
