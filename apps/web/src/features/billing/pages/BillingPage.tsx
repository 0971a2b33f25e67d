import { Menu, SegmentedControl, Tabs } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useOpenWithDraft } from "../../../shared/use-form-draft";
import { NEW_INVOICE_PATH } from "../billing-paths";
import { CouponsPanel } from "../coupons/CouponsPanel";
import { NEW_COUPON_DRAFT, NewCouponModal } from "../coupons/NewCouponModal";
import { InvoicesPanel } from "../invoices/InvoicesPanel";

const TABS = ["invoices", "coupons"] as const;
type BillingTab = (typeof TABS)[number];

const isBillingTab = (value: string | null): value is BillingTab =>
  TABS.some((tab) => tab === value);

// 000 §2 Billing (/dashboard/billing): the Options menu (Create New Invoice, Create New
// Coupon) and the Invoices and Coupons tabs. The tab lives in the address so a reload keeps it.
export function BillingPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isCouponModalOpen, setIsCouponModalOpen] = useState(false);
  useOpenWithDraft(NEW_COUPON_DRAFT, () => setIsCouponModalOpen(true));
  const requestedTab = searchParams.get("tab");
  const activeTab: BillingTab = isBillingTab(requestedTab) ? requestedTab : "invoices";
  // Beyond the spec (issue #21): the dashboard's Outstanding invoices open ?status=unpaid.
  const isUnpaidOnly = searchParams.get("status") === "unpaid";

  const selectTab = (value: string | null) => {
    if (!isBillingTab(value)) return;
    setSearchParams(value === "invoices" ? {} : { tab: value }, { replace: true });
  };
  const selectStatus = (value: string) =>
    setSearchParams(value === "unpaid" ? { status: value } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title={MESSAGES.billing}
        actions={
          <OptionsMenu>
            <Menu.Item onClick={() => void navigate(NEW_INVOICE_PATH)}>
              {MESSAGES.createNewInvoice}
            </Menu.Item>
            <Menu.Item onClick={() => setIsCouponModalOpen(true)}>
              {MESSAGES.createNewCoupon}
            </Menu.Item>
          </OptionsMenu>
        }
      />
      <Tabs value={activeTab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoices">{MESSAGES.invoices}</Tabs.Tab>
          <Tabs.Tab value="coupons">{MESSAGES.coupons}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="lg">
          <SegmentedControl
            aria-label={MESSAGES.invoiceStatus}
            mb="md"
            value={isUnpaidOnly ? "unpaid" : "all"}
            onChange={selectStatus}
            data={[
              { value: "all", label: MESSAGES.all },
              { value: "unpaid", label: MESSAGES.unpaid },
            ]}
          />
          <InvoicesPanel isUnpaidOnly={isUnpaidOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="coupons" pt="lg">
          <CouponsPanel />
        </Tabs.Panel>
      </Tabs>
      {/* Create New Coupon is offered on either tab; the coupon added shows in Coupons. */}
      <NewCouponModal
        opened={isCouponModalOpen}
        onClose={() => setIsCouponModalOpen(false)}
        onAdded={() => selectTab("coupons")}
      />
    </>
  );
}
