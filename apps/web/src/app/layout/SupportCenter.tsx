import { NavLink, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconLifebuoy, IconTicket } from "@tabler/icons-react";
import { EXTERNAL_LINKS } from "../../shared/external-links";

export function SupportCenter() {
  return (
    <Stack gap={0} mt="lg" component="section" aria-labelledby="support-center-title">
      <Text id="support-center-title" size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        Support Center
      </Text>
      <NavLink
        href={EXTERNAL_LINKS.helpCenter}
        target="_blank"
        rel="noopener noreferrer"
        label="Help Center"
        leftSection={<IconLifebuoy size={18} stroke={1.6} />}
      />
      <NavLink
        href={EXTERNAL_LINKS.submitTicket}
        target="_blank"
        rel="noopener noreferrer"
        label="Submit A Ticket"
        leftSection={<IconTicket size={18} stroke={1.6} />}
      />
      <Text size="xs" c="dimmed" px="sm" mt={4}>
        {MESSAGES.supportHours}
      </Text>
    </Stack>
  );
}
