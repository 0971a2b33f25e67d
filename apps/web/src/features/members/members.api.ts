import type {
  Charge,
  CreateMemberRequest,
  Invoice,
  MemberPage,
  MemberProfile,
  Relationship,
  Subscription,
  UpdateLeaderRequest,
  UpdateMemberRequest,
  UpdateSubscriptionRequest,
} from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPostForm,
  apiPut,
} from "../../shared/api-client";
import { notify } from "../../shared/notify";

// One cursor at most: starting_after pages to older members, ending_before to newer ones.
export type MemberListParams = { search: string; startingAfter?: string; endingBefore?: string };

// Every key sits under ["members"]: the live-update topic "members" refreshes them all.
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (params: MemberListParams) => [...memberKeys.lists(), params] as const,
  member: (uid: string) => [...memberKeys.all, "member", uid] as const,
  profile: (uid: string) => [...memberKeys.member(uid), "profile"] as const,
  subscriptions: (uid: string) => [...memberKeys.member(uid), "subscriptions"] as const,
  invoices: (uid: string) => [...memberKeys.member(uid), "invoices"] as const,
  charges: (uid: string) => [...memberKeys.member(uid), "charges"] as const,
  relationships: (uid: string) => [...memberKeys.member(uid), "relationships"] as const,
};

const memberPath = (uid: string) => `/members/${encodeURIComponent(uid)}`;

function listSearchParams({ search, startingAfter, endingBefore }: MemberListParams): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search.trim());
  if (startingAfter) params.set("starting_after", startingAfter);
  if (endingBefore) params.set("ending_before", endingBefore);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function memberListQueryOptions(params: MemberListParams) {
  return queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: () => apiGet<MemberPage>(`/members${listSearchParams(params)}`),
  });
}

export function memberProfileQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.profile(uid),
    queryFn: () => apiGet<MemberProfile>(memberPath(uid)),
  });
}

export function memberSubscriptionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.subscriptions(uid),
    queryFn: async () =>
      (await apiGet<{ subscriptions: Subscription[] }>(`${memberPath(uid)}/subscriptions`))
        .subscriptions,
  });
}

export function memberInvoicesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.invoices(uid),
    queryFn: async () =>
      (await apiGet<{ invoices: Invoice[] }>(`${memberPath(uid)}/invoices`)).invoices,
  });
}

export function memberChargesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.charges(uid),
    queryFn: async () =>
      (await apiGet<{ charges: Charge[] }>(`${memberPath(uid)}/charges`)).charges,
  });
}

export function memberRelationshipsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.relationships(uid),
    queryFn: async () =>
      (await apiGet<{ relationships: Relationship[] }>(`${memberPath(uid)}/relationships`))
        .relationships,
  });
}

// 000 §8: backend failures show a danger notification with the returned message.
export function notifyFailure(error: Error): void {
  notify(error instanceof ApiError ? error.message : MESSAGES.unknownError, "danger");
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMemberRequest) => apiPost<MemberProfile>("/members", request),
    onSuccess: (profile) => {
      queryClient.setQueryData(memberKeys.profile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
    },
  });
}

// Every write to the member record answers with the fresh profile: store it, refresh the
// lists (name, photo and leader badge show there) and say so.
function useProfileMutation<Variables>(
  uid: string,
  send: (variables: Variables) => Promise<MemberProfile>,
  successMessage: string | ((profile: MemberProfile) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => {
      queryClient.setQueryData(memberKeys.profile(uid), profile);
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
      notify(
        typeof successMessage === "string" ? successMessage : successMessage(profile),
        "success",
      );
    },
    onError: notifyFailure,
  });
}

export const useUpdateMember = (uid: string) =>
  useProfileMutation(
    uid,
    (changes: UpdateMemberRequest) => apiPatch<MemberProfile>(memberPath(uid), changes),
    MESSAGES.userUpdated,
  );

export const useUploadMemberPhoto = (uid: string) =>
  useProfileMutation(
    uid,
    (file: File) => {
      const formData = new FormData();
      formData.append("file", file);
      return apiPostForm<MemberProfile>(`${memberPath(uid)}/photo`, formData);
    },
    MESSAGES.userUpdated,
  );

export const useSetLeader = (uid: string) =>
  useProfileMutation(
    uid,
    (isLeader: boolean) =>
      isLeader
        ? apiPut<MemberProfile>(`${memberPath(uid)}/leader`)
        : apiDelete<MemberProfile>(`${memberPath(uid)}/leader`),
    (profile) => (profile.appLeader ? MESSAGES.leaderAdded : MESSAGES.leaderRemoved),
  );

export const useUpdateLeader = (uid: string) =>
  useProfileMutation(
    uid,
    (leader: UpdateLeaderRequest) => apiPatch<MemberProfile>(`${memberPath(uid)}/leader`, leader),
    MESSAGES.leaderInformationUpdated,
  );

export const useSetBlocked = (uid: string) =>
  useProfileMutation(
    uid,
    (isBlocked: boolean) =>
      isBlocked
        ? apiPut<MemberProfile>(`${memberPath(uid)}/block`)
        : apiDelete<MemberProfile>(`${memberPath(uid)}/block`),
    (profile) => (profile.isBlocked ? MESSAGES.userBlocked : MESSAGES.userUnblocked),
  );

export const useUpdateNotes = (uid: string) =>
  useProfileMutation(
    uid,
    (notes: string) => apiPut<MemberProfile>(`${memberPath(uid)}/notes`, { notes }),
    MESSAGES.notesUpdated,
  );

export function useSendPasswordReset(uid: string) {
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>(`${memberPath(uid)}/password-reset`),
    onSuccess: (response) => notify(response.message, "success"),
    onError: notifyFailure,
  });
}

type SubscriptionChanges = { subscriptionId: string; changes: UpdateSubscriptionRequest };

export function useUpdateSubscription(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, changes }: SubscriptionChanges) =>
      apiPatch<Subscription>(
        `${memberPath(uid)}/subscriptions/${encodeURIComponent(subscriptionId)}`,
        changes,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.subscriptions(uid) });
      notify(MESSAGES.informationUpdated, "success");
    },
    onError: notifyFailure,
  });
}

export function useCancelSubscription(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiPost<Subscription>(
        `${memberPath(uid)}/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.subscriptions(uid) });
      notify(MESSAGES.subscriptionCancelled, "success");
    },
    onError: notifyFailure,
  });
}

export function useDeleteInvoice(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      apiDelete<{ message: string }>(
        `${memberPath(uid)}/invoices/${encodeURIComponent(invoiceId)}`,
      ),
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.invoices(uid) });
      notify(response.message || MESSAGES.invoiceDeleted, "success");
    },
    onError: notifyFailure,
  });
}
