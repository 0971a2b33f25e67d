import { Alert, Button, Center, Loader, Stack, Tabs } from "@mantine/core";
import type { MemberProfile, MemberSummary } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api-client";
import { EmptyState } from "../../../shared/components/EmptyState";
import { notify } from "../../../shared/notify";
import { InvoicesTab } from "../components/profile/InvoicesTab";
import { LeaderTab } from "../components/profile/LeaderTab";
import { NotesTab } from "../components/profile/NotesTab";
import { ProfileHeader } from "../components/profile/ProfileHeader";
import { ProfileTab } from "../components/profile/ProfileTab";
import { PurchaseHistoryTab } from "../components/profile/PurchaseHistoryTab";
import { RelationshipsTab } from "../components/profile/RelationshipsTab";
import { SubscriptionsTab } from "../components/profile/SubscriptionsTab";
import { MEMBERS_PATH, memberFromLocationState } from "../member-routes";
import { memberProfileQueryOptions } from "../members.api";

// 000 §2 Member profile tabs, in order. Leader Information shows only for app leaders.
const TABS = [
  { value: "profile", label: "Profile" },
  { value: "leader", label: "Leader Information" },
  { value: "classes", label: "Classes" },
  { value: "documents", label: "Documents" },
  { value: "subscriptions", label: "Subscriptions" },
  { value: "invoices", label: "Invoices" },
  { value: "purchases", label: "Purchase History" },
  { value: "relationships", label: "Relationships" },
  { value: "notes", label: "Notes" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

const isTabValue = (value: string | null): value is TabValue =>
  TABS.some((tab) => tab.value === value);

// The tabs that edit the member record need the full profile; the others load their own data.
function needsProfile(
  profile: UseQueryResult<MemberProfile>,
  render: (loaded: MemberProfile) => ReactNode,
) {
  if (profile.data) return render(profile.data);
  if (profile.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {profile.error.message || MESSAGES.unknownError}
        </Alert>
        <Button variant="light" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading member" />
    </Center>
  );
}

function MemberProfileView({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const passedMember = memberFromLocationState(location.state, uid);
  const profile = useQuery(memberProfileQueryOptions(uid));

  // 000 §2: an unknown id (or another organization's) goes back to the list with a notice.
  const isMissing =
    profile.error instanceof ApiError &&
    (profile.error.status === 404 || profile.error.status === 400);
  useEffect(() => {
    if (!isMissing) return;
    notify(MESSAGES.memberNotFound, "danger");
    void navigate(MEMBERS_PATH, { replace: true });
  }, [isMissing, navigate]);

  const member: MemberSummary | undefined = profile.data ?? passedMember;
  // A missing member is on its way back to the list; the notice says why.
  if (isMissing) return null;
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
        <Tabs.Panel value="profile" pt="lg">
          {needsProfile(profile, (data) => (
            <ProfileTab profile={data} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="leader" pt="lg">
          {needsProfile(profile, (data) => (
            <LeaderTab profile={data} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="classes" pt="lg">
          {/* The classes feature fills this tab; until then no member is in a class. */}
          <EmptyState message="This member is not in any classes yet." isCard />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="lg">
          {/* The organization documents feature fills this tab (signed / not signed). */}
          <EmptyState message="No documents yet." isCard />
        </Tabs.Panel>
        <Tabs.Panel value="subscriptions" pt="lg">
          <SubscriptionsTab uid={uid} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="lg">
          <InvoicesTab uid={uid} />
        </Tabs.Panel>
        <Tabs.Panel value="purchases" pt="lg">
          <PurchaseHistoryTab uid={uid} />
        </Tabs.Panel>
        <Tabs.Panel value="relationships" pt="lg">
          <RelationshipsTab uid={uid} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="lg">
          {needsProfile(profile, (data) => (
            <NotesTab profile={data} />
          ))}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export function MemberProfilePage() {
  const [searchParams] = useSearchParams();
  const uid = searchParams.get("uid")?.trim();
  // 000 §2: without a uid the profile goes back to the members list.
  if (!uid) return <Navigate to={MEMBERS_PATH} replace />;
  // Keyed by uid: opening a related member's profile starts from fresh forms and tabs.
  return <MemberProfileView key={uid} uid={uid} />;
}
