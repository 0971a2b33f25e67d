import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { ImageEditCard } from "../../../../shared/components/ImageEditCard";
import { useReplaceEventImage } from "../../schedule.api";

// 001 §2 Event view: "An image edit dialog". The picture belongs to the whole series; a
// cancelled event (or date) is locked, as the rest of its view (001 §4).
export function EventImageCard({ event }: { event: ScheduleEvent }) {
  return (
    <ImageEditCard
      imageUrl={event.image}
      imageAlt={fillMessage(MESSAGES.imageOf, { title: event.eventTitle })}
      previewAlt={MESSAGES.selectedEventImage}
      replace={useReplaceEventImage(event.eventId)}
      doneMessage={MESSAGES.eventUpdated}
      missingMessage={MESSAGES.selectEventImage}
      isLocked={event.isCancelled}
    />
  );
}
