import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { IconExternalLink, IconTrash } from "@tabler/icons-react";

// The row actions the content tables share; the item's title makes each label unique.
export function ViewButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconExternalLink size={14} />}
      onClick={onClick}
      aria-label={`View ${title}`}
    >
      View
    </Button>
  );
}

export function DeleteButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Tooltip label="Delete">
      <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={`Delete ${title}`}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
