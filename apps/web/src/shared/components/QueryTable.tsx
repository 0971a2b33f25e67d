import { DataTable } from "./DataTable";
import { QueryState } from "./QueryState";

type QueryTableProps<T> = Omit<Parameters<typeof DataTable<T>>[0], "rows"> &
  Omit<Parameters<typeof QueryState<T>>[0], "children">;

// A table of what a query loaded, with the query's loading, failure and empty states.
export function QueryTable<T>({
  query,
  label,
  emptyMessage,
  isEmptyCard,
  ...table
}: QueryTableProps<T>) {
  return (
    <QueryState query={query} label={label} emptyMessage={emptyMessage} isEmptyCard={isEmptyCard}>
      {(rows) => <DataTable rows={rows} {...table} />}
    </QueryState>
  );
}
