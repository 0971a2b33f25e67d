import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { MESSAGES } from "@studiodesk/core/messages";
import { Link } from "react-router";

// Outside the layout shell the page is the document's only content, so it is the main landmark
// and names the tab itself (inside, the shell names it from the route's title).
export function NotFoundPage({ isStandalone = false }: { isStandalone?: boolean }) {
  return isStandalone ? <StandaloneNotFound /> : <NotFoundContent isStandalone={false} />;
}

function StandaloneNotFound() {
  useDocumentTitle(`${MESSAGES.pageNotFound} · Studiodesk`);
  return <NotFoundContent isStandalone />;
}

function NotFoundContent({ isStandalone }: { isStandalone: boolean }) {
  return (
    <Center component={isStandalone ? "main" : "div"} mih="60vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>404</Title>
        <Text size="lg">{MESSAGES.notFound}</Text>
        <Button component={Link} to="/dashboard">
          {MESSAGES.backToDashboard}
        </Button>
      </Stack>
    </Center>
  );
}
