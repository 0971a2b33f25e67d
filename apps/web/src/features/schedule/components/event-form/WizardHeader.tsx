import { Button, Group } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { useFocusableDisabled } from "../../../../shared/use-focusable-disabled";

type WizardHeaderProps = {
  title: string;
  canPublish: boolean;
  isPublishing: boolean;
  onPublish: () => void;
  // The open tab's "To publish" box while it is shown: it says why Save & Publish waits.
  reasonId?: string;
};

// 001 §2 New event and new class wizards: Cancel goes back; Save & Publish stays unavailable
// until all sections are valid, aria-disabled rather than disabled, so Tab still reaches it
// and it is described by what is missing (issue #19).
export function WizardHeader({
  title,
  canPublish,
  isPublishing,
  onPublish,
  reasonId,
}: WizardHeaderProps) {
  const navigate = useNavigate();
  const publishProps = useFocusableDisabled({
    isRefused: !canPublish,
    isPending: isPublishing,
    onClick: onPublish,
  });
  return (
    <PageHeader
      title={title}
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {MESSAGES.cancel}
          </Button>
          <Button {...publishProps} aria-describedby={canPublish ? undefined : reasonId}>
            {MESSAGES.saveAndPublish}
          </Button>
        </Group>
      }
    />
  );
}
