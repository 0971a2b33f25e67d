import { readFileSync, writeFileSync } from "node:fs";

export const EXPORT_BUDGET_MS = 5_000;
export const EXPORT_BUDGET_MB = 300;

type ReportState = { status: string; rowsWritten: number; rowsTotal: number | null };

const MB = 1024 * 1024;

// Resident memory of the server process, from /proc (Linux): now and the peak since reset.
function residentBytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

// Forgets the process's resident peak so VmHWM measures the export alone.
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {}
}

// 100,000 members exported as an XLSX workbook by the server's job (001 §7, issue 18): the
// time from the job's start (it sets the row total first) until the report is ready, and the
// server process's peak resident memory meanwhile. The job runner's poll before the job starts
// is not the export's time, so it is left out.
export async function measureMembersExport(baseUrl: string, cookie: string, serverPid: number) {
  const headers = { cookie, "content-type": "application/json", "x-studiodesk-csrf": "1" };
  const created = await fetch(`${baseUrl}/api/v1/reports`, {
    method: "POST",
    headers,
    body: JSON.stringify({ kind: "users" }),
  });
  if (created.status !== 201) throw new Error(`Export refused: ${await created.text()}`);
  const { reportId } = (await created.json()) as { reportId: string };
  const read = async () =>
    (await (
      await fetch(`${baseUrl}/api/v1/reports/${reportId}`, { headers })
    ).json()) as ReportState;
  resetPeak(serverPid);
  let startedAt: number | undefined;
  let state = await read();
  const deadline = Date.now() + 120_000;
  while (state.status === "running" && Date.now() < deadline) {
    if (startedAt === undefined && state.rowsTotal !== null) startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await read();
  }
  const exportMs = performance.now() - (startedAt ?? performance.now());
  const peakMb = residentBytes(serverPid, "VmHWM") / MB;
  const isOk = state.status === "ready" && exportMs < EXPORT_BUDGET_MS && peakMb < EXPORT_BUDGET_MB;
  console.log(
    `members export of ${state.rowsWritten.toLocaleString("en-US")} rows (XLSX): ` +
      `${Math.round(exportMs)} ms (${exportMs < EXPORT_BUDGET_MS ? "ok" : "OVER"} <${EXPORT_BUDGET_MS}), ` +
      `server peak ${Math.round(peakMb)} MB (${peakMb < EXPORT_BUDGET_MB ? "ok" : "OVER"} <${EXPORT_BUDGET_MB})` +
      (state.status === "ready" ? "" : `, report ${state.status}`),
  );
  return isOk;
}
