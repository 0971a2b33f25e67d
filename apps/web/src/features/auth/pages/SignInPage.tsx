import type { OrganizationSummary } from "@studiodesk/core/contracts/auth";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { failureMessage } from "../../../shared/failure-message";
import { notifyDanger } from "../../../shared/notify";
import { useChooseOrganization } from "../auth.api";
import { AuthLayout } from "../components/AuthLayout";
import { SignInForm } from "../components/SignInForm";

// Only the super-admin variant picks an organization: the ordinary sign-in page's first load
// does not carry the select and the modal.
const SelectOrganizationModal = lazy(() =>
  import("../components/SelectOrganizationModal").then((module) => ({
    default: module.SelectOrganizationModal,
  })),
);

export function SignInPage() {
  const [searchParams] = useSearchParams();
  // 000 §2: /login?isSuperAdmin=true is the super-admin variant.
  const isSuperAdmin = searchParams.get("isSuperAdmin") === "true";
  const [isChoosingOrganization, setChoosingOrganization] = useState(false);
  const chooseOrganization = useChooseOrganization();

  if (!isSuperAdmin) {
    return (
      <AuthLayout subtitle="Sign in to your studio's dashboard">
        <SignInForm />
      </AuthLayout>
    );
  }

  // Issue #20 §10: the organization list is for the signed-in super-admin only, so the
  // Select Organization modal follows the password instead of preceding it.
  const handleSelect = (organization: OrganizationSummary) =>
    chooseOrganization.mutate(organization.id, {
      onError: (error) => notifyDanger(failureMessage(error)),
    });

  return (
    <AuthLayout subtitle="Super-admin sign in">
      {!isChoosingOrganization && (
        <SignInForm onSuperAdminSignedIn={() => setChoosingOrganization(true)} />
      )}
      <Suspense fallback={null}>
        <SelectOrganizationModal
          opened={isChoosingOrganization}
          isSaving={chooseOrganization.isPending}
          onSelect={handleSelect}
        />
      </Suspense>
    </AuthLayout>
  );
}
