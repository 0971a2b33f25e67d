import { MESSAGES } from "@studiodesk/core/messages";
import { useSearchParams } from "react-router";
import { AuthLayout } from "../components/AuthLayout";
import { SignInForm } from "../components/SignInForm";

export function SignInPage() {
  const [searchParams] = useSearchParams();
  // 000 §2: /login?isSuperAdmin=true is the super-admin variant.
  const isSuperAdmin = searchParams.get("isSuperAdmin") === "true";

  // Issue #20 §10: the organization list is for the signed-in super-admin only, so Select
  // Organization follows the password instead of preceding it: the session acts in no
  // organization until the choice, and the dashboard asks for it (OrganizationChoicePage).
  return (
    <AuthLayout
      subtitle={isSuperAdmin ? MESSAGES.superAdminSignIn : "Sign in to your studio's dashboard"}
    >
      <SignInForm asSuperAdmin={isSuperAdmin} />
    </AuthLayout>
  );
}
