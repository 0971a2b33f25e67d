import { Group, Text } from "@mantine/core";
import type { TerminalReader } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconCreditCardPay, IconDeviceTablet } from "@tabler/icons-react";
import type { DataColumn } from "../../../shared/components/DataTable";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import { isReaderOnline, readerStatusLabel } from "../reader-status";

// 000 §9 Devices: the BBPOS WisePOS E gets its own icon.
function ReaderIcon({ deviceType }: { deviceType: string }) {
  if (deviceType === "bbpos_wisepos_e") {
    return <IconDeviceTablet size={20} aria-label={MESSAGES.wisePosE} role="img" />;
  }
  return <IconCreditCardPay size={20} aria-label={MESSAGES.cardReader} role="img" />;
}

// The readers table's columns; the whole row opens its reader (TerminalsPage).
export function readerColumns(): DataColumn<TerminalReader>[] {
  return [
    {
      header: MESSAGES.reader,
      cell: (reader) => (
        <Group gap="xs" wrap="nowrap">
          <ReaderIcon deviceType={reader.device_type} />
          <Text size="sm" fw={500}>
            {reader.label}
          </Text>
        </Group>
      ),
    },
    {
      header: MESSAGES.status,
      cell: (reader) => (
        <ToneBadge tone={isReaderOnline(reader) ? "green" : "gray"}>
          {readerStatusLabel(reader)}
        </ToneBadge>
      ),
    },
  ];
}
