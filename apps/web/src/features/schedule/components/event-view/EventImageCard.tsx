import { Button, Group, Image, Modal, Paper, Stack, Text } from "@mantine/core";
import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconPhotoEdit } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../../shared/api-client";
import { notify } from "../../../../shared/notify";
import { useReplaceEventImage } from "../../schedule.api";
import { EventImageField } from "../event-form/EventImageField";

// 001 §2 Event view: "An image edit dialog". The picture belongs to the whole series.
export function EventImageCard({ event }: { event: ScheduleEvent }) {
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const replace = useReplaceEventImage(event.eventId);

  const close = () => {
    setFile(null);
    setIsOpen(false);
  };

  const save = () => {
    if (!file) return notify(MESSAGES.selectEventImage, "danger");
    replace.mutate(file, {
      onSuccess: () => {
        notify(MESSAGES.eventUpdated, "success");
        close();
      },
      onError: (error) =>
        notify(
          error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.unknownError,
          "danger",
        ),
    });
  };

  return (
    <Paper withBorder p="lg">
      <Group align="flex-start" justify="space-between">
        {event.image ? (
          <Image
            src={event.image}
            alt={`${event.eventTitle} image`}
            w={320}
            h={180}
            fit="cover"
            radius="md"
          />
        ) : (
          <Text c="dimmed">No image</Text>
        )}
        <Button
          variant="default"
          leftSection={<IconPhotoEdit size={16} />}
          onClick={() => setIsOpen(true)}
        >
          Edit Image
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title="Edit Image">
        <Stack>
          <EventImageField file={file} onChange={setFile} label="New Image" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={save} disabled={!file} loading={replace.isPending}>
              Save Image
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
