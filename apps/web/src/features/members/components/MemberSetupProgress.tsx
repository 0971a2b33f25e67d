import { Progress, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../../shared/notify";
import { memberProfileQueryOptions } from "../members.api";

const POLL_INTERVAL_MS = 1000;
const MAX_WAIT_SECONDS = 30;

export const SETUP_CONTINUES_IN_BACKGROUND =
  "The new user was created. Their payment account is still being set up and will be ready shortly.";

type MemberSetupProgressProps = { uid: string; onFinished: () => void };

// 000 §4 New user creation: the product waits until the new member has a payment customer
// (stripeId). The server usually answers with it; when the provider is slow a background job
// finishes it, and after 30 s the dashboard stops waiting and says so.
export function MemberSetupProgress({ uid, onFinished }: MemberSetupProgressProps) {
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const profile = useQuery({
    ...memberProfileQueryOptions(uid),
    refetchInterval: (query) => (query.state.data?.stripeId ? false : POLL_INTERVAL_MS),
  });
  const isReady = Boolean(profile.data?.stripeId);
  const hasTimedOut = !isReady && elapsedSeconds >= MAX_WAIT_SECONDS;

  useEffect(() => {
    if (isReady || hasTimedOut) return;
    const timer = setInterval(() => setElapsedSeconds((seconds) => seconds + 1), 1000);
    return () => clearInterval(timer);
  }, [isReady, hasTimedOut]);

  // Once only, even if the parent re-renders before this component unmounts.
  const hasFinishedRef = useRef(false);
  useEffect(() => {
    if (hasFinishedRef.current || !(isReady || hasTimedOut)) return;
    hasFinishedRef.current = true;
    if (isReady) notify(MESSAGES.memberCreated, "success");
    else if (hasTimedOut) notify(SETUP_CONTINUES_IN_BACKGROUND, "info");
    onFinished();
  }, [isReady, hasTimedOut, onFinished]);

  // Half done once the user exists; the rest moves with the wait, never quite reaching the end.
  const percent = isReady ? 100 : 50 + Math.round((elapsedSeconds / MAX_WAIT_SECONDS) * 45);
  return (
    <Stack gap="sm" py="sm">
      <Text>{MESSAGES.settingUpPaymentAccount}</Text>
      <Progress value={percent} animated striped size="lg" aria-label={MESSAGES.creatingUser} />
      <Text size="sm" c="dimmed">
        {MESSAGES.userCreatedSettingUp}
      </Text>
    </Stack>
  );
}
