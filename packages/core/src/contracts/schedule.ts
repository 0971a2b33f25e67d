import { z } from "zod";
import { MESSAGES } from "../messages";
import {
  MAX_AGE,
  MAX_MAX_USERS,
  MAX_TICKET_QUANTITY,
  MIN_MAX_USERS,
  MIN_START_AGE,
} from "../rules/events";
import { hasEachDayOnce, RECURRENCE_OPTIONS, WEEKDAYS } from "../rules/recurrence";
import {
  MAX_DURATION_SECONDS,
  numberOr,
  withSomeChange,
  ZId,
  ZInstant,
  ZPriceCents,
  ZRegistrationCloses,
  ZRegistrationOpens,
  ZWebLink,
} from "./common";
import { ZMemberTableRow } from "./members";

// 001 §3 Event, Calendar item, Event attendee row; 001 §7 payloads. Instants are ISO-8601
// UTC strings, money is in cents, durations are in seconds.

// 001 §5: a duration of 0 is "not set", which the spec answers with its own words.
const ZEventDuration = numberOr(MESSAGES.durationRange)
  .int(MESSAGES.durationRange)
  .positive(MESSAGES.selectStartAndDuration)
  .max(MAX_DURATION_SECONDS, MESSAGES.durationRange);
// 001 §9: the colour picker has no alpha; colours are stored lowercase.
export const ZHexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Please select a colour.")
  .transform((hex) => hex.toLowerCase());

export const ZRecurrenceOption = z.enum(RECURRENCE_OPTIONS, MESSAGES.selectReoccuringType);
export const ZWeekday = z.enum(WEEKDAYS);
export const ZRecurrence = z.object({
  recurrenceTime: ZRecurrenceOption,
  recurrenceDays: z
    .array(ZWeekday)
    .max(WEEKDAYS.length, MESSAGES.recurrenceDayRepeated)
    .refine(hasEachDayOnce, MESSAGES.recurrenceDayRepeated),
});

// The texts an event and a class both take, whose fields stop at these limits too.
export const SCHEDULE_TITLE_MAX_LENGTH = 200;
export const SCHEDULE_DESCRIPTION_MAX_LENGTH = 20_000;
export const LOCATION_TITLE_MAX_LENGTH = 200;
export const LOCATION_DESCRIPTION_MAX_LENGTH = 2000;
export const BUTTON_TITLE_MAX_LENGTH = 60;
export const POLICY_MAX_LENGTH = 20_000;
export const CALENDAR_DESCRIPTION_MAX_LENGTH = 5000;

export const ZLocation = z.object({
  title: z.string().trim().max(LOCATION_TITLE_MAX_LENGTH),
  description: z.string().trim().max(LOCATION_DESCRIPTION_MAX_LENGTH),
});
export type Location = z.infer<typeof ZLocation>;

export const ZAgeItem = z.object({
  startAge: z
    .number()
    .int()
    .min(MIN_START_AGE, MESSAGES.startAgeMinimum)
    .max(MAX_AGE, MESSAGES.ageMaximum),
  // Below the start age whatever it is, since that is at least MIN_START_AGE.
  endAge: z
    .number()
    .int()
    .min(MIN_START_AGE, MESSAGES.endAgeBelowStartAge)
    .max(MAX_AGE, MESSAGES.ageMaximum)
    .nullable(),
  enforced: z.boolean(),
});
export type AgeItem = z.infer<typeof ZAgeItem>;

// The same three as a request sends them: strict, so a field they do not take is refused
// with a 400 naming it. Not the answers' schemas, whose rows may carry more than they name.
export const ZRecurrenceInput = ZRecurrence.strict();
export const ZLocationInput = ZLocation.strict();
export const ZAgeItemInput = ZAgeItem.strict();

// The Registration card an event and a class share (001 §5): the window members may register
// in, as seconds before the start (null: no limit), and the age limit (null: none). The new
// event payload sends the window apart from the age limit, hence its own shape.
export const registrationWindowShape = {
  registrationStartDuration: ZRegistrationOpens,
  registrationCloseDuration: ZRegistrationCloses,
};
export const registrationShape = {
  ...registrationWindowShape,
  ageItem: ZAgeItemInput.nullable(),
};
// The same card as an event or a class answers it.
export const registrationAnswerShape = {
  registrationStartDuration: z.number().int().nullable(),
  registrationCloseDuration: z.number().int().nullable(),
  ageItem: ZAgeItem.nullable(),
};

