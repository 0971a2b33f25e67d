import { Paper, Stack, Switch } from "@mantine/core";
import type { Account, UpdateAppInformationRequest } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { isSessionEnded } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useUpdateAppInformation } from "../settings.api";

type AppSwitchKey = keyof UpdateAppInformationRequest;

export function AppInformationPanel({ account }: { account: Account }) {
  const update = useUpdateAppInformation();
  const saved = account.appInformation;
  // While a save runs the switch shows the requested value, refusing changes; the cache keeps the
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
      onError: (error) => {
        if (!isSessionEnded(error)) notify(MESSAGES.unknownError, "danger");
      },
    });
  }

  // 000 §2 Settings: leaders-only messaging is offered while direct messaging is on.
  const switches: Array<{
    key: AppSwitchKey;
    label: string;
    description: string;
    checked: boolean;
    isShown: boolean;
  }> = [
    {
      key: "isProductActive",
      label: MESSAGES.shopActiveLabel,
      description: MESSAGES.shopActiveDescription,
      checked: isProductActive,
      isShown: true,
    },
    {
      key: "isMessagingActive",
      label: MESSAGES.directMessagingLabel,
      description: MESSAGES.directMessagingDescription,
      checked: isMessagingActive,
      isShown: true,
    },
    {
      key: "isMessagingTeachersOnly",
      label: MESSAGES.leadersOnlyMessagingLabel,
      description: MESSAGES.leadersOnlyMessagingDescription,
      checked: isMessagingTeachersOnly,
      isShown: isMessagingActive,
    },
  ];

  return (
    <Stack maw={640}>
      <Paper withBorder p="lg">
        <Stack>
          {switches
            .filter((entry) => entry.isShown)
            .map((entry) => (
              <Switch
                key={entry.key}
                label={entry.label}
                description={entry.description}
                checked={entry.checked}
                // Refused while a save runs, but not disabled: a disabled input drops the
                // keyboard's focus to the page's top.
                aria-disabled={update.isPending || undefined}
                onChange={(event) => {
                  if (!update.isPending) save(entry.key, event.currentTarget.checked);
                }}
              />
            ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
