import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconTrash, IconUser } from "@tabler/icons-react";
import { IconAction } from "../../../../shared/components/RowActions";

type ProfileAndRemoveActionsProps = {
  // The member's full name, so each button's accessible name says whose row it is.
  name: string;
  onViewProfile: () => void;
  onRemove: () => void;
};

// A person's row in Event Attendees and Class Members: open the profile, or remove them.
export function ProfileAndRemoveActions({
  name,
  onViewProfile,
  onRemove,
}: ProfileAndRemoveActionsProps) {
  return (
    <>
      <IconAction
        label={MESSAGES.viewProfile}
        ariaLabel={fillMessage(MESSAGES.viewProfileOf, { name })}
        icon={<IconUser size={18} />}
        onClick={onViewProfile}
      />
      <IconAction
        label={MESSAGES.remove}
        ariaLabel={fillMessage(MESSAGES.removeNamed, { name })}
        icon={<IconTrash size={18} />}
        color="red"
        onClick={onRemove}
      />
    </>
  );
}