// 001 §9: Unlimited (null) or 1 to 100 on a new event, 0 to 100 on edit.
const ZTicketQuantity = z.number().int().min(0).max(MAX_TICKET_QUANTITY).nullable();
// What the wizard and the event view refuse, in their words (ticketQuantityIssue): a new event
// from 1 (0 passes here for the rule to answer in the spec's order), an edit from 0.
const quantityUpTo100 = (message: string) =>
  z.number().int(message).min(0, message).max(MAX_TICKET_QUANTITY, message).nullable();
const ZNewTicketQuantity = quantityUpTo100(MESSAGES.ticketQuantityRange);
const ZTicketQuantityEdit = quantityUpTo100(MESSAGES.ticketQuantityRangeEdit);

export const ZEventPrice = z.object({
  amount: z.number().int().nonnegative(),
  quantity: ZTicketQuantity,
  oneTimePurchase: z.boolean(),
  purchased: z.number().int().nonnegative(),
});
export type EventPrice = z.infer<typeof ZEventPrice>;

// The fields an event and a class both take: the custom button, the policy, the leaders
// (app leaders' uids).
export const ZCustomButtonTitle = z.string().trim().max(BUTTON_TITLE_MAX_LENGTH).nullable();
export const ZCustomButtonLink = ZWebLink.nullable();
export const ZPolicy = z.string().trim().max(POLICY_MAX_LENGTH).nullable();
export const ZLeaderIds = z.array(ZId).max(50);

// One occurrence of an event as the event view shows it: the series with that occurrence's
// overrides applied. occurrenceStart addresses the occurrence (its original start).
export const ZEvent = z.object({
  eventId: z.string(),
  occurrenceStart: z.string(),
  eventTitle: z.string(),
  eventDescription: z.string(),
  eventStart: z.string(),
  eventEnd: z.string().nullable(),
  eventDuration: z.number().int().nullable(),
  image: z.string().nullable(),
  eventImages: z.array(z.string()),
  eventLeaders: z.array(z.string()),
  eventUsers: z.number().int(),
  eventMaxUsers: z.number().int().nullable(),
  location: ZLocation.nullable(),
  recurrence: ZRecurrence.nullable(),
  classId: z.string().nullable(),
  price: ZEventPrice.nullable(),
  isPrepaidOption: z.boolean(),
  eventButtonTitle: z.string().nullable(),
  eventButtonLink: z.string().nullable(),
  ...registrationAnswerShape,
  showOnWebsite: z.boolean(),
  calendarHex: z.string().nullable(),
  eventPolicy: z.string().nullable(),
  isFeatured: z.boolean(),
  isCancelled: z.boolean(),
  isPrivate: z.boolean(),
  isViewable: z.boolean(),
  isSearchable: z.boolean(),
  isActive: z.boolean(),
  isLocked: z.boolean(),
  isOnCalendar: z.boolean(),
  requiredDocuments: z.boolean(),
  transactionFee: z.number().int(),
  shareLink: z.string().nullable(),
  uploadTimestamp: z.string(),
});
export type ScheduleEvent = z.infer<typeof ZEvent>;

// The event fields that the new-event and the update payloads both carry.
const ZRequiredTitle = z
  .string()
  .trim()
  .min(1, MESSAGES.completeAllFields)
  .max(SCHEDULE_TITLE_MAX_LENGTH);
const ZEventDescription = z
  .string()
  .trim()
  .min(1, MESSAGES.completeAllFields)
  .max(SCHEDULE_DESCRIPTION_MAX_LENGTH);
// 001 §5 "Max users minimum 1", with the rule's texts (maxUsersIssue), for events and classes.
export const ZMaxUsers = numberOr(MESSAGES.maxUsersWholeNumber)
  .int(MESSAGES.maxUsersWholeNumber)
  .min(MIN_MAX_USERS, MESSAGES.maxUsersMinimum)
  .max(MAX_MAX_USERS, MESSAGES.maxUsersMaximum);
const ZEventMaxUsers = ZMaxUsers.nullable();
// 001 §8: a start cleared in the event view says the spec's words, not "This value is not valid.".
const ZEventStartChange = z.string().min(1, MESSAGES.selectEventStartAndEnd).pipe(ZInstant);

