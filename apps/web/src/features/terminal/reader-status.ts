import type { TerminalReader } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";

// 000 §4 Reader: online shows Online; anything else shows Inactive.
export const isReaderOnline = (reader: Pick<TerminalReader, "status">) =>
  reader.status === "online";

export const readerStatusLabel = (reader: Pick<TerminalReader, "status">) =>
  isReaderOnline(reader) ? MESSAGES.readerOnline : MESSAGES.inactive;
