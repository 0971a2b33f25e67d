import { Group, Image, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  acceptedFileType,
  acceptedFileTypeByName,
  fileTooLargeMessage,
  UPLOAD_KINDS,
} from "@studiodesk/core/rules/uploads";
import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { ImageFileButton } from "./ImageFileButton";

type ImageFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  label: string;
  // The preview's alternative text ("Selected event image").
  previewAlt: string;
};

// Why a chosen file cannot be the picture, by the server's own lists and limit (the browser's
// picker offers only images, but a drop or "All files" does not), or null when it can.
function imageFileIssue(file: File): string | null {
  const rule = UPLOAD_KINDS.image;
  const isImage = file.type
    ? acceptedFileType("image", file.type)
    : acceptedFileTypeByName("image", file.name);
  if (!isImage) return rule.wrongTypeMessage;
  return file.size > rule.maxBytes ? fileTooLargeMessage(rule.maxBytes) : null;
}

// A required picture of a form, with its preview. 001 §9: images are uploaded (and stored as
// JPEG by the server); one file, images only (001 §5): another file is refused as it is chosen.
export function ImageFileField({ file, onChange, label, previewAlt }: ImageFileFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {label}{" "}
        <Text span c="red">
          *
        </Text>
      </Text>
      <Group align="center">
        {preview ? (
          <Image src={preview} alt={previewAlt} w={192} h={108} fit="cover" radius="md" />
        ) : (
          <Text size="sm" c="dimmed">
            {MESSAGES.noImageSelected}
          </Text>
        )}
        <ImageFileButton
          label={file ? MESSAGES.changeImage : "Select Image"}
          onFile={(chosen) => {
            const issue = imageFileIssue(chosen);
            setError(issue);
            if (!issue) onChange(chosen);
          }}
          variant="default"
          leftSection={<IconPhoto size={16} />}
          aria-describedby={error ? `${labelId} ${errorId}` : labelId}
        />
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
