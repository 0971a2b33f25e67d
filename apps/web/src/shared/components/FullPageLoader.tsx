import { Center, Loader } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";

export function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader role="status" aria-label={MESSAGES.loading} />
    </Center>
  );
}
