import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import type { SignInRequest } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  validateSignInForm,
} from "@studiodesk/core/rules/sign-in";
import { ApiError } from "../../../shared/api-client";
import { lazyModal } from "../../../shared/components/lazy-modal";
import { EXTERNAL_LINKS } from "../../../shared/external-links";
import { notifyDanger } from "../../../shared/notify";
import { useSignIn } from "../auth.api";

// Loaded when "Forgot Password" is pressed, not with the sign-in page; once opened it stays
// mounted, so it closes with its transition and gives focus back to the link.
const ForgotPasswordModal = lazyModal(() =>
  import("./ForgotPasswordModal").then((module) => module.ForgotPasswordModal),
);

// The super-admin variant signs in first and then chooses the organization in Select
// Organization, which the dashboard shows until the choice is made (app/RequireSession).
type SignInFormProps = { asSuperAdmin?: boolean };

// One sign-in failure shows at a time: another try's answer replaces it.
const SIGN_IN_FAILURE_ID = "sign-in-failure";

// 000 §8: a wrong email or password always reads the same; refusals the server explains
// (not an admin, blocked, throttled) show the server's text.
function signInErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return MESSAGES.signInFailed;
  if (error instanceof ApiError) return error.message;
  return MESSAGES.unknownError;
}

export function SignInForm({ asSuperAdmin = false }: SignInFormProps) {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    validate: validateSignInForm,
  });
  const signIn = useSignIn();
  const [isForgotPasswordOpened, forgotPassword] = useDisclosure(false);

  const handleSubmit = form.onSubmit((values) => {
    const credentials = { email: values.email.trim(), password: values.password };
    const request: SignInRequest = asSuperAdmin ? { ...credentials, asSuperAdmin } : credentials;
    signIn.mutate(request, {
      onError: (error) =>
        notifyDanger(signInErrorMessage(error), { position: "top-center", id: SIGN_IN_FAILURE_ID }),
    });
  });

  return (
    <>
      {/* POST, should Enter be pressed on the server-drawn page before the app takes over: the
          browser's own submission would otherwise put the password in the address. */}
      <form method="post" onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={MESSAGES.email}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={MESSAGES.password}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            key={form.key("password")}
            {...form.getInputProps("password")}
            // Mantine marks only the wrapper of a password field with an error; the input itself
            // must say so for a screen reader, as the email field does.
            aria-invalid={Boolean(form.errors.password) || undefined}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={forgotPassword.open}>
              {MESSAGES.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {MESSAGES.signIn}
          </Button>
          <Text size="sm" ta="center">
            <Anchor href={EXTERNAL_LINKS.contactUs}>{MESSAGES.notAnAdminContactUs}</Anchor>
          </Text>
        </Stack>
      </form>
      <ForgotPasswordModal
        opened={isForgotPasswordOpened}
        onClose={forgotPassword.close}
        initialEmail={form.getValues().email}
      />
    </>
  );
}
