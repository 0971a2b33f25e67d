import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { DataColumn } from "./DataTable";
import { RowActions } from "./RowActions";

// The columns the dashboard's lists share: a row's name, a long text, its buttons.

export const nameColumn = <T,>(header: string, name: (row: T) => string): DataColumn<T> => ({
  header,
  cell: (row) => (
    <Text size="sm" fw={500}>
      {name(row)}
    </Text>
  ),
});

// Two lines at most; the rest of a long description is cut.
export const clampedTextColumn = <T,>(header: string, text: (row: T) => string): DataColumn<T> => ({
  header,
  cell: (row) => (
    <Text size="sm" lineClamp={2}>
      {text(row)}
    </Text>
  ),
});

export const actionsColumn = <T,>(actions: (row: T) => ReactNode): DataColumn<T> => ({
  header: "Actions",
  isHeaderHidden: true,
  cell: (row) => <RowActions>{actions(row)}</RowActions>,
});
