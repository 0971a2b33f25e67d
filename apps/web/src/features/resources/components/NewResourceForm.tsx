import { Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { RESOURCE_DESCRIPTION_MAX_LENGTH } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { ModalForm } from "../../../shared/components/FormModal";
import { ResourceFileFields } from "../../../shared/components/ResourceFileFields";
import { hasStagedFile } from "../../../shared/staged-upload";
import { useFormDraftOf } from "../../../shared/use-form-draft";
import { useUploadFormSave } from "../../../shared/use-modal-save";
import { useCreateResource } from "../resources.api";

type ResourceFormValues = { title: string; description: string };

// The form's draft (shared/form-drafts): the page opens the modal again when one waits. The
// file is not kept: the restored form asks for it again.
export const NEW_RESOURCE_DRAFT = "new-resource";

// 001 §2 Resources page: "Upload form: file, title and description".
export function NewResourceForm({ onDone }: { onDone: () => void }) {
  const { staged, save, fail, formProps } = useUploadFormSave(useCreateResource(), {
    doneMessage: (resource) => fillMessage(MESSAGES.titleAdded, { title: resource.resourceTitle }),
    onSaved: onDone,
  });
  const form = useForm<ResourceFormValues>({
    mode: "controlled",
    initialValues: { title: "", description: "" },
  });
  useFormDraftOf(form, NEW_RESOURCE_DRAFT, { hasChosenFile: hasStagedFile(staged) });

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
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.addResource} {...formProps}>
      <ResourceFileFields
        uploadUrl="/api/v1/resources/uploads"
        staged={staged}
        form={form}
        disabled={formProps.isPending}
      />
      <Textarea
        label={MESSAGES.description}
        withAsterisk
        autosize
        minRows={3}
        maxLength={RESOURCE_DESCRIPTION_MAX_LENGTH}
        {...form.getInputProps("description")}
      />
    </ModalForm>
  );
}
