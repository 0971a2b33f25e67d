import { Grid } from "@mantine/core";
import { PageHeader } from "../../../shared/components/PageHeader";
import { DashboardPromoCards } from "../components/DashboardPromoCards";
import { FeaturedCard } from "../components/FeaturedCard";
import { KeyFigures } from "../components/KeyFigures";
import { TodayPanel } from "../components/TodayPanel";
import type { UseRunningEvents } from "../running-events";

// 000 §2 / 001 §2 Dashboard home: the Featured card and two promo cards, with the
// organization's key figures and the front desk's day (issue #21) above them.
export function DashboardHomePage({ useRunningEvents }: { useRunningEvents: UseRunningEvents }) {
  return (
    <>
      <PageHeader title="Dashboard" />
      <KeyFigures />
      <TodayPanel />
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
