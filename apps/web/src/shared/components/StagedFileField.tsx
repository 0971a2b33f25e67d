import { Button, Group, Image, Input, Paper, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { formatFileSize, type UploadKind } from "@studiodesk/core/rules/uploads";
import { IconFileCheck, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import type { UploadPath } from "../api-client";
import type { StagedUploadState } from "../staged-upload";
import { FileDropzone } from "./FileDropzone";

type StagedFileFieldProps = {
  label: string;
  kind: UploadKind;
  uploadUrl: UploadPath;
  // The text inside the dropzone.
  dropLabel: string;
  staged: StagedUploadState;
  disabled?: boolean;
  // A form that cannot be saved without the file marks it as its required text fields are.
  withAsterisk?: boolean;
};

// A form's file: the dropzone uploads it at once (with progress), then the chosen file is
// shown with a way to take it back.
export function StagedFileField({
  label,
  kind,
  uploadUrl,
  dropLabel,
  staged,
  disabled,
  withAsterisk,
}: StagedFileFieldProps) {
  const labelId = useId();
  const { upload } = staged;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div" required={withAsterisk}>
        {label}
      </Input.Label>
      {upload ? (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              {upload.previewUrl ? (
                <Image
                  src={upload.previewUrl}
                  alt={MESSAGES.chosenPicture}
                  w={96}
                  h={54}
                  radius="sm"
                />
              ) : (
                <IconFileCheck size={28} aria-hidden />
              )}
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {upload.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {fillMessage(MESSAGES.fileUploaded, { size: formatFileSize(upload.size) })}
                </Text>
              </div>
            </Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={staged.remove}
              disabled={disabled}
            >
              {MESSAGES.removeFile}
            </Button>
          </Group>
        </Paper>
      ) : (
        <FileDropzone
          kind={kind}
          uploadUrl={uploadUrl}
          label={dropLabel}
          disabled={disabled}
          onUploaded={staged.onUploaded}
          onUploadingChange={staged.onUploadingChange}
        />
      )}
    </Stack>
  );
}
