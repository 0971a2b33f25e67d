import type { ComponentType } from "react";

// The notifications feature's New Notification modal, handed to the class view by the router
// (features meet only there): 001 §3 Class notification, sent to the class's members.
export type ClassNotificationModal = ComponentType<{
  opened: boolean;
  onClose: () => void;
  classAudience: { classId: string; classTitle: string };
}>;
