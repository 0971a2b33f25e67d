import { readFileSync, writeFileSync } from "node:fs";

export const EXPORT_BUDGET_MS = 5_000;
export const EXPORT_BUDGET_MB = 300;

type ReportState = { status: string; rowsWritten: number; rowsTotal: number | null };

const MB = 1024 * 1024;
// Linux counts process CPU time in clock ticks, 100 a second.
const CLOCK_TICK_MS = 10;
// Polling is a request to the busy server: often enough to see the start, not more.
const POLL_MS = 100;

// Resident memory of the server process from /proc (Linux): now, or the peak since reset.
function residentBytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

// CPU time the server process has used (user + system), which the machine's load does not
// inflate the way it does wall-clock time.
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * CLOCK_TICK_MS;
}

// Forgets the process's resident peak so VmHWM measures the export alone.
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

const verdict = (isOk: boolean, budget: string) => `${isOk ? "ok" : "OVER"} <${budget}`;

// 100,000 members exported as an XLSX workbook by the server's job (001 §7, issue 18): the
// time from the job's start (it saves the row total first) until the report is ready, and the
// memory the export adds to the server process (its resident peak meanwhile, less what it held
// before). The job runner's poll before the job starts is not the export's time.
export async function measureMembersExport(baseUrl: string, cookie: string, serverPid: number) {
  const headers = { cookie, "content-type": "application/json", "x-studiodesk-csrf": "1" };
  const read = async (reportId: string) =>
    (await (
      await fetch(`${baseUrl}/api/v1/reports/${reportId}`, { headers })
    ).json()) as ReportState;
  const rssBefore = residentBytes(serverPid, "VmRSS");
  resetPeak(serverPid);
  const created = await fetch(`${baseUrl}/api/v1/reports`, {
    method: "POST",
    headers,
    body: JSON.stringify({ kind: "users" }),
  });
  if (created.status !== 201) throw new Error(`Export refused: ${await created.text()}`);
  const { reportId } = (await created.json()) as { reportId: string };
  let started: { at: number; cpu: number } | undefined;
  let state = await read(reportId);
  const deadline = Date.now() + 120_000;
  while (state.status === "running" && Date.now() < deadline) {
    if (!started && state.rowsTotal !== null) {
      started = { at: performance.now(), cpu: cpuMs(serverPid) };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    state = await read(reportId);
  }
  const exportMs = performance.now() - (started?.at ?? performance.now());
  const exportCpuMs = cpuMs(serverPid) - (started?.cpu ?? cpuMs(serverPid));
  const peak = residentBytes(serverPid, "VmHWM");
  const addedMb = (peak - rssBefore) / MB;
  const isFast = exportMs < EXPORT_BUDGET_MS;
  const isLean = addedMb < EXPORT_BUDGET_MB;
  console.log(
    `\nmembers export, ${state.rowsWritten.toLocaleString("en-US")} rows to XLSX (${state.status}): ` +
      `${Math.round(exportMs)} ms (${verdict(isFast, `${EXPORT_BUDGET_MS} ms`)}; server CPU ${exportCpuMs} ms), ` +
      `peak memory added ${Math.round(addedMb)} MB (${verdict(isLean, `${EXPORT_BUDGET_MB} MB`)}; ` +
      `server process ${Math.round(rssBefore / MB)} MB before, ${Math.round(peak / MB)} MB at its peak)`,
  );
  return state.status === "ready" && isFast && isLean;
}
