import type {
  ClassListItem,
  CreateClassRequest,
  CreateClassResourceRequest,
  StudioClass,
  UpdateClassRequest,
} from "@studiodesk/core/contracts/classes";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipartBody, singleFileForm, unwrap } from "../../../shared/api-client";
import { payloadWithImage, useInvalidatingMutation } from "../../../shared/mutations";
import { scheduleKeys } from "../schedule.api";
import { classKeys } from "./class-keys";

export { classKeys };

// Every key sits under ["classes"]: the live-update topic "classes" refreshes them all.

// A list row opens the class view with the row in router state: the view draws it at once.
export type ClassRouteState = { classItem?: ClassListItem } | null;

export function classQueryOptions(classId: string) {
  return queryOptions({
    queryKey: classKeys.detail(classId),
    queryFn: (): Promise<StudioClass> =>
      unwrap(api.GET("/api/v1/classes/{classId}", { params: { path: { classId } } })),
    retry: false,
  });
}

export function classMembersQueryOptions(classId: string) {
  return queryOptions({
    queryKey: classKeys.members(classId),
    queryFn: () =>
      unwrap(api.GET("/api/v1/classes/{classId}/members", { params: { path: { classId } } })),
    retry: false,
  });
}

// The class categories for the wizard's picker, under the categories key root so the
// live-update topic "categories" refreshes them too (the same key as the shop's list).
export function classCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ["categories", "class"] as const,
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/categories", { params: { query: { type: "class" } } })))
        .categories,
  });
}

export function useCreateClass() {
  return useInvalidatingMutation(
    classKeys.all,
    ({ payload, image }: { payload: CreateClassRequest; image: File }) =>
      unwrap(api.POST("/api/v1/classes", multipartBody(payloadWithImage(payload, image)))),
  );
}

export function useUpdateClass(classId: string) {
  return useInvalidatingMutation(classKeys.all, (request: UpdateClassRequest) =>
    unwrap(
      api.PATCH("/api/v1/classes/{classId}", { params: { path: { classId } }, body: request }),
    ),
  );
}

// 001 §7 Classes "change image": the list's thumbnail and the view's picture refetch.
export function useReplaceClassImage(classId: string) {
  return useInvalidatingMutation(classKeys.all, (file: File) =>
    unwrap(
      api.POST("/api/v1/classes/{classId}/image", {
        params: { path: { classId } },
        ...multipartBody(singleFileForm(file)),
      }),
    ),
  );
}

export function useAddClassMembers(classId: string) {
  return useInvalidatingMutation(classKeys.all, (userIds: string[]) =>
    unwrap(
      api.POST("/api/v1/classes/{classId}/members", {
        params: { path: { classId } },
        body: { userIds },
      }),
    ),
  );
}

export function useAcceptClassMember(classId: string) {
  return useInvalidatingMutation(classKeys.all, (userId: string) =>
    unwrap(
      api.POST("/api/v1/classes/{classId}/members/{userId}/accept", {
        params: { path: { classId, userId } },
      }),
    ),
  );
}

export function useDeclineClassMember(classId: string) {
  return useInvalidatingMutation(classKeys.all, (userId: string) =>
    unwrap(
      api.POST("/api/v1/classes/{classId}/members/{userId}/decline", {
        params: { path: { classId, userId } },
      }),
    ),
  );
}

export function useRemoveClassMember(classId: string) {
  return useInvalidatingMutation(classKeys.all, (userId: string) =>
    unwrap(
      api.DELETE("/api/v1/classes/{classId}/members/{userId}", {
        params: { path: { classId, userId } },
      }),
    ),
  );
}

export function useDeleteClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: classKeys.deletion(classId),
    mutationFn: () =>
      unwrap(api.DELETE("/api/v1/classes/{classId}", { params: { path: { classId } } })),
    // Only the list and the calendar refetch: the class's own queries would answer 404 now.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: classKeys.list() });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.months() });
    },
  });
}

export function classResourcesQueryOptions(classId: string) {
  return queryOptions({
    queryKey: classKeys.resources(classId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/classes/{classId}/resources", { params: { path: { classId } } }),
        )
      ).resources,
  });
}

export const fetchClassResourceLink = (classId: string, fileId: string) =>
  unwrap(
    api.GET("/api/v1/classes/{classId}/resources/{fileId}/view", {
      params: { path: { classId, fileId } },
    }),
  );

export function useCreateClassResource(classId: string) {
  return useInvalidatingMutation(
    classKeys.resources(classId),
    (request: CreateClassResourceRequest) =>
      unwrap(
        api.POST("/api/v1/classes/{classId}/resources", {
          params: { path: { classId } },
          body: request,
        }),
      ),
  );
}

export function useDeleteClassResource(classId: string) {
  return useInvalidatingMutation(classKeys.resources(classId), (fileId: string) =>
    unwrap(
      api.DELETE("/api/v1/classes/{classId}/resources/{fileId}", {
        params: { path: { classId, fileId } },
      }),
    ),
  );
}
