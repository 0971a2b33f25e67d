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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { addAttendees, getAttendees, removeAttendee, updateAttendance } from "./attendees.service";
import { createCalendarItem, getCalendarMonthJson, removeCalendarItem } from "./calendar.service";
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
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["schedule"];
  const eventSchema = { tags, params: ZEventParams, response: { 200: ZEvent } };
  const attendeesSchema = { tags, response: { 200: ZEventAttendeeList } };

  app.get(
    "/calendar",
    { schema: { tags, querystring: ZCalendarQuery, response: { 200: ZCalendarMonth } } },
    async (request, reply) => {
      const json = await getCalendarMonthJson(deps, requireAuth(request), request.query.month);
      // Already serialized (and checked against ZCalendarMonth) when it was cached; Fastify
      // sends a JSON string as it is, the schema above still documents the response.
      return reply.type("application/json; charset=utf-8").send(json as unknown as CalendarMonth);
    },
  );

  app.post(
    "/calendar-items",
    { schema: { tags, body: ZCreateCalendarItemRequest, response: { 200: ZCalendarItem } } },
    (request) => createCalendarItem(deps, requireAuth(request), request.body),
  );

  app.delete(
    "/calendar-items/:calendarId",
    { schema: { tags, params: ZCalendarItemParams } },
    async (request, reply) => {
      await removeCalendarItem(deps, requireAuth(request), request.params.calendarId);
      return reply.status(204).send();
    },
  );

  app.get(
    "/events",
    { schema: { tags, response: { 200: ZEventSummaryList } } },
    async (request) => ({
      events: await listEventSummaries(deps, requireAuth(request)),
    }),
  );

  app.post("/events", { schema: { tags, response: { 200: ZEvent } } }, (request) =>
    createEvent(deps, requireAuth(request), request),
  );

  app.get("/events/:eventId", { schema: { ...eventSchema, querystring: ZEventQuery } }, (request) =>
    getEvent(deps, requireAuth(request), request.params.eventId, request.query.eventStart),
  );

  app.patch(
    "/events/:eventId",
    { schema: { ...eventSchema, body: ZUpdateEventRequest } },
    (request) => updateEvent(deps, requireAuth(request), request.params.eventId, request.body),
  );

  app.post(
    "/events/:eventId/cancel",
    { schema: { ...eventSchema, body: ZOccurrenceRequest } },
    (request) =>
      cancelEvent(deps, requireAuth(request), request.params.eventId, request.body.occurrenceStart),
  );

  app.delete(
    "/events/:eventId",
    { schema: { tags, params: ZEventParams } },
    async (request, reply) => {
      await removeEvent(deps, requireAuth(request), request.params.eventId);
      return reply.status(204).send();
    },
  );

  app.post("/events/:eventId/image", { schema: eventSchema }, (request) =>
    replaceEventImage(deps, requireAuth(request), request.params.eventId, request),
  );

  app.get(
    "/events/:eventId/attendees",
    { schema: { ...attendeesSchema, params: ZEventParams } },
    (request) => getAttendees(deps, requireAuth(request), request.params.eventId),
  );

  app.post(
    "/events/:eventId/attendees",
    { schema: { ...attendeesSchema, params: ZEventParams, body: ZAddAttendeesRequest } },
    (request) => addAttendees(deps, requireAuth(request), request.params.eventId, request.body),
  );

  app.delete(
    "/events/:eventId/attendees/:userId",
    { schema: { ...attendeesSchema, params: ZAttendeeParams } },
    (request) =>
      removeAttendee(deps, requireAuth(request), request.params.eventId, request.params.userId),
  );

  app.patch(
    "/events/:eventId/attendance",
    { schema: { ...attendeesSchema, params: ZEventParams, body: ZUpdateAttendanceRequest } },
    (request) => updateAttendance(deps, requireAuth(request), request.params.eventId, request.body),
  );
};
