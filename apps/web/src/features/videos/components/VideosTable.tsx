import { Button, Center, Group, Image, Table, Text, VisuallyHidden } from "@mantine/core";
import type { Video } from "@studiodesk/core/contracts/content";
import { IconPlayerPlay, IconVideo } from "@tabler/icons-react";
import { DeleteButton } from "../../content/components/RowActionButtons";
import { formatContentDate } from "../../content/content-format";

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

// 001 §2 Videos list: each row has View and Delete; newest first (001 §7).
export function VideosTable({ videos, onDelete }: VideosTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Thumbnail</VisuallyHidden>
            </Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((video) => (
            <Table.Tr key={video.videoId}>
              <Table.Td>
                <Thumbnail video={video} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {video.videoTitle}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {video.videoDescription}
                </Text>
              </Table.Td>
              <Table.Td>{formatContentDate(video.uploadTimestamp)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {/* Plays on the video host's page, in a new tab. */}
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
                  <DeleteButton title={video.videoTitle} onClick={() => onDelete(video)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
