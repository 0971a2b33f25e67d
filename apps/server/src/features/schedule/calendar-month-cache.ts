import type { CalendarMonths } from "../../shared/deps";
import type { OrgEvent } from "../../shared/event-bus";
import { OrgJsonCache } from "../../shared/org-json-cache";

// Expanded calendar months, kept as the JSON bytes sent, until the organization's schedule,
// classes or account settings change. Expanding and serializing a busy month (2,000 occurrences) costs
// milliseconds, and after every change each open dashboard refetches the same month at once.
// Forgetting and the memory budget are OrgJsonCache's.
const MAX_BYTES = 48 * 1024 * 1024;
// Classes are on the calendar too (their occurrences, in the class colour).
const TOPICS_THAT_CHANGE_A_MONTH = new Set(["schedule", "classes", "account"]);

export class CalendarMonthCache implements CalendarMonths {
  private readonly months = new OrgJsonCache({ maxBytes: MAX_BYTES });
  private readonly timeZones = new Map<string, Promise<string>>();

  hear(orgId: string, event: OrgEvent): void {
    if (TOPICS_THAT_CHANGE_A_MONTH.has(event.topic)) this.forget(orgId);
  }

  forget(orgId: string): void {
    this.timeZones.delete(orgId);
    this.months.forget(orgId);
  }

  timeZone(orgId: string, load: () => Promise<string>): Promise<string> {
    const known = this.timeZones.get(orgId);
    if (known) return known;
    const loading = load();
    this.timeZones.set(orgId, loading);
    loading.catch(() => {
      if (this.timeZones.get(orgId) === loading) this.timeZones.delete(orgId);
    });
    return loading;
  }

  month(orgId: string, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    return this.months.json(orgId, key, render);
  }
}
