import { Avatar, Group, Text } from "@mantine/core";
import type { Session } from "@studiodesk/core/contracts/auth";

// The app's public name wins over the organization's record name when it is set.
export function OrganizationBrand({ session }: { session: Session }) {
  const { appLogo, appName } = session.account.publicInformation;
  const name = appName.trim() || session.organization.name;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={appLogo} name={name} alt={`${name} logo`} radius="md" size="md" />
      <Text fw={600} lineClamp={2}>
        {name}
      </Text>
    </Group>
  );
}
