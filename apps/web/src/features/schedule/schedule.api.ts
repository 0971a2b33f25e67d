import type { Session } from "@studiodesk/core/contracts/auth";
import type { Leader, MemberPage } from "@studiodesk/core/contracts/members";
import type {
  CalendarItem,
  CalendarMonth,
  CreateCalendarItemRequest,
  CreateEventRequest,
  EventAttendeeList,
  EventSummary,
  ScheduleEvent,
  UpdateAttendanceRequest,
  UpdateEventRequest,
} from "@studiodesk/core/contracts/schedule";
import { monthOf } from "@studiodesk/core/rules/calendar";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPatch, apiPost, apiPostForm } from "../../shared/api-client";
import { sessionKeys } from "../auth/auth.api";

// Every key sits under ["schedule"]: the live-update topic "schedule" refreshes them all.
export const scheduleKeys = {
  all: ["schedule"] as const,
  months: () => [...scheduleKeys.all, "calendar"] as const,
  month: (month: string) => [...scheduleKeys.months(), month] as const,
  event: (eventId: string, eventStart: string | null) =>
    [...scheduleKeys.all, "event", eventId, eventStart] as const,
  attendees: (eventId: string) => [...scheduleKeys.all, "attendees", eventId] as const,
  members: (search: string) => [...scheduleKeys.all, "member-picker", search] as const,
  leaders: () => [...scheduleKeys.all, "leaders"] as const,
  runningEvents: () => [...scheduleKeys.all, "running-events"] as const,
};

// The organization's running events, for pickers such as the featured items'.
export function runningEventsQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.runningEvents(),
    queryFn: async () => (await apiGet<{ events: EventSummary[] }>("/events")).events,
  });
}

const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

// Starts loading the organization's current month: the schedule route calls it as the
// navigation begins, so the data travels while the page's code loads and renders.
export function prefetchCurrentCalendarMonth(queryClient: QueryClient): void {
  const session = queryClient.getQueryData<Session | null>(sessionKeys.current());
  if (!session) return;
  const month = monthOf(new Date(), session.account.publicInformation.timezone);
  void queryClient.prefetchQuery(calendarMonthQueryOptions(month));
}

export function calendarMonthQueryOptions(month: string) {
  return queryOptions({
    queryKey: scheduleKeys.month(month),
    queryFn: () => apiGet<CalendarMonth>(`/calendar?month=${month}`),
  });
}

export function eventQueryOptions(eventId: string, eventStart: string | null) {
  const query = eventStart ? `?eventStart=${encodeURIComponent(eventStart)}` : "";
  return queryOptions({
    queryKey: scheduleKeys.event(eventId, eventStart),
    queryFn: () => apiGet<ScheduleEvent>(`${eventPath(eventId)}${query}`),
    retry: false,
  });
}

export function attendeesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: scheduleKeys.attendees(eventId),
    queryFn: () => apiGet<EventAttendeeList>(`${eventPath(eventId)}/attendees`),
  });
}

// The members picker (Add Attendees) and the leaders list come from the members API.
export function memberSearchQueryOptions(search: string) {
  const params = new URLSearchParams({ limit: "25" });
  if (search.trim()) params.set("search", search.trim());
  return queryOptions({
    queryKey: scheduleKeys.members(search.trim()),
    queryFn: () => apiGet<MemberPage>(`/members?${params.toString()}`),
  });
}

export function leadersQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.leaders(),
    queryFn: async () => (await apiGet<{ leaders: Leader[] }>("/members/leaders")).leaders,
  });
}

// After any schedule write every cached month, event and attendee list may be stale.
function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

export function useCreateCalendarItem() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (request: CreateCalendarItemRequest) =>
      apiPost<CalendarItem>("/calendar-items", request),
    onSuccess: invalidate,
  });
}

export function useDeleteCalendarItem() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (calendarId: string) =>
      apiDelete<void>(`/calendar-items/${encodeURIComponent(calendarId)}`),
    onSuccess: invalidate,
  });
}

export function useCreateEvent() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: ({ payload, image }: { payload: CreateEventRequest; image: File }) => {
      const formData = new FormData();
      // The payload goes first: the server reads the parts in order.
      formData.append("payload", JSON.stringify(payload));
      formData.append("image", image);
      return apiPostForm<ScheduleEvent>("/events", formData);
    },
    onSuccess: invalidate,
  });
}

export function useUpdateEvent(eventId: string) {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (request: UpdateEventRequest) =>
      apiPatch<ScheduleEvent>(eventPath(eventId), request),
    onSuccess: invalidate,
  });
}

export function useCancelEvent(eventId: string) {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (occurrenceStart: string) =>
      apiPost<ScheduleEvent>(`${eventPath(eventId)}/cancel`, { occurrenceStart }),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<void>(eventPath(eventId)),
    // Only the calendar refetches: the event's own queries would answer 404 now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.months() }),
  });
}

export function useReplaceEventImage(eventId: string) {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append("file", file);
      return apiPostForm<ScheduleEvent>(`${eventPath(eventId)}/image`, formData);
    },
    onSuccess: invalidate,
  });
}

function useAttendeeMutation<Input>(
  eventId: string,
  send: (input: Input) => Promise<EventAttendeeList>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => {
      queryClient.setQueryData(scheduleKeys.attendees(eventId), list);
      // Counts on the event (tickets left, purchased) changed too.
      void queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all, "event", eventId] });
    },
  });
}

export function useAddAttendees(eventId: string) {
  return useAttendeeMutation(eventId, (userIds: string[]) =>
    apiPost<EventAttendeeList>(`${eventPath(eventId)}/attendees`, { userIds }),
  );
}

export function useRemoveAttendee(eventId: string) {
  return useAttendeeMutation(eventId, (userId: string) =>
    apiDelete<EventAttendeeList>(`${eventPath(eventId)}/attendees/${encodeURIComponent(userId)}`),
  );
}

export function useUpdateAttendance(eventId: string) {
  return useAttendeeMutation(eventId, (request: UpdateAttendanceRequest) =>
    apiPatch<EventAttendeeList>(`${eventPath(eventId)}/attendance`, request),
  );
}
