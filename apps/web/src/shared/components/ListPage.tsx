import { Card } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ComponentType, ReactNode } from "react";
import { useOpenWithDraft } from "../use-form-draft";
import { ConfirmDialog } from "./ConfirmDialog";
import { FormModal } from "./FormModal";
import { NewButton } from "./NewButton";
import { PageHeader } from "./PageHeader";
import { QueryState } from "./QueryState";

type ListQuery<T> = Parameters<typeof QueryState<T>>[0]["query"];

type ListPageProps<T> = {
  title: string;
  // The "New …" button, top right, and the form its modal shows ("New Document").
  // `draftName`: the form's draft (use-form-draft), which opens the modal again when one waits.
  newItem?: { label: string; Form: ComponentType<{ onDone: () => void }>; draftName?: string };
  // Other buttons instead (the videos' Sync Videos).
  actions?: ReactNode;
  query: ListQuery<T>;
  // For the spinner's accessible name ("documents").
  label: string;
  emptyMessage: string;
  // The confirmation asked before a row is deleted (see useConfirmedDelete).
  deleteDialog: Parameters<typeof ConfirmDialog>[0];
  children: (items: T[]) => ReactNode;
};

// A page that lists what the organization stored (documents, resources, videos): its header
// with the "New …" form, the list in a card with its loading, failure and empty states, and
// the delete question.
export function ListPage<T>({
  title,
  newItem,
  actions,
  query,
  label,
  emptyMessage,
  deleteDialog,
  children,
}: ListPageProps<T>) {
  const [isNewOpen, newModal] = useDisclosure(false);
  useOpenWithDraft(newItem?.draftName ?? null, newModal.open);
  return (
    <>
      <PageHeader
        title={title}
        actions={newItem ? <NewButton label={newItem.label} onClick={newModal.open} /> : actions}
      />
      <Card withBorder padding="lg">
        <QueryState query={query} label={label} emptyMessage={emptyMessage}>
          {children}
        </QueryState>
      </Card>
      {newItem && (
        <FormModal opened={isNewOpen} onClose={newModal.close} title={newItem.label} size="lg">
          <newItem.Form onDone={newModal.close} />
        </FormModal>
      )}
      <ConfirmDialog {...deleteDialog} />
    </>
  );
}
