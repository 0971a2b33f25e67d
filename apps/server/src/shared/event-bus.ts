import { sql } from "kysely";
import { type Db, listen } from "../db/database";

// What an open dashboard hears about: the topic names the data that changed (the web app
// refetches its queries under that key), the organization keeps it within its tenant.
// `fieldsOnly` says the write changed fields of the record `id` and nothing else: no record
// came or went, and no field a list filters or counts by moved, so caches of totals stay.
export type OrgEvent = { topic: string; id?: string; fieldsOnly?: boolean };
type Envelope = { orgId: string; event: OrgEvent };
type Subscriber = (event: OrgEvent) => void;
type OrganizationListener = (orgId: string, event: OrgEvent) => void;

const CHANNEL = "studiodesk_events";

// Fan-out through PostgreSQL NOTIFY: every server instance LISTENs once and passes each
// event to its own open streams of that organization, so no instance misses a change.
export class EventBus {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly organizationListeners = new Set<OrganizationListener>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.stopListening = await listen(this.db, CHANNEL, (payload) => this.deliver(payload));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async publish(orgId: string, event: OrgEvent): Promise<void> {
    // This instance's caches forget at once; the others hear it through NOTIFY below.
    for (const listener of this.organizationListeners) listener(orgId, event);
    const envelope: Envelope = { orgId, event };
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`.execute(this.db);
  }

  subscribe(orgId: string, subscriber: Subscriber): () => void {
    const set = this.subscribers.get(orgId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(orgId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(orgId);
    };
  }

  // For in-process caches: every organization's events, this instance's and the others'.
  onAnyOrganization(listener: OrganizationListener): () => void {
    this.organizationListeners.add(listener);
    return () => this.organizationListeners.delete(listener);
  }

  private deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const listener of this.organizationListeners) listener(envelope.orgId, envelope.event);
    for (const subscriber of this.subscribers.get(envelope.orgId) ?? []) subscriber(envelope.event);
  }
}
