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
function useStoreAccount() {
  const queryClient = useQueryClient();
  return (account: Account) => {
    queryClient.setQueryData(accountKeys.detail(), account);
    updateSessionAccount(queryClient, account);
  };
}

export function useUpdateAppInformation() {
  const storeAccount = useStoreAccount();
  return useMutation({
    mutationFn: (changes: UpdateAppInformationRequest) =>
      unwrap(api.PATCH("/api/v1/account/app-information", { body: changes })),
    onSuccess: storeAccount,
  });
}

export function useUpdateBaseInformation() {
  const storeAccount = useStoreAccount();
  return useMutation({
    mutationFn: (changes: UpdateBaseInformationRequest) =>
      unwrap(api.PATCH("/api/v1/account/base-information", { body: changes })),
    onSuccess: storeAccount,
  });
}

export function useUploadLogo() {
  const storeAccount = useStoreAccount();
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(api.POST("/api/v1/account/logo", multipartBody(singleFileForm(file)))),
    onSuccess: storeAccount,
  });
}
