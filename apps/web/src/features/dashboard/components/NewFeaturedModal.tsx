import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { ZCreateFeaturedRequest } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { FEATURED_MAX_PLACEMENT, FEATURED_MIN_PLACEMENT } from "@studiodesk/core/rules/content";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../shared/notify";
import { StagedFileField } from "../../content/components/StagedFileField";
import { failureMessage } from "../../content/content-format";
import { useStagedUpload } from "../../content/staged-upload";
import { runningEventsQueryOptions } from "../../schedule/schedule.api";
import { useCreateFeatured } from "../dashboard.api";

type NewFeaturedModalProps = { opened: boolean; onClose: () => void; nextPlacement: number };

function NewFeaturedForm({ onDone, nextPlacement }: { onDone: () => void; nextPlacement: number }) {
  const create = useCreateFeatured();
  const staged = useStagedUpload();
  const [placement, setPlacement] = useState<number | string>(nextPlacement);
  const [link, setLink] = useState("");
  const [eventId, setEventId] = useState<string | null>(null);
  const events = useQuery(runningEventsQueryOptions());
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!staged.upload) {
      setError(MESSAGES.selectFile);
      return;
    }
    // The same contract the server checks: placement 1 to 10, an optional web link.
    const parsed = ZCreateFeaturedRequest.safeParse({
      uploadId: staged.upload.uploadId,
      placement: typeof placement === "number" ? placement : Number.NaN,
      featuredLink: link.trim() || null,
      featuredItemName: eventId ? "eventItem" : null,
      featuredItemId: eventId,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        staged.markSaved();
        notify(MESSAGES.newFeaturedAdded, "success");
        onDone();
      },
      onError: (failure) => setError(failureMessage(failure)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {/* 001 §5: images only, stored as JPEG; 001 §9: the ratio should be 16:9. */}
        <StagedFileField
          label="Image"
          kind="image"
          uploadUrl="/api/v1/featured/uploads"
          dropLabel="Drop a 16:9 picture here or click to choose it"
          staged={staged}
          disabled={create.isPending}
        />
        <NumberInput
          label="Placement"
          description="1 is shown first."
          withAsterisk
          min={FEATURED_MIN_PLACEMENT}
          max={FEATURED_MAX_PLACEMENT}
          allowDecimal={false}
          allowNegative={false}
          value={placement}
          onChange={setPlacement}
        />
        <Select
          label="Event (optional)"
          description="The event this picture opens in the app."
          placeholder={events.isLoading ? "Loading events…" : "Choose an event"}
          data={(events.data ?? []).map((event) => ({
            value: event.eventId,
            label: `${event.eventTitle} · ${new Date(event.eventStart).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" })}`,
          }))}
          searchable
          clearable
          nothingFoundMessage="No events"
          value={eventId}
          onChange={setEventId}
        />
        <TextInput
          label="Link (optional)"
          description="Where the picture leads in the app, for example a sign-up page."
          placeholder="https://"
          type="url"
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add Featured
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// 001 §5 Featured: image file required, placement 1 to 10, the event it features or an
// optional link. Products and classes join the picker when those features exist.
export function NewFeaturedModal({ opened, onClose, nextPlacement }: NewFeaturedModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New Featured"
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <NewFeaturedForm onDone={onClose} nextPlacement={nextPlacement} />
    </Modal>
  );
}
