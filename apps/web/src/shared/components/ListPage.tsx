import { Card } from "@mantine/core";
import type { ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog";
import { PageHeader } from "./PageHeader";
import { QueryState } from "./QueryState";

type ListQuery<T> = Parameters<typeof QueryState<T>>[0]["query"];

type ListPageProps<T> = {
  title: string;
  // The page's buttons, top right ("New Document").
  actions: ReactNode;
  query: ListQuery<T>;
  // For the spinner's accessible name ("documents").
  label: string;
  emptyMessage: string;
  // The confirmation asked before a row is deleted (see useConfirmedDelete).
  deleteDialog: Parameters<typeof ConfirmDialog>[0];
  children: (items: T[]) => ReactNode;
};

// A page that lists what the organization stored (documents, resources, videos): its header,
// the list in a card with its loading, failure and empty states, and the delete question.
export function ListPage<T>({
  title,
  actions,
  query,
  label,
  emptyMessage,
  deleteDialog,
  children,
}: ListPageProps<T>) {
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <Card withBorder padding="lg">
        <QueryState query={query} label={label} emptyMessage={emptyMessage}>
          {children}
        </QueryState>
      </Card>
      <ConfirmDialog {...deleteDialog} />
    </>
  );
}
