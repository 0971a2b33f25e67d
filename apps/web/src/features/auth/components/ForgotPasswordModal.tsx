import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { EMAIL_MAX_LENGTH } from "@studiodesk/core/rules/sign-in";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../shared/api-client";
import { ReturnFocusModal } from "../../../shared/components/ReturnFocusModal";
import { notify } from "../../../shared/notify";
import { useForgotPassword } from "../auth.api";

type ForgotPasswordModalProps = { opened: boolean; onClose: () => void; initialEmail: string };

export function ForgotPasswordModal({ opened, onClose, initialEmail }: ForgotPasswordModalProps) {
  return (
    <ReturnFocusModal opened={opened} onClose={onClose} title={MESSAGES.forgotPassword} centered>
      {/* The modal unmounts its content when closed, so each opening starts fresh. */}
      <ForgotPasswordForm initialEmail={initialEmail} />
    </ReturnFocusModal>
  );
}

function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [isNoticeShown, setNoticeShown] = useState(false);
  const forgotPassword = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    // 000 §8: the same notice whether or not the request worked, so the form never tells
    // who has an account. Only too many requests for the address (429, spec-deviations) is
    // said: then no mail is on its way, whoever owns the address.
    const showNotice = () => {
      notify(MESSAGES.forgotPasswordNotice);
      setNoticeShown(true);
    };
    forgotPassword.mutate(trimmed, {
      onSuccess: showNotice,
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 429)) return showNotice();
        setNoticeShown(false);
        notify(error.message, "danger");
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {isNoticeShown && <Alert color="blue">{MESSAGES.forgotPasswordNotice}</Alert>}
        {/* 000 §5: the field is marked required, with no message of its own. */}
        <TextInput
          label={MESSAGES.email}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          withAsterisk
          aria-required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <Button type="submit" loading={forgotPassword.isPending} disabled={!email.trim()}>
          {MESSAGES.sendResetLink}
        </Button>
      </Stack>
    </form>
  );
}
