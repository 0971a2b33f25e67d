import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { failureMessage } from "../content-format";

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
  children: (items: T[]) => ReactNode;
};

// Loading, failure and empty states of the content lists.
export function QueryState<T>({ query, label, emptyMessage, children }: QueryStateProps<T>) {
  if (query.data) {
    if (query.data.length > 0) return children(query.data);
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyMessage}
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {failureMessage(query.error)}
        </Alert>
        <Button variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader role="status" aria-label={`Loading ${label}`} />
    </Center>
  );
}
