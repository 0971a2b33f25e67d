import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ChunkLoadError } from "../load-chunk";
import { NotFoundPage } from "./NotFoundPage";

// Error boundary for routes: a page chunk that failed to download (000 §8), a path the
// router does not know, or a page that crashed while rendering.
export function RouteErrorPage() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const isChunkFailure = error instanceof ChunkLoadError;
  if (!isChunkFailure) console.error(error);

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {isChunkFailure ? MESSAGES.chunkLoadFailed : MESSAGES.unknownError}
        </Title>
        {isChunkFailure && <Text c="dimmed">{MESSAGES.checkConnectionThenReload}</Text>}
        <Button onClick={() => window.location.reload()}>{MESSAGES.reload}</Button>
      </Stack>
    </Center>
  );
}
