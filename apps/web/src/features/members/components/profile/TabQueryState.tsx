import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyTab } from "./EmptyTab";

type TabQueryStateProps<T> = {
  query: UseQueryResult<T[]>;
  label: string;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
};

// Loading, failure and empty states shared by the tabs that load a list on first opening.
export function TabQueryState<T>({ query, label, emptyMessage, children }: TabQueryStateProps<T>) {
  if (query.data) {
    return query.data.length > 0 ? children(query.data) : <EmptyTab message={emptyMessage} />;
  }
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {query.error.message}
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
