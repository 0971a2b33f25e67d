import { Button, Center, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { FullPageLoader } from "../shared/components/FullPageLoader";
import { keepOpenFormDrafts } from "../shared/form-drafts";
import {
  fetchSession,
  onSessionChangeElsewhere,
  sessionIdentity,
  sessionKeys,
  sessionQueryOptions,
} from "../shared/session";

// 001 §2 Route guard: user data and app information load before the app starts, so no
// route ever renders without knowing whether someone is signed in.
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQueryOptions());
  useFollowSessionElsewhere();

  // Only the first answer gates; later refetch failures keep the session already shown.
  if (session.data !== undefined) return children;
  if (session.isError) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{MESSAGES.unknownError}</Text>
          <Button onClick={() => void session.refetch()}>{MESSAGES.tryAgain}</Button>
        </Stack>
      </Center>
    );
  }
  return <FullPageLoader />;
}

// Another tab of this browser signed in, chose an organization or signed out: this tab's
// requests now reach that session. If it is another user or organization than the one shown,
// the tab starts again from it, so no page, cached list or half-typed form of the old one
// sends a write that lands, unseen, in the new one. What its open forms held is kept as
// their drafts, under the user and organization they were typed for (shared/form-drafts).
function useFollowSessionElsewhere() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionChangeElsewhere(() => {
        const shown = sessionIdentity(queryClient.getQueryData(sessionKeys.current()));
        fetchSession().then(
          (answer) => {
            if (sessionIdentity(answer) === shown) return;
            keepOpenFormDrafts();
            window.location.reload();
          },
          (error: unknown) =>
            console.error("Reading the session changed in another tab failed", error),
        );
      }),
    [queryClient],
  );
}
