import { Button, Tooltip, VisuallyHidden } from "@mantine/core";
import type { Video } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { ListPage } from "../../../shared/components/ListPage";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { useFocusableDisabled } from "../../../shared/use-focusable-disabled";
import { VideosTable } from "../components/VideosTable";
import { useDeleteVideo, videosQueryOptions } from "../videos.api";

const SYNC_VIDEOS_HINT_ID = "sync-videos-hint";
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };

// 001 §2 Videos list (/dashboard/videos). Videos come from the video host; the spec's Sync
// Videos button is there and disabled.
export function VideosPage() {
  const videos = useQuery(videosQueryOptions());
  const syncButton = useFocusableDisabled({ isRefused: true, isPending: false });
  const deletion = useConfirmedDelete(useDeleteVideo(), {
    idOf: (item: Video) => item.videoId,
    titleOf: (item) => fillMessage(MESSAGES.deleteNamed, { title: item.videoTitle }),
    fallbackTitle: MESSAGES.deleteVideo,
    message: MESSAGES.deleteVideoConfirm,
  });
  return (
    <ListPage
      title={MESSAGES.videos}
      actions={
        // Unavailable but still a Tab stop (issue #19): focus shows the tooltip, and the
        // button's reader hears the same sentence as its description.
        <>
          <Tooltip label={MESSAGES.syncVideosComingSoon} events={TOOLTIP_EVENTS}>
            <Button
              leftSection={<IconRefresh size={16} />}
              {...syncButton}
              aria-describedby={SYNC_VIDEOS_HINT_ID}
            >
              {MESSAGES.syncVideos}
            </Button>
          </Tooltip>
          <VisuallyHidden id={SYNC_VIDEOS_HINT_ID}>{MESSAGES.syncVideosComingSoon}</VisuallyHidden>
        </>
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
