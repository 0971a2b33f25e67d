import { TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  RESOURCE_TITLE_MAX_LENGTH,
  resourceTitleFromFileName,
} from "@studiodesk/core/rules/content";
import { useRef } from "react";
import type { UploadPath } from "../api-client";
import type { StagedUploadState } from "../staged-upload";
import { StagedFileField } from "./StagedFileField";

// The form the fields fill and edit the title of (a Mantine form with a `title` fits).
type TitleForm = {
  getValues: () => { title: string };
  setFieldValue: (path: "title", value: string) => void;
  getInputProps: (path: "title") => GetInputPropsReturnType;
};

type ResourceFileFieldsProps = {
  uploadUrl: UploadPath;
  staged: StagedUploadState;
  form: TitleForm;
  disabled?: boolean;
};

// The file of a new resource and its title, on the Resources page and a class's Resources
// tab. 001 §5: the title is prefilled from the file name with spaces removed; a title the
// admin typed is kept when another file is chosen.
export function ResourceFileFields({ uploadUrl, staged, form, disabled }: ResourceFileFieldsProps) {
  const prefilledTitle = useRef("");
  const onUploaded = (response: unknown) => {
    const upload = staged.onUploaded(response);
    const { title } = form.getValues();
    if (title.trim() === "" || title === prefilledTitle.current) {
      prefilledTitle.current = resourceTitleFromFileName(upload.fileName);
      form.setFieldValue("title", prefilledTitle.current);
    }
    return upload;
  };
  return (
    <>
      <StagedFileField
        withAsterisk
        label={MESSAGES.file}
        kind="resource"
        uploadUrl={uploadUrl}
        dropLabel={MESSAGES.dropFileHere}
        staged={{ ...staged, onUploaded }}
        disabled={disabled}
      />
      <TextInput
        label={MESSAGES.title}
        withAsterisk
        maxLength={RESOURCE_TITLE_MAX_LENGTH}
        {...form.getInputProps("title")}
      />
    </>
  );
}
