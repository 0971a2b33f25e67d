import { Box, Group, Progress, Stack, Text } from "@mantine/core";
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
import { type FileRejection, useDropzone } from "react-dropzone";
import { singleFileForm, type UploadPath, uploadWithProgress } from "../api-client";
import { isRefusal } from "../failure-message";
import classes from "./FileDropzone.module.css";

type FileDropzoneProps = {
  // What the server accepts at `uploadUrl` (the same lists and limits as core's rules).
  kind: UploadKind;
  uploadUrl: UploadPath;
  label: string;
  disabled?: boolean;
  // Called with the server's JSON answer once the upload has been stored.
  onUploaded: (response: unknown) => void;
  // Told when an upload starts and ends, so the form's submit can wait for it.
  onUploadingChange?: (isUploading: boolean) => void;
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

// What the drop area shows: an icon for its state, the label and what it accepts.
function DropzoneContent({
  kind,
  label,
  state,
}: {
  kind: UploadKind;
  label: string;
  state: "accept" | "reject" | "idle";
}) {
  const Icon = { accept: IconUpload, reject: IconX, idle: IconFile }[state];
  return (
    <Group justify="center" gap="md" mih={110} style={{ pointerEvents: "none" }}>
      <Icon size={40} stroke={1.5} aria-hidden />
      <div>
        <Text size="lg">{label}</Text>
        <Text size="sm" c="dimmed">
          {acceptedHint(kind)}
        </Text>
      </div>
    </Group>
  );
}

// A refusal names its reason (wrong type, too large); an outage or a lost connection says
// plainly that the file did not arrive.
const uploadFailure = (failure: unknown) =>
  isRefusal(failure) ? failure.message : MESSAGES.uploadFailed;

export function FileDropzone({
  kind,
  uploadUrl,
  label,
  disabled,
  onUploaded,
  onUploadingChange,
}: FileDropzoneProps) {
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
    onUploadingChange?.(true);
    try {
      onUploaded(await uploadWithProgress(request, uploadUrl, singleFileForm(file), setProgress));
    } catch (failure) {
      setError(uploadFailure(failure));
    } finally {
      requestRef.current = null;
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  // react-dropzone, the library Mantine's own Dropzone wraps, used directly: one dependency
  // fewer, and none that needs a newer Node than the one we declare.
  const isDisabled = Boolean(disabled) || progress !== null;
  const { getRootProps, getInputProps, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: (files) => void handleDrop(files),
    onDropRejected: (rejections) => setError(rejectionMessage(kind, rejections)),
    accept: acceptMap(kind),
    maxSize: UPLOAD_KINDS[kind].maxBytes,
    multiple: false,
    disabled: isDisabled,
  });

  // The drop area is the control a person uses (click, Enter or Space opens the file chooser),
  // so it is a button named by its text; the library's hidden file input sits beside it rather
  // than inside (no control nested in a button) and carries the same name.
  return (
    <Stack gap="xs">
      <input {...getInputProps({ "aria-label": label })} />
      <Box
        {...getRootProps({ className: classes.root, role: "button" })}
        aria-disabled={isDisabled || undefined}
        data-file-drop
        data-accept={isDragAccept || undefined}
        data-reject={isDragReject || undefined}
        data-disabled={isDisabled || undefined}
      >
        <DropzoneContent
          kind={kind}
          label={label}
          state={isDragAccept ? "accept" : isDragReject ? "reject" : "idle"}
        />
      </Box>
      {progress !== null && (
        <Progress.Root size="lg">
          <Progress.Section value={progress} aria-label={MESSAGES.uploadProgress}>
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
