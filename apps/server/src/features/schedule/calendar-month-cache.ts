import type { CalendarMonths } from "../../shared/deps";
import type { OrgEvent } from "../../shared/event-bus";

// Expanded calendar months, kept as the JSON bytes sent, until the organization's schedule,
// classes or account settings change. Expanding and serializing a busy month (2,000 occurrences) costs
// milliseconds, and after every change each open dashboard refetches the same month at once.
//
// Forgetting is driven by the live-updates bus: this instance's own writes at once, other
// instances' through NOTIFY. A computation still running when its organization changed is
// dropped with the rest, so its result is never served to a later request.
const MAX_BYTES = 48 * 1024 * 1024;
// Classes are on the calendar too (their occurrences, in the class colour).
const TOPICS_THAT_CHANGE_A_MONTH = new Set(["schedule", "classes", "account"]);

type Entry = { orgId: string; json: Promise<Buffer>; bytes: number };

export class CalendarMonthCache implements CalendarMonths {
  // Insertion order is recency: a hit moves its entry to the end, eviction takes the front.
  private readonly months = new Map<string, Entry>();
  private readonly timeZones = new Map<string, Promise<string>>();
  private bytes = 0;

  hear(orgId: string, event: OrgEvent): void {
    if (TOPICS_THAT_CHANGE_A_MONTH.has(event.topic)) this.forget(orgId);
  }

  forget(orgId: string): void {
    this.timeZones.delete(orgId);
    for (const [key, entry] of this.months) {
      if (entry.orgId === orgId) this.remove(key);
    }
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
    const cacheKey = `${orgId}|${key}`;
    const hit = this.months.get(cacheKey);
    if (hit) {
      this.months.delete(cacheKey);
      this.months.set(cacheKey, hit);
      return hit.json;
    }
    const json = render();
    const entry: Entry = { orgId, json, bytes: 0 };
    this.months.set(cacheKey, entry);
    json.then(
      (json) => {
        if (this.months.get(cacheKey) !== entry) return;
        entry.bytes = json.length;
        this.bytes += json.length;
        this.evictOverBudget();
      },
      () => {
        if (this.months.get(cacheKey) === entry) this.remove(cacheKey);
      },
    );
    return json;
  }

  private remove(cacheKey: string): void {
    const entry = this.months.get(cacheKey);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.months.delete(cacheKey);
  }

  private evictOverBudget(): void {
    for (const key of this.months.keys()) {
      if (this.bytes <= MAX_BYTES) return;
      this.remove(key);
    }
  }
}
