import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import type { ReactNode } from "react";
import { failureMessage } from "../failure-message";
import { EmptyState } from "./EmptyState";

// What a list query offers that the states need (a useQuery result fits).
type ListQuery<T> = {
  data: T[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: ListQuery<T>;
  // What is loading, for the spinner's accessible name ("documents").
  label: string;
  emptyMessage: string;
  // A tab of its own shows the empty message in a card (see EmptyState).
  isEmptyCard?: boolean;
  children: (items: T[]) => ReactNode;
};

// Loading, failure and empty states of a list loaded from the server.
export function QueryState<T>({
  query,
  label,
  emptyMessage,
  isEmptyCard,
  children,
}: QueryStateProps<T>) {
  if (query.data) {
    if (query.data.length > 0) return children(query.data);
    return <EmptyState message={emptyMessage} isCard={isEmptyCard} />;
  }
  if (query.isError) return <LoadFailure error={query.error} onRetry={query.refetch} />;
  return <LoadingState label={label} />;
}

// The spinner while something loads; its accessible name says what ("Loading event").
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={fillMessage(MESSAGES.loadingNamed, { label })} />
    </Center>
  );
}

// A load that failed, with the reason and a way to try again: the one failure state of every
// query (lists through QueryState, detail pages, the calendar, the dashboard's figures).
export function LoadFailure({
  error,
  message,
  title,
  onRetry,
}: {
  error?: unknown;
  // Shown instead of the error's own text.
  message?: string;
  // What failed, above the reason.
  title?: string;
  onRetry: () => unknown;
}) {
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert" title={title}>
        {message ?? failureMessage(error)}
      </Alert>
      <Button variant="light" onClick={() => void onRetry()}>
        {MESSAGES.retry}
      </Button>
    </Stack>
  );
}
