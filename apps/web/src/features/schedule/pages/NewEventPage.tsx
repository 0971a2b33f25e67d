import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { CLASSES_PATH, classPath } from "../../../shared/class-paths";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { isRefusal } from "../../../shared/failure-message";
import { classQueryOptions } from "../classes/classes.api";
import { AdditionalSettingsPanel } from "../components/event-form/AdditionalSettingsPanel";
import { EventDetailsPanel } from "../components/event-form/EventDetailsPanel";
import {
  eventFormIssues,
  initialEventValues,
  isPaid,
  toCreateEventPayload,
} from "../components/event-form/event-form-values";
import { NewItemWizard } from "../components/event-form/NewItemWizard";
import { PriceInformationPanel } from "../components/event-form/PriceInformationPanel";
import { RegistrationPanel } from "../components/event-form/RegistrationPanel";
import { useWizardPublish } from "../components/event-form/use-wizard-publish";
import { useWizardValues } from "../components/event-form/use-wizard-values";
import { useCreateEvent } from "../schedule.api";
import { eventViewPath } from "../schedule-paths";

type ForClass = { classId: string; classTitle: string };

// 001 §2 New event wizard (optional classId and classTitle in the query). A classId must be
// one of the organization's classes: a malformed, unknown or another organization's id goes
// back to the classes list with 'This class was not found.' (001 §8, like the class view),
// and the heading names the class as stored, not as the address spells it.
export function NewEventPage() {
  const [searchParams] = useSearchParams();
  const classId = searchParams.get("classId");
  const studioClass = useQuery({
    ...classQueryOptions(classId ?? ""),
    enabled: classId !== null,
  });

  if (classId === null) return <NewEventWizard forClass={null} />;
  if (!classId || isRefusal(studioClass.error))
    return <RedirectWithNotice to={CLASSES_PATH} notice={MESSAGES.classNotFound} />;
  if (studioClass.isError)
    return <LoadFailure error={studioClass.error} onRetry={studioClass.refetch} />;
  if (!studioClass.data) return <LoadingState label="class" />;
  // 001 §4: a cancelled class gets no new events (the API refuses them); back to its view.
  if (studioClass.data.isCancelled)
    return (
      <RedirectWithNotice to={classPath(classId)} notice={MESSAGES.classCancelledNotEditable} />
    );
  return <NewEventWizard forClass={{ classId, classTitle: studioClass.data.classTitle }} />;
}

function NewEventWizard({ forClass }: { forClass: ForClass | null }) {
  const wizard = useWizardValues(initialEventValues, eventFormIssues, "new-event");
  const { account, timeZone, isPaymentActive, values, set, errors } = wizard;
  const { publish, isPublishing } = useWizardPublish(useCreateEvent(), {
    doneMessage: MESSAGES.newEventAdded,
    // A class's event carries its class along: its view goes back to the class.
    pathOf: (event) => eventViewPath(event.eventId, event.occurrenceStart, event.classId),
  });
  const classId = forClass?.classId ?? null;
  const onPublish = () =>
    publish(wizard, () => toCreateEventPayload(values, timeZone, isPaymentActive, classId));

  return (
    <NewItemWizard
      title={forClass ? `New Event for ${forClass.classTitle}` : MESSAGES.newEvent}
      noun={MESSAGES.event}
      wizard={wizard}
      isPublishing={isPublishing}
      onPublish={onPublish}
      panels={{
        details: (
          <EventDetailsPanel values={values} set={set} timeZone={timeZone} errors={errors} />
        ),
        price: (
          <PriceInformationPanel values={values} set={set} account={account} errors={errors} />
        ),
        registration: (
          <RegistrationPanel values={values} set={set} isPaid={isPaid(values, isPaymentActive)} />
        ),
        settings: (
          <AdditionalSettingsPanel
            values={values}
            set={set}
            isWebsiteActive={account.websiteInformation.isActive}
          />
        ),
      }}
    />
  );
}
