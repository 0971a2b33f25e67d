import { Button, Card } from "@mantine/core";
import type { TerminalReader } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryTable } from "../../../shared/components/QueryTable";
import { notify } from "../../../shared/notify";
import { readerColumns } from "../components/ReadersTable";
import { isReaderOnline } from "../reader-status";
import { readersQueryOptions } from "../terminal.api";

// 000 §2 Terminals (/dashboard/terminal/): the location's readers, with Refresh. Payments
// start from an event's or a product's Collect Payment, which opens the checkout.
export function TerminalsPage() {
  const readers = useQuery(readersQueryOptions());
  // 000 §4 Terminal payment flow: a connected (online) reader is ready to take a payment.
  const openReader = (reader: TerminalReader) =>
    isReaderOnline(reader)
      ? notify(MESSAGES.terminalPayIsReady, "success")
      : notify(MESSAGES.readerOffline, "info");

  return (
    <>
      <PageHeader
        title="Terminals"
        actions={
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={readers.isFetching}
            onClick={() => void readers.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <QueryTable
          query={readers}
          label="readers"
          emptyMessage={MESSAGES.noAvailableReaders}
          rowKey={(reader) => reader.id}
          columns={readerColumns(openReader)}
        />
      </Card>
    </>
  );
}
