import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillTitle, resourceTitleFromFileName } from "@studiodesk/core/rules/content";
import { useRef } from "react";
import { ModalForm } from "../../../shared/components/FormModal";
import { StagedFileField } from "../../../shared/components/StagedFileField";
import { useUploadFormSave } from "../../../shared/use-modal-save";
import { useCreateResource } from "../resources.api";

type ResourceFormValues = { title: string; description: string };

// 001 §2 Resources page: "Upload form: file, title and description".
export function NewResourceForm({ onDone }: { onDone: () => void }) {
  const { staged, save, fail, formProps } = useUploadFormSave(useCreateResource(), {
    doneMessage: (resource) => fillTitle(MESSAGES.titleAdded, resource.resourceTitle),
    onSaved: onDone,
  });
  const form = useForm<ResourceFormValues>({
    mode: "controlled",
    initialValues: { title: "", description: "" },
  });

  const prefilledTitle = useRef("");

  // 001 §5: the title is prefilled from the file name with spaces removed; a title the
  // admin typed is kept when another file is chosen.
  const onUploaded = (response: unknown) => {
    const upload = staged.onUploaded(response);
    const { title } = form.getValues();
    if (title.trim() === "" || title === prefilledTitle.current) {
      prefilledTitle.current = resourceTitleFromFileName(upload.fileName);
      form.setFieldValue("title", prefilledTitle.current);
    }
    return upload;
  };

  const handleSubmit = form.onSubmit((values) => {
    // 001 §5 Resource upload: the file first, then title and description.
    const upload = staged.upload;
    const problem = !upload
      ? MESSAGES.selectFile
      : values.title.trim() === "" || values.description.trim() === ""
        ? MESSAGES.completeAllFields
        : null;
    if (problem || !upload) return fail(problem);
    save({ uploadId: upload.uploadId, title: values.title, description: values.description });
  });

  return (
    <ModalForm onSubmit={handleSubmit} submitLabel="Add Resource" {...formProps}>
      <StagedFileField
        withAsterisk
        label="File"
        kind="resource"
        uploadUrl="/api/v1/resources/uploads"
        dropLabel="Drop a file here or click to choose it"
        staged={{ ...staged, onUploaded }}
        disabled={formProps.isPending}
      />
      <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps("title")} />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={3}
        maxLength={2000}
        {...form.getInputProps("description")}
      />
    </ModalForm>
  );
}
