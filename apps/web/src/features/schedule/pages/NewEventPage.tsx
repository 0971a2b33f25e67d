import { Alert, Button, Group, List, Paper, Tabs } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import type { EventIssue, EventSection } from "@studiodesk/core/rules/events";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api-client";
import { PageHeader } from "../../../shared/components/PageHeader";
import { notify } from "../../../shared/notify";
import { AdditionalSettingsPanel } from "../components/event-form/AdditionalSettingsPanel";
import { EventDetailsPanel } from "../components/event-form/EventDetailsPanel";
import {
  type EventFormValues,
  eventFormIssues,
  initialEventValues,
  isPaid,
  toCreateEventPayload,
} from "../components/event-form/event-form-values";
import { PriceInformationPanel } from "../components/event-form/PriceInformationPanel";
import { RegistrationPanel } from "../components/event-form/RegistrationPanel";
import { useCreateEvent } from "../schedule.api";
import { useScheduleAccount } from "../schedule-session";

const TABS: Array<{ value: EventSection; label: string }> = [
  { value: "details", label: "Event Details" },
  { value: "price", label: "Price Information" },
  { value: "registration", label: "Registration" },
  { value: "settings", label: "Additional Settings" },
];

// Each message once per tab, in the order the rules report them.
function messagesOf(issues: EventIssue[], section: EventSection): string[] {
  return [
    ...new Set(issues.filter((issue) => issue.section === section).map((issue) => issue.message)),
  ];
}

// 001 §2 New event wizard (optional classId and classTitle in the query).
export function NewEventPage() {
  const account = useScheduleAccount();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const classId = searchParams.get("classId");
  const classTitle = searchParams.get("classTitle");
  const timeZone = account.publicInformation.timezone;
  const isPaymentActive = account.appInformation.isPaymentActive;
  const [values, setValues] = useState<EventFormValues>(() => initialEventValues(account));
  const [tab, setTab] = useState<EventSection>("details");
  const create = useCreateEvent();
  const set = (changes: Partial<EventFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  const issues = useMemo(
    () => eventFormIssues(values, timeZone, isPaymentActive),
    [values, timeZone, isPaymentActive],
  );
  const tabs = TABS.filter((entry) => entry.value !== "price" || isPaymentActive);
  const currentMessages = messagesOf(issues, tab);

  const publish = () => {
    if (issues.length > 0 || !values.image) return;
    const payload = toCreateEventPayload(values, timeZone, isPaymentActive, classId);
    create.mutate(
      { payload, image: values.image },
      {
        onSuccess: (event) => {
          notify(MESSAGES.newEventAdded, "success");
          const query = new URLSearchParams({ eventStart: event.occurrenceStart });
          void navigate(`/dashboard/schedule/event/${encodeURIComponent(event.eventId)}/?${query}`);
        },
        onError: (error) =>
          notify(error instanceof ApiError ? error.message : MESSAGES.unknownError, "danger"),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={classTitle ? `New Event for ${classTitle}` : "New Event"}
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
      <Paper withBorder p="lg">
        <Tabs
          value={tab}
          onChange={(next) => setTab((next as EventSection) ?? "details")}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            {tabs.map((entry) => {
              const isIncomplete = messagesOf(issues, entry.value).length > 0;
              return (
                <Tabs.Tab
                  key={entry.value}
                  value={entry.value}
                  rightSection={
                    isIncomplete ? (
                      <IconAlertCircle
                        size={14}
                        color="var(--mantine-color-red-6)"
                        aria-label="Incomplete"
                      />
                    ) : null
                  }
                >
                  {entry.label}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {currentMessages.length > 0 && (
            <Alert color="yellow" mb="lg" title="To publish this event">
              <List size="sm">
                {currentMessages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Tabs.Panel value="details">
            <EventDetailsPanel values={values} set={set} timeZone={timeZone} />
          </Tabs.Panel>
          {isPaymentActive && (
            <Tabs.Panel value="price">
              <PriceInformationPanel values={values} set={set} account={account} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="registration">
            <RegistrationPanel values={values} set={set} isPaid={isPaid(values, isPaymentActive)} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <AdditionalSettingsPanel
              values={values}
              set={set}
              isWebsiteActive={account.websiteInformation.isActive}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
