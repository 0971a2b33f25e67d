// True when the runtime knows the IANA zone; used to validate an organization's time zone.
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

// The zones offered in the settings picker.
export function listTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}
