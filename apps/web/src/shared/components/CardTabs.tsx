import { Card, Tabs } from "@mantine/core";
import type { ReactNode } from "react";

type CardTabsProps<T extends string> = {
  tabs: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  // The open tab's content; the others are not mounted, so each loads on first opening.
  children: (value: T) => ReactNode;
};

// A list page's tabs in a card (Notifications, Admin Notifications).
export function CardTabs<T extends string>({ tabs, value, onChange, children }: CardTabsProps<T>) {
  return (
    <Card withBorder padding="lg">
      <Tabs value={value} onChange={(next) => next && onChange(next as T)}>
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {value === tab.value && children(tab.value)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
