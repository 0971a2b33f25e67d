import { Stack } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useNavigate } from "react-router";
import { failureMessage } from "../../../../shared/failure-message";
import { notify } from "../../../../shared/notify";
import { AdditionalSettingsPanel } from "../../components/event-form/AdditionalSettingsPanel";
import { EventDetailsPanel } from "../../components/event-form/EventDetailsPanel";
import { RegistrationPanel } from "../../components/event-form/RegistrationPanel";
import { useWizardValues } from "../../components/event-form/use-wizard-values";
import { WizardHeader } from "../../components/event-form/WizardHeader";
import { WizardTabs } from "../../components/event-form/WizardTabs";
import {
  classFormIssues,
  initialClassValues,
  isPaidClassForm,
  toCreateClassPayload,
} from "../class-form-values";
import { classPath, useCreateClass } from "../classes.api";
import { ClassCategorySelect } from "../components/ClassCategorySelect";
import { ClassPricePanel } from "../components/ClassPricePanel";

// 001 §2 New class wizard (/dashboard/classes/newclass): the New Event wizard with class
// wording; Save & Publish stays disabled until core's class rules find nothing missing.
export function NewClassPage() {
  const { account, timeZone, isPaymentActive, values, set, issues, shownIssues, errors } =
    useWizardValues(initialClassValues, classFormIssues);
  const navigate = useNavigate();
  const create = useCreateClass();

  const publish = () => {
    if (issues.length > 0 || !values.image) return;
    const payload = toCreateClassPayload(values, timeZone, isPaymentActive);
    create.mutate(
      { payload, image: values.image },
      {
        onSuccess: (created) => {
          notify(MESSAGES.newClassAdded, "success");
          void navigate(classPath(created.classId));
        },
        onError: (error) => notify(failureMessage(error), "danger"),
      },
    );
  };

  return (
    <>
      <WizardHeader
        title={"New Class"}
        canPublish={issues.length === 0}
        isPublishing={create.isPending}
        onPublish={publish}
      />
      <WizardTabs
        noun="class"
        issues={issues}
        shownIssues={shownIssues}
        tabs={[
          {
            value: "details",
            label: "Class Details",
            panel: (
              <Stack gap="lg">
                <EventDetailsPanel
                  values={values}
                  set={set}
                  timeZone={timeZone}
                  noun="Class"
                  errors={errors}
                />
                <ClassCategorySelect values={values} set={set} />
              </Stack>
            ),
          },
          ...(isPaymentActive
            ? [
                {
                  value: "price" as const,
                  label: "Price Information",
                  panel: <ClassPricePanel values={values} set={set} />,
                },
              ]
            : []),
          {
            value: "registration",
            label: "Registration",
            panel: (
              <RegistrationPanel
                values={values}
                set={set}
                isPaid={isPaidClassForm(values, timeZone, isPaymentActive)}
                noun="class"
              />
            ),
          },
          {
            value: "settings",
            label: "Additional Settings",
            panel: (
              <AdditionalSettingsPanel
                values={values}
                set={set}
                isWebsiteActive={account.websiteInformation.isActive}
                noun="Class"
              />
            ),
          },
        ]}
      />
    </>
  );
}
