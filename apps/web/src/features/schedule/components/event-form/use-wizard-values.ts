import { useMemo, useState } from "react";
import { useAccountCurrency } from "../../../../shared/session";
import { useFormDraft } from "../../../../shared/use-form-draft";
import { useTouchedFields } from "../../../../shared/use-touched-fields";
import { useScheduleAccount } from "../../schedule-session";
import type { AgeLimitValues, AttendeeLimitValues } from "../event-fields/event-field-values";
import { limitFieldNotes, publishBoxIssues } from "../event-fields/limit-field-notes";

type Account = ReturnType<typeof useScheduleAccount>;

// The places on the wizards' panels a rule's message is shown next to.
export type WizardSlot =
  | "image"
  | "title"
  | "description"
  | "start"
  | "recurrence"
  | "end"
  | "amount"
  | "quantity";
export type WizardErrors = Partial<Record<WizardSlot, string>>;

// The rules' fields (events' and classes') by the slot that shows them.
const SLOT_OF_FIELD: Record<string, WizardSlot> = {
  image: "image",
  eventTitle: "title",
  classTitle: "title",
  eventDescription: "description",
  classDescription: "description",
  eventStart: "start",
  classStart: "start",
  recurrence: "recurrence",
  eventEnd: "end",
  classEnd: "end",
  amount: "amount",
  quantity: "quantity",
};

// The form values whose change touches each slot.
const SLOT_OF_VALUE: Record<string, WizardSlot> = {
  image: "image",
  eventTitle: "title",
  eventDescription: "description",
  startDate: "start",
  startTime: "start",
  durationHours: "start",
  durationMinutes: "start",
  // Turning Recurring on asks for a recurrence at once, rather than a silent disabled button.
  isRecurring: "recurrence",
  recurrenceTime: "recurrence",
  endDate: "end",
  priceDollars: "amount",
  quantity: "quantity",
};

type Issue = { field: string; message: string };

// The New Event and New Class wizards' state: the values, a partial setter, and what the
// core rules still find missing (Save & Publish stays disabled while there is any). Issue
// #21: a field's message shows next to it (and in the tab's box) only once it was touched.
export function useWizardValues<
  Values extends AttendeeLimitValues & AgeLimitValues,
  WizardIssue extends Issue,
>(
  initialValues: (account: Account) => Values,
  issuesOf: (
    values: Values,
    timeZone: string,
    isPaymentActive: boolean,
    currency: string,
  ) => WizardIssue[],
  // The wizard's draft, kept when the session ends while it is open (shared/form-drafts).
  draftName: string,
) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const isPaymentActive = account.appInformation.isPaymentActive;
  const currency = useAccountCurrency();
  const [values, setValues] = useState<Values>(() => initialValues(account));
  // The image is not kept: the restored wizard asks for it again.
  useFormDraft(draftName, values, (draft) => setValues((current) => ({ ...current, ...draft })));
  const touched = useTouchedFields<WizardSlot>();
  const set = (changes: Partial<Values>) => {
    const changed = Object.entries(changes).filter(
      ([key, value]) => value !== values[key as keyof Values],
    );
    touched.touch(changed.flatMap(([key]) => (SLOT_OF_VALUE[key] ? [SLOT_OF_VALUE[key]] : [])));
    setValues((current) => ({ ...current, ...changes }));
  };
  const issues = useMemo(
    () => issuesOf(values, timeZone, isPaymentActive, currency),
    [issuesOf, values, timeZone, isPaymentActive, currency],
  );
  const slotted = issues.flatMap((issue) => {
    const slot = SLOT_OF_FIELD[issue.field];
    return slot ? [{ field: slot, message: issue.message }] : [];
  });
  // A rule without a slot of its own (max users, age limit, a class's subscription, the
  // button link) concerns a field the user has just turned on or typed in: the tab's box says
  // it at once, rather than leaving Save & Publish disabled with no reason given.
  // A sentence the Max Users or an age field shows under itself is named, not repeated.
  const shownIssues = publishBoxIssues(
    issues.filter((issue) => {
      const slot = SLOT_OF_FIELD[issue.field];
      return slot === undefined || touched.isShown(slot);
    }),
    limitFieldNotes(values),
  );
  const errors: WizardErrors = touched.errorsOf(slotted);
  return { account, timeZone, isPaymentActive, values, set, issues, shownIssues, errors };
}
