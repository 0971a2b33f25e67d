import { TextInput } from "@mantine/core";
import { WEB_LINK_MAX_LENGTH } from "@studiodesk/core/contracts/common";
import { ZCreateFeaturedRequest } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { FEATURED_MAX_PLACEMENT, FEATURED_MIN_PLACEMENT } from "@studiodesk/core/rules/content";
import { numberRangeIssue, rangeMessage } from "@studiodesk/core/rules/number-range";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useActiveClasses } from "../../../shared/class-list";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { NumberField } from "../../../shared/components/NumberField";
import { StagedFileField } from "../../../shared/components/StagedFileField";
import { formatContentDate } from "../../../shared/content-format";
import { useOrganizationTimeZone } from "../../../shared/session";
import { hasStagedFile } from "../../../shared/staged-upload";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useUploadFormSave } from "../../../shared/use-modal-save";
import { featurableProductsQueryOptions, useCreateFeatured } from "../dashboard.api";
import type { UseRunningEvents } from "../running-events";
import { type FeaturedChoice, FeaturedItemSelect } from "./FeaturedItemSelect";
import { NEW_FEATURED_DRAFT } from "./new-featured-draft";

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
  const classes = useActiveClasses();
  const { staged, save, fail, formProps } = useUploadFormSave(useCreateFeatured(), {
    doneMessage: () => MESSAGES.newFeaturedAdded,
    onSaved: onDone,
  });
  const [placement, setPlacement] = useState<number | string>(nextPlacement);
  const [link, setLink] = useState("");
  // One item at most, shared by the three pickers.
  const [item, setItem] = useState<FeaturedChoice | null>(null);
  const picked = { choice: item, setChoice: setItem };
  useFormDraft(
    NEW_FEATURED_DRAFT,
    { placement, link, item },
    (draft) => {
      setPlacement(draft.placement ?? nextPlacement);
      setLink(draft.link ?? "");
      setItem(draft.item ?? null);
    },
    { hasChosenFile: hasStagedFile(staged) },
  );

  const submit = () => {
    if (!staged.upload) return fail(MESSAGES.selectFile);
    // Said under Placement already (NumberField), not a second time above the fields.
    const range = { min: FEATURED_MIN_PLACEMENT, max: FEATURED_MAX_PLACEMENT };
    if (numberRangeIssue(placement, range) !== null) return fail(null);
    // The same contract the server checks: placement 1 to 10, an optional web link.
    const parsed = ZCreateFeaturedRequest.safeParse({
      uploadId: staged.upload.uploadId,
      placement: typeof placement === "number" ? placement : Number.NaN,
      featuredLink: link.trim() || null,
      featuredItemName: item?.kind ?? null,
      featuredItemId: item?.id ?? null,
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
    save(parsed.data);
  };

  return (
    <ModalForm onSubmit={submit} submitLabel={MESSAGES.addFeatured} {...formProps}>
      {/* 001 §5: images only, stored as JPEG; 001 §9: the ratio should be 16:9. */}
      <StagedFileField
        withAsterisk
        label={MESSAGES.image}
        kind="image"
        uploadUrl="/api/v1/featured/uploads"
        dropLabel={MESSAGES.dropPictureHere}
        staged={staged}
        disabled={formProps.isPending}
      />
      <NumberField
        label={MESSAGES.placement}
        description={MESSAGES.placementHint}
        withAsterisk
        min={FEATURED_MIN_PLACEMENT}
        max={FEATURED_MAX_PLACEMENT}
        allowDecimal={false}
        allowNegative={false}
        // Left as typed: 11 or 0 is refused with the range, not saved as 10 or 1.
        rangeMessages={rangeMessage(MESSAGES.featuredPlacementRange)}
        value={placement}
        onChange={setPlacement}
      />
      <FeaturedItemSelect
        kind="eventItem"
        label={MESSAGES.eventOptional}
        description={MESSAGES.featuredEventHint}
        placeholder={MESSAGES.chooseAnEvent}
        pluralNoun="events"
        query={events}
        optionOf={(event) => ({
          value: event.eventId,
          label: `${event.eventTitle} · ${formatContentDate(event.eventStart, timeZone)}`,
        })}
        {...picked}
      />
      <FeaturedItemSelect
        kind="productItem"
        label={MESSAGES.productOptional}
        description={MESSAGES.featuredProductHint}
        placeholder={MESSAGES.chooseAProduct}
        pluralNoun="products"
        query={products}
        optionOf={(product) => ({ value: product.productId, label: product.productTitle })}
        {...picked}
      />
      <FeaturedItemSelect
        kind="classItem"
        label={MESSAGES.classOptional}
        description={MESSAGES.featuredClassHint}
        placeholder={MESSAGES.chooseAClass}
        pluralNoun="classes"
        query={classes}
        optionOf={(entry) => ({ value: entry.classId, label: entry.classTitle })}
        {...picked}
      />
      <TextInput
        label={MESSAGES.linkOptional}
        description={MESSAGES.featuredLinkHint}
        placeholder="https://"
        type="url"
        maxLength={WEB_LINK_MAX_LENGTH}
        value={link}
        onChange={(event) => setLink(event.currentTarget.value)}
      />
    </ModalForm>
  );
}

// 001 §5 Featured: image file required, placement 1 to 10, the event, product or class it
// features (001 §3 featuredItemName) or an optional link.
export function NewFeaturedModal({ opened, onClose, ...form }: NewFeaturedModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={MESSAGES.newFeatured} size="lg">
      <NewFeaturedForm onDone={onClose} {...form} />
    </FormModal>
  );
}
