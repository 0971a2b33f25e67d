import { Group, Progress, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  acceptMap,
  fileTooLargeMessage,
  formatFileSize,
  UPLOAD_KINDS,
  type UploadKind,
} from "@studiodesk/core/rules/uploads";
import { IconFile, IconUpload, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { type UploadPath, uploadWithProgress } from "../api-client";

type FileDropzoneProps = {
  // What the server accepts at `uploadUrl` (the same lists and limits as core's rules).
  kind: UploadKind;
  uploadUrl: UploadPath;
  label: string;
  disabled?: boolean;
  // Called with the server's JSON answer once the upload has been stored.
  onUploaded: (response: unknown) => void;
};

function rejectionMessage(kind: UploadKind, rejections: FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  if (error?.code === "file-too-large") return fileTooLargeMessage(UPLOAD_KINDS[kind].maxBytes);
  if (error?.code === "file-invalid-type") return UPLOAD_KINDS[kind].wrongTypeMessage;
  return error?.message ?? MESSAGES.unknownError;
}

const acceptedHint = (kind: UploadKind) => {
  const { accepted, maxBytes } = UPLOAD_KINDS[kind];
  const names = accepted.map((type) => (type.extensions[0] ?? "").slice(1).toUpperCase());
  return `${[...new Set(names)].join(", ")} · up to ${formatFileSize(maxBytes)}`;
};

function DropzoneContent({ kind, label }: { kind: UploadKind; label: string }) {
  return (
    <Group justify="center" gap="md" mih={110} style={{ pointerEvents: "none" }}>
      <Dropzone.Accept>
        <IconUpload size={40} stroke={1.5} />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={40} stroke={1.5} />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <IconFile size={40} stroke={1.5} />
      </Dropzone.Idle>
      <div>
        <Text size="lg">{label}</Text>
        <Text size="sm" c="dimmed">
          {acceptedHint(kind)}
        </Text>
      </div>
    </Group>
  );
}

export function FileDropzone({ kind, uploadUrl, label, disabled, onUploaded }: FileDropzoneProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestRef = useRef<XMLHttpRequest | null>(null);
  // Leaving the page stops an upload in flight.
  useEffect(() => () => requestRef.current?.abort(), []);

  const handleDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const request = new XMLHttpRequest();
    requestRef.current = request;
    setError(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.append("file", file);
      onUploaded(await uploadWithProgress(request, uploadUrl, form, setProgress));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.unknownError);
    } finally {
      requestRef.current = null;
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void handleDrop(files)}
        onReject={(rejections) => setError(rejectionMessage(kind, rejections))}
        accept={acceptMap(kind)}
        maxSize={UPLOAD_KINDS[kind].maxBytes}
        multiple={false}
        disabled={disabled || progress !== null}
      >
        <DropzoneContent kind={kind} label={label} />
      </Dropzone>
      {progress !== null && (
        <Progress.Root size="lg">
          <Progress.Section value={progress} aria-label="Upload progress">
            <Progress.Label>{progress}%</Progress.Label>
          </Progress.Section>
        </Progress.Root>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
