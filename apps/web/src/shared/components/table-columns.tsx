import { Text, type TextProps } from "@mantine/core";
import type { ReactNode } from "react";
import type { DataColumn } from "./DataTable";
import { RowActions } from "./RowActions";

// The columns the dashboard's lists share: a row's name, a long text, its buttons.

const textColumn =
  (textProps: TextProps) =>
  <T,>(header: string, text: (row: T) => string): DataColumn<T> => ({
    header,
    cell: (row) => (
      <Text size="sm" {...textProps}>
        {text(row)}
      </Text>
    ),
  });

export const nameColumn = textColumn({ fw: 500 });

// Two lines at most; the rest of a long description is cut.
export const clampedTextColumn = textColumn({ lineClamp: 2 });

export const actionsColumn = <T,>(actions: (row: T) => ReactNode): DataColumn<T> => ({
  header: "Actions",
  isHeaderHidden: true,
  cell: (row) => <RowActions>{actions(row)}</RowActions>,
});
