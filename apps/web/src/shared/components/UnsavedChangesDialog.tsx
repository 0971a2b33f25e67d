import { Button, Group, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { ReturnFocusModal } from "./ReturnFocusModal";

// The one question asked before edits are thrown away: leaving a page (UnsavedChangesGuard)
// or closing a modal form (FormModal). Not ConfirmDialog: that one is built on FormModal,
// which asks this question itself.
export function UnsavedChangesDialog({
  opened,
  onLeave,
  onStay,
}: {
  opened: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  // Stay goes back to the field (or button) the question interrupted.
  return (
    <ReturnFocusModal
      opened={opened}
      onClose={onStay}
      title={MESSAGES.unsavedChangesTitle}
      centered
    >
      <Stack>
        <Text>{MESSAGES.unsavedChangesMessage}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            {MESSAGES.stay}
          </Button>
          <Button color="red" onClick={onLeave}>
            {MESSAGES.leave}
          </Button>
        </Group>
      </Stack>
    </ReturnFocusModal>
  );
}
