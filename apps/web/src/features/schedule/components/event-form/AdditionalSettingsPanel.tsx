import { ColorInput, MultiSelect, Stack, Switch, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { leadersQueryOptions } from "../../schedule.api";
import type { EventFormValues } from "./event-form-values";

type PanelProps = {
  values: EventFormValues;
  set: (changes: Partial<EventFormValues>) => void;
  isWebsiteActive: boolean;
};

// 001 §2 New event: Additional Settings (leaders, visibility, colour, policy, featured).
export function AdditionalSettingsPanel({ values, set, isWebsiteActive }: PanelProps) {
  const leaders = useQuery(leadersQueryOptions());
  const leaderOptions = (leaders.data ?? []).map((leader) => ({
    value: leader.uid,
    label: `${leader.firstName} ${leader.lastName}`,
  }));
  return (
    <Stack maw={560}>
      <Switch
        label="Event Leaders"
        checked={values.hasLeaders}
        onChange={(e) => set({ hasLeaders: e.currentTarget.checked, eventLeaders: [] })}
      />
      {values.hasLeaders && (
        <MultiSelect
          label="Leaders"
          placeholder={leaders.isLoading ? "Loading leaders…" : "Select leaders"}
          data={leaderOptions}
          value={values.eventLeaders}
          onChange={(eventLeaders) => set({ eventLeaders })}
          nothingFoundMessage="No app leaders found"
          searchable
        />
      )}
      {/* 001 §6: 'Show On Website' appears only when the website is active. */}
      {isWebsiteActive && (
        <Switch
          label="Show On Website"
          checked={values.showOnWebsite}
          onChange={(e) => set({ showOnWebsite: e.currentTarget.checked })}
        />
      )}
      <Switch
        label="Show On Calendar"
        checked={values.isOnCalendar}
        onChange={(e) => set({ isOnCalendar: e.currentTarget.checked })}
      />
      <Switch
        label="Private Event"
        checked={values.isPrivate}
        onChange={(e) => set({ isPrivate: e.currentTarget.checked })}
      />
      <Switch
        label="Featured Event"
        checked={values.isFeatured}
        onChange={(e) => set({ isFeatured: e.currentTarget.checked })}
      />
      <ColorInput
        label="Calendar Colour"
        format="hex"
        value={values.calendarHex}
        onChange={(calendarHex) => set({ calendarHex: calendarHex.toLowerCase() })}
      />
      <Textarea
        label="Event Policy"
        autosize
        minRows={3}
        value={values.eventPolicy}
        onChange={(e) => set({ eventPolicy: e.currentTarget.value })}
      />
    </Stack>
  );
}
