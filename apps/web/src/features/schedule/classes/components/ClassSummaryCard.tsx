import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { capacityText, enrolledText, privacyText } from "@studiodesk/core/rules/classes";
import { formatDateTime, formatLongDate } from "@studiodesk/core/rules/date-formats";
import { ageTitle } from "@studiodesk/core/rules/events";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { classMembersPath } from "../../../../shared/class-paths";
import { memberFullName } from "../../../../shared/formats";
import { useMoneyFormat } from "../../../../shared/use-money-format";
import { classPriceText, scheduleSummary } from "../class-format";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

// 001 §9's age title, as the Registration tab shows it too.
const ageRangeText = (ageItem: StudioClass["ageItem"]) =>
  ageItem ? ageTitle(ageItem) : "All Ages";

const leaderNames = (studioClass: StudioClass) =>
  studioClass.leaders.map(memberFullName).join(", ") || "—";

type ClassSummaryCardProps = { studioClass: StudioClass; timeZone: string };

// 001 §2 Class view summary: image, start, recurrence with the next class date, location,
// price, custom button, members and spots, age range, privacy, pending requests, leader.
export function ClassSummaryCard({ studioClass, timeZone }: ClassSummaryCardProps) {
  const next = studioClass.nextClassDate;
  const money = useMoneyFormat();
  return (
    <Paper withBorder p="lg" component="section" aria-label={MESSAGES.classSummary}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Image
          src={studioClass.image}
          alt={studioClass.classTitle}
          // 16:9, the class picture's ratio: 3:2 cut the sides off.
          w={192}
          h={108}
          radius="sm"
          fit="cover"
        />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {studioClass.classTitle}
            </Title>
            {studioClass.isCancelled && <Badge color="red">{MESSAGES.eventStatusCancelled}</Badge>}
            {studioClass.pendingUsers > 0 && (
              <Badge
                color="red.9"
                component={Link}
                to={classMembersPath(studioClass.classId)}
                style={{ cursor: "pointer" }}
              >
                {`${MESSAGES.pendingMembers}: ${studioClass.pendingUsers}`}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Fact label={MESSAGES.start}>{formatDateTime(studioClass.classStart, timeZone)}</Fact>
            <Fact label={MESSAGES.repeats}>
              {scheduleSummary(studioClass, timeZone)}
              {next ? ` · Next class ${formatLongDate(next, timeZone)}` : ""}
            </Fact>
            <Fact label={MESSAGES.location}>{studioClass.location?.title || "—"}</Fact>
            <Fact label={MESSAGES.price}>{classPriceText(studioClass.price, money)}</Fact>
            <Fact label={MESSAGES.button}>
              {studioClass.customButtonLink ? (
                <Anchor href={studioClass.customButtonLink} target="_blank" rel="noreferrer">
                  {studioClass.customButtonTitle || studioClass.customButtonLink}
                </Anchor>
              ) : (
                studioClass.customButtonTitle || "—"
              )}
            </Fact>
            <Fact label={MESSAGES.members}>
              {`${enrolledText(studioClass.classUsers, studioClass.classMaxUsers)} · ${capacityText(
                studioClass.classUsers,
                studioClass.classMaxUsers,
                studioClass.isCancelled,
              )}`}
            </Fact>
            <Fact label={MESSAGES.ages}>{ageRangeText(studioClass.ageItem)}</Fact>
            <Fact label={MESSAGES.privacy}>{privacyText(studioClass.isPrivate)}</Fact>
            <Fact label={MESSAGES.leader}>{leaderNames(studioClass)}</Fact>
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
