import { z } from "zod";
import { MESSAGES } from "../messages";
import { MAX_LEADER_ORDER_STORED } from "../rules/members";
import { completePhone } from "../rules/phone";
import { MAX_MONEY_CENTS, MAX_SEARCH_LENGTH } from "../rules/safe-input";
import { EMAIL_MAX_LENGTH } from "../rules/sign-in";
import {
  pageLimit,
  requiredTextUpTo,
  withSomeChange,
  ZIsoDate,
  ZListCursor,
  ZMoneyCents,
} from "./common";
import { MEMBER_FILTERS, MEMBER_SORTS, MEMBERS_PAGE_SIZE } from "./member-list";

// 000 §3 User, as the members list and pickers show it.
export const ZMemberSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  profilePhotoURL: z.string().nullable(),
  isLeader: z.boolean(),
  createdTimestamp: z.string(),
  lastLoggedIn: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof ZMemberSummary>;

// GET /api/v1/members?search=&sort=&filter=&limit=&starting_after=&ending_before=
export const ZListMembersQuery = z.object({
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  sort: z.enum(MEMBER_SORTS).default("joined"),
  filter: z.enum(MEMBER_FILTERS).optional(),
  limit: pageLimit(MEMBERS_PAGE_SIZE),
  starting_after: ZListCursor.optional(),
  ending_before: ZListCursor.optional(),
});
export type ListMembersQuery = z.infer<typeof ZListMembersQuery>;

export const ZMemberPage = z.object({
  members: z.array(ZMemberSummary),
  // Opaque cursors; null when there is no page in that direction.
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
  // How many members the list holds (with its filter); null while searching.
  total: z.number().int().nullable(),
});
export type MemberPage = z.infer<typeof ZMemberPage>;

// A member as a list row shows one: name and profile photo, uid to open the profile (app
// leaders, class members, event attendees).
export const ZMemberCard = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhotoURL: z.string().nullable(),
});

// The Documents column: the organization's active documents, all signed or not.
export const ZDocumentStatus = z.enum(["notRequired", "signed", "unsigned"]);

// A row of the reusable members table (001 §2): the card, the name column's star (an app
// leader) and the Documents column.
export const ZMemberTableRow = ZMemberCard.extend({
  isLeader: z.boolean(),
  documentStatus: ZDocumentStatus,
});

// GET /api/v1/members/leaders: the organization's app leaders (for event and class leaders).
export const ZLeader = ZMemberCard;
export type Leader = z.infer<typeof ZLeader>;
export const ZLeaderList = z.object({ leaders: z.array(ZLeader) });

const trimmed = (max: number) => z.string().trim().max(max);

// The members' texts' limits, which their fields stop at too.
export const MEMBER_NAME_MAX_LENGTH = 80;
export const MEMBER_PASSWORD_MAX_LENGTH = 200;
export const MEMBER_ADDRESS_MAX_LENGTH = 300;
export const MEMBER_PHONE_MAX_LENGTH = 40;
export const MEDICAL_NOTES_MAX_LENGTH = 2000;
export const LEADER_BIO_MAX_LENGTH = 2000;
export const LEADER_TITLE_MAX_LENGTH = 120;
export const ADMIN_NOTES_MAX_LENGTH = 10_000;
export const SUBSCRIPTION_DESCRIPTION_MAX_LENGTH = 300;

// POST /api/v1/members (000 §5 Member creation): a required field left blank, spaces only,
// missing or cleared answers the spec's one message, as the forms say it. The password is
// generated in the browser.
export const ZCreateMemberRequest = z
  .object({
    firstName: requiredTextUpTo(MEMBER_NAME_MAX_LENGTH),
    lastName: requiredTextUpTo(MEMBER_NAME_MAX_LENGTH),
    email: requiredTextUpTo(EMAIL_MAX_LENGTH),
    password: z
      .string(MESSAGES.completeAllFields)
      .min(1, MESSAGES.completeAllFields)
      .max(MEMBER_PASSWORD_MAX_LENGTH),
  })
  .strict();
export type CreateMemberRequest = z.infer<typeof ZCreateMemberRequest>;

export const ZAppLeader = z.object({
  title: z.string().optional(),
  description: z.string(),
  order: z.number().int().min(0),
});

export const ZDefaultCard = z.object({ brand: z.string(), last4: z.string() });
export type DefaultCard = z.infer<typeof ZDefaultCard>;

// GET /api/v1/members/:uid
export const ZMemberProfile = ZMemberSummary.extend({
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(["female", "male"]).nullable(),
  medicalNotes: z.string().nullable(),
  stripeId: z.string().nullable(),
  isBlocked: z.boolean(),
  appLeader: ZAppLeader.nullable(),
  adminNotes: z.object({ notes: z.string() }).nullable(),
  defaultCard: ZDefaultCard.nullable(),
});
export type MemberProfile = z.infer<typeof ZMemberProfile>;

