import { Menu } from "@mantine/core";
import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { cancelsWholeEvent } from "@studiodesk/core/rules/events";
import { isEventDateOver } from "@studiodesk/core/rules/terminal";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { OptionsMenu } from "../../../../shared/components/OptionsMenu";
import { copyShareLink } from "../../../../shared/copy-link";
import { notifyFailure } from "../../../../shared/failure-message";
import { notify } from "../../../../shared/notify";
import { terminalCheckoutPath } from "../../../../shared/terminal-checkout-path";
import { useCancelEvent, useDeleteEvent } from "../../schedule.api";
import { useScheduleAccount } from "../../schedule-session";

type Confirmation = "cancel" | "delete" | null;

// 001 §2 Event view Options: View Attendees; Collect Payment (active terminals only);
// Share Event; Cancel Event; Delete Event.
export function EventOptionsMenu({ event, backTo }: { event: ScheduleEvent; backTo: string }) {
  const account = useScheduleAccount();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const cancel = useCancelEvent(event.eventId);
  const remove = useDeleteEvent(event.eventId);
  const checkoutPath = terminalCheckoutPath(account, {
    eventId: event.eventId,
    eventStart: event.occurrenceStart,
  });
  const eventPath = `/dashboard/schedule/event/${encodeURIComponent(event.eventId)}`;

  const confirmCancel = () =>
    cancel.mutate(event.occurrenceStart, {
      onSuccess: () => {
        notify(MESSAGES.eventCancelled, "success");
        setConfirmation(null);
      },
      onError: notifyFailure,
    });

  // 001 §8: a refusal says why (a colleague deleted the event meanwhile: 'This event was not
  // found.'); 'Unknown Error.' is only for what the server does not explain.
  // Awaited rather than per-call callbacks: the page may unmount (its event is gone)
  // before the answer arrives, and the notice must still show.
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      notify(MESSAGES.eventDeleted, "success");
      void navigate(backTo, { replace: true });
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <OptionsMenu>
        <Menu.Item
          onClick={() =>
            void navigate(
              `${eventPath}/users?${new URLSearchParams({ eventStart: event.occurrenceStart })}`,
            )
          }
        >
          {MESSAGES.viewAttendees}
        </Menu.Item>
        {checkoutPath && (
          // A cancelled event (or date), or a date that is over, takes no payment (the
          // terminal refuses it), as it cannot be cancelled again: the item stays, dimmed.
          <Menu.Item
            disabled={event.isCancelled || isEventDateOver(event, new Date())}
            onClick={() => void navigate(checkoutPath)}
          >
            {MESSAGES.collectPayment}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void copyShareLink(event.shareLink)}>
          {MESSAGES.shareEvent}
        </Menu.Item>
        <Menu.Item
          // The theme's error red (red 6 reads at 3.3:1); a disabled item keeps its dimmed grey.
          c={event.isCancelled ? undefined : "var(--mantine-color-error)"}
          disabled={event.isCancelled}
          onClick={() => setConfirmation("cancel")}
        >
          {MESSAGES.cancelEvent}
        </Menu.Item>
        <Menu.Item c="var(--mantine-color-error)" onClick={() => setConfirmation("delete")}>
          {MESSAGES.deleteEvent}
        </Menu.Item>
      </OptionsMenu>
      <ConfirmDialog
        opened={confirmation === "cancel"}
        title={MESSAGES.cancelEvent}
        message={
          cancelsWholeEvent({
            isRecurring: event.recurrence !== null,
            oneTimePurchase: event.price?.oneTimePurchase ?? false,
          })
            ? MESSAGES.cancelEventConfirm
            : MESSAGES.cancelEventDateConfirm
        }
        confirmLabel={MESSAGES.cancelEvent}
        isDestructive
        isPending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirmation(null)}
      />
      <ConfirmDialog
        opened={confirmation === "delete"}
        title={MESSAGES.deleteEvent}
        message={event.recurrence ? MESSAGES.deleteEventSeriesConfirm : MESSAGES.deleteEventConfirm}
        confirmLabel={MESSAGES.deleteEvent}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmation(null)}
      />
    </>
  );
}
