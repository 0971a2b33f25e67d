import { z } from "zod";
import { MESSAGES } from "../messages";
import {
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../rules/sign-in";
import { ZAccount } from "./account";
import { ZId } from "./common";

export const ZOrganizationSummary = z.object({ id: z.string(), name: z.string() });
export type OrganizationSummary = z.infer<typeof ZOrganizationSummary>;

export const ZOrganizationList = z.object({ organizations: z.array(ZOrganizationSummary) });

// 000 §5 Sign-in: the form's rules and texts (rules/sign-in), so the API refuses what the form
// refuses with the same words.
export const ZSignInRequest = z
  .object({
    email: z
      .string(MESSAGES.signInEmailRequired)
      .trim()
      .min(1, MESSAGES.signInEmailRequired)
      .max(EMAIL_MAX_LENGTH)
      .refine(isEmailAddress, MESSAGES.signInEmailInvalid),
    password: z
      .string(MESSAGES.signInPasswordRequired)
      .min(1, MESSAGES.signInPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.signInPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH),
    // Super-admin variant only: the organization to enter. Without it the session acts in no
    // organization until the choice in Select Organization (PUT /auth/session/organization).
    organizationId: z.string().min(1).optional(),
    asSuperAdmin: z.boolean().optional(),
  })
  .strict();
export type SignInRequest = z.infer<typeof ZSignInRequest>;

// PUT /api/v1/auth/session/organization: the super-admin's choice in Select Organization,
// made after sign-in so the organization list is never shown to the signed-out (issue #20 §10).
export const ZChooseOrganizationRequest = z.object({ organizationId: ZId }).strict();
export type ChooseOrganizationRequest = z.infer<typeof ZChooseOrganizationRequest>;

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhotoURL: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  orgId: z.string(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

// What the dashboard loads before it renders (001 §2 Route guard: user data and app information).
// The organization's time zone's offsets from a year before the answer to a year after it
// (core rules/zoned-time): the dashboard converts the schedule's times with them rather than
// with the browser's own time-zone data, a long task of a phone's first load (issue #19).
export const ZZoneOffsets = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  changes: z.array(z.object({ at: z.string(), offsetMinutes: z.number().int() })),
});

export const ZSession = z.object({
  user: ZSessionUser,
  organization: ZOrganizationSummary,
  account: ZAccount,
  zoneOffsets: ZZoneOffsets,
});
export type Session = z.infer<typeof ZSession>;

// A super-admin signed in without an organization (000 §2: theirs is the one chosen at
// sign-in): the session acts in none, every organization route answers 403 'Please select an
// organization.', and the dashboard shows Select Organization until the choice is made.
export const ZOrganizationChoicePending = z.object({
  user: ZSessionUser.omit({ orgId: true }),
  isOrganizationChoicePending: z.literal(true),
});
export type OrganizationChoicePending = z.infer<typeof ZOrganizationChoicePending>;

// What sign-in and GET /auth/session answer for a signed-in user.
export const ZSessionAnswer = z.union([ZSession, ZOrganizationChoicePending]);
export type SessionAnswer = z.infer<typeof ZSessionAnswer>;

export const ZForgotPasswordRequest = z
  .object({
    email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  })
  .strict();
export const ZMessageResponse = z.object({ message: z.string() });

export const PASSWORD_RESET_MIN_LENGTH = 8;
export const ZResetPasswordRequest = z
  .object({
    // Any token that cannot be one of ours (a link cut short or run on by a mail program) is an
    // invalid link, said as such, so the page offers Sign In rather than a length limit.
    token: z
      .string(MESSAGES.resetLinkInvalid)
      .min(1, MESSAGES.resetLinkInvalid)
      .max(200, MESSAGES.resetLinkInvalid),
    password: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .strict();
