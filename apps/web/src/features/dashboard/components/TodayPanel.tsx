import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { TodayOccurrence } from "@studiodesk/core/contracts/dashboard";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { classMembersPath } from "../../../shared/class-paths";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { formatCount } from "../../../shared/formats";
import { frontDeskTodayQueryOptions } from "../dashboard.api";
import { attendeesPath } from "../front-desk-paths";

const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });

const bookedLabel = (occurrence: TodayOccurrence) =>
  occurrence.capacity === null
    ? `${occurrence.booked} booked`
    : `${occurrence.booked} / ${occurrence.capacity} booked`;

function TodayRow({ occurrence, time }: { occurrence: TodayOccurrence; time: string }) {
  const isClass = occurrence.kind === "class";
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" py="xs">
      <Group gap="md" wrap="nowrap">
        <Text fw={600} w={72}>
          {time}
        </Text>
        <div>
          <Group gap="xs">
            <Text fw={600}>{occurrence.title}</Text>
            {isClass && <Badge variant="light">{MESSAGES.class}</Badge>}
            {occurrence.isCancelled && (
              <Badge color="red" variant="light">
                {MESSAGES.eventStatusCancelled}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[occurrence.leaders.join(", ") || "No leader", bookedLabel(occurrence)].join(" · ")}
          </Text>
        </div>
      </Group>
      <Button
        component={Link}
        to={
          isClass
            ? classMembersPath(occurrence.eventId)
            : attendeesPath(occurrence.eventId, occurrence.occurrenceStart)
        }
        variant="light"
        aria-label={fillMessage(isClass ? MESSAGES.membersOfAt : MESSAGES.checkInForAt, {
          title: occurrence.title,
          time,
        })}
      >
        {isClass ? MESSAGES.members : MESSAGES.checkIn}
      </Button>
    </Group>
  );
}

// Beyond the spec (issue #21): the front desk's day above the Featured card — today's events
// and classes on the studio's clock, each a tap from its check-in, and the week ahead's count.
export function TodayPanel() {
  const today = useQuery(frontDeskTodayQueryOptions());
  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="today-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="today-title">
          {MESSAGES.today}
        </Title>
        {today.data && (
          <Text size="sm" c="dimmed">
            {fillMessage(MESSAGES.nextSevenDays, {
              count: formatCount(today.data.nextSevenDaysCount),
            })}
          </Text>
        )}
      </Group>
      {today.data ? (
        today.data.today.length === 0 ? (
          <Text c="dimmed">{MESSAGES.nothingOnTheScheduleToday}</Text>
        ) : (
          <Stack gap={0}>
            {today.data.today.map((occurrence) => (
              <TodayRow
                key={`${occurrence.kind}:${occurrence.eventId}:${occurrence.occurrenceStart}`}
                occurrence={occurrence}
                time={timeFormat(today.data.timeZone).format(new Date(occurrence.start))}
              />
            ))}
          </Stack>
        )
      ) : today.isError ? (
        <LoadFailure error={today.error} onRetry={today.refetch} />
      ) : (
        <LoadingState label="today's schedule" />
      )}
    </Card>
  );
}