// 000 §5 phone mask (###) ###-####: a phone is cleared (null or "") or complete, and is kept
// as the mask shows it whatever punctuation it came in.
const ZPhoneNumber = trimmed(MEMBER_PHONE_MAX_LENGTH)
  .refine((phone) => phone === "" || completePhone(phone) !== null, MESSAGES.phoneIncomplete)
  .transform((phone) => (phone === "" ? null : completePhone(phone)));

// PATCH /api/v1/members/:uid — the Profile tab's editable fields (000 §5 Member profile).
export const ZUpdateMemberRequest = withSomeChange(
  z
    .object({
      firstName: requiredTextUpTo(MEMBER_NAME_MAX_LENGTH),
      lastName: requiredTextUpTo(MEMBER_NAME_MAX_LENGTH),
      phoneNumber: ZPhoneNumber.nullable(),
      address: trimmed(MEMBER_ADDRESS_MAX_LENGTH).nullable(),
      dateOfBirth: ZIsoDate.nullable(),
      gender: z.enum(["female", "male"]).nullable(),
      medicalNotes: trimmed(MEDICAL_NOTES_MAX_LENGTH).nullable(),
    })
    .partial()
    .strict(),
);
export type UpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;

// PATCH /api/v1/members/:uid/leader — order is stored 0-based (000 §5 Leader edit).
export const ZUpdateLeaderRequest = z
  .object({
    description: trimmed(LEADER_BIO_MAX_LENGTH),
    title: trimmed(LEADER_TITLE_MAX_LENGTH).optional(),
    order: z.number().int().min(0).max(MAX_LEADER_ORDER_STORED).optional(),
  })
  .strict();
export type UpdateLeaderRequest = z.infer<typeof ZUpdateLeaderRequest>;

export const ZUpdateNotesRequest = z
  .object({ notes: z.string().max(ADMIN_NOTES_MAX_LENGTH) })
  .strict();

export const ZSubscription = z.object({
  subscriptionId: z.string(),
  subscriptionDescription: z.string(),
  isActive: z.boolean(),
  uniqueName: z.enum(["classItem", "productItem"]),
  amount: z.number().int(),
  quantity: z.number().int(),
  quantityUsed: z.number().int(),
  recurrence: z.string(),
  nextCharge: z.string().nullable(),
  cancelDate: z.string().nullable(),
  subscriptionStart: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
});
export type Subscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionList = z.object({ subscriptions: z.array(ZSubscription) });

// PATCH /api/v1/members/:uid/subscriptions/:id (000 §4 Subscription edits).
export const ZUpdateSubscriptionRequest = withSomeChange(
  z
    .object({
      // The card's texts, from the API too: blank is the spec's required-field message, and a
      // token count that is negative or not whole is out of the card's range.
      subscriptionDescription: requiredTextUpTo(SUBSCRIPTION_DESCRIPTION_MAX_LENGTH),
      // The chosen calendar day (YYYY-MM-DD); the charge happens at 06:00 of the following day.
      nextChargeDate: ZIsoDate,
      remainingTokens: z
        .number()
        .int(MESSAGES.tokensOutOfRange)
        .min(0, MESSAGES.tokensOutOfRange)
        .max(MAX_MONEY_CENTS),
      // At least 1 (001 §9): checked by the service (rules/members subscriptionAmountIssue),
      // which says the minimum in the organization's currency.
      amount: ZMoneyCents,
    })
    .partial()
    .strict(),
);
export type UpdateSubscriptionRequest = z.infer<typeof ZUpdateSubscriptionRequest>;

export const ZCharge = z.object({
  chargeId: z.string(),
  description: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  quantity: z.number().int(),
  status: z.string(),
  refunded: z.boolean(),
  disputed: z.boolean(),
  receiptUrl: z.string().nullable(),
  subscriptionTitle: z.string().nullable(),
  created: z.string(),
  // Why a failed charge failed (a declined subscription charge); absent for sales without one.
  failureReason: z.string().nullable().optional(),
});
export type Charge = z.infer<typeof ZCharge>;
export const ZChargeList = z.object({ charges: z.array(ZCharge) });

export const ZRelationship = z.object({
  id: z.string(),
  uid: z.string().nullable(),
  tempUid: z.string().nullable(),
  name: z.string(),
  relationshipType: z.string(),
  isPending: z.boolean(),
  isRequesting: z.boolean(),
});
export type Relationship = z.infer<typeof ZRelationship>;
export const ZRelationshipList = z.object({ relationships: z.array(ZRelationship) });

export const ZMemberDocument = z.object({
  fileId: z.string(),
  fileTitle: z.string(),
  isRequired: z.boolean(),
  isSigned: z.boolean(),
  fileSignedLink: z.string().nullable(),
});
export const ZMemberDocumentList = z.object({
  documents: z.array(ZMemberDocument),
  // 000 §5: signed only when the member's file ids equal the organization's full list.
  allSigned: z.boolean(),
});
export type MemberDocumentList = z.infer<typeof ZMemberDocumentList>;
