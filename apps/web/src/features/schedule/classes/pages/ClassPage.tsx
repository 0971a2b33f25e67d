import { Center, Loader, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useParams } from "react-router";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { QueryState } from "../../../../shared/components/QueryState";
import { isRefusal } from "../../../../shared/failure-message";
import { useScheduleAccount } from "../../schedule-session";
import { CLASSES_PATH, type ClassRouteState, classQueryOptions } from "../classes.api";
import { ClassOptionsMenu } from "../components/ClassOptionsMenu";
import { ClassSummaryCard } from "../components/ClassSummaryCard";

// 001 §2 Class view (/dashboard/classes/{classId}/). A missing, malformed or another
// organization's id goes back to the list; a row of the list passes its data along, so the
// title shows while the class loads.
export function ClassPage() {
  const { classId = "" } = useParams();
  const routeState = useLocation().state as ClassRouteState;
  const account = useScheduleAccount();
  const studioClass = useQuery({ ...classQueryOptions(classId), enabled: Boolean(classId) });

  if (!classId || isRefusal(studioClass.error)) return <Navigate to={CLASSES_PATH} replace />;
  const title = studioClass.data?.classTitle ?? routeState?.classItem?.classTitle ?? "Class";

  return (
    <>
      <PageHeader
        title={title}
        actions={studioClass.data && <ClassOptionsMenu studioClass={studioClass.data} />}
      />
      {studioClass.isLoading ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading class" />
        </Center>
      ) : (
        <QueryState
          query={{ ...studioClass, data: studioClass.data ? [studioClass.data] : undefined }}
          label="class"
          emptyMessage=""
        >
          {([loaded]) =>
            loaded && (
              <Stack>
                <ClassSummaryCard
                  studioClass={loaded}
                  timeZone={account.publicInformation.timezone}
                />
              </Stack>
            )
          }
        </QueryState>
      )}
    </>
  );
}
