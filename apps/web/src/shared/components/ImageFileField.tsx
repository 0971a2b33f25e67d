import { Group, Image, Stack, Text } from "@mantine/core";
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

// A required picture of a form, with its preview. 001 §9: images are uploaded (and stored as
// JPEG by the server); one file, images only.
export function ImageFileField({ file, onChange, label, previewAlt }: ImageFileFieldProps) {
  const labelId = useId();
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
            No image selected (16:9 works best).
          </Text>
        )}
        <ImageFileButton
          label={file ? "Change Image" : "Select Image"}
          onFile={onChange}
          variant="default"
          leftSection={<IconPhoto size={16} />}
          aria-describedby={labelId}
        />
      </Group>
    </Stack>
  );
}
