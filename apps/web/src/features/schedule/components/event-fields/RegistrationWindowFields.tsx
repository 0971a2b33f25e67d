import { MESSAGES } from "@studiodesk/core/messages";
import { HoursMinutesInput } from "../HoursMinutesInput";
import type { FieldsProps, RegistrationWindowValues } from "./event-field-values";

type RegistrationWindowFieldsProps = FieldsProps<RegistrationWindowValues> & {
  description?: string;
  // The window's issue (registrationWindowError), under Registration Closes, where core names it.
  closesError?: string | null;
};

// 001 §5: registration opens and closes a time before the event starts.
export function RegistrationWindowFields({
  values,
  set,
  description,
  closesError,
}: RegistrationWindowFieldsProps) {
  const windows = [
    {
      legend: MESSAGES.registrationOpens,
      hours: values.registrationStartHours,
      minutes: values.registrationStartMinutes,
      error: null,
      change: (hours: string, minutes: string) =>
        set({ registrationStartHours: hours, registrationStartMinutes: minutes }),
    },
    {
      legend: MESSAGES.registrationCloses,
      hours: values.registrationCloseHours,
      minutes: values.registrationCloseMinutes,
      error: closesError,
      change: (hours: string, minutes: string) =>
        set({ registrationCloseHours: hours, registrationCloseMinutes: minutes }),
    },
  ];
  return windows.map((window) => (
    <HoursMinutesInput
      key={window.legend}
      legend={window.legend}
      description={description}
      hours={window.hours}
      minutes={window.minutes}
      error={window.error}
      onChange={({ hours, minutes }) => window.change(hours, minutes)}
    />
  ));
}
