import {
  Checkbox,
  ColorInput,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  ageTitle,
  MAX_TICKET_QUANTITY,
  MIN_MAX_USERS,
  MIN_START_AGE,
  MIN_TICKET_QUANTITY_EDIT,
} from "@studiodesk/core/rules/events";
import { useQuery } from "@tanstack/react-query";
import { leadersQueryOptions } from "../../schedule.api";
import { formatMoney } from "../../schedule-format";
import { HoursMinutesInput } from "../HoursMinutesInput";
import { type CardProps, EventCard } from "./EventDetailCards";

const QUANTITY_MODES = [
  { value: "unlimited", label: "Unlimited" },
  { value: "limited", label: "Limited" },
];

// 001 §2 Event view, price card. The price itself is fixed once published; the ticket
// quantity may go down to 0 on edit (001 §5).
export function EventPriceCard({ event, values, set }: CardProps) {
  const amount = event.price?.amount ?? 0;
  const isPaid = amount > 0;
  return (
    <EventCard title="Price">
      <Stack>
        <Group gap="xl">
          <Text size="sm">
            <b>Price:</b> {event.price ? (isPaid ? formatMoney(amount) : "Free") : "No price"}
          </Text>
          <Text size="sm">
            <b>Purchased:</b> {event.price?.purchased ?? 0}
          </Text>
          <Text size="sm">
            <b>Attending:</b> {event.eventUsers}
          </Text>
        </Group>
        <Select
          label="Ticket Quantity"
          allowDeselect={false}
          data={QUANTITY_MODES}
          value={values.isLimited ? "limited" : "unlimited"}
          description={values.isLimited ? MESSAGES.ticketsLimited : MESSAGES.ticketsUnlimited}
          onChange={(mode) => set({ isLimited: mode === "limited" })}
        />
        {values.isLimited && (
          <NumberInput
            label="Tickets Left"
            min={MIN_TICKET_QUANTITY_EDIT}
            max={MAX_TICKET_QUANTITY}
            allowDecimal={false}
            value={values.quantity}
            onChange={(quantity) => set({ quantity })}
          />
        )}
        <Switch
          label="Prepaid Option"
          checked={values.isPrepaidOption}
          onChange={(e) => set({ isPrepaidOption: e.currentTarget.checked })}
        />
        <TextInput
          label="Button Title"
          value={values.eventButtonTitle}
          onChange={(e) => set({ eventButtonTitle: e.currentTarget.value })}
        />
        {/* 001 §4: a paid price hides the custom button link. */}
        {!isPaid && (
          <TextInput
            label="Button Link"
            type="url"
            placeholder="https://"
            value={values.eventButtonLink}
            onChange={(e) => set({ eventButtonLink: e.currentTarget.value })}
          />
        )}
      </Stack>
    </EventCard>
  );
}

export function EventRegistrationCard({ values, set }: CardProps) {
  const startAge = Number(values.startAge);
  return (
    <EventCard title="Registration">
      <Stack>
        <HoursMinutesInput
          legend="Registration Opens"
          hours={values.registrationStartHours}
          minutes={values.registrationStartMinutes}
          onChange={({ hours, minutes }) =>
            set({ registrationStartHours: hours, registrationStartMinutes: minutes })
          }
        />
        <HoursMinutesInput
          legend="Registration Closes"
          hours={values.registrationCloseHours}
          minutes={values.registrationCloseMinutes}
          onChange={({ hours, minutes }) =>
            set({ registrationCloseHours: hours, registrationCloseMinutes: minutes })
          }
        />
        <Switch
          label="Limit Attendees"
          checked={values.hasMaxUsers}
          onChange={(e) => set({ hasMaxUsers: e.currentTarget.checked })}
        />
        {values.hasMaxUsers && (
          <NumberInput
            label="Max Users"
            min={MIN_MAX_USERS}
            allowDecimal={false}
            value={values.eventMaxUsers}
            onChange={(eventMaxUsers) => set({ eventMaxUsers })}
          />
        )}
        <Switch
          label="Age Limit"
          checked={values.hasAgeLimit}
          onChange={(e) => set({ hasAgeLimit: e.currentTarget.checked, startAge: "", endAge: "" })}
        />
        {values.hasAgeLimit && (
          <>
            <Group grow align="flex-start">
              <NumberInput
                label="Start Age"
                min={MIN_START_AGE}
                allowDecimal={false}
                value={values.startAge}
                onChange={(value) => set({ startAge: value })}
              />
              <NumberInput
                label="End Age"
                min={startAge || MIN_START_AGE}
                allowDecimal={false}
                value={values.endAge}
                onChange={(value) => set({ endAge: value })}
              />
            </Group>
            <Checkbox
              label="Enforce Age Limit"
              checked={values.isAgeEnforced}
              onChange={(e) => set({ isAgeEnforced: e.currentTarget.checked })}
            />
            {startAge >= MIN_START_AGE && (
              <Text size="sm">
                {ageTitle({
                  startAge,
                  endAge: values.endAge === "" ? null : Number(values.endAge),
                })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </EventCard>
  );
}

export function EventSettingsCard({
  values,
  set,
  isWebsiteActive,
}: CardProps & { isWebsiteActive: boolean }) {
  const leaders = useQuery(leadersQueryOptions());
  const options = (leaders.data ?? []).map((leader) => ({
    value: leader.uid,
    label: `${leader.firstName} ${leader.lastName}`,
  }));
  // A leader who is no longer an app leader stays selectable so the saved value shows.
  const known = new Set(options.map((option) => option.value));
  const data = [
    ...options,
    ...values.eventLeaders
      .filter((uid) => !known.has(uid))
      .map((uid) => ({ value: uid, label: uid })),
  ];
  return (
    <EventCard title="Additional Settings">
      <Stack>
        <MultiSelect
          label="Leaders"
          data={data}
          value={values.eventLeaders}
          onChange={(eventLeaders) => set({ eventLeaders })}
          searchable
          nothingFoundMessage="No app leaders found"
        />
        {isWebsiteActive && (
          <Switch
            label="Show On Website"
            checked={values.showOnWebsite}
            onChange={(e) => set({ showOnWebsite: e.currentTarget.checked })}
          />
        )}
        <ColorInput
          label="Calendar Colour"
          format="hex"
          value={values.calendarHex}
          onChange={(calendarHex) => set({ calendarHex: calendarHex.toLowerCase() })}
        />
        <Textarea
          label="Event Policy"
          autosize
          minRows={3}
          value={values.eventPolicy}
          onChange={(e) => set({ eventPolicy: e.currentTarget.value })}
        />
      </Stack>
    </EventCard>
  );
}
