import { Anchor, Group, Text } from "@mantine/core";
import type { OrganizationSummary } from "@studiodesk/core/contracts/auth";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
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
  const [organization, setOrganization] = useState<OrganizationSummary | null>(null);
  const [isChangingOrganization, setChangingOrganization] = useState(false);

  if (!isSuperAdmin) {
    return (
      <AuthLayout subtitle="Sign in to your studio's dashboard">
        <SignInForm />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout subtitle="Super-admin sign in">
      {organization && (
        <>
          <Group justify="space-between" mb="md" wrap="nowrap">
            <Text size="sm">
              Organization: <strong>{organization.name}</strong>
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setChangingOrganization(true)}
            >
              Change
            </Anchor>
          </Group>
          <SignInForm organizationId={organization.id} />
        </>
      )}
      <Suspense fallback={null}>
        <SelectOrganizationModal
          opened={organization === null || isChangingOrganization}
          selectedId={organization?.id ?? null}
          onSelect={(chosen) => {
            setOrganization(chosen);
            setChangingOrganization(false);
          }}
        />
      </Suspense>
    </AuthLayout>
  );
}
