import { Avatar, Group, Text } from "@mantine/core";
import type { Session } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { avatarInitials } from "../../shared/initials";

// The app's public name wins over the organization's record name when it is set.
export function OrganizationBrand({ session }: { session: Session }) {
  const { appLogo, appName } = session.account.publicInformation;
  const name = appName.trim() || session.organization.name;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={appLogo} alt={fillMessage(MESSAGES.logoOf, { name })} radius="md" size="md">
        {avatarInitials(name)}
      </Avatar>
      <Text fw={600} lineClamp={2}>
        {name}
      </Text>
    </Group>
  );
}
