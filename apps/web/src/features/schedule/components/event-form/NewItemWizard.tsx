import { List, VisuallyHidden } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import type { EventSection } from "@studiodesk/core/rules/events";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { type ReactNode, useId, useState } from "react";
import { WizardHeader } from "./WizardHeader";
import { WizardTabs } from "./WizardTabs";

type WizardIssue = { section: EventSection; message: string };

type NewItemWizardProps = {
  title: string;
  // "Event" or "Class": the details tab's label and the missing-fields box's title.
  noun: "Event" | "Class";
  // The wizard's state (useWizardValues's result): the price tab is there only while
  // payments are on (001 §2).
  wizard: { issues: WizardIssue[]; shownIssues: WizardIssue[]; isPaymentActive: boolean };
  isPublishing: boolean;
  onPublish: () => void;
  panels: Record<EventSection, ReactNode>;
};

// 001 §2 New event and new class wizards: the header with Save & Publish and the four tabs.
// The open tab's "To publish" box, while shown, describes the unavailable Save & Publish;
// without it (an untouched wizard, a tab with nothing missing) a visually hidden list of all
// that is still missing does, so the button never waits without saying why.
export function NewItemWizard({
  title,
  noun,
  wizard: { issues, shownIssues, isPaymentActive },
  isPublishing,
  onPublish,
  panels,
}: NewItemWizardProps) {
  const [tab, setTab] = useState<EventSection>("details");
  const boxId = useId();
  const missingId = useId();
  const isBoxShown = shownIssues.some((issue) => issue.section === tab);
  const missing = [...new Set(issues.map((issue) => issue.message))];
  return (
    <>
      <WizardHeader
        title={title}
        canPublish={issues.length === 0}
        isPublishing={isPublishing}
        onPublish={onPublish}
        reasonId={isBoxShown ? boxId : missingId}
      />
      {!isBoxShown && missing.length > 0 && (
        <VisuallyHidden>
          <List id={missingId}>
            {missing.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </VisuallyHidden>
      )}
      <WizardTabs
        noun={noun.toLowerCase()}
        tab={tab}
        onTabChange={setTab}
        boxId={boxId}
        issues={issues}
        shownIssues={shownIssues}
        tabs={[
          {
            value: "details",
            label: fillMessage(MESSAGES.eventOrClassDetails, { noun }),
            panel: panels.details,
          },
          ...(isPaymentActive
            ? [{ value: "price" as const, label: MESSAGES.priceInformation, panel: panels.price }]
            : []),
          { value: "registration", label: MESSAGES.registration, panel: panels.registration },
          { value: "settings", label: MESSAGES.additionalSettings, panel: panels.settings },
        ]}
      />
    </>
  );
}
