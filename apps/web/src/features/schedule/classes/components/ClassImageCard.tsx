import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { ImageEditCard } from "../../../../shared/components/ImageEditCard";
import { useReplaceClassImage } from "../classes.api";

// 001 §2 Class view: "An image header card"; 001 §7 Classes "change image". A cancelled
// class cannot be edited (001 §4), its picture included.
export function ClassImageCard({ studioClass }: { studioClass: StudioClass }) {
  return (
    <ImageEditCard
      imageUrl={studioClass.image}
      imageAlt={fillMessage(MESSAGES.imageOf, { title: studioClass.classTitle })}
      previewAlt={MESSAGES.selectedClassImage}
      replace={useReplaceClassImage(studioClass.classId)}
      doneMessage={MESSAGES.classUpdated}
      missingMessage={MESSAGES.selectClassImage}
      isLocked={studioClass.isCancelled}
    />
  );
}
