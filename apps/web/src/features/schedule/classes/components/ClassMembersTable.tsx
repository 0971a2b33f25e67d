import { Group } from "@mantine/core";
import type { ClassMember } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { DataTable } from "../../../../shared/components/DataTable";
import { MemberNameCell } from "../../../../shared/components/MemberNameCell";
import { IconAction } from "../../../../shared/components/RowActions";
import { memberFullName } from "../../../../shared/formats";
import { DOCUMENT_LABELS } from "../../components/attendees/document-labels";
import { ProfileAndRemoveActions } from "../../components/attendees/ProfileAndRemoveActions";

// The reusable members table's subscription status (001 §2): a class member who pays by a
// class billing subscription, or whose subscription has ended or was cancelled; a pending
// request, whether it waits for payment or for approval.
export function subscriptionLabel(member: ClassMember): string {
  if (member.isPending) return member.isPendingPayment ? "Awaiting payment" : "Awaiting approval";
  return member.hasActiveSubscription ? MESSAGES.active : "None";
}

// 001 §2 Class members: Name (the members table's photo, name and leader star), Documents,
// the subscription status where the class bills by subscription, and the row's actions.
function MembersTable({
  members,
  showsSubscription,
  actions,
}: {
  members: ClassMember[];
  showsSubscription: boolean;
  actions: (member: ClassMember) => ReactNode;
}) {
  return (
    <DataTable
      rows={members}
      rowKey={(member) => member.uid}
      minWidth={560}
      striped
      columns={[
        {
          header: MESSAGES.name,
          cell: (member) => (
            <MemberNameCell
              firstName={member.firstName}
              lastName={member.lastName}
              photoUrl={member.profilePhotoURL}
              isLeader={member.isLeader}
            />
          ),
        },
        { header: MESSAGES.documents, cell: (member) => DOCUMENT_LABELS[member.documentStatus] },
        ...(showsSubscription
          ? [
              {
                header: MESSAGES.subscription,
                cell: (member: ClassMember) => subscriptionLabel(member),
              },
            ]
          : []),
        {
          header: MESSAGES.actions,
          isHeaderHidden: true,
          cell: (member) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {actions(member)}
            </Group>
          ),
        },
      ]}
    />
  );
}

type ClassMembersTableProps = {
  members: ClassMember[];
  // The class bills its members by subscription.
  showsSubscription: boolean;
  onViewProfile: (uid: string) => void;
  onRemove: (member: ClassMember) => void;
};

// The Class Members table: view the profile or remove.
export function ClassMembersTable({
  members,
  showsSubscription,
  onViewProfile,
  onRemove,
}: ClassMembersTableProps) {
  return (
    <MembersTable
      members={members}
      showsSubscription={showsSubscription}
      actions={(member) => (
        <ProfileAndRemoveActions
          name={memberFullName(member)}
          onViewProfile={() => onViewProfile(member.uid)}
          onRemove={() => onRemove(member)}
        />
      )}
    />
  );
}

type PendingMembersTableProps = {
  pending: ClassMember[];
  showsSubscription: boolean;
  isBusy: boolean;
  onAccept: (member: ClassMember) => void;
  onDecline: (member: ClassMember) => void;
};

// The Pending Members table: accept or decline each request.
export function PendingMembersTable({
  pending,
  showsSubscription,
  isBusy,
  onAccept,
  onDecline,
}: PendingMembersTableProps) {
  return (
    <MembersTable
      members={pending}
      showsSubscription={showsSubscription}
      actions={(member) => (
        <>
          <IconAction
            label={MESSAGES.accept}
            ariaLabel={fillMessage(MESSAGES.acceptNamed, { name: memberFullName(member) })}
            icon={<IconCheck size={18} />}
            color="green"
            onClick={() => !isBusy && onAccept(member)}
          />
          <IconAction
            label={MESSAGES.decline}
            ariaLabel={fillMessage(MESSAGES.declineNamed, { name: memberFullName(member) })}
            icon={<IconX size={18} />}
            color="red"
            onClick={() => !isBusy && onDecline(member)}
          />
        </>
      )}
    />
  );
}
