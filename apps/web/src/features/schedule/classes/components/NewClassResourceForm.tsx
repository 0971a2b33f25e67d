import { useForm } from "@mantine/form";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import type { UploadPath } from "../../../../shared/api-client";
import { ModalForm } from "../../../../shared/components/FormModal";
import { ResourceFileFields } from "../../../../shared/components/ResourceFileFields";
import { hasStagedFile } from "../../../../shared/staged-upload";
import { useFormDraftOf } from "../../../../shared/use-form-draft";
import { useUploadFormSave } from "../../../../shared/use-modal-save";
import { useCreateClassResource } from "../classes.api";

// UploadPath lists the upload routes without path parameters; this one has the class id,
// filled in here (the route is `/classes/{classId}/resources/uploads`).
const classUploadPath = (classId: string) =>
  `/api/v1/classes/${encodeURIComponent(classId)}/resources/uploads` as UploadPath;

// The form's draft (shared/form-drafts): the class view opens its Resources tab and the modal
// again when one waits. The file is not kept: the restored form asks for it again.
export const NEW_CLASS_RESOURCE_DRAFT = "new-class-resource";

type NewClassResourceFormProps = { classId: string; onDone: () => void };

// 001 §2 Class view Resources tab, New Resources: a file (staged at once) and its title.
export function NewClassResourceForm({ classId, onDone }: NewClassResourceFormProps) {
  const { staged, save, fail, formProps } = useUploadFormSave(useCreateClassResource(classId), {
    doneMessage: (resource) => fillMessage(MESSAGES.titleAdded, { title: resource.resourceTitle }),
    onSaved: onDone,
  });
  const form = useForm({ mode: "controlled", initialValues: { title: "" } });
  useFormDraftOf(form, NEW_CLASS_RESOURCE_DRAFT, { hasChosenFile: hasStagedFile(staged) });

  const handleSubmit = form.onSubmit((values) => {
    const upload = staged.upload;
    if (!upload) return fail(MESSAGES.selectFile);
    if (values.title.trim() === "") return fail(MESSAGES.completeAllFields);
    save({ uploadId: upload.uploadId, title: values.title });
  });

  return (
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.addResource} {...formProps}>
      <ResourceFileFields
        uploadUrl={classUploadPath(classId)}
        staged={staged}
        form={form}
        disabled={formProps.isPending}
      />
    </ModalForm>
  );
}
