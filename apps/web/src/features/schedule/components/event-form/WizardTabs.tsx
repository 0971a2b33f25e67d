import { Alert, List, Paper, Tabs } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

type WizardTab<Section extends string> = { value: Section; label: string; panel: ReactNode };

type WizardTabsProps<Section extends string> = {
  tabs: WizardTab<Section>[];
  // The open tab, kept by the wizard: its box describes Save & Publish.
  tab: Section;
  onTabChange: (tab: Section) => void;
  // The id of the open tab's "To publish" list (what is missing).
  boxId: string;
  // What the rules still miss, each with its tab (the tabs' marks).
  issues: { section: Section; message: string }[];
  // Those of fields already touched (issue #21): the open tab's box lists only these.
  shownIssues?: { section: Section; message: string }[];
  // "event" or "class", in the missing-fields box's title.
  noun: string;
};

// Each message once per tab, in the order the rules report them.
function messagesOf<Section extends string>(
  issues: WizardTabsProps<Section>["issues"],
  section: Section,
): string[] {
  return [
    ...new Set(issues.filter((issue) => issue.section === section).map((issue) => issue.message)),
  ];
}

// 001 §2 New event and new class wizards: the tabs, a mark on each incomplete one, and the
// open tab's missing fields above its panel (those already touched, issue #21).
export function WizardTabs<Section extends string>({
  tabs,
  tab,
  onTabChange,
  boxId,
  issues,
  shownIssues = issues,
  noun,
}: WizardTabsProps<Section>) {
  const currentMessages = messagesOf(shownIssues, tab);
  return (
    <Paper withBorder p="lg">
      <Tabs
        value={tab}
        onChange={(next) => onTabChange((next as Section | null) ?? (tabs[0]?.value as Section))}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((entry) => (
            <Tabs.Tab
              key={entry.value}
              value={entry.value}
              rightSection={
                messagesOf(issues, entry.value).length > 0 ? (
                  <IconAlertCircle
                    size={14}
                    color="var(--mantine-color-red-6)"
                    aria-label={MESSAGES.incomplete}
                  />
                ) : null
              }
            >
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {currentMessages.length > 0 && (
          <Alert
            color="yellow"
            mb="lg"
            title={fillMessage(MESSAGES.toPublishThisEventOrClass, { noun })}
            // The light yellow title on its light yellow ground is below 4.5:1 (axe
            // color-contrast); the body's text colour reads on it.
            styles={{ title: { color: "var(--mantine-color-text)" } }}
          >
            {/* The list, not the alert: a reference to the alert reads its title alone
                (its aria-labelledby). */}
            <List id={boxId} size="sm">
              {currentMessages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {tabs.map((entry) => (
          <Tabs.Panel key={entry.value} value={entry.value}>
            {entry.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
