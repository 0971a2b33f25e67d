import { useMemo, useState } from "react";
import { useScheduleAccount } from "../../schedule-session";

type Account = ReturnType<typeof useScheduleAccount>;

// The New Event and New Class wizards' state: the values, a partial setter, and what the
// core rules still find missing (Save & Publish stays disabled while there is any).
export function useWizardValues<Values, Issue>(
  initialValues: (account: Account) => Values,
  issuesOf: (values: Values, timeZone: string, isPaymentActive: boolean) => Issue[],
) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const isPaymentActive = account.appInformation.isPaymentActive;
  const [values, setValues] = useState<Values>(() => initialValues(account));
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const issues = useMemo(
    () => issuesOf(values, timeZone, isPaymentActive),
    [issuesOf, values, timeZone, isPaymentActive],
  );
  return { account, timeZone, isPaymentActive, values, set, issues };
}
