import { Menu } from "@mantine/core";
import type { MemberProfile, MemberSummary } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import {
  IconBan,
  IconKey,
  IconMail,
  IconMessage,
  IconStar,
  IconStarOff,
} from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { OptionsMenu } from "../../../../shared/components/OptionsMenu";
import { useSignedInSession } from "../../../../shared/session";
import { fullName } from "../../member-format";
import { useSendPasswordReset, useSetBlocked, useSetLeader } from "../../members.api";

// 000 §4: Make Leader acts at once (the bio starts as the default); removing a leader, whose
// information is lost, and blocking, which signs the member out, are asked first.
type PendingAction = "remove-leader" | "block" | "unblock";

const CONFIRMATIONS: Record<
  PendingAction,
  // message: its MESSAGES text, "{name}" filled in with the member's full name.
  { title: string; confirmLabel: string; isDestructive: boolean; message: string }
> = {
  "remove-leader": {
    title: MESSAGES.removeLeader,
    confirmLabel: MESSAGES.removeLeader,
    isDestructive: true,
    message: MESSAGES.removeLeaderConfirm,
  },
  block: {
    title: MESSAGES.blockUser,
    confirmLabel: MESSAGES.blockUser,
    isDestructive: true,
    message: MESSAGES.blockUserConfirm,
  },
  unblock: {
    title: MESSAGES.unblockUser,
    confirmLabel: MESSAGES.unblockUser,
    isDestructive: false,
    message: MESSAGES.unblockUserConfirm,
  },
};

type ProfileOptionsMenuProps = { member: MemberSummary; profile: MemberProfile | undefined };

export function ProfileOptionsMenu({ member, profile }: ProfileOptionsMenuProps) {
  // The last action stays while the dialog animates closed, so its text does not flicker.
  const [action, setAction] = useState<PendingAction>("remove-leader");
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const passwordReset = useSendPasswordReset(member.id);
  const setLeader = useSetLeader(member.id);
  const setBlocked = useSetBlocked(member.id);
  const isLeader = profile ? profile.appLeader !== null : member.isLeader;
  const isBlocked = profile?.isBlocked ?? false;
  // The server refuses to block the signed-in admin's own account; the menu does not offer it.
  const isOwnAccount = useSignedInSession().user.id === member.id;
  const ask = (next: PendingAction) => {
    setAction(next);
    setConfirmOpen(true);
  };
  const close = () => setConfirmOpen(false);

  const confirm = () => {
    if (action === "remove-leader") {
      setLeader.mutate(false, { onSuccess: close });
    } else {
      setBlocked.mutate(action === "block", { onSuccess: close });
    }
  };
  const confirmation = CONFIRMATIONS[action];

  return (
    <>
      <OptionsMenu>
        {/* 000 §6: Send Text is not implemented. */}
        <Menu.Item leftSection={<IconMessage size={16} />} disabled>
          {MESSAGES.sendText}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={`mailto:${member.email}`}
          leftSection={<IconMail size={16} />}
        >
          {MESSAGES.sendEmail}
        </Menu.Item>
        {/* A blocked member is mailed no reset link: the server refuses it until Unblock User. */}
        <Menu.Item
          leftSection={<IconKey size={16} />}
          disabled={passwordReset.isPending || isBlocked}
          onClick={() => passwordReset.mutate()}
        >
          {MESSAGES.sendPasswordReset}
        </Menu.Item>
        <Menu.Item
          leftSection={isLeader ? <IconStarOff size={16} /> : <IconStar size={16} />}
          disabled={!profile || setLeader.isPending}
          onClick={() => (isLeader ? ask("remove-leader") : setLeader.mutate(true))}
        >
          {isLeader ? MESSAGES.removeLeader : MESSAGES.makeLeader}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBan size={16} />}
          color={isBlocked ? undefined : "red"}
          disabled={!profile || isOwnAccount}
          onClick={() => ask(isBlocked ? "unblock" : "block")}
        >
          {isBlocked ? MESSAGES.unblockUser : MESSAGES.blockUser}
        </Menu.Item>
      </OptionsMenu>
      <ConfirmDialog
        opened={isConfirmOpen}
        title={confirmation.title}
        message={fillMessage(confirmation.message, { name: fullName(member) })}
        confirmLabel={confirmation.confirmLabel}
        isDestructive={confirmation.isDestructive}
        cancelLabel={MESSAGES.cancel}
        isPending={setLeader.isPending || setBlocked.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
