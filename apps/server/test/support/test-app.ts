import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Mailer, MailMessage } from "../../src/adapters/mail/mailer";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/config";
import type { Db } from "../../src/db/database";
import { createSuperAdmin } from "../../src/features/auth/platform-staff.service";
import {
  createOrganization,
  type NewOrganization,
} from "../../src/features/organizations/organizations.service";
import { createUser } from "../../src/features/users/users.service";
import { hashPassword } from "../../src/shared/password";
import { openTestDatabase } from "./test-database";

export const TEST_PASSWORD = "correct-horse";

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  sentMail: MailMessage[];
  clock: { now: Date };
  close: () => Promise<void>;
  // A request as the dashboard sends it: JSON, the CSRF header, and a session cookie.
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  createOrganization: (input?: Partial<NewOrganization>) => Promise<string>;
  createUser: (
    orgId: string,
    input?: { email?: string; firstName?: string; admin?: boolean },
  ) => Promise<{ id: string; email: string }>;
  // Platform staff: in no organization (issue #20 §3).
  createSuperAdmin: (input?: { email?: string; firstName?: string }) => Promise<{
    id: string;
    email: string;
  }>;
  signIn: (email: string, password?: string, extra?: Record<string, unknown>) => Promise<string>;
  // A sign-in request as the login form sends it, whatever it answers.
  attemptSignIn: (
    payload: object,
    options?: { remoteAddress?: string },
  ) => Promise<LightMyRequestResponse>;
};

let passwordHash: Promise<string> | undefined;
let userCounter = 0;

export async function createTestApp(
  options: {
    mailer?: Mailer;
    payments?: PaymentProvider;
    environment?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "studiodesk-test-"));
  const { db, drop, databaseUrl } = await openTestDatabase();
  // The configuration names the database the app really runs on (health reports it).
  const postgresSettings = databaseUrl
    ? { DATABASE_URL: databaseUrl, SESSION_SECRET: "test-session-secret-test-session-secret" }
    : {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...postgresSettings,
    ...options.environment,
  });
  const sentMail: MailMessage[] = [];
  const clock = { now: new Date() };
  const mailer: Mailer = options.mailer ?? {
    async send(message) {
      sentMail.push(message);
    },
  };
  const app = await buildApp({
    config,
    db,
    mailer,
    payments: options.payments,
    now: () => clock.now,
    logger: options.environment?.LOG_LEVEL === "error",
  });
  await app.ready();
  passwordHash ??= hashPassword(TEST_PASSWORD);

  const request: TestApp["request"] = ({ cookie, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        "x-studiodesk-csrf": "1",
        ...(cookie ? { cookie: `studiodesk_session=${cookie}` } : {}),
        ...headers,
      },
    });

  const attemptSignIn: TestApp["attemptSignIn"] = (payload, options = {}) =>
    request({ method: "POST", url: "/api/v1/auth/sign-in", payload, ...options });

  return {
    app,
    db,
    config,
    sentMail,
    clock,
    request,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    createOrganization: (input = {}) =>
      createOrganization(db, {
        name: `Studio ${++userCounter}`,
        timezone: "America/New_York",
        ...input,
        appInformation: { isActive: true, ...input.appInformation },
      }),
    createUser: async (orgId, input = {}) => {
      const email = input.email ?? `user${++userCounter}@studio.example`;
      const id = await createUser(db, orgId, {
        firstName: input.firstName ?? "Test",
        lastName: "User",
        email,
        passwordHash: await (passwordHash as Promise<string>),
        adminOf: input.admin === false ? [] : [orgId],
      });
      return { id, email };
    },
    createSuperAdmin: async (input = {}) => {
      const email = input.email ?? `staff${++userCounter}@platform.example`;
      const id = await createSuperAdmin(db, {
        firstName: input.firstName ?? "Platform",
        lastName: "Staff",
        email,
        passwordHash: await (passwordHash as Promise<string>),
      });
      return { id, email };
    },
    attemptSignIn,
    signIn: async (email, password = TEST_PASSWORD, extra = {}) => {
      const response = await attemptSignIn({ email, password, ...extra });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      }
      const cookie = response.cookies.find((c) => c.name === "studiodesk_session");
      if (!cookie) throw new Error("no session cookie");
      return cookie.value;
    },
  };
}