// 001 §7 "New event payload", sent as the `payload` field of a multipart request whose
// `image` field is the picture. The transaction fee comes from the account, not from here.
export const ZCreateEventRequest = z
  .object({
    eventTitle: ZRequiredTitle,
    eventDescription: ZEventDescription,
    eventStart: ZInstant,
    eventDuration: ZEventDuration,
    location: ZLocationInput.nullable(),
    calendarHex: ZHexColor.nullable(),
    requiredDocuments: z.boolean(),
    showOnWebsite: z.boolean(),
    classId: ZId.nullable(),
    recurrence: ZRecurrenceInput.nullable(),
    eventEnd: ZInstant.nullable(),
    eventMaxUsers: ZEventMaxUsers,
    price: z
      .object({
        amount: ZPriceCents,
        quantity: ZNewTicketQuantity,
        oneTimePurchase: z.boolean(),
      })
      .strict()
      .nullable(),
    isPrepaidOption: z.boolean(),
    eventButtonLink: ZCustomButtonLink,
    eventButtonTitle: ZCustomButtonTitle,
    ageItem: ZAgeItemInput.nullable(),
    eventPolicy: ZPolicy,
    eventLeaders: ZLeaderIds,
    isFeatured: z.boolean(),
    isPrivate: z.boolean(),
    isOnCalendar: z.boolean(),
    ...registrationWindowShape,
  })
  .strict();
export type CreateEventRequest = z.input<typeof ZCreateEventRequest>;

// 001 §7 "Update event payload". On a recurring event, location, price quantity, max users
// and leaders change the series; everything else changes the one occurrence (001 §4).
export const ZEventChanges = withSomeChange(
  z
    .object({
      eventTitle: ZRequiredTitle,
      eventDescription: ZEventDescription,
      eventStart: ZEventStartChange,
      eventDuration: ZEventDuration,
      location: ZLocationInput.nullable(),
      price: z.object({ quantity: ZTicketQuantityEdit }).strict(),
      eventButtonTitle: ZCustomButtonTitle,
      eventButtonLink: ZCustomButtonLink,
      isPrepaidOption: z.boolean(),
      eventMaxUsers: ZEventMaxUsers,
      ...registrationShape,
      showOnWebsite: z.boolean(),
      eventLeaders: ZLeaderIds,
      calendarHex: ZHexColor.nullable(),
      eventPolicy: ZPolicy,
    })
    .partial()
    .strict(),
);
export type EventChanges = z.infer<typeof ZEventChanges>;

// 001 §4 "Recurring event update": these go to the series, the rest to the occurrence.
export const SERIES_LEVEL_CHANGES = ["location", "price", "eventMaxUsers", "eventLeaders"] as const;

export const ZUpdateEventRequest = z
  .object({ occurrenceStart: ZInstant.optional(), changes: ZEventChanges })
  .strict();
export type UpdateEventRequest = z.input<typeof ZUpdateEventRequest>;

export const ZOccurrenceRequest = z.object({ occurrenceStart: ZInstant.optional() }).strict();
export type OccurrenceRequest = z.infer<typeof ZOccurrenceRequest>;

export const ZEventParams = z.object({ eventId: ZId });
export const ZEventQuery = z.object({ eventStart: ZInstant.optional() });

// 001 §3 Event attendee row. documentStatus: the event's required documents, signed or not.
export const ZAttendance = z.object({
  quantity: z.number().int().nonnegative(),
  type: z.literal("manual"),
  timestamp: z.string(),
});
export const ZEventAttendee = z.object({
  userData: ZMemberTableRow,
  eventData: z.object({ quantity: z.number().int(), attendance: ZAttendance.nullable() }),
});
export type EventAttendee = z.infer<typeof ZEventAttendee>;
// date: the date the attendance is of (the occurrence's original start) and the series' dates
// on either side (null at its ends and for a one-time event), for stepping through them.
export const ZEventAttendeeList = z.object({
  attendees: z.array(ZEventAttendee),
  date: z.object({
    occurrenceStart: z.string(),
    previous: z.string().nullable(),
    next: z.string().nullable(),
  }),
});
export type EventAttendeeList = z.infer<typeof ZEventAttendeeList>;

