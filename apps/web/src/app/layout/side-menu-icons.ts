import {
  IconBell,
  IconBuildingStore,
  IconCalendar,
  IconCalendarEvent,
  IconChecklist,
  IconCreditCardPay,
  IconFileInvoice,
  IconFileText,
  IconFolder,
  IconForms,
  IconLayoutDashboard,
  IconMessages,
  IconPoint,
  IconReportAnalytics,
  IconSchool,
  IconSettings,
  IconUsers,
  IconVideo,
  type TablerIcon,
} from "@tabler/icons-react";

// core's navigation rule names each menu entry by key; the web app owns the pictures.
const ICON_BY_MENU_KEY: Record<string, TablerIcon> = {
  dashboard: IconLayoutDashboard,
  schedule: IconCalendar,
  classes: IconSchool,
  booking: IconCalendarEvent,
  shop: IconBuildingStore,
  members: IconUsers,
  billing: IconFileInvoice,
  terminal: IconCreditCardPay,
  notifications: IconBell,
  documents: IconFileText,
  resources: IconFolder,
  videos: IconVideo,
  settings: IconSettings,
  attendance: IconChecklist,
  reports: IconReportAnalytics,
  messages: IconMessages,
  forms: IconForms,
};

export function menuIcon(key: string): TablerIcon {
  return ICON_BY_MENU_KEY[key] ?? IconPoint;
}
