import { RECURRENCE_OPTIONS, type RecurrenceOption } from "@studiodesk/core/rules/recurrence";

// 001 §9 Recurrence options, as the schedule's repeat and the shop's billing pickers name them.
export const RECURRENCE_LABELS: Record<RecurrenceOption, string> = {
  everyDay: "Every Day",
  everyWeek: "Every Week",
  biWeekly: "Bi-Weekly",
  triWeekly: "Tri-Weekly",
  everyMonth: "Every Month",
  everyYear: "Every Year",
};

// The options in the spec's order, as a Select takes them.
export const RECURRENCE_CHOICES = RECURRENCE_OPTIONS.map((option) => ({
  value: option,
  label: RECURRENCE_LABELS[option],
}));
