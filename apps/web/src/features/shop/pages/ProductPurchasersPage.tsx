import { Anchor, Paper } from "@mantine/core";
import type { ProductPurchase } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ExportMenuItem } from "../../../shared/components/ExportMenuItem";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryTable } from "../../../shared/components/QueryTable";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { isRefusal } from "../../../shared/failure-message";
import { formatDateTime } from "../../../shared/formats";
import { purchasersQueryOptions } from "../shop.api";
import { SHOP_PATH } from "../shop-paths";

const profilePath = (uid: string) => `/dashboard/members/profile?${new URLSearchParams({ uid })}`;

// 001 §2 Shop item users (/dashboard/schedule/shop/{productId}/users): who bought the
// product; a name opens the member profile.
export function ProductPurchasersPage() {
  const { productId = "" } = useParams();
  const purchasers = useQuery({
    ...purchasersQueryOptions(productId),
    enabled: Boolean(productId),
  });

  if (!productId || isRefusal(purchasers.error))
    return <RedirectWithNotice to={SHOP_PATH} notice={MESSAGES.productNotFound} />;
  return (
    <>
      <PageHeader
        title={
          purchasers.data ? `${purchasers.data.productTitle} Purchasers` : "Product Purchasers"
        }
        actions={
          <OptionsMenu>
            <ExportMenuItem request={{ kind: "productUsers", productId }}>
              Export Data
            </ExportMenuItem>
          </OptionsMenu>
        }
      />
      <Paper withBorder p="lg">
        <QueryTable
          query={{ ...purchasers, data: purchasers.data?.purchasers }}
          label="purchasers"
          emptyMessage="No purchases yet."
          rowKey={(purchase: ProductPurchase) => purchase.purchaseId}
          minWidth={560}
          highlightOnHover
          columns={[
            {
              header: "Name",
              cell: (purchase) => (
                <Anchor component={Link} to={profilePath(purchase.uid)} size="sm" fw={500}>
                  {`${purchase.firstName} ${purchase.lastName}`}
                </Anchor>
              ),
            },
            { header: "Quantity", cell: (purchase) => purchase.quantity },
            { header: "Size", cell: (purchase) => purchase.size ?? "—" },
            { header: "Date", cell: (purchase) => formatDateTime(purchase.timestamp) },
          ]}
        />
      </Paper>
    </>
  );
}
