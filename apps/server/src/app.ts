import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { installReadableZodErrors } from "@studiodesk/core/contracts/readable-errors";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import packageJson from "../../../package.json" with { type: "json" };
import { createMailer, type Mailer } from "./adapters/mail/mailer";
import { createPaymentProvider } from "./adapters/payments/create-payment-provider";
import type { PaymentProvider } from "./adapters/payments/payment-provider";
import { createStorage } from "./adapters/storage/create-storage";
import type { Storage } from "./adapters/storage/storage";
import type { Config } from "./config";
import { type Db, listen } from "./db/database";
import { accountRoutes } from "./features/account/account.routes";
import { adminNotificationsRoutes } from "./features/admin-notifications/admin-notifications.routes";
import { auditRoutes } from "./features/audit/audit.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { memberSessionsRoutes } from "./features/auth/member-sessions.routes";
import { SESSION_REVOKED_CHANNEL, SessionCache } from "./features/auth/session-cache";
import { couponsRoutes } from "./features/billing/coupons/coupons.routes";
import { INVOICE_PAGES_CACHE } from "./features/billing/invoices/invoice-pages.service";
import {
  invoicePayRoutes,
  paymentWebhookRoutes,
} from "./features/billing/invoices/invoice-pay.routes";
import { invoicesRoutes } from "./features/billing/invoices/invoices.routes";
import { bookingsRoutes } from "./features/bookings/bookings.routes";
import { categoriesRoutes } from "./features/categories/categories.routes";
import { CLASS_PAGES_CACHE } from "./features/classes/class-pages.service";
import { classesRoutes } from "./features/classes/classes.routes";
import { contentUploadsRoutes } from "./features/content-uploads/content-uploads.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { documentsRoutes } from "./features/documents/documents.routes";
import { featuredRoutes } from "./features/featured/featured.routes";
import { filesRoutes } from "./features/files/files.routes";
import { healthRoutes } from "./features/health/health.routes";
import { liveUpdatesRoutes } from "./features/live-updates/live-updates.routes";
import { memberRecordsRoutes } from "./features/members/member-records.routes";
import { membersRoutes } from "./features/members/members.routes";
import { MEMBER_PAGES_CACHE, MEMBER_TOTALS_CACHE } from "./features/members/members.service";
import { memberNotificationsRoutes } from "./features/notifications/member-notifications.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { organizationsRoutes } from "./features/organizations/organizations.routes";
import { reportsRoutes } from "./features/reports/reports.routes";
import { resourcesRoutes } from "./features/resources/resources.routes";
import { CalendarMonthCache } from "./features/schedule/calendar-month-cache";
import { scheduleRoutes } from "./features/schedule/schedule.routes";
import { searchRoutes } from "./features/search/search.routes";
import { SEARCH_RESULTS_CACHE } from "./features/search/search.service";
import { shareLinksRoutes } from "./features/share-links/share-links.routes";
import { shopRoutes } from "./features/shop/shop.routes";
import { terminalRoutes } from "./features/terminal/terminal.routes";
import { terminalReceiptRoutes } from "./features/terminal/terminal-receipt.routes";
import { videosRoutes } from "./features/videos/videos.routes";
import { registerWebApp } from "./features/web-app/web-app";
import { registerAuthentication } from "./plugins/auth";
import { registerCsrfProtection } from "./plugins/csrf";
import { registerErrorHandling, registerNotFoundHandler } from "./plugins/errors";
import { answerClientError, answerFrameworkError } from "./plugins/framework-errors";
import { registerInputGuard } from "./plugins/input-guard";
import { escapeBrokenPercentCodes } from "./plugins/page-address";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { EventBus } from "./shared/event-bus";
import { OrgJsonCache } from "./shared/org-json-cache";

export type AppOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  storage?: Storage;
  payments?: PaymentProvider;
  now?: () => Date;
  logger?: boolean;
};

// A contract's check without a message of its own answers in the dashboard's words, not Zod's.
installReadableZodErrors();

const here = path.dirname(fileURLToPath(import.meta.url));
// Both src/ (tsx) and dist/ (bundle) sit two folders below apps/.
const WEB_DIST_DIR = path.resolve(here, "../../web/dist");
const WEB_SERVER_RENDER_ENTRY = path.resolve(here, "../../web/dist-ssr/entry-server.js");

// One readable line per entry for a person running `npm start` (pino-pretty in a worker
// thread, off the request path); JSON lines otherwise.
function loggerOptions(config: Config) {
  if (config.logFormat === "json") return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: "pino-pretty",
      options: { singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,reqId" },
    },
  };
}

