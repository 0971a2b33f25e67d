import { useDocumentTitle } from "@mantine/hooks";
import type { OrganizationSummary } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import { notifyFailure } from "../../../shared/failure-message";
import { useChooseOrganization, useSignOut } from "../auth.api";
import { AuthLayout } from "../components/AuthLayout";
import { SelectOrganizationModal } from "../components/SelectOrganizationModal";

// 000 §2: a super-admin's organization is the one chosen at sign-in. Until they choose, their
// session acts in no organization, so every dashboard address shows Select Organization over
// the sign-in card, with nothing of any organization behind it (a reload, an address typed).
export function OrganizationChoicePage() {
  const chooseOrganization = useChooseOrganization();
  const signOut = useSignOut();
  useDocumentTitle(`${MESSAGES.selectOrganization} · Studiodesk`);

  const handleSelect = (organization: OrganizationSummary) =>
    chooseOrganization.mutate(organization.id, {
      onError: notifyFailure,
    });

  return (
    <AuthLayout subtitle={MESSAGES.superAdminSignIn}>
      <SelectOrganizationModal
        opened
        isSaving={chooseOrganization.isPending}
        onSelect={handleSelect}
        onSignOut={() => signOut.mutate()}
      />
    </AuthLayout>
  );
}
