// A datetime-local field's value ("YYYY-MM-DDTHH:mm", the browser's wall clock).
export function localInputValue(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(
    instant.getHours(),
  )}:${pad(instant.getMinutes())}`;
}

// The field's wall-clock value as an instant; "" (switch on, no date) stays "" so the rule
// answers 'Please enter a valid scheduled date.'.
export function scheduledInstant(value: string): string {
  const time = new Date(value).getTime();
  return value === "" || Number.isNaN(time) ? value : new Date(time).toISOString();
}

export { formatDateTime } from "../../shared/date-formats";
