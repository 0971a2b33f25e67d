import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { SearchInput } from "../../../../shared/components/SearchInput";
import { notifyFailure } from "../../../../shared/failure-message";
import { memberFullName } from "../../../../shared/formats";
import { useReturnFocus } from "../../../../shared/use-return-focus";
import { memberSearchQueryOptions } from "../../schedule.api";

// What an add mutation offers (a useMutation result fits).
type AddMutation = {
  isPending: boolean;
  mutate: (
    userIds: string[],
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
};

type AddAttendeesModalProps = {
  add: AddMutation;
  // "Add Attendees" for an event, "Add Members" for a class: the title and the button.
  title?: string;
  confirmMessage?: string;
  opened: boolean;
  existing: Set<string>;
  onClose: () => void;
};

// 001 §2 Add Attendees (and a class's Add Members): pick members; the confirmation says
// they bypass any registration or billing (001 §8).
export function AddAttendeesModal({
  add,
  title = MESSAGES.addAttendees,
  confirmMessage = MESSAGES.addAttendeesConfirm,
  opened,
  existing,
  onClose,
}: AddAttendeesModalProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [selected, setSelected] = useState<string[]>([]);
  const [isConfirming, setIsConfirming] = useState(false);
  const members = useQuery({ ...memberSearchQueryOptions(debounced), enabled: opened });
  const candidates = (members.data?.members ?? []).filter((member) => !existing.has(member.id));
  // Opened from the Options menu, whose item is gone by the time the picker (or its
  // confirmation) closes: focus goes back to the Options button, not the page's body.
  const inside = useReturnFocus(opened);

  const close = () => {
    setSelected([]);
    setSearch("");
    setIsConfirming(false);
    onClose();
  };

  const confirm = () =>
    add.mutate(selected, {
      onSuccess: close,
      onError: (error) => {
        setIsConfirming(false);
        notifyFailure(error);
      },
    });

  return (
    <>
      <Modal
        opened={opened && !isConfirming}
        onClose={close}
        title={title}
        size="lg"
        returnFocus={false}
      >
        <Stack ref={inside}>
          {/* A keyboard user starts in the search, not on the close button. */}
          <SearchInput
            label={MESSAGES.searchMembersLabel}
            value={search}
            onChange={setSearch}
            data-autofocus
          />
          <ScrollArea.Autosize mah={360}>
            {members.isLoading ? (
              <Loader size="sm" role="status" aria-label={MESSAGES.loadingMembers} />
            ) : candidates.length === 0 ? (
              <Text c="dimmed">{MESSAGES.noUsersFound}</Text>
            ) : (
              <Checkbox.Group value={selected} onChange={setSelected} label={MESSAGES.members}>
                <Stack gap="xs" mt="xs">
                  {candidates.map((member) => (
                    <Checkbox
                      key={member.id}
                      value={member.id}
                      label={memberFullName(member)}
                      description={member.email}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </ScrollArea.Autosize>
          <Group justify="space-between">
            <Text size="sm">{fillMessage(MESSAGES.selectedCount, { count: selected.length })}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {MESSAGES.cancel}
              </Button>
              <Button disabled={selected.length === 0} onClick={() => setIsConfirming(true)}>
                {title}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={opened && isConfirming}
        title={title}
        message={confirmMessage}
        confirmLabel={MESSAGES.yes}
        isPending={add.isPending}
        onConfirm={confirm}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
