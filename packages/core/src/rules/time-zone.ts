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

// Issue #21: a zone by the name people know, "Eastern Time — New York", with its city from the
// IANA name; the IANA name itself is the hint beside it. Falls back to the IANA name.
export function friendlyTimeZoneName(timeZone: string): string {
  if (!isValidTimeZone(timeZone)) return timeZone;
  const generic = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "timeZoneName")?.value;
  const city = timeZone.split("/").at(-1)?.replaceAll("_", " ") ?? timeZone;
  return generic && generic !== city ? `${generic} — ${city}` : city;
}
