import { Alert } from "@mantine/core";
import type { AppInformation } from "@studiodesk/core/contracts/account";
import { colorOfType } from "../../shared/notify";

type Banner = NonNullable<AppInformation["accountBanner"]>;

// 000 §3 / 001 §3 appInformation.accountBanner {variant, icon, message}: what the platform has
// to tell the studio (a payment account to finish, planned maintenance), above every page. The
// variant is one of the notification types (000 §5); the icon names one of the original
// product's icon set, which this dashboard does not carry, so the variant's colour speaks.
export function AccountBanner({ banner }: { banner: Banner }) {
  return (
    <Alert color={colorOfType(banner.variant)} role="status" mb="md">
      {banner.message}
    </Alert>
  );
}
