import { Group, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  DOCUMENT_SUBTITLE_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
} from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { htmlHasText } from "@studiodesk/core/rules/content";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { ModalForm } from "../../../shared/components/FormModal";
import { StagedFileField } from "../../../shared/components/StagedFileField";
import { hasStagedFile } from "../../../shared/staged-upload";
import { useFormDraftOf } from "../../../shared/use-form-draft";
import { useUploadFormSave } from "../../../shared/use-modal-save";
import { useCreateDocument } from "../documents.api";
import { DescriptionEditor } from "./DescriptionEditor";

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

// The form's draft (shared/form-drafts): the page opens the modal again when one waits. The
// file is not kept: the restored form asks for it again.
export const NEW_DOCUMENT_DRAFT = "new-document";

// 000 §2 Documents: "New Document opens a modal with title, sub title, description, an
// active switch and a required switch", and the PDF itself.
export function NewDocumentForm({ onDone }: { onDone: () => void }) {
  const { staged, save, fail, formProps } = useUploadFormSave(useCreateDocument(), {
    doneMessage: (document) => fillMessage(MESSAGES.titleAdded, { title: document.fileTitle }),
    onSaved: onDone,
  });
  const form = useForm<DocumentFormValues>({ mode: "controlled", initialValues: INITIAL_VALUES });
  useFormDraftOf(form, NEW_DOCUMENT_DRAFT, { hasChosenFile: hasStagedFile(staged) });

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
    if (problem || !staged.upload) return fail(problem);
    save({ ...values, uploadId: staged.upload.uploadId });
  });

  return (
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.addDocument} {...formProps}>
      <TextInput
        label={MESSAGES.title}
        withAsterisk
        maxLength={DOCUMENT_TITLE_MAX_LENGTH}
        {...form.getInputProps("title")}
      />
      <TextInput
        label={MESSAGES.subTitle}
        withAsterisk
        maxLength={DOCUMENT_SUBTITLE_MAX_LENGTH}
        {...form.getInputProps("subTitle")}
      />
      <DescriptionEditor
        label={MESSAGES.description}
        value={form.getValues().description}
        onChange={(html) => form.setFieldValue("description", html)}
      />
      <StagedFileField
        withAsterisk
        label={MESSAGES.pdfFile}
        kind="document"
        uploadUrl="/api/v1/documents/uploads"
        dropLabel={MESSAGES.dropPdfHere}
        staged={staged}
        disabled={formProps.isPending}
      />
      <Group>
        <Switch label={MESSAGES.active} {...form.getInputProps("isActive", { type: "checkbox" })} />
        <Switch
          label={MESSAGES.required}
          {...form.getInputProps("isRequired", { type: "checkbox" })}
        />
      </Group>
    </ModalForm>
  );
}
