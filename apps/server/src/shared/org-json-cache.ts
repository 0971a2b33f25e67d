import type { FastifyReply } from "fastify";
import type { z } from "zod";
import type { OrgEvent } from "./event-bus";

// Answers kept as the JSON bytes sent, per organization, until a live-update event says the
// organization changed (this instance's own writes at once, other instances' through
// NOTIFY). A render still running when its organization changed is dropped with the rest,
// so its result is never served to a later request. An entry past its age limit is served
// once more while its replacement renders, so no request waits for a render that only time
// asked for. Least recently used go first once the entries pass `maxBytes`.
export type OrgJsonCacheOptions = {
  maxBytes: number;
  // The topics that make an organization's entries stale; every topic when absent.
  topics?: ReadonlySet<string>;
  // Totals and counts: kept through an event whose write changed only a record's own fields
  // (`OrgEvent.fieldsOnly`), as a note or a phone number does.
  keepOnFieldsOnly?: boolean;
  // How old an entry may grow before it is rendered again, for what no event announces; no
  // limit when absent.
  maxAgeMs?: number;
};

type Entry = {
  orgId: string;
  json: Promise<Buffer>;
  bytes: number;
  renderedAt: number;
  isRefreshing: boolean;
};

export class OrgJsonCache {
  // Insertion order is recency: a hit moves its entry to the end, eviction takes the front.
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: OrgJsonCacheOptions) {}

  hear(orgId: string, event: OrgEvent): void {
    if (this.options.topics && !this.options.topics.has(event.topic)) return;
    if (this.options.keepOnFieldsOnly && event.fieldsOnly) return;
    this.forget(orgId);
  }

  forget(orgId: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.orgId === orgId) this.remove(key);
    }
  }

  // `now`, for the age limit, is the app's clock (a test's clock moves it).
  json(
    orgId: string,
    key: string,
    render: () => Promise<Buffer>,
    now: Date = new Date(),
  ): Promise<Buffer> {
    const cacheKey = `${orgId}|${key}`;
    const hit = this.entries.get(cacheKey);
    if (!hit) return this.store(cacheKey, orgId, render(), now).json;
    this.entries.delete(cacheKey);
    this.entries.set(cacheKey, hit);
    if (this.isTooOld(hit, now) && !hit.isRefreshing) {
      hit.isRefreshing = true;
      const next = render();
      next.then(
        () => {
          if (this.entries.get(cacheKey) !== hit) return;
          this.remove(cacheKey);
          this.store(cacheKey, orgId, next, now);
        },
        () => {
          hit.isRefreshing = false;
        },
      );
    }
    return hit.json;
  }

  private store(cacheKey: string, orgId: string, json: Promise<Buffer>, now: Date): Entry {
    const entry: Entry = { orgId, json, bytes: 0, renderedAt: now.getTime(), isRefreshing: false };
    this.entries.set(cacheKey, entry);
    json.then(
      (json) => {
        if (this.entries.get(cacheKey) !== entry) return;
        entry.bytes = json.length;
        this.bytes += json.length;
        this.evictOverBudget();
      },
      () => {
        if (this.entries.get(cacheKey) === entry) this.remove(cacheKey);
      },
    );
    return entry;
  }

  private isTooOld(entry: Entry, now: Date): boolean {
    const { maxAgeMs } = this.options;
    if (maxAgeMs === undefined) return false;
    const age = now.getTime() - entry.renderedAt;
    return age < 0 || age >= maxAgeMs;
  }

  private remove(cacheKey: string): void {
    const entry = this.entries.get(cacheKey);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(cacheKey);
  }

  private evictOverBudget(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }
}

// A route answers kept bytes as they are (Fastify sends a Buffer unserialized); its response
// schema still documents them, and they were checked against it when rendered.
export function answerJson<T>(reply: FastifyReply, json: Buffer): T {
  reply.type("application/json; charset=utf-8");
  return json as unknown as T;
}

// What a cache keeps: the answer checked against its response schema, as the bytes sent.
export const jsonBytes = <S extends z.ZodType>(schema: S, value: z.input<S>) =>
  Buffer.from(JSON.stringify(schema.parse(value)));
