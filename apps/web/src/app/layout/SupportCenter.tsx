import { NavLink, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconLifebuoy, IconTicket } from "@tabler/icons-react";
import { EXTERNAL_LINKS } from "../../shared/external-links";

const SUPPORT_LINKS = [
  { label: MESSAGES.helpCenter, href: EXTERNAL_LINKS.helpCenter, Icon: IconLifebuoy },
  { label: MESSAGES.submitATicket, href: EXTERNAL_LINKS.submitTicket, Icon: IconTicket },
];

export function SupportCenter() {
  return (
    <Stack gap={0} mt="lg" component="section" aria-labelledby="support-center-title">
      <Text id="support-center-title" size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        {MESSAGES.supportCenter}
      </Text>
      {SUPPORT_LINKS.map(({ label, href, Icon }) => (
        <NavLink
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          label={label}
          leftSection={<Icon size={18} stroke={1.6} />}
        />
      ))}
      <Text size="xs" c="dimmed" px="sm" mt={4}>
        {MESSAGES.supportHours}
      </Text>
    </Stack>
  );
}
