import { Menu } from "@mantine/core";
import type { MemberProfile, MemberSummary } from "@studiodesk/core/contracts/members";
import { DEFAULT_LEADER_BIO } from "@studiodesk/core/rules/members";
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
import { fullName } from "../../member-format";
import { useSendPasswordReset, useSetBlocked, useSetLeader } from "../../members.api";

type PendingAction = "make-leader" | "remove-leader" | "block" | "unblock";

const CONFIRMATIONS: Record<
  PendingAction,
  { title: string; confirmLabel: string; isDestructive: boolean; message: (name: string) => string }
> = {
  "make-leader": {
    title: "Make Leader",
    confirmLabel: "Make Leader",
    isDestructive: false,
    message: (name) =>
      `Make ${name} an app leader? Their bio starts as '${DEFAULT_LEADER_BIO}' until you edit it.`,
  },
  "remove-leader": {
    title: "Remove Leader",
    confirmLabel: "Remove Leader",
    isDestructive: true,
    message: (name) => `Remove ${name} as an app leader? Their leader information will be lost.`,
  },
  block: {
    title: "Block User",
    confirmLabel: "Block User",
    isDestructive: true,
    message: (name) =>
      `Block ${name}? They will be signed out everywhere and cannot sign in until unblocked.`,
  },
  unblock: {
    title: "Unblock User",
    confirmLabel: "Unblock User",
    isDestructive: false,
    message: (name) => `Unblock ${name}? They will be able to sign in again.`,
  },
};

type ProfileOptionsMenuProps = { member: MemberSummary; profile: MemberProfile | undefined };

export function ProfileOptionsMenu({ member, profile }: ProfileOptionsMenuProps) {
  // The last action stays while the dialog animates closed, so its text does not flicker.
  const [action, setAction] = useState<PendingAction>("make-leader");
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const passwordReset = useSendPasswordReset(member.id);
  const setLeader = useSetLeader(member.id);
  const setBlocked = useSetBlocked(member.id);
  const isLeader = profile ? profile.appLeader !== null : member.isLeader;
  const isBlocked = profile?.isBlocked ?? false;
  const ask = (next: PendingAction) => {
    setAction(next);
    setConfirmOpen(true);
  };
  const close = () => setConfirmOpen(false);

  const confirm = () => {
    if (action === "make-leader" || action === "remove-leader") {
      setLeader.mutate(action === "make-leader", { onSuccess: close });
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
          Send Text
        </Menu.Item>
        <Menu.Item
          component="a"
          href={`mailto:${member.email}`}
          leftSection={<IconMail size={16} />}
        >
          Send Email
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKey size={16} />}
          disabled={passwordReset.isPending}
          onClick={() => passwordReset.mutate()}
        >
          Send Password Reset
        </Menu.Item>
        <Menu.Item
          leftSection={isLeader ? <IconStarOff size={16} /> : <IconStar size={16} />}
          disabled={!profile}
          onClick={() => ask(isLeader ? "remove-leader" : "make-leader")}
        >
          {isLeader ? "Remove Leader" : "Make Leader"}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBan size={16} />}
          color={isBlocked ? undefined : "red"}
          disabled={!profile}
          onClick={() => ask(isBlocked ? "unblock" : "block")}
        >
          {isBlocked ? "Unblock User" : "Block User"}
        </Menu.Item>
      </OptionsMenu>
      <ConfirmDialog
        opened={isConfirmOpen}
        title={confirmation.title}
        message={confirmation.message(fullName(member))}
        confirmLabel={confirmation.confirmLabel}
        isDestructive={confirmation.isDestructive}
        cancelLabel="Cancel"
        isPending={setLeader.isPending || setBlocked.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
