import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
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
import { authRoutes } from "./features/auth/auth.routes";
import { SESSION_REVOKED_CHANNEL, SessionCache } from "./features/auth/session-cache";
import { couponsRoutes } from "./features/billing/coupons/coupons.routes";
import {
  invoicePayRoutes,
  paymentWebhookRoutes,
} from "./features/billing/invoices/invoice-pay.routes";
import { invoicesRoutes } from "./features/billing/invoices/invoices.routes";
import { categoriesRoutes } from "./features/categories/categories.routes";
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
import { organizationsRoutes } from "./features/organizations/organizations.routes";
import { resourcesRoutes } from "./features/resources/resources.routes";
import { CalendarMonthCache } from "./features/schedule/calendar-month-cache";
import { scheduleRoutes } from "./features/schedule/schedule.routes";
import { shareLinksRoutes } from "./features/share-links/share-links.routes";
import { shopRoutes } from "./features/shop/shop.routes";
import { videosRoutes } from "./features/videos/videos.routes";
import { registerAuthentication } from "./plugins/auth";
import { registerCsrfProtection } from "./plugins/csrf";
import { registerErrorHandling } from "./plugins/errors";
import { EventBus } from "./shared/event-bus";

export type AppOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  storage?: Storage;
  payments?: PaymentProvider;
  now?: () => Date;
  logger?: boolean;
};

const here = path.dirname(fileURLToPath(import.meta.url));
// Both src/ (tsx) and dist/ (bundle) sit two folders below apps/.
const WEB_DIST_DIR = path.resolve(here, "../../web/dist");

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const events = new EventBus(db);
  const sessions = new SessionCache();
  const calendarMonths = new CalendarMonthCache();
  events.onAnyOrganization((orgId, event) => calendarMonths.hear(orgId, event));
  app.decorate("deps", {
    db,
    events,
    sessions,
    calendarMonths,
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
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerErrorHandling(app, { serveWebApp: hasWebApp() });
  registerCsrfProtection(app, config.publicUrl);
  registerAuthentication(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Studiodesk API", version: packageJson.version },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "studiodesk_session" },
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
  await app.register(
    async (api) => {
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
      await api.register(invoicesRoutes);
      await api.register(couponsRoutes);
    },
    { prefix: "/api/v1" },
  );

  registerWebApp(app);
  return app;
}

// The built SPA. Paths no route claims fall through to index.html (history routing), see
// the not-found handler in plugins/errors.ts.
function registerWebApp(app: FastifyInstance): void {
  if (!existsSync(path.join(WEB_DIST_DIR, "index.html"))) return;
  void app.register(fastifyStatic, { root: WEB_DIST_DIR, wildcard: false });
}

export const hasWebApp = () => existsSync(path.join(WEB_DIST_DIR, "index.html"));
