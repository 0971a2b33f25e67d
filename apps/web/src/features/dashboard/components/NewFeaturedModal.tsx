import { NumberInput, Select, TextInput } from "@mantine/core";
import { ZCreateFeaturedRequest } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { FEATURED_MAX_PLACEMENT, FEATURED_MIN_PLACEMENT } from "@studiodesk/core/rules/content";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { StagedFileField } from "../../../shared/components/StagedFileField";
import { formatContentDate } from "../../../shared/content-format";
import { useOrganizationTimeZone } from "../../../shared/session";
import { useUploadFormSave } from "../../../shared/use-modal-save";
import { featurableProductsQueryOptions, useCreateFeatured } from "../dashboard.api";
import type { UseRunningEvents } from "../running-events";

type NewFeaturedFormProps = {
  onDone: () => void;
  nextPlacement: number;
  useRunningEvents: UseRunningEvents;
};
type NewFeaturedModalProps = Omit<NewFeaturedFormProps, "onDone"> & {
  opened: boolean;
  onClose: () => void;
};

function NewFeaturedForm({ onDone, nextPlacement, useRunningEvents }: NewFeaturedFormProps) {
  const timeZone = useOrganizationTimeZone();
  // The pickers' choices load with the form, not with the dashboard that offers it.
  const events = useRunningEvents();
  const products = useQuery(featurableProductsQueryOptions());
  const { staged, save, fail, formProps } = useUploadFormSave(useCreateFeatured(), {
    doneMessage: () => MESSAGES.newFeaturedAdded,
    onSaved: onDone,
  });
  const [placement, setPlacement] = useState<number | string>(nextPlacement);
  const [link, setLink] = useState("");
  // One item at most: choosing an event clears the product and the other way round.
  const [eventId, setEventId] = useState<string | null>(null);
  const [productId, setProductId] = useState<string | null>(null);

  const submit = () => {
    if (!staged.upload) return fail(MESSAGES.selectFile);
    // The same contract the server checks: placement 1 to 10, an optional web link.
    const parsed = ZCreateFeaturedRequest.safeParse({
      uploadId: staged.upload.uploadId,
      placement: typeof placement === "number" ? placement : Number.NaN,
      featuredLink: link.trim() || null,
      featuredItemName: eventId ? "eventItem" : productId ? "productItem" : null,
      featuredItemId: eventId ?? productId,
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
    save(parsed.data);
  };

  return (
    <ModalForm onSubmit={submit} submitLabel="Add Featured" {...formProps}>
      {/* 001 §5: images only, stored as JPEG; 001 §9: the ratio should be 16:9. */}
      <StagedFileField
        label="Image"
        kind="image"
        uploadUrl="/api/v1/featured/uploads"
        dropLabel="Drop a 16:9 picture here or click to choose it"
        staged={staged}
        disabled={formProps.isPending}
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
          label: `${event.eventTitle} · ${formatContentDate(event.eventStart, timeZone)}`,
        }))}
        searchable
        clearable
        nothingFoundMessage="No events"
        value={eventId}
        onChange={(value) => {
          setEventId(value);
          if (value) setProductId(null);
        }}
      />
      <Select
        label="Product (optional)"
        description="The shop product this picture opens in the app."
        placeholder={products.isLoading ? "Loading products…" : "Choose a product"}
        data={(products.data ?? []).map((product) => ({
          value: product.productId,
          label: product.productTitle,
        }))}
        searchable
        clearable
        nothingFoundMessage="No products"
        value={productId}
        onChange={(value) => {
          setProductId(value);
          if (value) setEventId(null);
        }}
      />
      <TextInput
        label="Link (optional)"
        description="Where the picture leads in the app, for example a sign-up page."
        placeholder="https://"
        type="url"
        value={link}
        onChange={(event) => setLink(event.currentTarget.value)}
      />
    </ModalForm>
  );
}

// 001 §5 Featured: image file required, placement 1 to 10, the event or product it features or an
// optional link. Classes join the picker when that feature exists.
export function NewFeaturedModal({ opened, onClose, ...form }: NewFeaturedModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New Featured" size="lg">
      <NewFeaturedForm onDone={onClose} {...form} />
    </FormModal>
  );
}
