import { Menu } from "@mantine/core";
import type { CreateReportRequest } from "@studiodesk/core/contracts/reports";
import type { ReactNode } from "react";
import { useExportReport } from "../export-report";

type ExportMenuItemProps = {
  request: CreateReportRequest;
  // The spec's label on that page: Export Users, Export Classes, Export Data.
  children: ReactNode;
  disabled?: boolean;
};

// An Options menu entry that exports the page's list as a spreadsheet report (001 §7).
export function ExportMenuItem({ request, children, disabled }: ExportMenuItemProps) {
  const { exportReport, isStarting } = useExportReport();
  return (
    <Menu.Item disabled={disabled || isStarting} onClick={() => void exportReport(request)}>
      {children}
    </Menu.Item>
  );
}
