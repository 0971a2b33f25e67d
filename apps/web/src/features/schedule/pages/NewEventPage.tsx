import { MESSAGES } from "@studiodesk/core/messages";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api-client";
import { notify } from "../../../shared/notify";
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
import { useWizardValues } from "../components/event-form/use-wizard-values";
import { useCreateEvent } from "../schedule.api";
import { eventViewPath } from "../schedule-paths";

// 001 §2 New event wizard (optional classId and classTitle in the query).
export function NewEventPage() {
  const { account, timeZone, isPaymentActive, values, set, issues, shownIssues, errors } =
    useWizardValues(initialEventValues, eventFormIssues);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const classId = searchParams.get("classId");
  const classTitle = searchParams.get("classTitle");
  const create = useCreateEvent();

  const publish = () => {
    if (issues.length > 0 || !values.image) return;
    const payload = toCreateEventPayload(values, timeZone, isPaymentActive, classId);
    create.mutate(
      { payload, image: values.image },
      {
        onSuccess: (event) => {
          notify(MESSAGES.newEventAdded, "success");
          void navigate(eventViewPath(event.eventId, event.occurrenceStart));
        },
        onError: (error) =>
          notify(error instanceof ApiError ? error.message : MESSAGES.unknownError, "danger"),
      },
    );
  };

  return (
    <NewItemWizard
      title={classTitle ? `New Event for ${classTitle}` : "New Event"}
      noun="Event"
      issues={issues}
      shownIssues={shownIssues}
      isPublishing={create.isPending}
      onPublish={publish}
      isPaymentActive={isPaymentActive}
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
