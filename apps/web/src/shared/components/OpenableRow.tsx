import { Table } from "@mantine/core";
import type { KeyboardEvent, ReactNode } from "react";
import classes from "./OpenableRow.module.css";

// A table row that opens its item on click, Enter or Space (members, bookings).
export function OpenableRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <Table.Tr
      tabIndex={0}
      className={classes.row}
      style={{ cursor: "pointer" }}
      onClick={onOpen}
      onKeyDown={handleKeyDown}
    >
      {children}
    </Table.Tr>
  );
}
