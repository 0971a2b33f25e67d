import { Button, Group, Text } from "@mantine/core";
import { useId } from "react";
import { useFocusableDisabled } from "../use-focusable-disabled";

type SubmitRowProps = {
  label: string;
  isPending: boolean;
  // An edit form stays disabled until something changed (000 §5).
  disabled?: boolean;
  // Why the form cannot be sent yet; shown beside the disabled button and naming it.
  waitingReason?: string | null;
};

// A form's submit button, at the bottom right; it spins while the form saves, and keeps the
// keyboard's focus while disabled or saving (useFocusableDisabled).
export function SubmitRow({ label, isPending, disabled, waitingReason }: SubmitRowProps) {
  const reasonId = useId();
  const buttonProps = useFocusableDisabled({
    isRefused: Boolean(disabled || waitingReason),
    isPending,
  });
  return (
    <Group justify="flex-end">
      {waitingReason && (
        <Text id={reasonId} size="sm" c="dimmed" role="status">
          {waitingReason}
        </Text>
      )}
      <Button
        type="submit"
        {...buttonProps}
        aria-describedby={waitingReason ? reasonId : undefined}
      >
        {label}
      </Button>
    </Group>
  );
}
