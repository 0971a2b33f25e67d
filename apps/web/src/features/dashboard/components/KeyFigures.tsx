import { Box, Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { isMenuEntryEnabled } from "@studiodesk/core/rules/navigation";
import {
  IconCreditCardOff,
  IconFileInvoice,
  IconReceipt2,
  IconUserCheck,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailure } from "../../../shared/components/QueryState";
import { formatCount } from "../../../shared/formats";
import { useSignedInSession } from "../../../shared/session";
import { type MoneyFormat, useMoneyFormat } from "../../../shared/use-money-format";
import { keyFiguresQueryOptions } from "../dashboard.api";
import {
  ACTIVE_MEMBERS_PATH,
  BILLING_NOTIFICATIONS_PATH,
  UNPAID_INVOICES_PATH,
} from "../front-desk-paths";

type FigureProps = {
  label: string;
  value: string | undefined;
  detail?: string | undefined;
  to: string;
  icon: ReactNode;
};

// The value's line keeps its height while loading, so nothing below moves when it arrives.
const VALUE_HEIGHT = 36;

// A bold figure is about 0.6 em a character: a long one (a six-figure revenue) gets a smaller
// size so it stays on one line inside a fifth of the screen.
const valueFontSize = (value: string) => Math.max(16, Math.min(26, Math.floor(210 / value.length)));

function Figure({ label, value, detail, to, icon }: FigureProps) {
  return (
    // Mantine's focus ring: a card reached by Tab showed no sign of it (WCAG 2.4.7).
    <Card withBorder padding="lg" component={Link} to={to} className="mantine-focus-auto">
      {/* The icon shares the label's line, so the value has the card's whole width: beside
          it, a revenue of $12,345.67 ran out of a fifth of a 1280-pixel screen. */}
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
      </Group>
      <Box h={VALUE_HEIGHT}>
        {value === undefined ? (
          <Loader size="sm" mt={6} aria-hidden />
        ) : (
          <Text
            fz={valueFontSize(value)}
            fw={700}
            lh={`${VALUE_HEIGHT}px`}
            style={{ whiteSpace: "nowrap" }}
          >
            {value}
          </Text>
        )}
      </Box>
      {detail !== undefined && (
        <Text size="xs" c="dimmed" h={18}>
          {detail}
        </Text>
      )}
    </Card>
  );
}

const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));
const moneyOf = (format: MoneyFormat, cents: number | undefined) =>
  cents === undefined ? undefined : format(cents);

// Beyond the spec: the organization at a glance, each figure opening its page; revenue this
// month and outstanding invoices came with billing, and show only while Billing does (000 §2
// "Billing shows only when isPaymentActive is true": they opened a switched-off page). A
// failed load says so, with a Retry, in the figures' place.
export function KeyFigures() {
  const figures = useQuery(keyFiguresQueryOptions());
  const hasBilling = isMenuEntryEnabled("billing", useSignedInSession().account);
  const money = useMoneyFormat();
  if (figures.isError && !figures.data)
    return (
      <Box mb="lg">
        <LoadFailure error={figures.error} onRetry={figures.refetch} />
      </Box>
    );
  const data = figures.data;
  const shown: FigureProps[] = [
    {
      label: MESSAGES.members,
      value: count(data?.members),
      to: "/dashboard/members",
      icon: <IconUsers size={20} />,
    },
    {
      label: MESSAGES.activeInTheLast30Days,
      value: count(data?.activeMembers),
      to: ACTIVE_MEMBERS_PATH,
      icon: <IconUserCheck size={20} />,
    },
  ];
  if (hasBilling) {
    shown.push(
      {
        label: MESSAGES.revenueThisMonth,
        value: moneyOf(money, data?.revenueThisMonthCents),
        to: "/dashboard/billing",
        icon: <IconReceipt2 size={20} />,
      },
      {
        label: MESSAGES.outstandingInvoices,
        value: count(data?.outstandingInvoices),
        detail: data ? `${money(data.outstandingInvoicesCents)} unpaid` : "",
        to: UNPAID_INVOICES_PATH,
        icon: <IconFileInvoice size={20} />,
      },
      {
        label: MESSAGES.failedSubscriptionCharges,
        value: count(data?.failedSubscriptionCharges),
        detail: "This month",
        to: BILLING_NOTIFICATIONS_PATH,
        icon: <IconCreditCardOff size={20} />,
      },
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: shown.length }} mb="lg">
      {shown.map((figure) => (
        <Figure key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
