import { Button, Group, Paper, Stack, Textarea } from "@mantine/core";
import type { MemberProfile } from "@studiodesk/core/contracts/members";
import { ADMIN_NOTES_MAX_LENGTH } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { useState } from "react";
import { UnsavedChangesGuard } from "../../../../shared/components/UnsavedChangesGuard";
import { useFormDraft } from "../../../../shared/use-form-draft";
import { useUpdateNotes } from "../../members.api";

// 000 §6: admin notes are 'private to you and your admins'.
export function NotesTab({ profile }: { profile: MemberProfile }) {
  const update = useUpdateNotes(profile.id);
  const savedNotes = profile.adminNotes?.notes ?? "";
  // What the admin typed; null while untouched, so another admin's saved notes (arriving
  // live) show here instead of reading as unsaved changes that would overwrite them.
  const [draft, setDraft] = useState<string | null>(null);
  const notes = draft ?? savedNotes;
  useFormDraft("admin-notes", { notes: draft }, (kept) => setDraft(kept.notes ?? null), {
    isEdited: notes !== savedNotes,
  });

  return (
    <Paper withBorder p="lg" maw={820}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(notes, { onSuccess: () => setDraft(null) });
        }}
      >
        <Stack>
          <Textarea
            label={MESSAGES.notes}
            description={MESSAGES.notesPrivacy}
            autosize
            minRows={6}
            maxLength={ADMIN_NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <UnsavedChangesGuard isDirty={notes !== savedNotes} />
          <Group justify="flex-end">
            <Button type="submit" disabled={notes === savedNotes} loading={update.isPending}>
              {MESSAGES.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
