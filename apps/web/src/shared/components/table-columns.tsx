import { Text, type TextProps } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import type { ReactNode } from "react";
import type { DataColumn } from "./DataTable";
import { RowActions } from "./RowActions";

// The columns the dashboard's lists share: a row's name, a long text, a noted one, its buttons.

// A word longer than its column (a title prefilled from a file name, 001 §5, has no spaces)
// breaks anywhere: otherwise it widens the table and pushes the row's actions off the page.
const WRAP_ANYWHERE = { overflowWrap: "anywhere" } as const;

const textColumn =
  (textProps: TextProps) =>
  <T,>(header: string, text: (row: T) => string): DataColumn<T> => ({
    header,
    cell: (row) => (
      <Text size="sm" style={WRAP_ANYWHERE} {...textProps}>
        {text(row)}
      </Text>
    ),
  });

export const nameColumn = textColumn({ fw: 500 });

// A short text shown whole (a list of names), wrapping like the others.
export const wrappedTextColumn = textColumn({});

// Two lines at most; the rest of a long description is cut.
export const clampedTextColumn = textColumn({ lineClamp: 2 });

// A text with a smaller, dimmed note under it when the row has one (a coupon's uses per
// member under its discount, a charge's subscription under its description).
export const notedTextColumn = <T,>(
  header: string,
  text: (row: T) => string,
  note: (row: T) => string | null,
): DataColumn<T> => ({
  header,
  cell: (row) => {
    const rowNote = note(row);
    return (
      <>
        <Text size="sm">{text(row)}</Text>
        {rowNote && (
          <Text size="xs" c="dimmed">
            {rowNote}
          </Text>
        )}
      </>
    );
  },
});

export const actionsColumn = <T,>(actions: (row: T) => ReactNode): DataColumn<T> => ({
  header: MESSAGES.actions,
  isHeaderHidden: true,
  cell: (row) => <RowActions>{actions(row)}</RowActions>,
});
