import { Button, Modal, Select, Stack, Text } from "@mantine/core";
import type { OrganizationSummary } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notifyDanger } from "../../../shared/notify";
import { organizationsQueryOptions } from "../auth.api";

type SelectOrganizationModalProps = {
  opened: boolean;
  isSaving: boolean;
  onSelect: (organization: OrganizationSummary) => void;
  // The modal cannot be dismissed; signing out is the way to leave without a choice.
  onSignOut: () => void;
};

// 000 §2: the super-admin's organization, chosen right after the password (issue #20 §10);
// the modal cannot be dismissed until an organization is chosen.
export function SelectOrganizationModal({
  opened,
  isSaving,
  onSelect,
  onSignOut,
}: SelectOrganizationModalProps) {
  const organizations = useQuery({ ...organizationsQueryOptions(), enabled: opened });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = organizations.data?.find((organization) => organization.id === chosenId);

  useEffect(() => {
    if (organizations.isError) notifyDanger(MESSAGES.organizationsLoadFailed);
  }, [organizations.isError]);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={MESSAGES.selectOrganization}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack>
        <Select
          label={MESSAGES.organization}
          placeholder={MESSAGES.selectOrganization}
          searchable
          nothingFoundMessage={MESSAGES.noOrganizationFound}
          data={(organizations.data ?? []).map((organization) => ({
            value: organization.id,
            label: organization.name,
          }))}
          value={chosenId}
          onChange={setChosenId}
          disabled={organizations.isPending && organizations.isFetching}
          data-autofocus
        />
        {organizations.isError && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="red">
              {MESSAGES.organizationsLoadFailed}
            </Text>
            <Button variant="light" size="xs" onClick={() => void organizations.refetch()}>
              {MESSAGES.tryAgain}
            </Button>
          </Stack>
        )}
        <Button disabled={!chosen} loading={isSaving} onClick={() => chosen && onSelect(chosen)}>
          {MESSAGES.selectOrganization}
        </Button>
        <Button variant="subtle" color="gray" onClick={onSignOut}>
          {MESSAGES.logout}
        </Button>
      </Stack>
    </Modal>
  );
}
