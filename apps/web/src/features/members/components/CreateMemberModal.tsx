import { PasswordInput, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { CreateMemberRequest } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { generateMemberPassword } from "@studiodesk/core/rules/members";
import { EMAIL_MAX_LENGTH } from "@studiodesk/core/rules/sign-in";
import { useCallback, useState } from "react";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { failureMessage } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { showFieldErrors } from "../../../shared/saved-form";
import { useFormDraftOf } from "../../../shared/use-form-draft";
import { useModalSave } from "../../../shared/use-modal-save";
import { useCreateMember } from "../members.api";
import { CREATE_MEMBER_DRAFT } from "./create-member-draft";
import { MemberNameFields } from "./MemberNameFields";
import { MemberSetupProgress, SETUP_CONTINUES_IN_BACKGROUND } from "./MemberSetupProgress";

type CreateMemberModalProps = { opened: boolean; onClose: () => void };

const randomValues = (count: number) => crypto.getRandomValues(new Uint32Array(count));
const emptyValues = (): CreateMemberRequest => ({
  firstName: "",
  lastName: "",
  email: "",
  password: generateMemberPassword(randomValues),
});

function CreateMemberForm({ onCreated }: { onCreated: (uid: string) => void }) {
  const create = useCreateMember();
  const form = useForm<CreateMemberRequest>({ mode: "controlled", initialValues: emptyValues() });
  // The generated password is never kept: a restored form keeps its new one.
  useFormDraftOf(form, CREATE_MEMBER_DRAFT);
  const { save, fail, formProps } = useModalSave(create, {
    onSaved: (profile) => onCreated(profile.id),
    describeFailure: (failure) => {
      showFieldErrors(form, failure);
      return failureMessage(failure);
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    // 000 §5 Member creation: every field is required.
    const isComplete = [values.firstName, values.lastName, values.email, values.password].every(
      (value) => value.trim() !== "",
    );
    if (!isComplete) return fail(MESSAGES.completeAllFields);
    save(values);
  });

  return (
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.createUser} {...formProps}>
      <MemberNameFields inputProps={form.getInputProps} />
      <TextInput
        label={MESSAGES.email}
        type="email"
        withAsterisk
        maxLength={EMAIL_MAX_LENGTH}
        {...form.getInputProps("email")}
      />
      {/* 000 §5: the password is generated here and cannot be changed; the member sets
            their own through the reset email. */}
      <PasswordInput
        label={MESSAGES.password}
        withAsterisk
        disabled
        description={MESSAGES.generatedPasswordHint}
        {...form.getInputProps("password")}
      />
    </ModalForm>
  );
}

export function CreateMemberModal({ opened, onClose }: CreateMemberModalProps) {
  // Set once the member exists; the modal then waits for the payment customer.
  const [createdUid, setCreatedUid] = useState<string | null>(null);

  const finish = useCallback(() => {
    setCreatedUid(null);
    onClose();
  }, [onClose]);
  // Closed while waiting: the member exists and the setup goes on without the dashboard.
  const close = () => {
    if (createdUid) notify(SETUP_CONTINUES_IN_BACKGROUND, "info");
    finish();
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={MESSAGES.createNewUser}
      closeOnClickOutside={createdUid === null}
    >
      {createdUid ? (
        <MemberSetupProgress uid={createdUid} onFinished={finish} />
      ) : (
        <CreateMemberForm onCreated={setCreatedUid} />
      )}
    </FormModal>
  );
}
