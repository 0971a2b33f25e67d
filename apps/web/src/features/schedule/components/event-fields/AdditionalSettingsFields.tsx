import { MultiSelect, Switch, Textarea } from "@mantine/core";
import { POLICY_MAX_LENGTH } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { memberFullName } from "../../../../shared/formats";
import { leadersQueryOptions } from "../../schedule.api";
import { CalendarColourInput } from "./CalendarColourInput";
import type { AdditionalSettingsValues, FieldsProps } from "./event-field-values";

type AdditionalSettingsFieldsProps = FieldsProps<AdditionalSettingsValues> & {
  isWebsiteActive: boolean;
  // Whether the leaders are chosen at all (the wizard's Event Leaders switch).
  hasLeaders?: boolean;
  // Shown when no leader is chosen yet.
  leadersPlaceholder?: boolean;
  // "Class Policy" on the class forms.
  policyLabel?: string;
  // Above the leaders (the wizard's switch) and before the colour (its other switches).
  header?: ReactNode;
  children?: ReactNode;
};

function LeadersSelect({
  values,
  set,
  hasPlaceholder,
}: FieldsProps<AdditionalSettingsValues> & { hasPlaceholder?: boolean }) {
  const leaders = useQuery(leadersQueryOptions());
  const options = (leaders.data ?? []).map((leader) => ({
    value: leader.uid,
    label: memberFullName(leader),
  }));
  // A leader who is no longer an app leader stays selectable so the saved value shows.
  const known = new Set(options.map((option) => option.value));
  const data = [
    ...options,
    ...values.eventLeaders
      .filter((uid) => !known.has(uid))
      .map((uid) => ({ value: uid, label: uid })),
  ];
  const placeholder = leaders.isLoading ? "Loading leaders…" : "Select leaders";
  return (
    <MultiSelect
      label={MESSAGES.leaders}
      placeholder={hasPlaceholder ? placeholder : undefined}
      data={data}
      value={values.eventLeaders}
      onChange={(eventLeaders) => set({ eventLeaders })}
      nothingFoundMessage={MESSAGES.noAppLeadersFound}
      searchable
    />
  );
}

// 001 §2 Additional Settings: leaders, visibility, colour and policy.
export function AdditionalSettingsFields({
  values,
  set,
  isWebsiteActive,
  hasLeaders = true,
  leadersPlaceholder,
  policyLabel = "Event Policy",
  header,
  children,
}: AdditionalSettingsFieldsProps) {
  return (
    <>
      {header}
      {hasLeaders && (
        <LeadersSelect values={values} set={set} hasPlaceholder={leadersPlaceholder} />
      )}
      {/* 001 §6: 'Show On Website' appears only when the website is active. */}
      {isWebsiteActive && (
        <Switch
          label={MESSAGES.showOnWebsite}
          checked={values.showOnWebsite}
          onChange={(e) => set({ showOnWebsite: e.currentTarget.checked })}
        />
      )}
      {children}
      <CalendarColourInput
        value={values.calendarHex}
        onChange={(calendarHex) => set({ calendarHex })}
      />
      <Textarea
        label={policyLabel}
        maxLength={POLICY_MAX_LENGTH}
        autosize
        minRows={3}
        value={values.eventPolicy}
        onChange={(e) => set({ eventPolicy: e.currentTarget.value })}
      />
    </>
  );
}
