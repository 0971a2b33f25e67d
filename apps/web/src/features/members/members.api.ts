import type { MemberFilter, MemberSort } from "@studiodesk/core/contracts/member-list";
import type {
  CreateMemberRequest,
  MemberProfile,
  UpdateLeaderRequest,
  UpdateMemberRequest,
  UpdateSubscriptionRequest,
} from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipartBody, singleFileForm, unwrap } from "../../shared/api-client";
import { notifyFailure } from "../../shared/failure-message";
import { notify } from "../../shared/notify";

// One cursor at most: starting_after pages on in the sort's order, ending_before back.
export type MemberListParams = {
  search: string;
  sort: MemberSort;
  filter: MemberFilter | null;
  startingAfter?: string;
  endingBefore?: string;
};

// Every key sits under ["members"]: the live-update topic "members" refreshes them all.
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (params: MemberListParams) => [...memberKeys.lists(), params] as const,
  member: (uid: string) => [...memberKeys.all, "member", uid] as const,
  profile: (uid: string) => [...memberKeys.member(uid), "profile"] as const,
  subscriptions: (uid: string) => [...memberKeys.member(uid), "subscriptions"] as const,
  charges: (uid: string) => [...memberKeys.member(uid), "charges"] as const,
  relationships: (uid: string) => [...memberKeys.member(uid), "relationships"] as const,
  classes: (uid: string) => [...memberKeys.member(uid), "classes"] as const,
  documents: (uid: string) => [...memberKeys.member(uid), "documents"] as const,
};

// Empty values stay out of the query string, as the server reads "absent" there.
const listQuery = ({ search, sort, filter, startingAfter, endingBefore }: MemberListParams) => ({
  search: search.trim() || undefined,
  sort: sort === "joined" ? undefined : sort,
  filter: filter ?? undefined,
  starting_after: startingAfter || undefined,
  ending_before: endingBefore || undefined,
});

export function memberListQueryOptions(params: MemberListParams) {
  return queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: () => unwrap(api.GET("/api/v1/members", { params: { query: listQuery(params) } })),
  });
}

export function memberProfileQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.profile(uid),
    queryFn: () => unwrap(api.GET("/api/v1/members/{uid}", { params: { path: { uid } } })),
  });
}

export function memberSubscriptionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.subscriptions(uid),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/members/{uid}/subscriptions", { params: { path: { uid } } })))
        .subscriptions,
  });
}

export function memberChargesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.charges(uid),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/members/{uid}/charges", { params: { path: { uid } } })))
        .charges,
  });
}

export function memberClassesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.classes(uid),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/members/{uid}/classes", { params: { path: { uid } } })))
        .classes,
  });
}

// The organization's documents with what the member signed, and whether that is all of them.
export function memberDocumentsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.documents(uid),
    queryFn: () =>
      unwrap(api.GET("/api/v1/members/{uid}/documents", { params: { path: { uid } } })),
  });
}

export function memberRelationshipsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: memberKeys.relationships(uid),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/members/{uid}/relationships", { params: { path: { uid } } })))
        .relationships,
  });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMemberRequest) =>
      unwrap(api.POST("/api/v1/members", { body: request })),
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
    (changes: UpdateMemberRequest) =>
      unwrap(api.PATCH("/api/v1/members/{uid}", { params: { path: { uid } }, body: changes })),
    MESSAGES.userUpdated,
  );

export const useUploadMemberPhoto = (uid: string) =>
  useProfileMutation(
    uid,
    (file: File) =>
      unwrap(
        api.POST("/api/v1/members/{uid}/photo", {
          params: { path: { uid } },
          ...multipartBody(singleFileForm(file)),
        }),
      ),
    MESSAGES.userUpdated,
  );

export const useSetLeader = (uid: string) =>
  useProfileMutation(
    uid,
    (isLeader: boolean) =>
      unwrap(
        isLeader
          ? api.PUT("/api/v1/members/{uid}/leader", { params: { path: { uid } } })
          : api.DELETE("/api/v1/members/{uid}/leader", { params: { path: { uid } } }),
      ),
    (profile) => (profile.appLeader ? MESSAGES.leaderAdded : MESSAGES.leaderRemoved),
  );

export const useUpdateLeader = (uid: string) =>
  useProfileMutation(
    uid,
    (leader: UpdateLeaderRequest) =>
      unwrap(
        api.PATCH("/api/v1/members/{uid}/leader", { params: { path: { uid } }, body: leader }),
      ),
    MESSAGES.leaderInformationUpdated,
  );

export const useSetBlocked = (uid: string) =>
  useProfileMutation(
    uid,
    (isBlocked: boolean) =>
      unwrap(
        isBlocked
          ? api.PUT("/api/v1/members/{uid}/block", { params: { path: { uid } } })
          : api.DELETE("/api/v1/members/{uid}/block", { params: { path: { uid } } }),
      ),
    (profile) => (profile.isBlocked ? MESSAGES.userBlocked : MESSAGES.userUnblocked),
  );

export const useUpdateNotes = (uid: string) =>
  useProfileMutation(
    uid,
    (notes: string) =>
      unwrap(
        api.PUT("/api/v1/members/{uid}/notes", { params: { path: { uid } }, body: { notes } }),
      ),
    MESSAGES.notesUpdated,
  );

export function useSendPasswordReset(uid: string) {
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST("/api/v1/members/{uid}/password-reset", { params: { path: { uid } } })),
    onSuccess: (response) => notify(response.message, "success"),
    onError: notifyFailure,
  });
}

// A write to one of the member's subscriptions: refresh the Subscriptions tab and say so.
function useSubscriptionMutation<Variables, Result>(
  uid: string,
  send: (variables: Variables) => Promise<Result>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.subscriptions(uid) });
      notify(successMessage, "success");
    },
    onError: notifyFailure,
  });
}

type SubscriptionChanges = { subscriptionId: string; changes: UpdateSubscriptionRequest };

export const useUpdateSubscription = (uid: string) =>
  useSubscriptionMutation(
    uid,
    ({ subscriptionId, changes }: SubscriptionChanges) =>
      unwrap(
        api.PATCH("/api/v1/members/{uid}/subscriptions/{id}", {
          params: { path: { uid, id: subscriptionId } },
          body: changes,
        }),
      ),
    MESSAGES.informationUpdated,
  );

export const useCancelSubscription = (uid: string) =>
  useSubscriptionMutation(
    uid,
    (subscriptionId: string) =>
      unwrap(
        api.POST("/api/v1/members/{uid}/subscriptions/{id}/cancel", {
          params: { path: { uid, id: subscriptionId } },
        }),
      ),
    MESSAGES.subscriptionCancelled,
  );
