import { Tabs } from "@mantine/core";
import type { MemberProfile, MemberSummary } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { Redirect } from "../../../shared/components/Redirect";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { isRefusal } from "../../../shared/failure-message";
import { ClassesTab } from "../components/profile/ClassesTab";
import { DocumentsTab } from "../components/profile/DocumentsTab";
import { LeaderTab } from "../components/profile/LeaderTab";
import { NotesTab } from "../components/profile/NotesTab";
import { ProfileHeader } from "../components/profile/ProfileHeader";
import { ProfileTab } from "../components/profile/ProfileTab";
import { PurchaseHistoryTab } from "../components/profile/PurchaseHistoryTab";
import { RelationshipsTab } from "../components/profile/RelationshipsTab";
import { SubscriptionsTab } from "../components/profile/SubscriptionsTab";
import { MEMBERS_PATH, memberFromLocationState } from "../member-routes";
import { memberProfileQueryOptions } from "../members.api";

type ProfileQuery = UseQueryResult<MemberProfile>;

// The tabs that edit the member record need the full profile; the others load their own data.
function needsProfile(profile: ProfileQuery, render: (loaded: MemberProfile) => ReactNode) {
  if (profile.data) return render(profile.data);
  if (profile.isError) {
    return (
      <LoadFailure
        message={profile.error.message || MESSAGES.unknownError}
        onRetry={profile.refetch}
      />
    );
  }
  return <LoadingState label="member" />;
}

// The Invoices tab is billing's (its list and row actions); the router hands it in, since a
// feature does not import another feature's components.
export type MemberInvoicesTab = ComponentType<{ uid: string }>;

type TabContent = (member: {
  uid: string;
  profile: ProfileQuery;
  InvoicesTab: MemberInvoicesTab;
}) => ReactNode;

// 000 §2 Member profile tabs, in order. Leader Information shows only for app leaders.
const TABS = [
  {
    value: "profile",
    label: MESSAGES.profileTab,
    content: ({ profile }) => needsProfile(profile, (data) => <ProfileTab profile={data} />),
  },
  {
    value: "leader",
    label: MESSAGES.leaderInformation,
    content: ({ profile }) => needsProfile(profile, (data) => <LeaderTab profile={data} />),
  },
  {
    value: "classes",
    label: MESSAGES.classes,
    content: ({ uid }) => <ClassesTab uid={uid} />,
  },
  {
    value: "documents",
    label: MESSAGES.documents,
    content: ({ uid }) => <DocumentsTab uid={uid} />,
  },
  {
    value: "subscriptions",
    label: MESSAGES.subscriptions,
    content: ({ uid }) => <SubscriptionsTab uid={uid} />,
  },
  {
    value: "invoices",
    label: MESSAGES.invoices,
    content: ({ uid, InvoicesTab }) => <InvoicesTab uid={uid} />,
  },
  {
    value: "purchases",
    label: MESSAGES.purchaseHistory,
    content: ({ uid }) => <PurchaseHistoryTab uid={uid} />,
  },
  {
    value: "relationships",
    label: MESSAGES.relationships,
    content: ({ uid }) => <RelationshipsTab uid={uid} />,
  },
  {
    value: "notes",
    label: MESSAGES.notes,
    content: ({ profile }) => needsProfile(profile, (data) => <NotesTab profile={data} />),
  },
] as const satisfies ReadonlyArray<{ value: string; label: string; content: TabContent }>;
type TabValue = (typeof TABS)[number]["value"];

const isTabValue = (value: string | null): value is TabValue =>
  TABS.some((tab) => tab.value === value);

function MemberProfileView({ uid, InvoicesTab }: { uid: string; InvoicesTab: MemberInvoicesTab }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const passedMember = memberFromLocationState(location.state, uid);
  const profile = useQuery(memberProfileQueryOptions(uid));

  // 000 §2: an unknown id (or another organization's) goes back to the list with a notice.
  if (isRefusal(profile.error))
    return <RedirectWithNotice to={MEMBERS_PATH} notice={MESSAGES.memberNotFound} />;

  const member: MemberSummary | undefined = profile.data ?? passedMember;
  if (!member) return needsProfile(profile, () => null);

  const isLeader = profile.data ? profile.data.appLeader !== null : member.isLeader;
  const visibleTabs = TABS.filter((tab) => tab.value !== "leader" || isLeader);
  const requestedTab = searchParams.get("tab");
  const activeTab: TabValue =
    isTabValue(requestedTab) && visibleTabs.some((tab) => tab.value === requestedTab)
      ? requestedTab
      : "profile";
  const selectTab = (value: string | null) =>
    setSearchParams(
      (params) => {
        params.set("tab", value ?? "profile");
        return params;
      },
      { replace: true, state: location.state },
    );

  return (
    <>
      <ProfileHeader member={member} profile={profile.data} />
      <Tabs value={activeTab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          {visibleTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
            {tab.content({ uid, profile, InvoicesTab })}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

export function MemberProfilePage({ InvoicesTab }: { InvoicesTab: MemberInvoicesTab }) {
  const [searchParams] = useSearchParams();
  const uid = searchParams.get("uid")?.trim();
  // 000 §2: without a uid the profile goes back to the members list.
  if (!uid) return <Redirect to={MEMBERS_PATH} />;
  // Keyed by uid: opening a related member's profile starts from fresh forms and tabs.
  return <MemberProfileView key={uid} uid={uid} InvoicesTab={InvoicesTab} />;
}
