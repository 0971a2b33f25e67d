import { Grid } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { isFeatureSwitchedOff } from "@studiodesk/core/rules/navigation";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useSession } from "../../../shared/session";
import { DashboardPromoCards } from "../components/DashboardPromoCards";
import { FeaturedCard } from "../components/FeaturedCard";
import { KeyFigures } from "../components/KeyFigures";
import { TodayPanel } from "../components/TodayPanel";
import type { UseRunningEvents } from "../running-events";

// 000 §2 / 001 §2 Dashboard home: the Featured card and two promo cards, with the
// organization's key figures and the front desk's day (issue #21) above them.
export function DashboardHomePage({ useRunningEvents }: { useRunningEvents: UseRunningEvents }) {
  const session = useSession();
  // A studio that switched its schedule off (000 §2: the menu hides it) has no day to show.
  const isScheduleOn = !session || !isFeatureSwitchedOff("schedule", session.account);
  return (
    <>
      <PageHeader title={MESSAGES.dashboard} />
      <KeyFigures />
      {isScheduleOn && <TodayPanel />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <FeaturedCard useRunningEvents={useRunningEvents} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DashboardPromoCards />
        </Grid.Col>
      </Grid>
    </>
  );
}
