import { CLASS_LIST_KEY } from "../../../shared/class-list";

// The classes' query keys, apart from their queries (see schedule-keys.ts).
export const classKeys = {
  all: ["classes"] as const,
  // The list's query is shared (shared/class-list.ts): the pickers that offer a class read it.
  list: () => CLASS_LIST_KEY,
  detail: (classId: string) => [...classKeys.all, "class", classId] as const,
  // The delete of a class (shared/use-is-deleted.ts).
  deletion: (classId: string) => [...classKeys.all, "delete-class", classId] as const,
  members: (classId: string) => [...classKeys.all, "members", classId] as const,
  resources: (classId: string) => [...classKeys.all, "resources", classId] as const,
};
