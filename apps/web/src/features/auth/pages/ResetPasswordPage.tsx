import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { PASSWORD_RESET_MIN_LENGTH } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import { PASSWORD_MAX_LENGTH } from "@studiodesk/core/rules/sign-in";
import { Link, useSearchParams } from "react-router";
import { failureMessage } from "../../../shared/failure-message";
import { useResetPassword } from "../auth.api";
import { AuthLayout } from "../components/AuthLayout";

function SignInLink() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {MESSAGES.signIn}
      </Anchor>
    </Text>
  );
}

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token");
  if (!token) {
    return (
      <AuthLayout subtitle="Reset your password">
        <Stack>
          <Alert color="red">{MESSAGES.resetLinkInvalid}</Alert>
          <SignInLink />
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout subtitle="Reset your password">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}

const PASSWORD_FIELDS = [
  { name: "password", label: MESSAGES.newPassword },
  { name: "confirmPassword", label: MESSAGES.confirmPassword },
] as const;

function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate: {
      password: (value) =>
        value.length < PASSWORD_RESET_MIN_LENGTH ? MESSAGES.passwordTooShort : null,
      confirmPassword: (value, values) =>
        value !== values.password ? MESSAGES.passwordsDoNotMatch : null,
    },
  });

  if (resetPassword.isSuccess) {
    return (
      <Stack>
        <Alert color="green">{MESSAGES.passwordResetDone}</Alert>
        <SignInLink />
      </Stack>
    );
  }

  const error = resetPassword.error;
  const errorText = error && failureMessage(error);
  return (
    <form
      onSubmit={form.onSubmit(({ password }) => resetPassword.mutate({ token, password }))}
      noValidate
    >
      <Stack>
        {errorText && <Alert color="red">{errorText}</Alert>}
        {PASSWORD_FIELDS.map(({ name, label }) => (
          <PasswordInput
            key={form.key(name)}
            label={label}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...form.getInputProps(name)}
            // Mantine marks only the wrapper of a password field with an error (SignInForm).
            aria-invalid={Boolean(form.errors[name]) || undefined}
          />
        ))}
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {MESSAGES.resetPassword}
        </Button>
        {/* A dead link asks for a new one: Sign In is where Forgot Password is. */}
        {errorText === MESSAGES.resetLinkInvalid && <SignInLink />}
      </Stack>
    </form>
  );
}
