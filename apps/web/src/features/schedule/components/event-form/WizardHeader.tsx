import { Button, Group } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../../shared/components/PageHeader";

type WizardHeaderProps = {
  title: string;
  canPublish: boolean;
  isPublishing: boolean;
  onPublish: () => void;
};

// 001 §2 New event and new class wizards: Cancel goes back; Save & Publish stays disabled
// until all sections are valid.
export function WizardHeader({ title, canPublish, isPublishing, onPublish }: WizardHeaderProps) {
  const navigate = useNavigate();
  return (
    <PageHeader
      title={title}
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {MESSAGES.cancel}
          </Button>
          <Button onClick={onPublish} disabled={!canPublish} loading={isPublishing}>
            {MESSAGES.saveAndPublish}
          </Button>
        </Group>
      }
    />
  );
}
