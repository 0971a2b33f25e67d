import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { FeaturedItem } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  FEATURED_MAX_PLACEMENT,
  featuredPlacementForDisplay,
} from "@studiodesk/core/rules/content";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../shared/notify";
import { ConfirmModal } from "../../content/components/ConfirmModal";
import { QueryState } from "../../content/components/QueryState";
import { failureMessage } from "../../content/content-format";
import { runningEventsQueryOptions } from "../../schedule/schedule.api";
import { featuredQueryOptions, useDeleteFeatured } from "../dashboard.api";
import { NewFeaturedModal } from "./NewFeaturedModal";

// A figure: the picture (the button that offers to delete it) and its placement and link.
function FeaturedThumbnail({
  item,
  eventTitle,
  onClick,
}: {
  item: FeaturedItem;
  eventTitle: string | undefined;
  onClick: () => void;
}) {
  const placement = featuredPlacementForDisplay(item.index);
  const target = eventTitle ? `Event: ${eventTitle}` : item.featuredLink;
  return (
    <Box component="figure" m={0}>
      <UnstyledButton
        onClick={onClick}
        aria-label={`Delete featured item at placement ${placement}`}
        w="100%"
      >
        <AspectRatio ratio={16 / 9}>
          <Image src={item.imageItem.thumbnailUrl} alt="" radius="md" />
        </AspectRatio>
      </UnstyledButton>
      <Text component="figcaption" size="xs" c="dimmed" mt={4} truncate>
        {`Placement ${placement}${target ? ` · ${target}` : ""}`}
      </Text>
    </Box>
  );
}

// 000 §2 / 001 §2 Dashboard home: the Featured card with its total, the spec's hint and
// the thumbnails in index order; clicking one offers to delete it.
export function FeaturedCard() {
  const featured = useQuery(featuredQueryOptions());
  const events = useQuery(runningEventsQueryOptions());
  const eventTitles = new Map(
    (events.data ?? []).map((event) => [event.eventId, event.eventTitle]),
  );
  const remove = useDeleteFeatured();
  const [isNewOpen, newModal] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<FeaturedItem | null>(null);
  const total = featured.data?.total;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.featuredId, {
      onSuccess: ({ message }) => notify(message, "success"),
      onError: (error) => notify(failureMessage(error), "danger"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4">
              Featured
            </Title>
            {/* The total appears once known: a 0 while loading would read as "none". */}
            {total !== undefined && (
              <Badge variant="light" aria-label={`${total} featured items`}>
                {total}
              </Badge>
            )}
          </Group>
          <Button leftSection={<IconPlus size={16} />} onClick={newModal.open}>
            New Featured
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {MESSAGES.featuredHint}
        </Text>
        <QueryState
          query={{ ...featured, data: featured.data?.featuredItems }}
          label="featured items"
          emptyMessage="No featured items yet."
        >
          {(list) => (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {list.map((item) => (
                <FeaturedThumbnail
                  key={item.featuredId}
                  item={item}
                  eventTitle={
                    item.featuredItemName === "eventItem" && item.featuredItemId
                      ? eventTitles.get(item.featuredItemId)
                      : undefined
                  }
                  onClick={() => setToDelete(item)}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <NewFeaturedModal
        opened={isNewOpen}
        onClose={newModal.close}
        nextPlacement={Math.min((total ?? 0) + 1, FEATURED_MAX_PLACEMENT)}
      />
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete featured item"
        message={MESSAGES.deleteFeaturedConfirm}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}
