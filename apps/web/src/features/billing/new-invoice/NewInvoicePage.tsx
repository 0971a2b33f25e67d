import { Button, Card, Grid, Stack, TextInput, Title } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  invoiceDueDateBounds,
  invoiceDueDateIssue,
  invoiceSaveIssue,
} from "@studiodesk/core/rules/invoices";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MemberPicker } from "../../../shared/components/MemberPicker";
import { PageHeader } from "../../../shared/components/PageHeader";
import { UnsavedChangesGuard } from "../../../shared/components/UnsavedChangesGuard";
import { newFormKey } from "../../../shared/form-key";
import { saveRefusal } from "../../../shared/notify";
import { useAccountCurrency, useSignedInSession } from "../../../shared/session";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useSingleFlight } from "../../../shared/use-single-flight";
import { BILLING_PATH } from "../billing-paths";
import { useCreateInvoice } from "../invoices/invoices.api";
import { InvoiceItemsEditor } from "./InvoiceItemsEditor";
import { InvoicePreview } from "./InvoicePreview";
import {
  customerFromLocationState,
  emptyInvoice,
  hasNewInvoiceEntries,
  itemsInCents,
  type NewInvoiceValues,
  restoredInvoiceDraft,
  toCreateInvoiceRequest,
} from "./new-invoice-values";
import { SwitchedText } from "./SwitchedText";

// Save & Publish's refusal replaces the one still shown (a stale 'Please select a customer.'
// stayed beside the next message after the customer was chosen).
const refusal = saveRefusal("new-invoice");

// 000 §2 New Invoice (/dashboard/invoices/newinvoice): customer, items, due date, memo and
// footer switches, a live preview; Save & Publish checks the spec's messages in order, and on
// success the route is replaced with billing. Leaving with typed data asks first.
export function NewInvoicePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const timeZone = useSignedInSession().account.publicInformation.timezone;
  const currency = useAccountCurrency();
  const [values, setValues] = useState<NewInvoiceValues>(() =>
    emptyInvoice(customerFromLocationState(location.state)),
  );
  // The invoice's own key: every Save & Publish of this form names the same invoice, so a
  // double click or a retried request cannot create a second.
  const [idempotencyKey] = useState(() => newFormKey("invoice"));
  const [isSaved, setIsSaved] = useState(false);
  const flight = useSingleFlight();
  const createInvoice = useCreateInvoice();
  const change = (patch: Partial<NewInvoiceValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  useFormDraft("new-invoice", values, (draft) => change(restoredInvoiceDraft(draft)), {
    isEdited: !isSaved && hasNewInvoiceEntries(values),
  });

  // Navigates once the guard has rendered clean (its blocker is updated in an effect, and a
  // child's effects run before this one), so a saved invoice is not asked about.
  useEffect(() => {
    if (isSaved) void navigate(BILLING_PATH, { replace: true, state: { refresh: true } });
  }, [isSaved, navigate]);

  // Today to a year from today on the studio's clock; a date typed outside is refused on save.
  const dueDateBounds = invoiceDueDateBounds(new Date(), timeZone);

  const saveAndPublish = () => {
    const issue =
      invoiceSaveIssue(
        {
          uid: values.customer?.id ?? null,
          items: itemsInCents(values.items),
          dueDate: values.dueDate || null,
        },
        currency,
      ) ?? invoiceDueDateIssue(values.dueDate, invoiceDueDateBounds(new Date(), timeZone));
    if (issue) {
      refusal.show(issue);
      return;
    }
    if (!flight.start()) return;
    refusal.clear();
    // A failed save may be tried again under the same key: if the first one did reach the
    // server, the retry answers its invoice. A saved one stays closed while the page leaves.
    createInvoice.mutate(toCreateInvoiceRequest(values, idempotencyKey), {
      onSuccess: () => setIsSaved(true),
      onError: flight.end,
    });
  };

  return (
    <>
      <UnsavedChangesGuard isDirty={!isSaved && hasNewInvoiceEntries(values)} />
      <PageHeader
        title={MESSAGES.newInvoice}
        actions={
          <Button loading={createInvoice.isPending || isSaved} onClick={saveAndPublish}>
            {MESSAGES.saveAndPublish}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card withBorder padding="lg">
            <Stack>
              <MemberPicker
                customer={values.customer}
                onChange={(customer) => change({ customer })}
              />
              <Title order={2} size="h5">
                {MESSAGES.invoiceItems}
              </Title>
              <InvoiceItemsEditor items={values.items} onChange={(items) => change({ items })} />
              <TextInput
                type="date"
                label={MESSAGES.dueDate}
                withAsterisk
                min={dueDateBounds.min}
                max={dueDateBounds.max}
                value={values.dueDate}
                onChange={(event) => change({ dueDate: event.currentTarget.value })}
                maw={240}
              />
              <SwitchedText
                label={MESSAGES.memo}
                isOn={values.hasMemo}
                onSwitch={(hasMemo) => change({ hasMemo })}
                text={values.memo}
                onText={(memo) => change({ memo })}
              />
              <SwitchedText
                label={MESSAGES.footer}
                isOn={values.hasFooter}
                onSwitch={(hasFooter) => change({ hasFooter })}
                text={values.footer}
                onText={(footer) => change({ footer })}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <InvoicePreview values={values} />
        </Grid.Col>
      </Grid>
    </>
  );
}
