import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanFromString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

// Every setting of the server, read from the environment once at start-up.
const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Studiodesk <no-reply@studiodesk.example>"),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: booleanFromString.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // json for machines (the default, and what a log shipper reads); pretty for a person at a
  // terminal: `npm start` sets it unless LOG_FORMAT is given.
  LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
  // Behind a reverse proxy: "true" (trust every hop), a hop count, or the proxies' addresses
  // (comma-separated IPs or CIDRs). Then the client's address comes from X-Forwarded-For.
  TRUST_PROXY: z.string().max(1000).optional(),
  // Absent means the built-in payment simulator (Stripe's shapes, state in the database).
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, "must be a Stripe secret key (sk_…)").optional(),
  // The signing secret of the webhook endpoint /webhooks/payments (Stripe mode only).
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  // Firebase Cloud Messaging's HTTP v1 host; tests point it at a local fake.
  FCM_API_URL: z.url().default("https://fcm.googleapis.com"),
});

// An S3-compatible bucket for files; absent means the local folder DATA_DIR/files.
export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnvironment>["LOG_LEVEL"];
  logFormat: z.infer<typeof ZEnvironment>["LOG_FORMAT"];
  isSecureCookie: boolean;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  s3: S3Config | undefined;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  fcmApiUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required when DATABASE_URL is set",
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    // The demo is seeded by default only into the embedded database (and never twice).
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    // Browsers keep Secure cookies only over https; localhost development stays on http.
    isSecureCookie: publicUrl.startsWith("https://"),
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    s3: readS3Config(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    fcmApiUrl: env.FCM_API_URL.replace(/\/$/, ""),
  };
}

// Fastify's trustProxy: true, the trusted addresses as they are, or a hop count as a test.
function readTrustProxy(value: string | undefined): Config["trustProxy"] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

function readS3Config(env: z.infer<typeof ZEnvironment>): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) {
    const missing = [
      !accessKeyId && "S3_ACCESS_KEY_ID",
      !secretAccessKey && "S3_SECRET_ACCESS_KEY",
    ].filter(Boolean);
    const problems = missing.map((name) => `${name}: required when S3_BUCKET is set`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}

// Embedded mode keeps a generated secret in DATA_DIR so sessions survive restarts.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
