import { Button, Tooltip } from "@mantine/core";
import type { Video } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { ListPage } from "../../../shared/components/ListPage";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { VideosTable } from "../components/VideosTable";
import { useDeleteVideo, videosQueryOptions } from "../videos.api";

// 001 §2 Videos list (/dashboard/videos). Videos come from the video host; the spec's Sync
// Videos button is there and disabled.
export function VideosPage() {
  const videos = useQuery(videosQueryOptions());
  const deletion = useConfirmedDelete(useDeleteVideo(), {
    idOf: (item: Video) => item.videoId,
    titleOf: (item) => `Delete ${item.videoTitle}`,
    fallbackTitle: "Delete video",
    message: MESSAGES.deleteVideoConfirm,
  });
  return (
    <ListPage
      title={MESSAGES.videos}
      actions={
        <Tooltip label="Syncing with your video host is coming soon">
          {/* A disabled button gets no pointer events; the wrapper keeps the tooltip. */}
          <span>
            <Button leftSection={<IconRefresh size={16} />} disabled>
              Sync Videos
            </Button>
          </span>
        </Tooltip>
      }
      query={videos}
      label="videos"
      emptyMessage={MESSAGES.noVideosYet}
      deleteDialog={deletion.dialog}
    >
      {(items) => <VideosTable videos={items} onDelete={deletion.ask} />}
    </ListPage>
  );
}