// Members to add to an event or a class, by uid.
// One add is one transaction on the event or class; 100 keeps it short (the picker's pages
// are smaller).
export const ZUserIdsToAdd = z
  .array(ZId)
  .min(1, MESSAGES.noMemberSelected)
  .max(100, MESSAGES.tooManyMembersAtOnce);
export const ZAddAttendeesRequest = z.object({ userIds: ZUserIdsToAdd }).strict();
export type AddAttendeesRequest = z.infer<typeof ZAddAttendeesRequest>;

export const ZAttendeeParams = z.object({ eventId: ZId, userId: ZId });

// quantity null clears the attendance back to not yet taken: one-tap check-in's undo (issue #21).
export const ZUpdateAttendanceRequest = z
  .object({
    attendance: z
      .array(
        z.object({ uid: ZId, quantity: z.number().int().min(0).max(1000).nullable() }).strict(),
      )
      .min(1)
      .max(1000),
  })
  .strict();
export type UpdateAttendanceRequest = z.infer<typeof ZUpdateAttendanceRequest>;

// 001 §3 Calendar item.
export const ZCalendarItem = z.object({
  calendarId: z.string(),
  calendarTitle: z.string(),
  calendarDescription: z.string(),
  calendarStart: z.string(),
  calendarEnd: z.string(),
  calendarDuration: z.number().int(),
  calendarHex: z.string(),
  recurrence: ZRecurrence.nullable(),
  uploadTimestamp: z.string(),
});
export type CalendarItem = z.infer<typeof ZCalendarItem>;

// 001 §5 Calendar item: its own words for a missing start or duration and a recurrence
// switched on without an option (the form says them; a direct call now says them too).
// Strict here, not in ZRecurrence, which the answers share.
const ZCalendarItemRecurrence = ZRecurrence.extend({
  recurrenceTime: z.enum(RECURRENCE_OPTIONS, MESSAGES.selectRecurrenceOption),
}).strict();

export const ZCreateCalendarItemRequest = z
  .object({
    calendarTitle: ZRequiredTitle,
    calendarDescription: z
      .string()
      .trim()
      .min(1, MESSAGES.completeAllFields)
      .max(CALENDAR_DESCRIPTION_MAX_LENGTH),
    calendarStart: z.string(MESSAGES.selectStartAndDuration).pipe(ZInstant),
    calendarDuration: ZEventDuration,
    calendarHex: ZHexColor,
    recurrence: ZCalendarItemRecurrence.nullable(),
    // Only for a recurring item; a one-time item ends where it starts (001 §5).
    calendarEnd: ZInstant.nullable(),
  })
  .strict();
export type CreateCalendarItemRequest = z.input<typeof ZCreateCalendarItemRequest>;

export const ZCalendarItemParams = z.object({ calendarId: ZId });

// GET /api/v1/calendar?month=YYYY-MM: one month's load (see rules/calendar.ts).
export const ZCalendarQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please select a month."),
});

// kind "class": an occurrence of a class's own schedule (eventId is then the class id, as is
// classId); clicking it opens the class view. kind "event": an event (a class's extra
// events among them, with their classId).
export const ZCalendarEventEntry = z.object({
  kind: z.enum(["event", "class"]),
  eventId: z.string(),
  occurrenceStart: z.string(),
  eventTitle: z.string(),
  eventStart: z.string(),
  eventEnd: z.string(),
  calendarHex: z.string().nullable(),
  classId: z.string().nullable(),
  isCancelled: z.boolean(),
});
export type CalendarEventEntry = z.infer<typeof ZCalendarEventEntry>;

export const ZCalendarItemEntry = z.object({
  calendarId: z.string(),
  occurrenceStart: z.string(),
  calendarTitle: z.string(),
  calendarDescription: z.string(),
  calendarStart: z.string(),
  calendarEnd: z.string(),
  calendarHex: z.string(),
});
export type CalendarItemEntry = z.infer<typeof ZCalendarItemEntry>;

export const ZCalendarMonth = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  events: z.array(ZCalendarEventEntry),
  calendarItems: z.array(ZCalendarItemEntry),
});
export type CalendarMonth = z.infer<typeof ZCalendarMonth>;

// GET /api/v1/events: the organization's events that are still running, soonest series
// end first — what pickers (featured items) offer.
export const ZEventSummary = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  eventStart: z.string(),
});
export type EventSummary = z.infer<typeof ZEventSummary>;
export const ZEventSummaryList = z.object({ events: z.array(ZEventSummary) });
