import { Paper, Stack } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FormEventHandler, ReactNode } from "react";
import { SubmitRow } from "../../../../shared/components/SubmitRow";
import { UnsavedChangesGuard } from "../../../../shared/components/UnsavedChangesGuard";

type ProfileEditFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isDirty: boolean;
  isPending: boolean;
  children: ReactNode;
};

// The frame of a member profile's edit tabs (Profile, Leader): the fields, a guard against
// leaving with unsaved changes, and Update, enabled only after a change (000 §5).
export function ProfileEditForm({ onSubmit, isDirty, isPending, children }: ProfileEditFormProps) {
  return (
    <Paper withBorder p="lg" maw={820}>
      <form onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard isDirty={isDirty} />
        <Stack>
          {children}
          <SubmitRow label={MESSAGES.update} disabled={!isDirty} isPending={isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
