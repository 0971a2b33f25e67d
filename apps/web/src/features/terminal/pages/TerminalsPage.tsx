import { Button, Card } from "@mantine/core";
import type { TerminalReader } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure } from "../../../shared/components/QueryState";
import { QueryTable } from "../../../shared/components/QueryTable";
import { notify } from "../../../shared/notify";
import { useFocusableDisabled } from "../../../shared/use-focusable-disabled";
import { readerColumns } from "../components/ReadersTable";
import { isReaderOnline } from "../reader-status";
import { readersQueryOptions } from "../terminal.api";

// 000 §2 Terminals (/dashboard/terminal/): the location's readers, with Refresh. Payments
// start from an event's or a product's Collect Payment, which opens the checkout.
export function TerminalsPage() {
  const readers = useQuery(readersQueryOptions());
  // Its spinner disables it natively: the keyboard's focus comes back when the list is in.
  const refreshButton = useFocusableDisabled({
    isRefused: false,
    isPending: readers.isFetching,
    onClick: () => void readers.refetch(),
  });
  // 000 §2 Terminals, §4: clicking a reader (anywhere on its row, or Enter) says whether it
  // is ready to take a payment or offline.
  const openReader = (reader: TerminalReader) =>
    isReaderOnline(reader)
      ? notify(MESSAGES.terminalPayIsReady, "success")
      : notify(MESSAGES.readerOffline, "info");

  return (
    <>
      <PageHeader
        title={MESSAGES.terminals}
        actions={
          <Button leftSection={<IconRefresh size={16} />} {...refreshButton}>
            {MESSAGES.refresh}
          </Button>
        }
      />
      <Card withBorder padding="lg">
        {/* 000 §8 Reader discovery: no list at all is 'No Stripe Terminal', with the reason;
            an empty list is 'No available readers. Please try again.' */}
        {readers.isError && !readers.data ? (
          <LoadFailure
            title={MESSAGES.noStripeTerminal}
            error={readers.error}
            onRetry={readers.refetch}
          />
        ) : (
          <QueryTable
            query={readers}
            label="readers"
            emptyMessage={MESSAGES.noAvailableReaders}
            rowKey={(reader) => reader.id}
            columns={readerColumns()}
            onOpenRow={openReader}
          />
        )}
      </Card>
    </>
  );
}
