import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 3000, ./data, embedded database and the demo seed", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/studiodesk-config-test" });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      isSecureCookie: false,
    });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("keeps the generated session secret across restarts", () => {
    const first = loadConfig({ DATA_DIR: "/tmp/studiodesk-config-test" });
    const second = loadConfig({ DATA_DIR: "/tmp/studiodesk-config-test" });
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "postgres://db/studiodesk" }, "SESSION_SECRET"],
  ])("stops with a message naming the variable for %o", (environment, variable) => {
    expect(() => loadConfig({ DATA_DIR: "/tmp/studiodesk-config-test", ...environment })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: "/tmp/studiodesk-config-test", ...environment })).toThrow(
      new RegExp(variable),
    );
  });

  it("does not seed PostgreSQL by default and uses secure cookies behind https", () => {
    const config = loadConfig({
      DATA_DIR: "/tmp/studiodesk-config-test",
      DATABASE_URL: "postgres://db/studiodesk",
      SESSION_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://studio.example.com",
    });
    expect(config.seedDemo).toBe(false);
    expect(config.isSecureCookie).toBe(true);
  });
});
