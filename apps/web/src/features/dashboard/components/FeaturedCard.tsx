import {
  AspectRatio,
  Badge,
  Box,
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
  featuredTarget,
  isFeaturedItemHidden,
} from "@studiodesk/core/rules/content";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { NewButton } from "../../../shared/components/NewButton";
import { QueryState } from "../../../shared/components/QueryState";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { useOpenWithDraft } from "../../../shared/use-form-draft";
import { featuredQueryOptions, useDeleteFeatured } from "../dashboard.api";
import type { UseRunningEvents } from "../running-events";
import { NEW_FEATURED_DRAFT } from "./new-featured-draft";

// The form (zod contract, select, number and upload fields) loads when New Featured is
// pressed: most visits to the dashboard never open it, and it is the page's heaviest part.
const NewFeaturedModal = lazy(() =>
  import("./NewFeaturedModal").then((module) => ({ default: module.NewFeaturedModal })),
);

// A figure: the picture (the button that offers to delete it) and its placement and link.
function FeaturedThumbnail({ item, onClick }: { item: FeaturedItem; onClick: () => void }) {
  const placement = featuredPlacementForDisplay(item.index);
  const target = featuredTarget(item);
  return (
    <Box component="figure" m={0}>
      <UnstyledButton
        onClick={onClick}
        aria-label={fillMessage(MESSAGES.deleteFeaturedAtPlacement, { placement })}
        w="100%"
      >
        <AspectRatio ratio={16 / 9}>
          <Image src={item.imageItem.thumbnailUrl} alt="" radius="md" />
        </AspectRatio>
      </UnstyledButton>
      <Box component="figcaption" mt={4}>
        <Text size="xs" c="dimmed" truncate>
          {`Placement ${placement}${target ? ` · ${target}` : ""}`}
        </Text>
        {/* Apart from the shortened target, so a long title never hides it. */}
        {isFeaturedItemHidden(item) && (
          <ToneBadge tone="orange">{MESSAGES.featuredItemNotShown}</ToneBadge>
        )}
      </Box>
    </Box>
  );
}

// 000 §2 / 001 §2 Dashboard home: the Featured card with its total, the spec's hint and
// the thumbnails in index order; clicking one offers to delete it.
export function FeaturedCard({ useRunningEvents }: { useRunningEvents: UseRunningEvents }) {
  const featured = useQuery(featuredQueryOptions());
  const deletion = useConfirmedDelete(useDeleteFeatured(), {
    idOf: (item: FeaturedItem) => item.featuredId,
    titleOf: () => MESSAGES.deleteFeaturedItem,
    fallbackTitle: MESSAGES.deleteFeaturedItem,
    message: MESSAGES.deleteFeaturedConfirm,
  });
  const [isNewOpen, newModal] = useDisclosure(false);
  useOpenWithDraft(NEW_FEATURED_DRAFT, newModal.open);
  const total = featured.data?.total;

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4">
              {MESSAGES.featured}
            </Title>
            {/* The total appears once known: a 0 while loading would read as "none". */}
            {total !== undefined && (
              <Badge
                variant="light"
                aria-label={fillMessage(MESSAGES.featuredItemsCount, { total })}
              >
                {total}
              </Badge>
            )}
          </Group>
          <NewButton label={MESSAGES.newFeatured} onClick={newModal.open} />
        </Group>
        <Text size="sm" c="dimmed">
          {MESSAGES.featuredHint}
        </Text>
        <QueryState
          query={{ ...featured, data: featured.data?.featuredItems }}
          label="featured items"
          emptyMessage={MESSAGES.noFeaturedItemsYet}
        >
          {(list) => (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {list.map((item) => (
                <FeaturedThumbnail
                  key={item.featuredId}
                  item={item}
                  onClick={() => deletion.ask(item)}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      {isNewOpen && (
        <Suspense fallback={null}>
          <NewFeaturedModal
            opened={isNewOpen}
            onClose={newModal.close}
            nextPlacement={Math.min((total ?? 0) + 1, FEATURED_MAX_PLACEMENT)}
            useRunningEvents={useRunningEvents}
          />
        </Suspense>
      )}
      <ConfirmDialog {...deletion.dialog} />
    </Card>
  );
}
