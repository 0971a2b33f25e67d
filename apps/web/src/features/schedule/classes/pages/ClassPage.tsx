import { Center, Loader } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "react-router";
import { CLASSES_PATH } from "../../../../shared/class-paths";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { LoadFailure } from "../../../../shared/components/QueryState";
import { RedirectWithNotice } from "../../../../shared/components/RedirectWithNotice";
import { isRefusal } from "../../../../shared/failure-message";
import { useIsDeleted } from "../../../../shared/use-is-deleted";
import { classKeys } from "../class-keys";
import type { ClassNotificationModal } from "../class-notification-modal";
import { type ClassRouteState, classQueryOptions } from "../classes.api";
import { ClassEditor } from "../components/ClassEditor";

// 001 §2 Class view (/dashboard/classes/{classId}/). A missing, malformed or another
// organization's id goes back to the list; a row of the list passes its data along, so the
// title shows while the class loads.
export function ClassPage({ NotificationModal }: { NotificationModal?: ClassNotificationModal }) {
  const { classId = "" } = useParams();
  const routeState = useLocation().state as ClassRouteState;
  const isDeleted = useIsDeleted(classKeys.deletion(classId));
  // Once deleted, the delete's live update must not ask for the class again (a 404).
  const studioClass = useQuery({
    ...classQueryOptions(classId),
    enabled: Boolean(classId) && !isDeleted,
  });

  // The Options menu's delete goes back with 'Class Deleted.' itself.
  if (isDeleted && isRefusal(studioClass.error)) return null;
  if (!classId || isRefusal(studioClass.error))
    return <RedirectWithNotice to={CLASSES_PATH} notice={MESSAGES.classNotFound} />;
  if (studioClass.data)
    return <ClassEditor studioClass={studioClass.data} NotificationModal={NotificationModal} />;
  return (
    <>
      <PageHeader title={routeState?.classItem?.classTitle ?? MESSAGES.class} />
      {studioClass.isError ? (
        <LoadFailure error={studioClass.error} onRetry={studioClass.refetch} />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={MESSAGES.loadingClass} />
        </Center>
      )}
    </>
  );
}
