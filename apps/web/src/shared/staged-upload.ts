import { type StagedUpload, ZStagedUpload } from "@studiodesk/core/contracts/content";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, unwrap } from "./api-client";

export type StagedUploadState = {
  // The file the dropzone stored and the form will name when saved.
  upload: StagedUpload | null;
  // FileDropzone's callback; answers the upload it read from the server's response.
  onUploaded: (response: unknown) => StagedUpload;
  remove: () => void;
  // The form was saved: the server owns the file now.
  markSaved: () => void;
  // A file is on its way: the form cannot name it yet, so its submit waits.
  isUploading: boolean;
  onUploadingChange: (isUploading: boolean) => void;
};

// Whether the form holds a chosen file (stored, or on its way): a draft of the form cannot keep
// it (shared/form-drafts), so the restored form asks for it again.
export const hasStagedFile = (staged: StagedUploadState): boolean =>
  staged.upload !== null || staged.isUploading;

// The server removes a file nobody saved after a day; telling it at once keeps storage tidy.
// A failure here changes nothing for the user, so it is not reported.
const discard = (upload: StagedUpload) =>
  void unwrap(
    api.DELETE("/api/v1/content-uploads/{uploadId}", {
      params: { path: { uploadId: upload.uploadId } },
    }),
  ).catch(() => undefined);

// The file of a content form travels first (FileDropzone, with progress); the form's save
// names it. Choosing another file, removing it or closing the form drops the unsaved one.
export function useStagedUpload(): StagedUploadState {
  const [upload, setUpload] = useState<StagedUpload | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const pending = useRef<StagedUpload | null>(null);

  const replace = useCallback((next: StagedUpload | null) => {
    if (pending.current) discard(pending.current);
    pending.current = next;
    setUpload(next);
  }, []);

  useEffect(
    () => () => {
      if (pending.current) discard(pending.current);
      pending.current = null;
    },
    [],
  );

  return {
    upload,
    onUploaded: (response) => {
      const next = ZStagedUpload.parse(response);
      replace(next);
      return next;
    },
    remove: () => replace(null),
    markSaved: () => {
      pending.current = null;
    },
    isUploading,
    onUploadingChange: setIsUploading,
  };
}
