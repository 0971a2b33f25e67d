import { Avatar, Group, Image, Stack, Text } from "@mantine/core";
import type { Account } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconUpload } from "@tabler/icons-react";
import { ImageFileButton } from "../../../shared/components/ImageFileButton";
import { notifyFailure } from "../../../shared/failure-message";
import { avatarInitials } from "../../../shared/initials";
import { notify } from "../../../shared/notify";
import { useUploadLogo } from "../settings.api";

const LOGO_SIZE = 96;

export function LogoField({ account }: { account: Account }) {
  const upload = useUploadLogo();
  const { appLogo, appName } = account.publicInformation;

  function handleFile(file: File | null) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify(MESSAGES.accountInformationUpdated, "success"),
      onError: notifyFailure,
    });
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {MESSAGES.logo}
      </Text>
      <Group gap="md">
        {appLogo ? (
          <Image
            src={appLogo}
            alt={MESSAGES.organizationLogo}
            w={LOGO_SIZE}
            h={LOGO_SIZE}
            fit="contain"
            radius="md"
          />
        ) : (
          <Avatar size={LOGO_SIZE} radius="md" role="img" aria-label={MESSAGES.organizationLogo}>
            {avatarInitials(appName)}
          </Avatar>
        )}
        {/* 000 §5: images only, a single file; the server stores it as a JPEG. */}
        <ImageFileButton
          label={MESSAGES.changeLogo}
          onFile={handleFile}
          isPending={upload.isPending}
          variant="default"
          leftSection={<IconUpload size={16} />}
        />
      </Group>
    </Stack>
  );
}
