import { HoursMinutesInput } from "../HoursMinutesInput";
import type { FieldsProps, RegistrationWindowValues } from "./event-field-values";

type RegistrationWindowFieldsProps = FieldsProps<RegistrationWindowValues> & {
  description?: string;
};

// 001 §5: registration opens and closes a time before the event starts.
export function RegistrationWindowFields({
  values,
  set,
  description,
}: RegistrationWindowFieldsProps) {
  const windows = [
    {
      legend: "Registration Opens",
      hours: values.registrationStartHours,
      minutes: values.registrationStartMinutes,
      change: (hours: string, minutes: string) =>
        set({ registrationStartHours: hours, registrationStartMinutes: minutes }),
    },
    {
      legend: "Registration Closes",
      hours: values.registrationCloseHours,
      minutes: values.registrationCloseMinutes,
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
      onChange={({ hours, minutes }) => window.change(hours, minutes)}
    />
  ));
}
