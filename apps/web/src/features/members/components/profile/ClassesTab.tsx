import { Anchor } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { classPath } from "../../../../shared/class-paths";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { useOrganizationTimeZone } from "../../../../shared/session";
import { formatLongDate } from "../../member-format";
import { memberClassesQueryOptions } from "../../members.api";

// 000 §2 Member profile, Classes: the classes the member belongs to or has asked to join,
// each opening its class view.
export function ClassesTab({ uid }: { uid: string }) {
  const timeZone = useOrganizationTimeZone();
  const classes = useQuery(memberClassesQueryOptions(uid));

  return (
    <QueryTable
      isEmptyCard
      query={classes}
      label="classes"
      emptyMessage={MESSAGES.memberHasNoClasses}
      rowKey={(studioClass) => studioClass.classId}
      minWidth={560}
      columns={[
        {
          header: MESSAGES.class,
          cell: (studioClass) => (
            <Anchor component={Link} to={classPath(studioClass.classId)} size="sm">
              {studioClass.classTitle}
            </Anchor>
          ),
        },
        {
          header: MESSAGES.starts,
          cell: (studioClass) => formatLongDate(studioClass.classStart, timeZone),
        },
        {
          header: MESSAGES.status,
          cell: (studioClass) =>
            studioClass.isPending ? (
              <ToneBadge tone="yellow">
                {studioClass.isPendingPayment ? "Pending payment" : MESSAGES.pending}
              </ToneBadge>
            ) : (
              <ToneBadge tone="green">{MESSAGES.member}</ToneBadge>
            ),
        },
        {
          header: MESSAGES.joined,
          cell: (studioClass) => formatLongDate(studioClass.timestamp, timeZone),
        },
      ]}
    />
  );
}
