import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

export type DataColumn<T> = {
  header: string;
  // A column of buttons needs no visible heading, but screen readers still name it.
  isHeaderHidden?: boolean;
  cell: (row: T) => ReactNode;
};

type DataTableProps<T> = {
  rows: T[];
  rowKey: (row: T) => string;
  columns: DataColumn<T>[];
  // Narrow screens scroll the table sideways below this width; without it nothing scrolls.
  minWidth?: number;
  maw?: number;
  highlightOnHover?: boolean;
  striped?: boolean;
};

// The lists of the dashboard: one row per item, a cell per column.
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  minWidth,
  maw,
  highlightOnHover,
  striped,
}: DataTableProps<T>) {
  const table = (
    <Table verticalSpacing="sm" highlightOnHover={highlightOnHover} striped={striped} maw={maw}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header}>
              {column.isHeaderHidden ? (
                <VisuallyHidden>{column.header}</VisuallyHidden>
              ) : (
                column.header
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return table;
  return <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}
