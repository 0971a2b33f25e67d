import { notifications } from "@mantine/notifications";
import type { CreateReportRequest, Report } from "@studiodesk/core/contracts/reports";
import { MESSAGES } from "@studiodesk/core/messages";
import { reportProgressText } from "@studiodesk/core/rules/reports";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "./api-client";
import { notifyFailure } from "./failure-message";
import { notify } from "./notify";

// Under ["reports"]: the live-update topic "reports" refreshes the Reports list.
export const reportKeys = {
  all: ["reports"] as const,
  list: () => [...reportKeys.all, "list"] as const,
  detail: (reportId: string) => [...reportKeys.all, "detail", reportId] as const,
};

export function reportsQueryOptions() {
  return queryOptions({
    queryKey: reportKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/reports"))).reports,
  });
}

const POLL_INTERVAL_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readReport = (reportId: string) =>
  unwrap(api.GET("/api/v1/reports/{reportId}", { params: { path: { reportId } } }));

// 001 §7 "reportDownloadLink, opened in a new tab". The tab is opened at the click, while
// the browser still counts it as the user's doing (a pop-up opened after the export's seconds
// of work would be blocked), and is pointed at the workbook once it is stored. A blocked
// pop-up gets the spec's alert; the report still lands in the Reports list.
function openReportTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) {
    notify(MESSAGES.popupBlockedView, "warning");
    return null;
  }
  tab.document.title = MESSAGES.reportPreparing;
  return tab;
}

// Export buttons: asks for the report, then follows its job in a notification that shows the
// progress while the page stays usable (the job runs on the server; leaving the page does not
// stop it), then says 'Success' and opens the workbook.
export function useExportReport() {
  const queryClient = useQueryClient();
  const [isStarting, setIsStarting] = useState(false);

  const follow = async (report: Report): Promise<Report> => {
    let current = report;
    while (current.status === "running") {
      notifications.update({
        id: report.reportId,
        loading: true,
        message: `${current.reportTitle}: ${reportProgressText(current.rowsWritten, current.rowsTotal)}`,
      });
      await wait(POLL_INTERVAL_MS);
      current = await readReport(report.reportId);
    }
    return current;
  };

  // Call from the click handler itself: the tab must open before anything is awaited.
  const exportReport = async (request: CreateReportRequest): Promise<void> => {
    const tab = openReportTab();
    setIsStarting(true);
    let report: Report;
    try {
      report = await unwrap(api.POST("/api/v1/reports", { body: request }));
    } catch (error) {
      tab?.close();
      notifyFailure(error);
      return;
    } finally {
      setIsStarting(false);
    }
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    notifications.show({
      id: report.reportId,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: MESSAGES.reportPreparing,
    });
    try {
      const finished = await follow(report);
      notifications.hide(report.reportId);
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      if (finished.status === "ready" && finished.reportDownloadLink) {
        notify(MESSAGES.exportSuccess, "success");
        if (tab) tab.location.href = finished.reportDownloadLink;
      } else {
        tab?.close();
        notify(MESSAGES.reportFailed, "danger");
      }
    } catch (error) {
      tab?.close();
      notifications.hide(report.reportId);
      notifyFailure(error);
    }
  };

  return { exportReport, isStarting };
}
