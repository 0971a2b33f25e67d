import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

// The button that opens a "New …" form.
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {label}
    </Button>
  );
}
