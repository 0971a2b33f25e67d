import type {
  CreateCalendarItemRequest,
  CreateEventRequest,
  EventAttendeeList,
  UpdateAttendanceRequest,
  UpdateEventRequest,
} from "@studiodesk/core/contracts/schedule";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipartBody, singleFileForm, unwrap } from "../../shared/api-client";
import { payloadWithImage, useInvalidatingMutation } from "../../shared/mutations";
import { type AttendeesOf, scheduleKeys } from "./schedule-keys";

export { scheduleKeys };

// Every key sits under ["schedule"]: the live-update topic "schedule" refreshes them all.

// The organization's running events, for pickers such as the featured items'.
export function runningEventsQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.runningEvents(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/events"))).events,
  });
}

export function eventQueryOptions(eventId: string, eventStart: string | null) {
  return queryOptions({
    queryKey: scheduleKeys.event(eventId, eventStart),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/events/{eventId}", {
          params: { path: { eventId }, query: { eventStart: eventStart || undefined } },
        }),
      ),
    retry: false,
  });
}

// The path and query of an attendees request: the event, and the date it is listed at.
const attendeesParams = ({ eventId, eventStart }: AttendeesOf) => ({
  path: { eventId },
  query: eventStart ? { eventStart } : {},
});

export function attendeesQueryOptions(of: AttendeesOf) {
  return queryOptions({
    queryKey: scheduleKeys.attendees(of),
    queryFn: () =>
      unwrap(api.GET("/api/v1/events/{eventId}/attendees", { params: attendeesParams(of) })),
  });
}

// Add Attendees lists the first matches; typing narrows them.
const MEMBER_PICKER_SIZE = 25;

// The members picker (Add Attendees) and the leaders list come from the members API.
export function memberSearchQueryOptions(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: scheduleKeys.members(term),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/members", {
          params: { query: { limit: MEMBER_PICKER_SIZE, search: term || undefined } },
        }),
      ),
  });
}

export function leadersQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.leaders(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/members/leaders"))).leaders,
  });
}

export function useCreateCalendarItem() {
  return useInvalidatingMutation(scheduleKeys.all, (request: CreateCalendarItemRequest) =>
    unwrap(api.POST("/api/v1/calendar-items", { body: request })),
  );
}

// Beyond the spec (issue #21): a clicked item's details, and Edit.
export function calendarItemQueryOptions(calendarId: string) {
  return queryOptions({
    queryKey: scheduleKeys.calendarItem(calendarId),
    queryFn: () =>
      unwrap(api.GET("/api/v1/calendar-items/{calendarId}", { params: { path: { calendarId } } })),
  });
}

export function useUpdateCalendarItem(calendarId: string) {
  return useInvalidatingMutation(scheduleKeys.all, (request: CreateCalendarItemRequest) =>
    unwrap(
      api.PUT("/api/v1/calendar-items/{calendarId}", {
        params: { path: { calendarId } },
        body: request,
      }),
    ),
  );
}

export function useDeleteCalendarItem() {
  return useInvalidatingMutation(scheduleKeys.all, (calendarId: string) =>
    unwrap(api.DELETE("/api/v1/calendar-items/{calendarId}", { params: { path: { calendarId } } })),
  );
}

export function useCreateEvent() {
  return useInvalidatingMutation(
    scheduleKeys.all,
    ({ payload, image }: { payload: CreateEventRequest; image: File }) =>
      unwrap(api.POST("/api/v1/events", multipartBody(payloadWithImage(payload, image)))),
  );
}

export function useUpdateEvent(eventId: string) {
  return useInvalidatingMutation(scheduleKeys.all, (request: UpdateEventRequest) =>
    unwrap(api.PATCH("/api/v1/events/{eventId}", { params: { path: { eventId } }, body: request })),
  );
}

export function useCancelEvent(eventId: string) {
  return useInvalidatingMutation(scheduleKeys.all, (occurrenceStart: string) =>
    unwrap(
      api.POST("/api/v1/events/{eventId}/cancel", {
        params: { path: { eventId } },
        body: { occurrenceStart },
      }),
    ),
  );
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: scheduleKeys.deletion(eventId),
    mutationFn: () =>
      unwrap(api.DELETE("/api/v1/events/{eventId}", { params: { path: { eventId } } })),
    // Only the calendar refetches: the event's own queries would answer 404 now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.months() }),
  });
}

export function useReplaceEventImage(eventId: string) {
  return useInvalidatingMutation(scheduleKeys.all, (file: File) =>
    unwrap(
      api.POST("/api/v1/events/{eventId}/image", {
        params: { path: { eventId } },
        ...multipartBody(singleFileForm(file)),
      }),
    ),
  );
}

function useAttendeeMutation<Input>(
  of: AttendeesOf,
  send: (input: Input) => Promise<EventAttendeeList>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => {
      queryClient.setQueryData(scheduleKeys.attendees(of), list);
      // The event's other dates list the same attendees (stale now, fetched when shown), and
      // its counts (tickets left, purchased) changed.
      void queryClient.invalidateQueries({
        queryKey: [...scheduleKeys.all, "attendees", of.eventId],
        refetchType: "none",
      });
      void queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all, "event", of.eventId] });
    },
  });
}

export function useAddAttendees(of: AttendeesOf) {
  return useAttendeeMutation(of, (userIds: string[]) =>
    unwrap(
      api.POST("/api/v1/events/{eventId}/attendees", {
        params: attendeesParams(of),
        body: { userIds },
      }),
    ),
  );
}

export function useRemoveAttendee(of: AttendeesOf) {
  return useAttendeeMutation(of, (userId: string) => {
    const { path, query } = attendeesParams(of);
    return unwrap(
      api.DELETE("/api/v1/events/{eventId}/attendees/{userId}", {
        params: { path: { ...path, userId }, query },
      }),
    );
  });
}

export function useUpdateAttendance(of: AttendeesOf) {
  return useAttendeeMutation(of, (request: UpdateAttendanceRequest) =>
    unwrap(
      api.PATCH("/api/v1/events/{eventId}/attendance", {
        params: attendeesParams(of),
        body: request,
      }),
    ),
  );
}
