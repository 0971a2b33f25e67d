import { Button, Group } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";

// What an infinite query offers that the button needs (a useInfiniteQuery result fits).
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

// The next page of a cursor-paged list, while there is one.
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {MESSAGES.loadMore}
      </Button>
    </Group>
  );
}
