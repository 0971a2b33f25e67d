import { Alert, Fieldset, SimpleGrid, Stack } from "@mantine/core";
import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { occurrenceStartFromQuery } from "@studiodesk/core/rules/events";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { classPath } from "../../../shared/class-paths";
import { EditPageHeader } from "../../../shared/components/EditPageHeader";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { isRefusal, notifyFailure } from "../../../shared/failure-message";
import { notify, saveRefusal } from "../../../shared/notify";
import { editedFields } from "../../../shared/rebase-edits";
import { useEditValues } from "../../../shared/use-edit-values";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useIsDeleted } from "../../../shared/use-is-deleted";
import { registrationWindowError } from "../components/event-fields/registration-edit-issues";
import { EventLocationCard, EventTitleCard } from "../components/event-view/EventDetailCards";
import { EventImageCard } from "../components/event-view/EventImageCard";
import { EventOptionsMenu } from "../components/event-view/EventOptionsMenu";
import {
  EventPriceCard,
  EventRegistrationCard,
  EventSettingsCard,
} from "../components/event-view/EventSettingsCards";
import {
  changedFields,
  eventEditIssue,
  toEditValues,
} from "../components/event-view/event-edit-values";
import { eventQueryOptions, useUpdateEvent } from "../schedule.api";
import { scheduleKeys } from "../schedule-keys";
import { useScheduleAccount } from "../schedule-session";

// 001 §2: without the event the user goes back to the schedule, or to the class page.
const backPath = (classId: string | null) => (classId ? classPath(classId) : "/dashboard/schedule");

// 001 §2 Event view (/dashboard/schedule/event/{eventId}/?eventStart=…).
export function EventPage() {
  const { eventId } = useParams();
  const [searchParams] = useSearchParams();
  const eventStart = occurrenceStartFromQuery(searchParams.get("eventStart"));
  const backTo = backPath(searchParams.get("classId"));
  const isDeleted = useIsDeleted(scheduleKeys.deletion(eventId ?? ""));
  // Once deleted, the delete's live update must not ask for the event again (a 404).
  const event = useQuery({
    ...eventQueryOptions(eventId ?? "", eventStart),
    enabled: Boolean(eventId) && !isDeleted,
  });

  // The Options menu's delete goes back with 'Event Deleted' itself.
  if (isDeleted && isRefusal(event.error)) return null;
  if (!eventId || isRefusal(event.error))
    return <RedirectWithNotice to={backTo} notice={MESSAGES.eventNotFound} />;
  if (event.isError) return <LoadFailure error={event.error} onRetry={event.refetch} />;
  if (!event.data) return <LoadingState label="event" />;
  // Once loaded, the event itself says whether it belongs to a class (a link may not).
  const classId = searchParams.get("classId") ?? event.data.classId;
  return <EventEditor event={event.data} backTo={backPath(classId)} />;
}

const refusal = saveRefusal("event-edit");

function EventEditor({ event, backTo }: { event: ScheduleEvent; backTo: string }) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const loaded = useMemo(() => toEditValues(event, timeZone), [event, timeZone]);
  const { values, setValues, set, changes, hasChanges } = useEditValues(loaded, (edited) =>
    changedFields(loaded, edited, timeZone),
  );
  // The edited fields only: restored over the event as it is then, they leave a colleague's
  // later change of another field as it is.
  useFormDraft("event-edit", editedFields(loaded, values), set);
  const update = useUpdateEvent(event.eventId);

  const save = () => {
    const issue = eventEditIssue(loaded, values, timeZone);
    if (issue) return refusal.show(issue);
    refusal.clear();
    update.mutate(
      { occurrenceStart: event.occurrenceStart, changes },
      {
        onSuccess: (saved) => {
          setValues(toEditValues(saved, timeZone));
          notify(MESSAGES.eventUpdated, "success");
        },
        // 000 §8: a refusal shows the server's words (a colleague cancelled the event meanwhile);
        // 001's 'Unknown Error.' stays for failures the server does not explain.
        onError: notifyFailure,
      },
    );
  };

  const props = { event, values, set, timeZone };
  return (
    <>
      <EditPageHeader
        title={event.eventTitle}
        menu={<EventOptionsMenu event={event} backTo={backTo} />}
        hasChanges={hasChanges}
        isLocked={event.isCancelled}
        isUpdating={update.isPending}
        onUpdate={save}
      />
      <Stack>
        {event.recurrence && <Alert color="blue">{MESSAGES.seriesChangesNotice}</Alert>}
        <EventImageCard event={event} />
        {/* 001 §4: a cancelled event (or date) is locked, every field of it, not only some. */}
        <Fieldset variant="unstyled" disabled={event.isCancelled} p={0}>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <EventTitleCard {...props} />
            <Stack>
              <EventLocationCard {...props} />
              {/* 001 §6: price screens appear only when payments are active. */}
              {account.appInformation.isPaymentActive && <EventPriceCard {...props} />}
            </Stack>
            <EventRegistrationCard
              {...props}
              windowError={registrationWindowError(loaded, values)}
            />
            <EventSettingsCard {...props} isWebsiteActive={account.websiteInformation.isActive} />
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </>
  );
}
