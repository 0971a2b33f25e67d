import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./DataTable.module.css";
import { OpenableRow } from "./OpenableRow";

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
  // Phones get stacked cards instead (DataTable.module.css).
  minWidth?: number;
  maw?: number;
  highlightOnHover?: boolean;
  striped?: boolean;
  // Rows that open their item on click, Enter or Space (members, bookings).
  onOpenRow?: (row: T) => void;
};

function DataRow<T>({
  row,
  columns,
  onOpenRow,
}: {
  row: T;
  columns: DataColumn<T>[];
  onOpenRow?: (row: T) => void;
}) {
  const cells = columns.map((column) => (
    // The label heads the cell on phones, where the header row is out of sight.
    <Table.Td key={column.header} data-label={column.isHeaderHidden ? undefined : column.header}>
      {column.cell(row)}
    </Table.Td>
  ));
  if (!onOpenRow) return <Table.Tr>{cells}</Table.Tr>;
  return <OpenableRow onOpen={() => onOpenRow(row)}>{cells}</OpenableRow>;
}

// The lists of the dashboard: one row per item, a cell per column; a card per item on phones.
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  minWidth,
  maw,
  highlightOnHover,
  striped,
  onOpenRow,
}: DataTableProps<T>) {
  const table = (
    <Table
      className={classes.table}
      verticalSpacing="sm"
      highlightOnHover={highlightOnHover}
      striped={striped}
      maw={maw}
    >
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
          <DataRow key={rowKey(row)} row={row} columns={columns} onOpenRow={onOpenRow} />
        ))}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return table;
  return (
    <Table.ScrollContainer className={classes.scroll} minWidth={minWidth}>
      {table}
    </Table.ScrollContainer>
  );
}
