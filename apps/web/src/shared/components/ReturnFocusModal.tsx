import { Modal, type ModalProps } from "@mantine/core";
import { useCallback } from "react";
import { useReturnFocus } from "../use-return-focus";

type ReturnFocusModalProps = Omit<ModalProps, "returnFocus"> & {
  // Called with the content's wrapper as it mounts (FormModal marks its first field).
  onContent?: (content: HTMLDivElement | null) => void;
};

// A Modal that gives focus back to the control that opened it our way, not Mantine's (see
// useReturnFocus): the forms, the questions, Forgot Password, a calendar item's details.
export function ReturnFocusModal({ opened, onContent, children, ...modal }: ReturnFocusModalProps) {
  const inside = useReturnFocus(opened);
  // A stable ref: an inline one is detached and attached again at every render, so as the
  // modal closed (Escape, Cancel) the closing modal was not known and focus stayed in it,
  // then dropped to the page's top.
  const holdContent = useCallback(
    (content: HTMLDivElement | null) => {
      inside.current = content;
      onContent?.(content);
    },
    [inside, onContent],
  );
  return (
    <Modal opened={opened} {...modal} returnFocus={false}>
      <div ref={holdContent} style={{ display: "contents" }}>
        {children}
      </div>
    </Modal>
  );
}
