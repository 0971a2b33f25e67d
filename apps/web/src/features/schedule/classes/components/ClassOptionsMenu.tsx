import { Menu } from "@mantine/core";
import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CLASSES_PATH, classMembersPath } from "../../../../shared/class-paths";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { OptionsMenu } from "../../../../shared/components/OptionsMenu";
import { copyShareLink } from "../../../../shared/copy-link";
import { notifyFailure } from "../../../../shared/failure-message";
import { notify } from "../../../../shared/notify";
import type { ClassNotificationModal } from "../class-notification-modal";
import { useDeleteClass } from "../classes.api";

// 001 §2 Class view Options: View Members, Share Class, Send Notification (001 §3 Class
// notification), Delete Class.
export function ClassOptionsMenu({
  studioClass,
  NotificationModal,
}: {
  studioClass: StudioClass;
  NotificationModal?: ClassNotificationModal;
}) {
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isNotifying, setIsNotifying] = useState(false);
  const remove = useDeleteClass(studioClass.classId);

  // Awaited rather than per-call callbacks: the page may unmount (its class is gone) before
  // the answer arrives, and the notice must still show. A paid class with members is
  // refused with the server's message (001 §5 Other).
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      notify(MESSAGES.classDeleted, "success");
      void navigate(CLASSES_PATH, { replace: true });
    } catch (error) {
      notifyFailure(error);
      setIsDeleting(false);
    }
  };

  return (
    <>
      <OptionsMenu>
        <Menu.Item onClick={() => void navigate(classMembersPath(studioClass.classId))}>
          {MESSAGES.viewMembers}
        </Menu.Item>
        <Menu.Item onClick={() => void copyShareLink(studioClass.shareLink)}>
          {MESSAGES.shareClass}
        </Menu.Item>
        {NotificationModal && (
          <Menu.Item onClick={() => setIsNotifying(true)}>{MESSAGES.sendNotification}</Menu.Item>
        )}
        <Menu.Item c="var(--mantine-color-error)" onClick={() => setIsDeleting(true)}>
          {MESSAGES.deleteClass}
        </Menu.Item>
      </OptionsMenu>
      <ConfirmDialog
        opened={isDeleting}
        title={MESSAGES.deleteClass}
        message={MESSAGES.deleteClassConfirm}
        confirmLabel={MESSAGES.deleteClass}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setIsDeleting(false)}
      />
      {NotificationModal && (
        <NotificationModal
          opened={isNotifying}
          onClose={() => setIsNotifying(false)}
          classAudience={{ classId: studioClass.classId, classTitle: studioClass.classTitle }}
        />
      )}
    </>
  );
}
