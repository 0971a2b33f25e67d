import { Group, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillTitle, htmlHasText } from "@studiodesk/core/rules/content";
import { useState } from "react";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { StagedFileField } from "../../../shared/components/StagedFileField";
import { failureMessage } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useStagedUpload } from "../../../shared/staged-upload";
import { useCreateDocument } from "../documents.api";
import { DescriptionEditor } from "./DescriptionEditor";

type NewDocumentModalProps = { opened: boolean; onClose: () => void };

type DocumentFormValues = {
  title: string;
  subTitle: string;
  description: string;
  // 000 §5 Document: "Defaults: active true, required true".
  isActive: boolean;
  isRequired: boolean;
};

const INITIAL_VALUES: DocumentFormValues = {
  title: "",
  subTitle: "",
  description: "",
  isActive: true,
  isRequired: true,
};

function NewDocumentForm({ onDone }: { onDone: () => void }) {
  const create = useCreateDocument();
  const staged = useStagedUpload();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({ mode: "controlled", initialValues: INITIAL_VALUES });

  const handleSubmit = form.onSubmit((values) => {
    // 000 §5: title, sub title and description are all required.
    const isComplete =
      values.title.trim() !== "" &&
      values.subTitle.trim() !== "" &&
      htmlHasText(values.description);
    const problem = !isComplete
      ? MESSAGES.completeAllFields
      : !staged.upload
        ? MESSAGES.selectFile
        : null;
    setError(problem);
    if (problem || !staged.upload) return;
    create.mutate(
      { ...values, uploadId: staged.upload.uploadId },
      {
        onSuccess: (document) => {
          staged.markSaved();
          notify(fillTitle(MESSAGES.titleAdded, document.fileTitle), "success");
          onDone();
        },
        onError: (failure) => setError(failureMessage(failure)),
      },
    );
  });

  return (
    <ModalForm
      onSubmit={handleSubmit}
      error={error}
      submitLabel="Add Document"
      isPending={create.isPending}
    >
      <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps("title")} />
      <TextInput
        label="Sub Title"
        withAsterisk
        maxLength={300}
        {...form.getInputProps("subTitle")}
      />
      <DescriptionEditor
        label="Description"
        onChange={(html) => form.setFieldValue("description", html)}
      />
      <StagedFileField
        label="PDF File"
        kind="document"
        uploadUrl="/api/v1/documents/uploads"
        dropLabel="Drop the PDF here or click to choose it"
        staged={staged}
        disabled={create.isPending}
      />
      <Group>
        <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />
        <Switch label="Required" {...form.getInputProps("isRequired", { type: "checkbox" })} />
      </Group>
    </ModalForm>
  );
}

// 000 §2 Documents: "New Document opens a modal with title, sub title, description, an
// active switch and a required switch", and the PDF itself.
export function NewDocumentModal({ opened, onClose }: NewDocumentModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New Document" size="lg">
      <NewDocumentForm onDone={onClose} />
    </FormModal>
  );
}