// A person at the terminal wants what happened (start-up, warnings, failures), not two lines
// per asset the browser fetched: under pretty logs only failed requests are logged. JSON logs
// keep every request for the log shipper.
class FailedRequestsOnly extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || reply.statusCode >= 500) super.requestCompleted(error, request, reply);
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    ...(config.logFormat === "pretty" ? { logController: new FailedRequestsOnly() } : {}),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    rewriteUrl: escapeBrokenPercentCodes,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const events = new EventBus(db);
  const sessions = new SessionCache();
  const calendarMonths = new CalendarMonthCache();
  events.onAnyOrganization((orgId, event) => calendarMonths.hear(orgId, event));
  const classPages = new OrgJsonCache(CLASS_PAGES_CACHE);
  events.onAnyOrganization((orgId, event) => classPages.hear(orgId, event));
  const invoicePages = new OrgJsonCache(INVOICE_PAGES_CACHE);
  events.onAnyOrganization((orgId, event) => invoicePages.hear(orgId, event));
  const memberTotals = new OrgJsonCache(MEMBER_TOTALS_CACHE);
  events.onAnyOrganization((orgId, event) => memberTotals.hear(orgId, event));
  const memberPages = new OrgJsonCache(MEMBER_PAGES_CACHE);
  events.onAnyOrganization((orgId, event) => memberPages.hear(orgId, event));
  const searchResults = new OrgJsonCache(SEARCH_RESULTS_CACHE);
  events.onAnyOrganization((orgId, event) => searchResults.hear(orgId, event));
  app.decorate("deps", {
    db,
    events,
    sessions,
    calendarMonths,
    classPages,
    invoicePages,
    memberTotals,
    memberPages,
    searchResults,
    config,
    logger: app.log,
    now: options.now ?? (() => new Date()),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        mailDir: path.join(config.dataDir, "mail"),
        logger: app.log,
      }),
    storage: options.storage ?? createStorage(config, { now: options.now }),
    payments: options.payments ?? createPaymentProvider(config, db),
  });

  app.addHook("onReady", () => events.start());
  app.addHook("onClose", () => events.stop());
  // Sessions revoked by any instance (sign-out, block, password reset) leave this one's cache.
  let stopHearingRevocations: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopHearingRevocations = await listen(db, SESSION_REVOKED_CHANNEL, (sessionId) =>
      sessions.forgetSession(sessionId),
    );
  });
  app.addHook("onClose", async () => stopHearingRevocations?.());
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerErrorHandling(app);
  registerCsrfProtection(app, config.publicUrl);
  registerAuthentication(app);
  registerInputGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Studiodesk API", version: packageJson.version },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "studiodesk_session" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(filesRoutes);
  await app.register(shareLinksRoutes);
  await app.register(invoicePayRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(terminalReceiptRoutes);
  await app.register(
    async (api) => {
      // The API's answers go compressed to a client that accepts it: JSON compresses well, and
      // a busy calendar month is over half a megabyte of it, which a phone on a slow network
      // waits for in full. Only JSON, and only the API's: the live updates stream writes to the
      // socket itself, files and pictures are compressed already or not worth it, and the
      // server-drawn pages compress themselves (web-app.ts). A quick brotli level: these are
      // drawn per request.
      await api.register(fastifyCompress, {
        encodings: ["br", "gzip"],
        customTypes: /^application\/json(?:;|$)/,
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(organizationsRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(liveUpdatesRoutes);
      await api.register(scheduleRoutes);
      await api.register(membersRoutes);
      await api.register(memberRecordsRoutes);
      await api.register(contentUploadsRoutes);
      await api.register(documentsRoutes);
      await api.register(resourcesRoutes);
      await api.register(videosRoutes);
      await api.register(featuredRoutes);
      await api.register(dashboardRoutes);
      await api.register(shopRoutes);
      await api.register(categoriesRoutes);
      await api.register(classesRoutes);
      await api.register(reportsRoutes);
      await api.register(notificationsRoutes);
      await api.register(adminNotificationsRoutes);
      await api.register(bookingsRoutes);
      await api.register(memberSessionsRoutes);
      await api.register(memberNotificationsRoutes);
      await api.register(invoicesRoutes);
      await api.register(couponsRoutes);
      await api.register(auditRoutes);
      await api.register(terminalRoutes);
      await api.register(searchRoutes);
    },
    { prefix: "/api/v1" },
  );

  const webApp = await registerWebApp(app, {
    distDir: WEB_DIST_DIR,
    serverRenderEntry: WEB_SERVER_RENDER_ENTRY,
  });
  registerNotFoundHandler(app, webApp?.sendPage ?? null);
  return app;
}
