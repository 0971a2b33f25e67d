import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../adapters/mail/mailer";
import type { PaymentProvider } from "../adapters/payments/payment-provider";
import type { Storage } from "../adapters/storage/storage";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { SessionCache } from "../features/auth/session-cache";
import type { EventBus } from "../features/live-updates/event-bus";
import type { CalendarMonthCache } from "../features/schedule/calendar-month-cache";

// What services need from the outside world; built once in app.ts, replaced in tests.
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  logger: FastifyBaseLogger;
  events: EventBus;
  sessions: SessionCache;
  calendarMonths: CalendarMonthCache;
  now: () => Date;
};

// Who is calling: set by the auth plugin for every signed-in request.
export type AuthContext = {
  sessionId: string;
  userId: string;
  orgId: string;
  homeOrgId: string;
  isSuperAdmin: boolean;
};
