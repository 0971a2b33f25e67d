import { Anchor, Avatar, Menu, Stack } from "@mantine/core";
import type { ClassListItem } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { enrolledText } from "@studiodesk/core/rules/classes";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { classListQueryOptions } from "../../../../shared/class-list";
import { CLASSES_PATH, classPath } from "../../../../shared/class-paths";
import { ExportMenuItem } from "../../../../shared/components/ExportMenuItem";
import { OptionsMenu } from "../../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { memberFullName } from "../../../../shared/formats";
import { useMoneyFormat } from "../../../../shared/use-money-format";
import { EventCard } from "../../components/event-view/EventDetailCards";
import { useScheduleAccount } from "../../schedule-session";
import { classPriceText, scheduleSummary } from "../class-format";
import type { ClassRouteState } from "../classes.api";

type ClassTableProps = {
  title: string;
  query: {
    data: ClassListItem[] | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  timeZone: string;
  onOpenRow: (item: ClassListItem) => void;
};

const leaderName = (item: ClassListItem) => {
  const [leader] = item.leaders;
  return leader ? memberFullName(leader) : "—";
};

// One of the two tables. A row opens the class view with the row as router state (001 §2
// "Clicking a row opens the class view with classId and class data"); the title stays a
// link, so it can open in a new tab.
function ClassTable({ title, query, timeZone, onOpenRow }: ClassTableProps) {
  const money = useMoneyFormat();
  return (
    <EventCard title={title}>
      <QueryTable
        query={query}
        label={title.toLowerCase()}
        emptyMessage={MESSAGES.noClassesYet}
        rowKey={(item) => item.classId}
        minWidth={760}
        highlightOnHover
        onOpenRow={onOpenRow}
        columns={[
          {
            header: MESSAGES.image,
            isHeaderHidden: true,
            cell: (item) => <Avatar src={item.imageThumbnail} alt="" radius="sm" size="md" />,
          },
          {
            header: MESSAGES.title,
            cell: (item) => (
              <Anchor
                component={Link}
                to={classPath(item.classId)}
                state={{ classItem: item } satisfies ClassRouteState}
                size="sm"
                fw={500}
                // The link navigates itself; the row must not navigate a second time.
                onClick={(event) => event.stopPropagation()}
              >
                {item.classTitle}
              </Anchor>
            ),
          },
          { header: MESSAGES.schedule, cell: (item) => scheduleSummary(item, timeZone) },
          { header: MESSAGES.leader, cell: leaderName },
          {
            header: MESSAGES.enrolled,
            cell: (item) => enrolledText(item.classUsers, item.classMaxUsers),
          },
          { header: MESSAGES.price, cell: (item) => classPriceText(item.price, money) },
        ]}
      />
    </EventCard>
  );
}

// 001 §2 Classes list (/dashboard/classes/): the Active and Inactive tables.
export function ClassesPage() {
  const account = useScheduleAccount();
  const navigate = useNavigate();
  const classes = useQuery(classListQueryOptions());
  const timeZone = account.publicInformation.timezone;
  const tableQuery = (rows: ClassListItem[] | undefined) => ({ ...classes, data: rows });
  const openClass = (item: ClassListItem) =>
    void navigate(classPath(item.classId), {
      state: { classItem: item } satisfies ClassRouteState,
    });

  return (
    <>
      <PageHeader
        title={MESSAGES.classes}
        actions={
          <OptionsMenu>
            <Menu.Item onClick={() => void navigate(`${CLASSES_PATH}/newclass`)}>
              {MESSAGES.newClass}
            </Menu.Item>
            <ExportMenuItem request={{ kind: "classes" }}>{MESSAGES.exportClasses}</ExportMenuItem>
          </OptionsMenu>
        }
      />
      <Stack>
        <ClassTable
          title={MESSAGES.activeClasses}
          query={tableQuery(classes.data?.active)}
          timeZone={timeZone}
          onOpenRow={openClass}
        />
        <ClassTable
          title={MESSAGES.inactiveClasses}
          query={tableQuery(classes.data?.inactive)}
          timeZone={timeZone}
          onOpenRow={openClass}
        />
      </Stack>
    </>
  );
}
