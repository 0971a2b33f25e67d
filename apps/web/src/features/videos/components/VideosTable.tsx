import { Button, Center, Image, Text } from "@mantine/core";
import type { Video } from "@studiodesk/core/contracts/content";
import { IconPlayerPlay, IconVideo } from "@tabler/icons-react";
import { DataTable } from "../../../shared/components/DataTable";
import { DeleteButton, RowActions } from "../../../shared/components/RowActions";
import { formatContentDate } from "../../../shared/content-format";

type VideosTableProps = { videos: Video[]; onDelete: (video: Video) => void };

const THUMBNAIL = { width: 128, height: 72 };

function Thumbnail({ video }: { video: Video }) {
  if (video.imageItem.imageUrl) {
    return (
      <Image
        src={video.imageItem.imageUrl}
        alt={`Thumbnail of ${video.videoTitle}`}
        w={THUMBNAIL.width}
        h={THUMBNAIL.height}
        radius="sm"
      />
    );
  }
  return (
    <Center w={THUMBNAIL.width} h={THUMBNAIL.height} bg="gray.1" style={{ borderRadius: 4 }}>
      <IconVideo size={24} aria-label="No thumbnail" />
    </Center>
  );
}

// Plays on the video host's page, in a new tab.
function PlayButton({ video }: { video: Video }) {
  return (
    <Button
      component="a"
      href={video.videoUrl ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      size="xs"
      leftSection={<IconPlayerPlay size={14} />}
      disabled={!video.videoUrl}
      aria-label={`View ${video.videoTitle}`}
    >
      View
    </Button>
  );
}

// 001 §2 Videos list: each row has View and Delete; newest first (001 §7).
export function VideosTable({ videos, onDelete }: VideosTableProps) {
  return (
    <DataTable
      rows={videos}
      rowKey={(video) => video.videoId}
      minWidth={760}
      highlightOnHover
      columns={[
        { header: "Thumbnail", isHeaderHidden: true, cell: (video) => <Thumbnail video={video} /> },
        {
          header: "Title",
          cell: (video) => (
            <Text size="sm" fw={500}>
              {video.videoTitle}
            </Text>
          ),
        },
        {
          header: "Description",
          cell: (video) => (
            <Text size="sm" lineClamp={2}>
              {video.videoDescription}
            </Text>
          ),
        },
        { header: "Date", cell: (video) => formatContentDate(video.uploadTimestamp) },
        {
          header: "Actions",
          isHeaderHidden: true,
          cell: (video) => (
            <RowActions>
              <PlayButton video={video} />
              <DeleteButton title={video.videoTitle} onClick={() => onDelete(video)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
