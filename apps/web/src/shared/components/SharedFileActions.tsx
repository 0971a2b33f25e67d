import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { CopyLinkButton } from "./CopyLinkButton";
import { DeleteButton, ViewButton } from "./RowActions";

type SharedFileActionsProps = {
  title: string;
  // Missing when the link could not be made (the spec's nil); copying then says so.
  shareLink: string | null | undefined;
  onView: () => void;
  onDelete: () => void;
};

// A shared file's row actions, the same for the organization's resources and a class's
// (001 §2): copy its share link (001 §7), view it, delete it. The title names each for its row.
export function SharedFileActions({ title, shareLink, onView, onDelete }: SharedFileActionsProps) {
  return (
    <>
      <CopyLinkButton
        link={shareLink}
        size="xs"
        aria-label={fillMessage(MESSAGES.copyLinkOfFile, { title })}
      />
      <ViewButton title={title} onClick={onView} />
      <DeleteButton title={title} onClick={onDelete} />
    </>
  );
}
