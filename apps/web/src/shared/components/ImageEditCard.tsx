import { Button, Group, Image, Modal, Paper, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconPhotoEdit } from "@tabler/icons-react";
import { useState } from "react";
import { notifyFailure } from "../failure-message";
import { notify } from "../notify";
import { ImageFileField } from "./ImageFileField";

// What a picture-replacing mutation offers (a useMutation result fits).
type ReplaceMutation = {
  isPending: boolean;
  mutate: (file: File, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
};

type ImageEditCardProps = {
  imageUrl: string | null;
  // The picture's alternative text ("Sunset Flow image").
  imageAlt: string;
  previewAlt: string;
  replace: ReplaceMutation;
  // The notice of a saved picture, and the message when none was chosen.
  doneMessage: string;
  missingMessage: string;
  // An item that can no longer be edited (a cancelled class or event) keeps its picture.
  isLocked?: boolean;
};

// The picture of an item's view and its "Edit Image" modal (one image, images only).
export function ImageEditCard({
  imageUrl,
  imageAlt,
  previewAlt,
  replace,
  doneMessage,
  missingMessage,
  isLocked = false,
}: ImageEditCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);

  const close = () => {
    setFile(null);
    setIsOpen(false);
  };

  const save = () => {
    if (!file) return notify(missingMessage, "danger");
    replace.mutate(file, {
      onSuccess: () => {
        notify(doneMessage, "success");
        close();
      },
      onError: notifyFailure,
    });
  };

  return (
    <Paper withBorder p="lg">
      <Group align="flex-start" justify="space-between">
        {imageUrl ? (
          <Image src={imageUrl} alt={imageAlt} w={320} h={180} fit="cover" radius="md" />
        ) : (
          <Text c="dimmed">{MESSAGES.noImage}</Text>
        )}
        <Button
          variant="default"
          leftSection={<IconPhotoEdit size={16} />}
          disabled={isLocked}
          onClick={() => setIsOpen(true)}
        >
          {MESSAGES.editImage}
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title={MESSAGES.editImage}>
        <Stack>
          <ImageFileField
            file={file}
            onChange={setFile}
            label={MESSAGES.newImage}
            previewAlt={previewAlt}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MESSAGES.cancel}
            </Button>
            <Button onClick={save} disabled={!file} loading={replace.isPending}>
              {MESSAGES.saveImage}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
