import { Anchor, Paper, Stack } from "@mantine/core";
import type { ProductPurchase } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { ExportMenuItem } from "../../../shared/components/ExportMenuItem";
import { MemberNameCell } from "../../../shared/components/MemberNameCell";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryTable } from "../../../shared/components/QueryTable";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { SearchInput } from "../../../shared/components/SearchInput";
import { isRefusal } from "../../../shared/failure-message";
import { memberProfilePath } from "../../../shared/member-profile-path";
import { useOrganizationTimeZone } from "../../../shared/session";
import { useMemberSearch } from "../../../shared/use-member-search";
import { purchasersQueryOptions } from "../shop.api";
import { SHOP_PATH } from "../shop-paths";

// 001 §2 Shop item users (/dashboard/schedule/shop/{productId}/users): who bought the
// product, in the members table's name column (photo, name, leader star) with its search;
// "Clicking a user opens the member profile": the whole row (click, Enter or Space), as in
// the members table; the name stays a link, so it can open in a new tab.
export function ProductPurchasersPage() {
  const timeZone = useOrganizationTimeZone();
  const navigate = useNavigate();
  const { productId = "" } = useParams();
  const purchasers = useQuery({
    ...purchasersQueryOptions(productId),
    enabled: Boolean(productId),
  });
  const search = useMemberSearch("Search purchasers");

  if (!productId || isRefusal(purchasers.error))
    return <RedirectWithNotice to={SHOP_PATH} notice={MESSAGES.productNotFound} />;
  return (
    <>
      <PageHeader
        title={
          purchasers.data
            ? `${purchasers.data.productTitle} Purchasers`
            : MESSAGES.productPurchasers
        }
        actions={
          <OptionsMenu>
            <ExportMenuItem request={{ kind: "productUsers", productId }}>
              {MESSAGES.exportData}
            </ExportMenuItem>
          </OptionsMenu>
        }
      />
      <Paper withBorder p="lg">
        <Stack>
          <SearchInput {...search.searchProps} maw={360} />
          <QueryTable
            query={{ ...purchasers, data: purchasers.data?.purchasers.filter(search.matches) }}
            label="purchasers"
            emptyMessage={search.isSearching ? MESSAGES.noUsersFound : MESSAGES.noPurchasesYet}
            rowKey={(purchase: ProductPurchase) => purchase.purchaseId}
            minWidth={560}
            highlightOnHover
            onOpenRow={(purchase) => void navigate(memberProfilePath(purchase.uid))}
            columns={[
              {
                header: MESSAGES.name,
                cell: (purchase) => (
                  <MemberNameCell
                    firstName={purchase.firstName}
                    lastName={purchase.lastName}
                    photoUrl={purchase.profilePhotoUrl}
                    isLeader={purchase.isLeader}
                    renderName={(name) => (
                      <Anchor
                        component={Link}
                        to={memberProfilePath(purchase.uid)}
                        size="sm"
                        fw={500}
                        // The link navigates itself; the row must not navigate a second time.
                        onClick={(event) => event.stopPropagation()}
                      >
                        {name}
                      </Anchor>
                    )}
                  />
                ),
              },
              { header: MESSAGES.quantity, cell: (purchase) => purchase.quantity },
              { header: MESSAGES.size, cell: (purchase) => purchase.size ?? "—" },
              {
                header: MESSAGES.date,
                cell: (purchase) => formatDateTime(purchase.timestamp, timeZone),
              },
            ]}
          />
        </Stack>
      </Paper>
    </>
  );
}
