import { type ComboboxItem, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  type Account,
  APP_ADDRESS_MAX_LENGTH,
  APP_NAME_MAX_LENGTH,
  type UpdateBaseInformationRequest,
  ZUpdateBaseInformationRequest,
} from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { clientPortalUrl } from "@studiodesk/core/rules/client-portal";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { friendlyTimeZoneName, listTimeZones } from "@studiodesk/core/rules/time-zone";
import { useMemo } from "react";
import { ApiError } from "../../../shared/api-client";
import { ExternalAnchor } from "../../../shared/components/ExternalAnchor";
import { SubmitRow } from "../../../shared/components/SubmitRow";
import { UnsavedChangesGuard } from "../../../shared/components/UnsavedChangesGuard";
import { currencyLabel } from "../../../shared/currency-amount";
import { isSessionEnded } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useFormDraftOf } from "../../../shared/use-form-draft";
import { useUpdateBaseInformation } from "../settings.api";
import { LogoField } from "./LogoField";

function toFormValues(account: Account): UpdateBaseInformationRequest {
  const { appName, appAddress, timezone } = account.publicInformation;
  return { appName, appAddress, timezone };
}

export function BaseInformationForm({ account }: { account: Account }) {
  const update = useUpdateBaseInformation();
  const form = useForm<UpdateBaseInformationRequest>({
    mode: "controlled",
    initialValues: toFormValues(account),
    validate: schemaResolver(ZUpdateBaseInformationRequest, { sync: true }),
  });
  useFormDraftOf(form, "base-information");
  const savedTimeZone = account.publicInformation.timezone;
  // Keep the stored zone selectable even if this browser does not list it.
  const timeZones = useMemo(() => {
    const zones = listTimeZones();
    const offered = zones.includes(savedTimeZone) ? zones : [savedTimeZone, ...zones];
    return offered.map((zone) => ({ value: zone, label: friendlyTimeZoneName(zone) }));
  }, [savedTimeZone]);
  const portalUrl = clientPortalUrl(account.publicInformation.publicRef);

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        const savedValues = toFormValues(saved);
        form.setInitialValues(savedValues);
        form.setValues(savedValues);
        form.resetDirty(savedValues);
        notify(MESSAGES.accountInformationUpdated, "success");
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        notify(MESSAGES.unknownError, "danger");
      },
    }),
  );

  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={handleSubmit} noValidate>
        <UnsavedChangesGuard isDirty={form.isDirty()} />
        <Stack>
          <TextInput
            label={MESSAGES.appNameLabel}
            withAsterisk
            maxLength={APP_NAME_MAX_LENGTH}
            {...form.getInputProps("appName")}
          />
          <TextInput
            label={MESSAGES.address}
            maxLength={APP_ADDRESS_MAX_LENGTH}
            {...form.getInputProps("appAddress")}
          />
          <LogoField account={account} />
          <Select
            label={MESSAGES.timeZone}
            searchable
            allowDeselect={false}
            data={timeZones}
            // Issue #21: friendly names ("Eastern Time — New York"), the IANA name as the hint;
            // a search finds either.
            description={form.values.timezone}
            renderOption={({ option }) => (
              <div>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {option.value}
                </Text>
              </div>
            )}
            filter={({ options, search }) => {
              const term = search.trim().toLowerCase();
              return (options as ComboboxItem[]).filter(
                (option) =>
                  option.label.toLowerCase().includes(term) ||
                  option.value.toLowerCase().includes(term),
              );
            }}
            maxDropdownHeight={280}
            nothingFoundMessage={MESSAGES.noTimeZoneFound}
            {...form.getInputProps("timezone")}
          />
          {/* 000 §9: the currency comes from the payment settings and is read-only here. */}
          <TextInput
            label={MESSAGES.currency}
            value={currencyLabel(paymentCurrencyOf(account))}
            readOnly
          />
          {/* 000 §2 Settings: members reach the client portal through the publicRef. */}
          <Stack gap={2}>
            <ExternalAnchor href={portalUrl} size="sm" fw={500}>
              {MESSAGES.clientPortal}
            </ExternalAnchor>
            <Text size="xs" c="dimmed">
              {portalUrl}
            </Text>
          </Stack>
          {/* Disabled until a change, and keeping the keyboard's focus after the save. */}
          <SubmitRow
            label={MESSAGES.saveChanges}
            isPending={update.isPending}
            disabled={!form.isDirty()}
          />
        </Stack>
      </form>
    </Paper>
  );
}
