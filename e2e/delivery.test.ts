import { describe, it } from "vitest";
import { BASE_URL, expect, newPage, startBrowser } from "./support/browser";
import { DEMO_PASSWORD, signIn } from "./support/chromium";

// How the built app reaches a browser (issue #19: fast first load): compressed copies made at
// build time, hashed assets cached for a year.
const get = (path: string, acceptEncoding: string) =>
  fetch(new URL(path, BASE_URL), { headers: { "accept-encoding": acceptEncoding } });

// The app's entry script, as a drawn page lists it for its loader (core/page-scripts).
async function firstScriptPath(): Promise<string> {
  const html = await (await get("/login", "identity")).text();
  const match = html.match(/<script type="application\/json" id="app-scripts">([^<]+)<\/script>/);
  if (!match?.[1]) throw new Error("the page lists no scripts for its loader");
  const { entry } = JSON.parse(match[1]) as { entry: string };
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  return entry;
}

describe("static delivery", () => {
  it("sends hashed scripts brotli-compressed when the browser accepts it, cached for a year", async () => {
    const script = await firstScriptPath();
    const response = await get(script, "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("falls back to gzip, then to the plain file, for browsers that accept less", async () => {
    const script = await firstScriptPath();
    const gzipped = await get(script, "gzip");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await get(script, "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // fetch decompresses: all three are the same script.
    const [a, b] = [await gzipped.text(), await plain.text()];
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThan(1000);
  });
});

async function signInCookie(email: string): Promise<string> {
  const response = await fetch(new URL("/api/v1/auth/sign-in", BASE_URL), {
    method: "POST",
    headers: { "content-type": "application/json", "x-studiodesk-csrf": "1" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`${email} could not sign in (${response.status})`);
  return cookie;
}

const page = (path: string, cookie?: string) =>
  fetch(new URL(path, BASE_URL), {
    redirect: "manual",
    headers: { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
  });

// Issue #19: the first paint comes with the HTML. The server draws the page the visitor asked
// for, with their organization's data, and the browser's app takes it over.
describe("server-drawn pages", () => {
  it("sends the members page drawn, with the organization's own members and no one else's", async () => {
    const harbor = await page("/dashboard/members", await signInCookie("admin@harbor.example"));
    expect(harbor.status).toBe(200);
    expect(harbor.headers.get("content-encoding")).toBe("br");
    // Drawn for one visitor, with their data: no cache may keep it.
    expect(harbor.headers.get("cache-control")).toBe("no-store");
    const harborHtml = await harbor.text();
    expect(harborHtml).toMatch(/<h1[^>]*>Members<\/h1>/);
    expect(harborHtml).toMatch(/[\w.]+@harbor\.example/);
    expect(harborHtml).not.toContain("@summit.example");

    const summit = await page("/dashboard/members", await signInCookie("admin@summit.example"));
    const summitHtml = await summit.text();
    expect(summitHtml).toMatch(/[\w.]+@summit\.example/);
    expect(summitHtml).not.toMatch(/[\w.]+@harbor\.example/);
  });

  it("answers the route guard at the server: signed out to login, signed in away from it", async () => {
    const signedOut = await page("/dashboard/members");
    expect(signedOut.status).toBe(302);
    // The address goes along, so signing in comes back to it.
    expect(signedOut.headers.get("location")).toBe("/login?next=%2Fdashboard%2Fmembers");
    const cookie = await signInCookie("admin@harbor.example");
    const login = await page("/login", cookie);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/dashboard");
    const home = await page("/", cookie);
    expect(home.headers.get("location")).toBe("/dashboard");
    // The sign-in page itself is drawn too.
    const signIn = await page("/login");
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("Sign In");
  });

  it("is taken over in the browser as drawn: no element redrawn, no error, controls answer", async () => {
    const browser = await startBrowser();
    const { context, page: tab } = await newPage(browser);
    try {
      await signIn(tab, "admin@harbor.example");
      const errors: string[] = [];
      tab.on("pageerror", (error) => errors.push(error.message));
      tab.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      // Before any script of the app runs: remember the drawn heading, and watch the policy.
      await tab.addInitScript(() => {
        const state = window as unknown as Record<string, unknown>;
        state.policyViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          (state.policyViolations as string[]).push(event.violatedDirective);
        });
        document.addEventListener("DOMContentLoaded", () => {
          state.drawnHeading = document.querySelector("h1");
        });
      });
      await tab.goto("/dashboard/members");
      await tab.waitForFunction(
        () => !document.getElementById("root")?.hasAttribute("aria-disabled"),
      );
      const kept = await tab.evaluate(() => {
        const state = window as unknown as Record<string, unknown>;
        const drawn = state.drawnHeading as Element | null;
        return {
          drawn: drawn?.textContent,
          stillShown: drawn !== null && document.contains(drawn),
        };
      });
      expect(kept).toEqual({ drawn: "Members", stillShown: true });
      await tab.getByLabel("Search members").fill("zzzz-nobody");
      await expect(tab.getByText("No Users Found")).toBeVisible();
      expect(
        await tab.evaluate(() => (window as unknown as Record<string, unknown>).policyViolations),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("paints a dark-mode user's page dark from the first paint", async () => {
    const browser = await startBrowser();
    const { context, page: tab } = await newPage(browser);
    try {
      await tab.emulateMedia({ colorScheme: "dark" });
      await tab.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const state = window as unknown as Record<string, unknown>;
          state.firstScheme = document.documentElement.getAttribute("data-mantine-color-scheme");
        });
      });
      await tab.goto("/login");
      const firstScheme = await tab.evaluate(
        () => (window as unknown as Record<string, unknown>).firstScheme,
      );
      expect(firstScheme).toBe("dark");
    } finally {
      await context.close();
    }
  });
});

// The session query's answer is shared by the guard, the shell and every page, and a drawn
// page brings it along.
describe("first visit", () => {
  it("asks for no session on a drawn page: it came with the page", async () => {
    const browser = await startBrowser();
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, "admin@harbor.example");
      const sessionRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/v1/auth/session") {
          sessionRequests.push(request.url());
        }
      });
      await page.goto("/dashboard/members");
      await page.getByRole("heading", { name: "Members", level: 1 }).waitFor();
      expect(sessionRequests).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});
