import { describe, expect, it } from "vitest";
import { BASE_URL, newPage, startBrowser } from "./support/browser";
import { signIn } from "./support/chromium";

// How the built app reaches a browser (issue: fast first load): compressed copies made at
// build time, hashed assets cached for a year, the page itself revalidated on every visit.
const get = (path: string, acceptEncoding: string) =>
  fetch(new URL(path, BASE_URL), { headers: { "accept-encoding": acceptEncoding } });

async function firstScriptPath(): Promise<string> {
  const html = await (await get("/login", "identity")).text();
  const match = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/);
  if (!match?.[1]) throw new Error("index.html names no hashed script");
  return match[1];
}

describe("static delivery", () => {
  it("sends the page revalidated on every visit, so a new build is seen at once", async () => {
    const response = await get("/dashboard/members", "gzip");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id="root">');
  });

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

// The session query's answer is shared by the guard, the shell and every page: one request.
describe("first visit", () => {
  it("asks for the session once, however many parts of the page read it", async () => {
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
      expect(sessionRequests).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
