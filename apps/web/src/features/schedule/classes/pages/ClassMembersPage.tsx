import { Group, Menu, Stack, Text } from "@mantine/core";
import type { ClassMember } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { isPaidClass } from "@studiodesk/core/rules/classes";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { CLASSES_PATH } from "../../../../shared/class-paths";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { ExportMenuItem } from "../../../../shared/components/ExportMenuItem";
import { OptionsMenu } from "../../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { QueryState } from "../../../../shared/components/QueryState";
import { RedirectWithNotice } from "../../../../shared/components/RedirectWithNotice";
import { SearchInput } from "../../../../shared/components/SearchInput";
import { isRefusal, notifyFailure } from "../../../../shared/failure-message";
import { memberFullName } from "../../../../shared/formats";
import { memberProfilePath } from "../../../../shared/member-profile-path";
import { useConfirmedDelete } from "../../../../shared/use-confirmed-delete";
import { useMemberSearch } from "../../../../shared/use-member-search";
import { useSingleFlight } from "../../../../shared/use-single-flight";
import { AddAttendeesModal } from "../../components/attendees/AddAttendeesModal";
import { EventCard } from "../../components/event-view/EventDetailCards";
import {
  classMembersQueryOptions,
  classQueryOptions,
  useAcceptClassMember,
  useAddClassMembers,
  useDeclineClassMember,
  useRemoveClassMember,
} from "../classes.api";
import { ClassMembersTable, PendingMembersTable } from "../components/ClassMembersTable";

// 001 §2 Class members (/dashboard/classes/{classId}/users): pending requests to accept or
// decline, the members to view or remove, and Add Members.
export function ClassMembersPage() {
  const { classId = "" } = useParams();
  const navigate = useNavigate();
  const studioClass = useQuery({ ...classQueryOptions(classId), enabled: Boolean(classId) });
  const members = useQuery({ ...classMembersQueryOptions(classId), enabled: Boolean(classId) });
  const [isAdding, setIsAdding] = useState(false);
  // One search box filters both tables (001 §2 Reusable members table).
  const search = useMemberSearch("Search class members");
  const addMembers = useAddClassMembers(classId);
  const accept = useAcceptClassMember(classId);
  const decline = useDeclineClassMember(classId);
  const answerFlight = useSingleFlight();
  const removal = useConfirmedDelete(useRemoveClassMember(classId), {
    idOf: (member: ClassMember) => member.uid,
    titleOf: () => MESSAGES.removeMember,
    fallbackTitle: MESSAGES.removeMember,
    message: (member) =>
      `Remove ${memberFullName(member)} from this class? ${MESSAGES.classMembersTip}`,
    doneMessage: () => null,
    isKeptOnFailure: true,
  });
  const existing = useMemo(
    () =>
      new Set(
        [...(members.data?.members ?? []), ...(members.data?.pending ?? [])].map((m) => m.uid),
      ),
    [members.data],
  );

  if (!classId || isRefusal(studioClass.error) || isRefusal(members.error)) {
    return <RedirectWithNotice to={CLASSES_PATH} notice={MESSAGES.classNotFound} />;
  }

  // One answer at a time: `isBusy` dims the buttons only after the next render, so a double
  // click on Accept sent two accepts, and the second said 'This member has no pending request
  // for this class.' over the first's success.
  const answer = (mutation: typeof accept) => (member: ClassMember) => {
    if (!answerFlight.start()) return;
    mutation.mutate(member.uid, { onError: notifyFailure, onSettled: answerFlight.end });
  };
  const pending = members.data?.pending ?? [];
  const visiblePending = pending.filter(search.matches);
  const visibleMembers = members.data?.members.filter(search.matches);
  const showsSubscription = studioClass.data?.priceMode === "subscription";

  return (
    <>
      <PageHeader
        title={studioClass.data ? `${studioClass.data.classTitle} Members` : MESSAGES.classMembers}
        actions={
          <OptionsMenu>
            {/* A cancelled class takes no one new (the API refuses it): the item stays, dimmed. */}
            <Menu.Item disabled={studioClass.data?.isCancelled} onClick={() => setIsAdding(true)}>
              {MESSAGES.addMembers}
            </Menu.Item>
            <ExportMenuItem request={{ kind: "classUsers", classId }}>
              {MESSAGES.exportUsers}
            </ExportMenuItem>
          </OptionsMenu>
        }
      />
      <Stack>
        <SearchInput {...search.searchProps} maw={360} />
        {pending.length > 0 && (
          <EventCard title={MESSAGES.pendingMembers}>
            {visiblePending.length > 0 ? (
              <PendingMembersTable
                pending={visiblePending}
                showsSubscription={showsSubscription}
                isBusy={accept.isPending || decline.isPending}
                onAccept={answer(accept)}
                onDecline={answer(decline)}
              />
            ) : (
              <Text c="dimmed">{MESSAGES.noUsersFound}</Text>
            )}
          </EventCard>
        )}
        <EventCard title={MESSAGES.classMembers}>
          <QueryState
            query={{ ...members, data: visibleMembers }}
            label="class members"
            emptyMessage={search.isSearching ? MESSAGES.noUsersFound : MESSAGES.noClassMembersYet}
          >
            {(rows) => (
              <ClassMembersTable
                members={rows}
                showsSubscription={showsSubscription}
                onViewProfile={(uid) => void navigate(memberProfilePath(uid))}
                onRemove={removal.ask}
              />
            )}
          </QueryState>
        </EventCard>
        <Group gap="xs" c="dimmed">
          <IconInfoCircle size={16} />
          <Text size="sm">{MESSAGES.classMembersTip}</Text>
        </Group>
      </Stack>
      <AddAttendeesModal
        add={addMembers}
        title={MESSAGES.addMembers}
        confirmMessage={
          isPaidClass(studioClass.data?.priceMode ?? null)
            ? MESSAGES.addPaidClassMembersConfirm
            : MESSAGES.addClassMembersConfirm
        }
        opened={isAdding}
        existing={existing}
        onClose={() => setIsAdding(false)}
      />
      <ConfirmDialog {...removal.dialog} confirmLabel={MESSAGES.remove} />
    </>
  );
}
