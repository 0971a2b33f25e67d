// Lighthouse (its default mobile run: simulated slow 4G and a 4× slower CPU) on the pages a
// studio manager opens first, against the bench's server, with issue #19's budgets.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { FIRST_LOAD_PAGES, firstLoadScriptBytes } from "./initial-script";

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100 } as const;
const CATEGORIES = Object.keys(BUDGET) as Array<keyof typeof BUDGET>;
const SCRIPT_BUDGET_BYTES = 200 * 1024;
const WEB_DIST_DIR = path.resolve("apps/web/dist");
// Lighthouse's figures vary from one load to the next, more so on a busy 2-core machine; its
// own guide to variability says to run a page several times and read the median run
// (`computeMedianRun`: the run nearest the median first paint and time to interactive). Every
// run's performance score is printed beside it.
const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// Signed out for the sign-in page; the rest as the bench's admin (the session cookie).
const PAGES: Array<{ route: string; isSignedIn: boolean }> = [
  { route: "/login", isSignedIn: false },
  { route: "/dashboard", isSignedIn: true },
  { route: "/dashboard/members", isSignedIn: true },
  { route: "/dashboard/schedule", isSignedIn: true },
];

type PageFigures = {
  route: string;
  scores: Record<keyof typeof BUDGET, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  // What Lighthouse saw travel during the whole load, idle-time prefetches included.
  scriptTransferBytes: number;
  // Gzip bytes of the scripts the first render needs (index.html's and the page chunk's).
  firstLoadScriptBytes: number | null;
  // The audits that cost points in accessibility and best practices, to say what to fix.
  failingAudits: string[];
  performanceOfEachRun: number[];
};

type ResourceSummaryItem = { resourceType: string; transferSize: number };

async function auditPage(port: number, url: string, cookie: string | null) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function measurePage(
  port: number,
  baseUrl: string,
  cookie: string,
  route: string,
  isSignedIn: boolean,
): Promise<PageFigures> {
  const runs: Awaited<ReturnType<typeof auditPage>>[] = [];
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like: "Please run
  // Lighthouse again") measured nothing; it is run again, a few times at most.
  for (let attempt = 0; runs.length < RUNS_PER_PAGE && attempt < RUNS_PER_PAGE + 3; attempt++) {
    const lhr = await auditPage(port, `${baseUrl}${route}`, isSignedIn ? cookie : null);
    if (lhr.runtimeError) console.log(" ".repeat(22), `run again: ${lhr.runtimeError.code}`);
    else runs.push(lhr);
  }
  if (runs.length === 0) throw new Error(`Lighthouse measured no run of ${route}`);
  const lhr: (typeof runs)[number] = computeMedianRun(runs);
  // LIGHTHOUSE_REPORT_DIR=… keeps each page's full report (the median run), to see what a
  // score is made of.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    writeFileSync(path.join(reportDir, `${route.replaceAll("/", "_")}.json`), JSON.stringify(lhr));
  }
  const scoreOf = (result: typeof lhr, category: keyof typeof BUDGET) =>
    Math.round((result.categories[category]?.score ?? 0) * 100);
  const score = (category: keyof typeof BUDGET) => scoreOf(lhr, category);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details as
    | { items: ResourceSummaryItem[] }
    | undefined;
  const routeModules = FIRST_LOAD_PAGES[route];
  const failingAudits = (["accessibility", "best-practices"] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}${auditFinding(lhr.audits[ref.id]?.details)}`),
  );
  return {
    route,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
    },
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptTransferBytes:
      summary?.items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    firstLoadScriptBytes: routeModules ? firstLoadScriptBytes(WEB_DIST_DIR, routeModules) : null,
    failingAudits,
    performanceOfEachRun: runs.map((run) => scoreOf(run, "performance")),
  };
}

// The first thing a failing audit found (a console message, a DevTools issue, a node), to say
// what to fix without opening the report.
function auditFinding(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
  const first = items?.[0];
  if (!first) return "";
  const text = JSON.stringify(first).slice(0, 300);
  return ` (${items.length}: ${text})`;
}

// What failed Lighthouse's audits in a category below budget, to say why.
function failedAudits(figures: PageFigures): string[] {
  return CATEGORIES.filter((category) => figures.scores[category] < BUDGET[category]).map(
    (category) => `${category} ${figures.scores[category]} < ${BUDGET[category]}`,
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function reportPage(figures: PageFigures): boolean {
  const failures = failedAudits(figures);
  if (figures.firstLoadScriptBytes !== null && figures.firstLoadScriptBytes > SCRIPT_BUDGET_BYTES) {
    failures.push(`first-load script ${kilobytes(figures.firstLoadScriptBytes)} > 200 KB`);
  }
  console.log(
    figures.route.padEnd(22),
    String(figures.scores.performance).padStart(5),
    String(figures.scores.accessibility).padStart(5),
    String(figures.scores["best-practices"]).padStart(5),
    `${Math.round(figures.lcpMs)} ms`.padStart(9),
    `${Math.round(figures.tbtMs)} ms`.padStart(8),
    figures.cls.toFixed(3).padStart(6),
    kilobytes(figures.scriptTransferBytes).padStart(9),
    (figures.firstLoadScriptBytes === null
      ? "—"
      : kilobytes(figures.firstLoadScriptBytes)
    ).padStart(11),
    failures.length === 0 ? "  ok" : `  OVER: ${failures.join(", ")}`,
  );
  if (figures.performanceOfEachRun.length > 1) {
    console.log(
      " ".repeat(22),
      `performance of each run: ${figures.performanceOfEachRun.join(", ")}`,
    );
  }
  if (figures.failingAudits.length > 0) {
    console.log(" ".repeat(22), `failing audits: ${figures.failingAudits.join(", ")}`);
  }
  return failures.length === 0;
}

// Runs every page RUNS_PER_PAGE times, one after the other, in one Chromium, and reports each
// page's median run; true when all are in budget.
export async function measureLighthouse(baseUrl: string, cookie: string): Promise<boolean> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    console.log(
      `\nLighthouse (mobile, simulated throttling; the median of ${RUNS_PER_PAGE} runs a page)`,
    );
    console.log(
      "page".padEnd(22),
      "perf".padStart(5),
      "a11y".padStart(5),
      "b-p".padStart(5),
      "LCP".padStart(9),
      "TBT".padStart(8),
      "CLS".padStart(6),
      "script".padStart(9),
      "first load".padStart(11),
    );
    let isWithinBudget = true;
    for (const { route, isSignedIn } of PAGES) {
      const figures = await measurePage(chrome.port, baseUrl, cookie, route, isSignedIn);
      isWithinBudget = reportPage(figures) && isWithinBudget;
    }
    return isWithinBudget;
  } finally {
    chrome.kill();
  }
}
