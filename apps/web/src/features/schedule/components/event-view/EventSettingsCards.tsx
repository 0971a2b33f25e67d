import { Group, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { MIN_TICKET_QUANTITY_EDIT } from "@studiodesk/core/rules/events";
import { useMoneyFormat } from "../../../../shared/use-money-format";
import { AdditionalSettingsFields } from "../event-fields/AdditionalSettingsFields";
import { AgeLimitFields } from "../event-fields/AgeLimitFields";
import { AttendeeLimitFields } from "../event-fields/AttendeeLimitFields";
import { EventButtonFields } from "../event-fields/EventButtonFields";
import { RegistrationWindowFields } from "../event-fields/RegistrationWindowFields";
import { TicketFields } from "../event-fields/TicketFields";
import { type CardProps, EventCard } from "./EventDetailCards";

// Whether the event takes payment in the app: a paid price hides the custom button link
// (001 §4), whether or not the price card is shown.
const isPaidEvent = (event: CardProps["event"]) => (event.price?.amount ?? 0) > 0;

// 001 §2 Event view, price card: shown only while payments are active (001 §6 "Price screens
// appear only when payments are active"), like the wizard's Price Information tab, which
// holds the same fields (§3 price {amount, quantity}). The price itself is fixed once
// published; the ticket quantity may go down to 0 on edit (001 §5).
export function EventPriceCard({ event, values, set }: CardProps) {
  const amount = event.price?.amount ?? 0;
  const isPaid = isPaidEvent(event);
  const money = useMoneyFormat();
  return (
    <EventCard title={MESSAGES.price}>
      <Stack>
        <Group gap="xl">
          <Text size="sm">
            <b>{MESSAGES.priceWithColon}</b>{" "}
            {event.price ? (isPaid ? money(amount) : MESSAGES.free) : "No price"}
          </Text>
          <Text size="sm">
            <b>{MESSAGES.purchased}</b> {event.price?.purchased ?? 0}
          </Text>
          <Text size="sm">
            <b>{MESSAGES.attending}</b> {event.eventUsers}
          </Text>
        </Group>
        <TicketFields
          values={values}
          set={set}
          quantityLabel={MESSAGES.ticketsLeft}
          minQuantity={MIN_TICKET_QUANTITY_EDIT}
        />
      </Stack>
    </EventCard>
  );
}

// 001 §2 Event view, registration card: the windows, limits and the custom button (where the
// wizard's Registration tab has it), so the button stays editable while payments are off. A
// window that never opens is said under Registration Closes before Update sends it.
export function EventRegistrationCard({
  event,
  values,
  set,
  windowError,
}: CardProps & { windowError: string | null }) {
  return (
    <EventCard title={MESSAGES.registration}>
      <Stack>
        <RegistrationWindowFields values={values} set={set} closesError={windowError} />
        <AttendeeLimitFields values={values} set={set} />
        <AgeLimitFields values={values} set={set} />
        {/* 001 §4: a paid price hides the custom button link. */}
        <EventButtonFields values={values} set={set} isPaid={isPaidEvent(event)} />
      </Stack>
    </EventCard>
  );
}

export function EventSettingsCard({
  values,
  set,
  isWebsiteActive,
}: CardProps & { isWebsiteActive: boolean }) {
  return (
    <EventCard title={MESSAGES.additionalSettings}>
      <Stack>
        <AdditionalSettingsFields values={values} set={set} isWebsiteActive={isWebsiteActive} />
      </Stack>
    </EventCard>
  );
}
