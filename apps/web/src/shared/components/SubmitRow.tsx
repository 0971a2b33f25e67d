import { Button, Group } from "@mantine/core";

type SubmitRowProps = {
  label: string;
  isPending: boolean;
  // An edit form stays disabled until something changed (000 §5).
  disabled?: boolean;
};

// A form's submit button, at the bottom right; it spins while the form saves.
export function SubmitRow({ label, isPending, disabled }: SubmitRowProps) {
  return (
    <Group justify="flex-end">
      <Button type="submit" disabled={disabled} loading={isPending}>
        {label}
      </Button>
    </Group>
  );
}
