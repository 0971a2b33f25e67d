import { Center, Image } from "@mantine/core";
import type { Video } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconPlayerPlay, IconVideo } from "@tabler/icons-react";
import { DataTable } from "../../../shared/components/DataTable";
import { ExternalButton } from "../../../shared/components/ExternalButton";
import { DeleteButton } from "../../../shared/components/RowActions";
import {
  actionsColumn,
  clampedTextColumn,
  nameColumn,
} from "../../../shared/components/table-columns";
import { formatContentDate } from "../../../shared/content-format";
import { useOrganizationTimeZone } from "../../../shared/session";

type VideosTableProps = { videos: Video[]; onDelete: (video: Video) => void };

const THUMBNAIL = { width: 128, height: 72 };

function Thumbnail({ video }: { video: Video }) {
  if (video.imageItem.imageUrl) {
    return (
      <Image
        src={video.imageItem.imageUrl}
        alt={fillMessage(MESSAGES.thumbnailOf, { title: video.videoTitle })}
        w={THUMBNAIL.width}
        h={THUMBNAIL.height}
        radius="sm"
      />
    );
  }
  return (
    <Center
      w={THUMBNAIL.width}
      h={THUMBNAIL.height}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 4 }}
    >
      <IconVideo size={24} aria-label={MESSAGES.noThumbnail} />
    </Center>
  );
}

// Plays on the video host's page, in a new tab.
function PlayButton({ video }: { video: Video }) {
  return (
    <ExternalButton
      href={video.videoUrl ?? undefined}
      size="xs"
      leftSection={<IconPlayerPlay size={14} />}
      disabled={!video.videoUrl}
      aria-label={fillMessage(MESSAGES.viewNamed, { title: video.videoTitle })}
    >
      {MESSAGES.view}
    </ExternalButton>
  );
}

// 001 §2 Videos list: each row has View and Delete; newest first (001 §7).
export function VideosTable({ videos, onDelete }: VideosTableProps) {
  const timeZone = useOrganizationTimeZone();
  return (
    <DataTable
      rows={videos}
      rowKey={(video) => video.videoId}
      minWidth={760}
      highlightOnHover
      columns={[
        {
          header: MESSAGES.thumbnail,
          isHeaderHidden: true,
          cell: (video) => <Thumbnail video={video} />,
        },
        nameColumn(MESSAGES.title, (video: Video) => video.videoTitle),
        clampedTextColumn(MESSAGES.description, (video: Video) => video.videoDescription),
        {
          header: MESSAGES.date,
          cell: (video) => formatContentDate(video.uploadTimestamp, timeZone),
        },
        actionsColumn((video: Video) => (
          <>
            <PlayButton video={video} />
            <DeleteButton title={video.videoTitle} onClick={() => onDelete(video)} />
          </>
        )),
      ]}
    />
  );
}
