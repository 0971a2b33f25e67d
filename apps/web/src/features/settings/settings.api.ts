import type {
  Account,
  UpdateAppInformationRequest,
  UpdateBaseInformationRequest,
} from "@studiodesk/core/contracts/account";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipartBody, singleFileForm, unwrap } from "../../shared/api-client";
import { updateSessionAccount } from "../../shared/session";
import { accountKeys } from "./account-keys";

export { accountKeys };

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.detail(),
    queryFn: () => unwrap(api.GET("/api/v1/account")),
  });
}

// Every settings save answers with the whole account: store it for the settings page and
// for the session, whose copy drives the side menu and the organization's branding.
function useAccountMutation<Variables>(send: (variables: Variables) => Promise<Account>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(), account);
      updateSessionAccount(queryClient, account);
    },
  });
}

export const useUpdateAppInformation = () =>
  useAccountMutation((changes: UpdateAppInformationRequest) =>
    unwrap(api.PATCH("/api/v1/account/app-information", { body: changes })),
  );

export const useUpdateBaseInformation = () =>
  useAccountMutation((changes: UpdateBaseInformationRequest) =>
    unwrap(api.PATCH("/api/v1/account/base-information", { body: changes })),
  );

export const useUploadLogo = () =>
  useAccountMutation((file: File) =>
    unwrap(api.POST("/api/v1/account/logo", multipartBody(singleFileForm(file)))),
  );
