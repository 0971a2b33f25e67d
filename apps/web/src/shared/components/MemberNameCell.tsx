import { Avatar, Group, Text, Tooltip } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconStarFilled } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { memberFullName } from "../formats";
import { avatarInitials } from "../initials";

// The star's name: journeys and screen readers find a leader by it.
export const APP_LEADER_LABEL = MESSAGES.appLeader;

type MemberNameCellProps = {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  isLeader: boolean;
  // Draws the name another way, e.g. as a link to the member profile.
  renderName?: (name: string) => ReactNode;
};

// 001 §2 Reusable members table: the photo (or the initials without one), the name and a
// star for app leaders. The avatar is decorative: the name beside it says who it is.
export function MemberNameCell({
  firstName,
  lastName,
  photoUrl,
  isLeader,
  renderName,
}: MemberNameCellProps) {
  const name = memberFullName({ firstName, lastName });
  return (
    <Group gap="sm" wrap="nowrap">
      {/* One deep colour for every member's initials: the per-name "initials" colours fall
          under the contrast axe asks for. */}
      <Avatar src={photoUrl} alt="" variant="filled" color="indigo.9" size={32} aria-hidden>
        {avatarInitials(name)}
      </Avatar>
      <span data-testid="member-name">
        {renderName ? (
          renderName(name)
        ) : (
          <Text span size="sm" fw={500}>
            {name}
          </Text>
        )}
      </span>
      {isLeader && (
        <Tooltip label={APP_LEADER_LABEL}>
          <IconStarFilled
            size={14}
            color="var(--mantine-color-yellow-6)"
            role="img"
            aria-label={APP_LEADER_LABEL}
          />
        </Tooltip>
      )}
    </Group>
  );
}
