import { z } from "zod";

// Every error response has this one shape; `message` is the spec's text where it has one.
export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

export const ERROR_CODES = {
  validationFailed: "validation_failed",
  invalidCredentials: "invalid_credentials",
  notAdmin: "not_admin",
  notSuperAdmin: "not_super_admin",
  // A super-admin's session before the choice in Select Organization, on an organization route.
  organizationRequired: "organization_required",
  accountBlocked: "account_blocked",
  throttled: "too_many_attempts",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  notFound: "not_found",
  csrf: "csrf_rejected",
  invalidToken: "invalid_token",
  conflict: "conflict",
  internal: "internal_error",
  // Refused by the HTTP server before any route (see the server's framework-errors plugin).
  addressNotValid: "address_not_valid",
  addressTooLong: "address_too_long",
  headersTooLarge: "headers_too_large",
  requestTimedOut: "request_timed_out",
} as const;
