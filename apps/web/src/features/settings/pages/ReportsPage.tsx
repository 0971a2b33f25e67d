import { Anchor, Paper, Text } from "@mantine/core";
import type { Report } from "@studiodesk/core/contracts/reports";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime, formatLongDate } from "@studiodesk/core/rules/date-formats";
import { downloadReportLabels, reportProgressText } from "@studiodesk/core/rules/reports";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryTable } from "../../../shared/components/QueryTable";
import { reportsQueryOptions } from "../../../shared/export-report";
import { useOrganizationTimeZone } from "../../../shared/session";

const PROGRESS_REFRESH_MS = 2_000;
// The server signs a download link for an hour (reports.service.ts).
const DOWNLOAD_LINK_REFRESH_MS = 30 * 60_000;

const REPORT_TYPE_LABELS: Record<Report["reportType"], string> = {
  event: MESSAGES.event,
  user: MESSAGES.user,
};

// Every row's link reads Download; its name says which report, made when (and which of two
// of one title made in one minute), so a screen reader's list of links tells them apart.
function downloadLinkNames(reports: Report[], timeZone: string): Map<string, string> {
  const withLinks = reports.filter((report) => report.reportDownloadLink);
  const names = downloadReportLabels(
    withLinks.map((report) => ({
      title: report.reportTitle,
      madeAt: formatDateTime(report.uploadTimestamp, timeZone),
    })),
  );
  return new Map(withLinks.map((report, index) => [report.reportId, names[index] ?? ""]));
}

function ReportDownload({ report, name }: { report: Report; name: string | undefined }) {
  if (report.status === "failed") return <Text size="sm">{MESSAGES.failed}</Text>;
  if (!report.reportDownloadLink) {
    return <Text size="sm">{reportProgressText(report.rowsWritten, report.rowsTotal)}</Text>;
  }
  // 001 §7: the workbook opens in a new tab.
  return (
    <Anchor
      href={report.reportDownloadLink}
      target="_blank"
      rel="noopener"
      size="sm"
      aria-label={name}
    >
      {MESSAGES.download}
    </Anchor>
  );
}

// 001 §7 Reports (/dashboard/settings/reports): every export of the organization, newest
// first, so a workbook can be fetched again. The route table names no page for reports.
export function ReportsPage() {
  const timeZone = useOrganizationTimeZone();
  // A running export's progress refreshes while it is on screen; the download links, signed
  // for an hour, are renewed twice an hour and on coming back to the tab.
  const reports = useQuery({
    ...reportsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((report) => report.status === "running")
        ? PROGRESS_REFRESH_MS
        : DOWNLOAD_LINK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const linkNames = useMemo(
    () => downloadLinkNames(reports.data ?? [], timeZone),
    [reports.data, timeZone],
  );
  return (
    <>
      <PageHeader title={MESSAGES.reports} />
      <Paper withBorder p="lg">
        <QueryTable
          query={reports}
          label="reports"
          emptyMessage={MESSAGES.noReportsYet}
          rowKey={(report) => report.reportId}
          minWidth={640}
          columns={[
            { header: MESSAGES.title, cell: (report) => report.reportTitle },
            { header: MESSAGES.type, cell: (report) => REPORT_TYPE_LABELS[report.reportType] },
            // 000 §9's default date format: the day a report was made (its title names what).
            {
              header: MESSAGES.date,
              cell: (report) => formatLongDate(report.uploadTimestamp, timeZone),
            },
            {
              header: MESSAGES.download,
              cell: (report) => (
                <ReportDownload report={report} name={linkNames.get(report.reportId)} />
              ),
            },
          ]}
        />
      </Paper>
    </>
  );
}
