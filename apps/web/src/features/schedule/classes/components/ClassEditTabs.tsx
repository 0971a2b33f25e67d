import { Group, Paper, Stack, Tabs, Text } from "@mantine/core";
import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { isPaidClass } from "@studiodesk/core/rules/classes";
import { endDateBounds, latestScheduleDate } from "@studiodesk/core/rules/date-limits";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import type { ReactNode } from "react";
import { useMoneyFormat } from "../../../../shared/use-money-format";
import { AdditionalSettingsFields } from "../../components/event-fields/AdditionalSettingsFields";
import { AgeLimitFields } from "../../components/event-fields/AgeLimitFields";
import { AttendeeLimitFields } from "../../components/event-fields/AttendeeLimitFields";
import { EventButtonFields } from "../../components/event-fields/EventButtonFields";
import { EventInfoFields } from "../../components/event-fields/EventInfoFields";
import type { FieldsProps } from "../../components/event-fields/event-field-values";
import { LocationFields } from "../../components/event-fields/LocationFields";
import { RegistrationWindowFields } from "../../components/event-fields/RegistrationWindowFields";
import { SettingSwitches } from "../../components/event-fields/SettingSwitches";
import { StartFields } from "../../components/event-fields/StartFields";
import { RecurrenceFields } from "../../components/RecurrenceFields";
import { inputsToInstant } from "../../schedule-format";
import type { ClassEditValues } from "../class-edit-values";
import { classPriceText } from "../class-format";
import { ClassCategorySelect } from "./ClassCategorySelect";

type ClassEditTabsProps = FieldsProps<ClassEditValues> & {
  studioClass: StudioClass;
  isWebsiteActive: boolean;
  // 001 §6 "Price screens appear only when payments are active".
  isPaymentActive: boolean;
  timeZone: string;
  // A changed registration window's issue, under Registration Closes (registrationWindowError).
  windowError: string | null;
  // Extra tabs after the edit tabs (Resources).
  extraTabs?: { value: string; label: string; panel: ReactNode }[];
  // The open tab ("details" first), chosen by the view: a waiting draft opens its tab.
  tab: string | null;
  onTabChange: (tab: string | null) => void;
};

function Panel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>{children}</Stack>
    </Paper>
  );
}

const CLASS_SWITCHES = [
  { key: "isPrivate", label: MESSAGES.privateClass },
  { key: "isLocked", label: MESSAGES.lockClassPosts },
  { key: "isOnCalendar", label: MESSAGES.showOnCalendar },
  { key: "requiredDocuments", label: MESSAGES.requiredDocuments },
] as const;

// 001 §2 Class view tabs: Class Details, Price Information (only while payments are active,
// §6), Registration, Additional Settings, each built from the event form's field groups (the
// extra tabs follow: Events, Resources). The custom button sits with the price; without the
// price tab it moves to Registration, as in the New Class wizard.
export function ClassEditTabs({
  studioClass,
  values,
  set,
  isWebsiteActive,
  isPaymentActive,
  timeZone,
  windowError,
  extraTabs = [],
  tab,
  onTabChange,
}: ClassEditTabsProps) {
  const props = { values, set };
  const money = useMoneyFormat();
  const start = inputsToInstant(values.startDate, values.startTime, timeZone);
  // 001 §4: a paid price hides the custom button link.
  const buttonFields = <EventButtonFields {...props} isPaid={isPaidClass(studioClass.priceMode)} />;
  return (
    <Tabs value={tab} onChange={onTabChange} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">{MESSAGES.classDetails}</Tabs.Tab>
        {isPaymentActive && <Tabs.Tab value="price">{MESSAGES.priceInformation}</Tabs.Tab>}
        <Tabs.Tab value="registration">{MESSAGES.registration}</Tabs.Tab>
        <Tabs.Tab value="settings">{MESSAGES.additionalSettings}</Tabs.Tab>
        {extraTabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="details">
        <Panel>
          <EventInfoFields
            {...props}
            titleLabel={MESSAGES.classTitle}
            descriptionLabel={MESSAGES.classDescription}
          />
          <StartFields
            {...props}
            isRequired
            latestDate={latestScheduleDate(new Date(), timeZone)}
          />
          <RecurrenceFields
            values={values}
            startWeekday={start ? weekdayOf(start, timeZone) : null}
            endLabel={MESSAGES.recurrenceEndDate}
            isSwitchShown={false}
            endBounds={endDateBounds(values.startDate)}
            onChange={({ recurrenceTime, recurrenceDays, endDate }) =>
              set({ recurrenceTime, recurrenceDays, endDate })
            }
          />
          <ClassCategorySelect {...props} />
          <LocationFields {...props} />
        </Panel>
      </Tabs.Panel>
      {isPaymentActive && (
        <Tabs.Panel value="price">
          <Panel>
            <Group gap="xl">
              <Text size="sm">
                <b>{MESSAGES.priceWithColon}</b> {classPriceText(studioClass.price, money)}
              </Text>
            </Group>
            {buttonFields}
          </Panel>
        </Tabs.Panel>
      )}
      <Tabs.Panel value="registration">
        <Panel>
          <RegistrationWindowFields {...props} closesError={windowError} />
          <AttendeeLimitFields {...props} />
          <AgeLimitFields {...props} />
          {!isPaymentActive && buttonFields}
        </Panel>
      </Tabs.Panel>
      <Tabs.Panel value="settings">
        <Panel>
          <AdditionalSettingsFields
            {...props}
            isWebsiteActive={isWebsiteActive}
            policyLabel={MESSAGES.classPolicy}
          >
            <SettingSwitches switches={CLASS_SWITCHES} {...props} />
          </AdditionalSettingsFields>
        </Panel>
      </Tabs.Panel>
      {extraTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
