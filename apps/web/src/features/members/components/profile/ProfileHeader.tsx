import { Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { MemberProfile, MemberSummary } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { isMenuEntryEnabled } from "@studiodesk/core/rules/navigation";
import { IconCreditCard, IconFileInvoice, IconPhoto } from "@tabler/icons-react";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { ImageFileButton } from "../../../../shared/components/ImageFileButton";
import { SavedCard } from "../../../../shared/components/SavedCard";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { useSignedInSession } from "../../../../shared/session";
import { useToastsBelow } from "../../../../shared/use-toasts-below";
import { fullName } from "../../member-format";
import { NEW_INVOICE_PATH } from "../../member-routes";
import { useUploadMemberPhoto } from "../../members.api";
import { LeaderStar } from "../MembersTable";
import { ProfileOptionsMenu } from "./ProfileOptionsMenu";

const PHOTO_SIZE = 96;

function PaymentMethod({ profile }: { profile: MemberProfile | undefined }) {
  if (!profile) return <Skeleton height={16} width={160} />;
  const card = profile.defaultCard;
  // 000 §9: the card's brand as an image; with no card, 'No Payment Method'.
  if (card) return <SavedCard card={card} />;
  return (
    <Group gap={6} c="dimmed">
      <IconCreditCard size={18} aria-hidden />
      <Text size="sm">{MESSAGES.noPaymentMethod}</Text>
    </Group>
  );
}

function PhotoField({ member }: { member: MemberSummary }) {
  const upload = useUploadMemberPhoto(member.id);
  return (
    <Stack gap={6} align="center">
      <Avatar
        src={member.profilePhotoURL}
        alt={fillMessage(MESSAGES.photoOf, { name: fullName(member) })}
        size={PHOTO_SIZE}
        radius={PHOTO_SIZE}
      />
      {/* 000 §5: images only, a single file; the server stores it as a JPEG. */}
      <ImageFileButton
        label={MESSAGES.changeImage}
        onFile={(file) => upload.mutate(file)}
        isPending={upload.isPending}
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPhoto size={14} />}
      />
    </Stack>
  );
}

type ProfileHeaderProps = { member: MemberSummary; profile: MemberProfile | undefined };

export function ProfileHeader({ member, profile }: ProfileHeaderProps) {
  const navigate = useNavigate();
  const isLeader = profile ? profile.appLeader !== null : member.isLeader;
  // New Invoice opens Billing's page, offered only while Billing is (000 §2: "Billing shows
  // only when isPaymentActive is true"); it could only be refused otherwise.
  const hasBilling = isMenuEntryEnabled("billing", useSignedInSession().account);
  const actionsRef = useRef<HTMLDivElement>(null);
  useToastsBelow(actionsRef);
  return (
    <Card withBorder padding="lg" mb="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Group gap="lg" align="flex-start">
          <PhotoField member={member} />
          <Stack gap={6}>
            <Group gap="xs">
              <Title order={1} size="h2">
                {fullName(member)}
              </Title>
              {isLeader && <LeaderStar />}
              {profile?.isBlocked && <ToneBadge tone="red">{MESSAGES.blocked}</ToneBadge>}
            </Group>
            <Text size="sm">{member.email}</Text>
            <PaymentMethod profile={profile} />
          </Stack>
        </Group>
        {/* The profile's buttons stand where a page header's do: the toasts start below. */}
        <Group ref={actionsRef} gap="sm">
          {hasBilling && (
            <Button
              leftSection={<IconFileInvoice size={16} />}
              // 000 §2: the new-invoice view receives the member it is for.
              onClick={() =>
                void navigate(NEW_INVOICE_PATH, { state: { user: profile ?? member } })
              }
            >
              {MESSAGES.newInvoice}
            </Button>
          )}
          <ProfileOptionsMenu member={member} profile={profile} />
        </Group>
      </Group>
    </Card>
  );
}
