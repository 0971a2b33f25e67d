import { Button, Center, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FullPageLoader } from "../shared/components/FullPageLoader";
import { sessionQueryOptions } from "../shared/session";

// 001 §2 Route guard: user data and app information load before the app starts, so no
// route ever renders without knowing whether someone is signed in.
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQueryOptions());

  // Only the first answer gates; later refetch failures keep the session already shown.
  if (session.data !== undefined) return children;
  if (session.isError) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{MESSAGES.unknownError}</Text>
          <Button onClick={() => void session.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return <FullPageLoader />;
}
