import { Alert, Paper, Stack, Switch } from "@mantine/core";
import type { Account, UpdateAppInformationRequest } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconInfoCircle } from "@tabler/icons-react";
import { notify } from "../../../shared/notify";
import { useUpdateAppInformation } from "../settings.api";

type AppSwitchKey = keyof UpdateAppInformationRequest;

export function AppInformationPanel({ account }: { account: Account }) {
  const update = useUpdateAppInformation();
  const saved = account.appInformation;
  // While a save runs the switch shows the requested value, disabled; the cache keeps the
  // stored value, so a failed save falls back to it on its own.
  const pending = update.isPending ? update.variables : undefined;

  const isProductActive = pending?.isProductActive ?? saved.isProductActive;
  const isMessagingActive = pending?.isMessagingActive ?? saved.isMessagingActive;
  // 000 §2 Settings: leaders-only messaging is on while unset.
  const isMessagingTeachersOnly =
    pending?.isMessagingTeachersOnly ?? saved.isMessagingTeachersOnly ?? true;

  function save(key: AppSwitchKey, checked: boolean) {
    const changes: UpdateAppInformationRequest = {};
    changes[key] = checked;
    update.mutate(changes, {
      onSuccess: () => notify(MESSAGES.accountInformationUpdated, "success"),
      onError: () => notify(MESSAGES.unknownError, "danger"),
    });
  }

  return (
    <Stack maw={640}>
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {MESSAGES.settingsReflectDelay}
      </Alert>
      <Paper withBorder p="lg">
        <Stack>
          <Switch
            label="Shop Active"
            description="Show the shop and its products in the member app."
            checked={isProductActive}
            disabled={update.isPending}
            onChange={(event) => save("isProductActive", event.currentTarget.checked)}
          />
          <Switch
            label="Direct Messaging"
            description="Let members send direct messages in the app."
            checked={isMessagingActive}
            disabled={update.isPending}
            onChange={(event) => save("isMessagingActive", event.currentTarget.checked)}
          />
          {isMessagingActive && (
            <Switch
              label="Leaders Only Messaging"
              description="Members can only message leaders, not each other."
              checked={isMessagingTeachersOnly}
              disabled={update.isPending}
              onChange={(event) => save("isMessagingTeachersOnly", event.currentTarget.checked)}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
