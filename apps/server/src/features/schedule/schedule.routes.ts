import {
  type CalendarMonth,
  ZAddAttendeesRequest,
  ZAttendeeParams,
  ZCalendarItem,
  ZCalendarItemParams,
  ZCalendarMonth,
  ZCalendarQuery,
  ZCreateCalendarItemRequest,
  ZEvent,
  ZEventAttendeeList,
  ZEventParams,
  ZEventQuery,
  ZEventSummaryList,
  ZOccurrenceRequest,
  ZUpdateAttendanceRequest,
  ZUpdateEventRequest,
} from "@studiodesk/core/contracts/schedule";
import { answerJson } from "../../shared/org-json-cache";
import { staffRoutes } from "../../shared/staff-routes";
import { requireFeatureSwitchedOn } from "../account/account.service";
import { addAttendees, getAttendees, removeAttendee, updateAttendance } from "./attendees.service";
import { getCalendarMonthJson } from "./calendar.service";
import {
  createCalendarItem,
  getCalendarItem,
  removeCalendarItem,
  updateCalendarItem,
} from "./calendar-items.service";
import { cancelEvent, updateEvent } from "./event-changes.service";
import {
  createEvent,
  getEvent,
  listEventSummaries,
  removeEvent,
  replaceEventImage,
} from "./events.service";

// 001 §2 Schedule, Event view, Event attendees, New event wizard; 001 §7 Events and
// Calendar items. Multipart bodies (new event, change image) are read by the services.
export const scheduleRoutes = staffRoutes(
  "schedule",
  (route) => {
    const event = { params: ZEventParams, response: ZEvent };
    const attendees = {
      params: ZEventParams,
      querystring: ZEventQuery,
      response: ZEventAttendeeList,
    };

    route.get(
      "/calendar",
      { querystring: ZCalendarQuery, response: ZCalendarMonth },
      async ({ deps, auth, query, reply }) => {
        // Serialized (and checked against ZCalendarMonth) when it was cached.
        return answerJson<CalendarMonth>(
          reply,
          await getCalendarMonthJson(deps, auth, query.month),
        );
      },
    );

    route.post(
      "/calendar-items",
      { body: ZCreateCalendarItemRequest, response: ZCalendarItem },
      ({ deps, auth, body }) => createCalendarItem(deps, auth, body),
    );

    route.get(
      "/calendar-items/:calendarId",
      { params: ZCalendarItemParams, response: ZCalendarItem },
      ({ deps, auth, params }) => getCalendarItem(deps, auth, params.calendarId),
    );

    route.put(
      "/calendar-items/:calendarId",
      { params: ZCalendarItemParams, body: ZCreateCalendarItemRequest, response: ZCalendarItem },
      ({ deps, auth, params, body }) => updateCalendarItem(deps, auth, params.calendarId, body),
    );

    route.delete(
      "/calendar-items/:calendarId",
      { params: ZCalendarItemParams, status: 204 },
      ({ deps, auth, params }) => removeCalendarItem(deps, auth, params.calendarId),
    );

    route.get("/events", { response: ZEventSummaryList }, async ({ deps, auth }) => ({
      events: await listEventSummaries(deps, auth),
    }));

    route.post("/events", { response: ZEvent, status: 201 }, ({ deps, auth, request }) =>
      createEvent(deps, auth, request),
    );

    route.get(
      "/events/:eventId",
      { ...event, querystring: ZEventQuery },
      ({ deps, auth, params, query }) => getEvent(deps, auth, params.eventId, query.eventStart),
    );

    route.patch(
      "/events/:eventId",
      { ...event, body: ZUpdateEventRequest },
      ({ deps, auth, params, body }) => updateEvent(deps, auth, params.eventId, body),
    );

    route.post(
      "/events/:eventId/cancel",
      { ...event, body: ZOccurrenceRequest },
      ({ deps, auth, params, body }) =>
        cancelEvent(deps, auth, params.eventId, body.occurrenceStart),
    );

    route.delete(
      "/events/:eventId",
      { params: ZEventParams, status: 204 },
      ({ deps, auth, params }) => removeEvent(deps, auth, params.eventId),
    );

    route.post("/events/:eventId/image", event, ({ deps, auth, params, request }) =>
      replaceEventImage(deps, auth, params.eventId, request),
    );

    // Every attendees route lists the date the query's eventStart names (the event view's).
    route.get("/events/:eventId/attendees", attendees, ({ deps, auth, params, query }) =>
      getAttendees(deps, auth, { ...params, ...query }),
    );

    route.post(
      "/events/:eventId/attendees",
      { ...attendees, body: ZAddAttendeesRequest },
      ({ deps, auth, params, query, body }) =>
        addAttendees(deps, auth, { ...params, ...query }, body),
    );

    route.delete(
      "/events/:eventId/attendees/:userId",
      { ...attendees, params: ZAttendeeParams },
      ({ deps, auth, params, query }) =>
        removeAttendee(deps, auth, { eventId: params.eventId, ...query }, params.userId),
    );

    route.patch(
      "/events/:eventId/attendance",
      { ...attendees, body: ZUpdateAttendanceRequest },
      ({ deps, auth, params, query, body }) =>
        updateAttendance(deps, auth, { ...params, ...query }, body),
    );
  },
  { beforeWrite: requireFeatureSwitchedOn("schedule") },
);
