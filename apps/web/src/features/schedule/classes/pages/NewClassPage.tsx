import { Button, Group, Select, Stack } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { failureMessage } from "../../../../shared/failure-message";
import { notify } from "../../../../shared/notify";
import { AdditionalSettingsPanel } from "../../components/event-form/AdditionalSettingsPanel";
import { EventDetailsPanel } from "../../components/event-form/EventDetailsPanel";
import { RegistrationPanel } from "../../components/event-form/RegistrationPanel";
import { useWizardValues } from "../../components/event-form/use-wizard-values";
import { WizardTabs } from "../../components/event-form/WizardTabs";
import {
  type ClassFormValues,
  classFormIssues,
  initialClassValues,
  isPaidClassForm,
  toCreateClassPayload,
} from "../class-form-values";
import { classCategoriesQueryOptions, classPath, useCreateClass } from "../classes.api";
import { ClassPricePanel } from "../components/ClassPricePanel";

function CategorySelect({ values, set }: Pick<ClassPanelProps, "values" | "set">) {
  const categories = useQuery(classCategoriesQueryOptions());
  return (
    <Select
      label="Category"
      placeholder="Select a category"
      clearable
      data={(categories.data ?? [])
        .filter((category) => category.isActive)
        .map((category) => ({ value: category.categoryId, label: category.categoryName }))}
      value={values.categoryId}
      onChange={(categoryId) => set({ categoryId })}
    />
  );
}

type ClassPanelProps = {
  values: ClassFormValues;
  set: (changes: Partial<ClassFormValues>) => void;
};

// 001 §2 New class wizard (/dashboard/classes/newclass): the New Event wizard with class
// wording; Save & Publish stays disabled until core's class rules find nothing missing.
export function NewClassPage() {
  const { account, timeZone, isPaymentActive, values, set, issues } = useWizardValues(
    initialClassValues,
    classFormIssues,
  );
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
      <PageHeader
        title="New Class"
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button onClick={publish} disabled={issues.length > 0} loading={create.isPending}>
              Save & Publish
            </Button>
          </Group>
        }
      />
      <WizardTabs
        noun="class"
        issues={issues}
        tabs={[
          {
            value: "details",
            label: "Class Details",
            panel: (
              <Stack gap="lg">
                <EventDetailsPanel values={values} set={set} timeZone={timeZone} noun="Class" />
                <CategorySelect values={values} set={set} />
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
