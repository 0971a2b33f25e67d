import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../adapters/mail/mailer";
import type { PaymentProvider } from "../adapters/payments/payment-provider";
import type { Storage } from "../adapters/storage/storage";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { EventBus } from "./event-bus";

// What services need from the outside world; built once in app.ts, replaced in tests.
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  logger: FastifyBaseLogger;
  events: EventBus;
  sessions: VerifiedSessions;
  calendarMonths: CalendarMonths;
  classPages: OrgJson;
  invoicePages: OrgJson;
  // The members list's totals per filter (features/members, issue #21).
  memberTotals: OrgJson;
  // The members list's pages per query (features/members).
  memberPages: OrgJson;
  // The top bar's search results per term (features/search, issue #19).
  searchResults: OrgJson;
  now: () => Date;
  // Set by main.ts once this process runs jobs: run a just-queued job now, not at the next poll.
  wakeJobs?: () => void;
};

// Sessions verified in the last few seconds (features/auth/session-cache.ts), built once per
// app in app.ts; sign-out, a block and a password reset forget through it.
export type VerifiedSessions = {
  get(sessionId: string, now: Date): SessionAuth | undefined;
  remember(session: { auth: SessionAuth; expiresAt: Date }, now: Date): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
  // Calls `onEnd` when the session is forgotten (sign-out, block, reset); answers the undo.
  watchSession(auth: SessionAuth, onEnd: () => void): () => void;
};

// The schedule's cache of expanded calendar months (features/schedule/calendar-month-cache.ts),
// built once per app in app.ts. The shared floor knows features by nothing but this shape.
export type CalendarMonths = {
  // The organization's time zone, loaded once until its account changes.
  timeZone(orgId: string, load: () => Promise<string>): Promise<string>;
  // One month's JSON, rendered once until the organization's schedule changes.
  month(orgId: string, key: string, render: () => Promise<Buffer>): Promise<Buffer>;
};

// Answers kept as JSON per organization until it changes (shared/org-json-cache.ts): the
// classes list and members pages, and the invoices list pages, built once per app in app.ts.
export type OrgJson = {
  json(orgId: string, key: string, render: () => Promise<Buffer>, now?: Date): Promise<Buffer>;
};

// Who is calling, acting in an organization: what every organization route receives
// (plugins/auth `requireAuth`).
export type AuthContext = {
  sessionId: string;
  userId: string;
  orgId: string;
  // Null for a super-admin: platform staff belong to no organization.
  homeOrgId: string | null;
  isSuperAdmin: boolean;
};

// A signed-in session, set by the auth plugin on every signed-in request. `orgId` is null
// while a super-admin has not chosen in Select Organization yet (000 §2): such a session
// acts in no organization, and only the session's own routes answer it.
export type SessionAuth = Omit<AuthContext, "orgId"> & { orgId: string | null };
