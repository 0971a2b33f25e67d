import { Stack } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { classPath } from "../../../../shared/class-paths";
import { AdditionalSettingsPanel } from "../../components/event-form/AdditionalSettingsPanel";
import { EventDetailsPanel } from "../../components/event-form/EventDetailsPanel";
import { NewItemWizard } from "../../components/event-form/NewItemWizard";
import { RegistrationPanel } from "../../components/event-form/RegistrationPanel";
import { useWizardPublish } from "../../components/event-form/use-wizard-publish";
import { useWizardValues } from "../../components/event-form/use-wizard-values";
import {
  classFormIssues,
  initialClassValues,
  isPaidClassForm,
  toCreateClassPayload,
} from "../class-form-values";
import { useCreateClass } from "../classes.api";
import { ClassCategorySelect } from "../components/ClassCategorySelect";
import { ClassPricePanel } from "../components/ClassPricePanel";

// 001 §2 New class wizard (/dashboard/classes/newclass): the New Event wizard with class
// wording; Save & Publish stays unavailable until core's class rules find nothing missing.
export function NewClassPage() {
  const wizard = useWizardValues(initialClassValues, classFormIssues, "new-class");
  const { account, timeZone, isPaymentActive, values, set, errors } = wizard;
  const { publish, isPublishing } = useWizardPublish(useCreateClass(), {
    doneMessage: MESSAGES.newClassAdded,
    pathOf: (created) => classPath(created.classId),
  });
  const onPublish = () =>
    publish(wizard, () => toCreateClassPayload(values, timeZone, isPaymentActive));

  return (
    <NewItemWizard
      title={MESSAGES.newClass}
      noun={MESSAGES.class}
      wizard={wizard}
      isPublishing={isPublishing}
      onPublish={onPublish}
      panels={{
        details: (
          <Stack gap="lg">
            <EventDetailsPanel
              values={values}
              set={set}
              timeZone={timeZone}
              noun={MESSAGES.class}
              isAlwaysRecurring
              errors={errors}
            />
            <ClassCategorySelect values={values} set={set} />
          </Stack>
        ),
        price: <ClassPricePanel values={values} set={set} account={account} />,
        registration: (
          <RegistrationPanel
            values={values}
            set={set}
            isPaid={isPaidClassForm(values, timeZone, isPaymentActive)}
            noun="class"
          />
        ),
        settings: (
          <AdditionalSettingsPanel
            values={values}
            set={set}
            isWebsiteActive={account.websiteInformation.isActive}
            noun={MESSAGES.class}
          />
        ),
      }}
    />
  );
}
