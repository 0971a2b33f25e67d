import { Button, Card, Tooltip } from "@mantine/core";
import type { Video } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { notify } from "../../../shared/notify";
import { ConfirmModal } from "../../content/components/ConfirmModal";
import { QueryState } from "../../content/components/QueryState";
import { failureMessage } from "../../content/content-format";
import { VideosTable } from "../components/VideosTable";
import { useDeleteVideo, videosQueryOptions } from "../videos.api";

// 001 §2 Videos list (/dashboard/videos). Videos come from the video host; the spec's Sync
// Videos button is there and disabled.
export function VideosPage() {
  const videos = useQuery(videosQueryOptions());
  const remove = useDeleteVideo();
  const [toDelete, setToDelete] = useState<Video | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.videoId, {
      onSuccess: ({ message }) => notify(message, "success"),
      onError: (error) => notify(failureMessage(error), "danger"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Videos"
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
      />
      <Card withBorder padding="lg">
        <QueryState query={videos} label="videos" emptyMessage="No videos yet.">
          {(items) => <VideosTable videos={items} onDelete={setToDelete} />}
        </QueryState>
      </Card>
      <ConfirmModal
        opened={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.videoTitle}` : "Delete video"}
        message={MESSAGES.deleteVideoConfirm}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
