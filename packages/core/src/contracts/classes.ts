import { z } from "zod";
import { MESSAGES } from "../messages";
import { RESOURCE_TITLE_MAX_LENGTH } from "../rules/content";
import {
  durationSeconds,
  MAX_DURATION_SECONDS,
  numberOr,
  requiredTextUpTo,
  textUpTo,
  withSomeChange,
  ZId,
  ZInstant,
  ZPriceCents,
  ZUploadId,
} from "./common";
import { ZLeader, ZMemberTableRow } from "./members";
import {
  registrationAnswerShape,
  registrationShape,
  SCHEDULE_DESCRIPTION_MAX_LENGTH,
  SCHEDULE_TITLE_MAX_LENGTH,
  ZCustomButtonLink,
  ZCustomButtonTitle,
  ZHexColor,
  ZLeaderIds,
  ZLocation,
  ZLocationInput,
  ZMaxUsers,
  ZPolicy,
  ZRecurrence,
  ZRecurrenceInput,
  ZUserIdsToAdd,
} from "./schedule";
import { ZBillingRecurrence } from "./shop";

// 001 §3 Class, Class user, Pending user, Class file / class resource; 001 §7 Classes.
// Instants are ISO-8601 UTC strings, money is in cents, durations are in seconds.

export const ZClassPriceMode = z.enum(["free", "oneTime", "subscription"]);

export const ZClassSubscription = z.object({
  amount: z.number().int(),
  recurrence: z.object({ recurrenceTime: z.string() }),
  subscriptionStart: z.string(),
  subscriptionEnd: z.string(),
});

export const ZClassPrice = z.object({
  // The one-time purchase amount (0 when free).
  amount: z.number().int(),
  oneTimePurchase: z.boolean(),
  subscription: ZClassSubscription.nullable(),
});
export type ClassPrice = z.infer<typeof ZClassPrice>;

export const ZClass = z.object({
  classId: z.string(),
  classTitle: z.string(),
  classDescription: z.string(),
  image: z.string(),
  imageThumbnail: z.string(),
  classImages: z.array(z.string()),
  classStart: z.string(),
  classEnd: z.string().nullable(),
  classDuration: z.number().int(),
  categoryId: z.string().nullable(),
  classLeaders: z.array(z.string()),
  leaders: z.array(ZLeader),
  // null is Unlimited.
  classMaxUsers: z.number().int().nullable(),
  classUsers: z.number().int(),
  pendingUsers: z.number().int(),
  recurrence: ZRecurrence,
  // The first occurrence from now on; null once the series has ended.
  nextClassDate: z.string().nullable(),
  location: ZLocation.nullable(),
  // null: no price (payments inactive when the class was made).
  price: ZClassPrice.nullable(),
  priceMode: ZClassPriceMode.nullable(),
  customButtonTitle: z.string().nullable(),
  customButtonLink: z.string().nullable(),
  ...registrationAnswerShape,
  isPrivate: z.boolean(),
  isLocked: z.boolean(),
  isOnCalendar: z.boolean(),
  isActive: z.boolean(),
  isCancelled: z.boolean(),
  isFeatured: z.boolean(),
  isPrepaidOption: z.boolean(),
  showOnWebsite: z.boolean(),
  requiredDocuments: z.boolean(),
  calendarHex: z.string(),
  classPolicy: z.string().nullable(),
  transactionFee: z.number().int(),
  shareLink: z.string().nullable(),
  uploadTimestamp: z.string(),
  lastUpdatedAt: z.string(),
});
export type StudioClass = z.infer<typeof ZClass>;

// 001 §2 Classes list row: image, title, schedule summary, leader, enrolled, price. (The next
// class date is the class view's: expanding 500 recurrences per list load costs more than
// the rest of the list.)
export const ZClassListItem = ZClass.pick({
  classId: true,
  classTitle: true,
  imageThumbnail: true,
  classStart: true,
  classEnd: true,
  classDuration: true,
  recurrence: true,
  leaders: true,
  classMaxUsers: true,
  classUsers: true,
  pendingUsers: true,
  price: true,
  priceMode: true,
  isPrivate: true,
  isActive: true,
  isCancelled: true,
});
export type ClassListItem = z.infer<typeof ZClassListItem>;

// GET /api/v1/classes: the Active and Inactive tables.
export const ZClassList = z.object({
  active: z.array(ZClassListItem),
  inactive: z.array(ZClassListItem),
});
export type ClassList = z.infer<typeof ZClassList>;

const ZTitle = textUpTo(SCHEDULE_TITLE_MAX_LENGTH);
const ZDescription = textUpTo(SCHEDULE_DESCRIPTION_MAX_LENGTH);

// The price as the wizard sends it: amounts below $1.00 and missing subscription fields pass
// here, so the rules answer with the spec's messages in the spec's order.
export const ZClassPriceRequest = z
  .object({
    amount: ZPriceCents,
    oneTimePurchase: z.boolean(),
    subscription: z
      .object({
        amount: ZPriceCents,
        recurrence: z.object({ recurrenceTime: ZBillingRecurrence.nullable() }).strict().nullable(),
        subscriptionStart: ZInstant.nullable(),
        subscriptionEnd: ZInstant.nullable(),
      })
      .strict()
      .nullable(),
  })
  .strict();

// 001 §7 "New class payload", sent as the `payload` field of a multipart request whose
// `image` field is the picture. The transaction fee comes from the account.
export const ZCreateClassRequest = z
  .object({
    classTitle: ZTitle,
    classDescription: ZDescription,
    classStart: ZInstant,
    // 0 passes here for the rule to answer in the spec's words (classCreateIssue).
    classDuration: numberOr(MESSAGES.durationRange)
      .int(MESSAGES.durationRange)
      .min(0, MESSAGES.durationRange)
      .max(MAX_DURATION_SECONDS, MESSAGES.durationRange),
    recurrence: ZRecurrenceInput.nullable(),
    classEnd: ZInstant.nullable(),
    location: ZLocationInput.nullable(),
    categoryId: ZId.nullable(),
    classMaxUsers: ZMaxUsers.nullable(),
    price: ZClassPriceRequest.nullable(),
    isPrepaidOption: z.boolean(),
    customButtonTitle: ZCustomButtonTitle,
    customButtonLink: ZCustomButtonLink,
    ...registrationShape,
    isPrivate: z.boolean(),
    isOnCalendar: z.boolean(),
    showOnWebsite: z.boolean(),
    requiredDocuments: z.boolean(),
    classLeaders: ZLeaderIds,
    // null: the account's class colour (001 §9).
    calendarHex: ZHexColor.nullable(),
    classPolicy: ZPolicy,
    isFeatured: z.boolean(),
  })
  .strict();
export type CreateClassRequest = z.input<typeof ZCreateClassRequest>;

// 001 §7 "Update class payload": every tab's fields in one update (001 §4); a field left out
// keeps its value; ageItem null removes the age limit. The price is not edited here.
export const ZUpdateClassRequest = withSomeChange(
  z
    .object({
      classTitle: ZTitle,
      classDescription: ZDescription,
      classStart: ZInstant,
      classDuration: durationSeconds(MESSAGES.durationRange),
      classEnd: ZInstant.nullable(),
      recurrence: ZRecurrenceInput,
      categoryId: ZId.nullable(),
      location: ZLocationInput.nullable(),
      customButtonTitle: ZCustomButtonTitle,
      customButtonLink: ZCustomButtonLink,
      classMaxUsers: ZMaxUsers.nullable(),
      ...registrationShape,
      isPrivate: z.boolean(),
      isLocked: z.boolean(),
      requiredDocuments: z.boolean(),
      showOnWebsite: z.boolean(),
      isOnCalendar: z.boolean(),
      classLeaders: ZLeaderIds,
      calendarHex: ZHexColor,
      classPolicy: ZPolicy,
    })
    .partial()
    .strict(),
);
export type UpdateClassRequest = z.input<typeof ZUpdateClassRequest>;

export const ZClassParams = z.object({ classId: ZId });
export const ZClassMemberParams = z.object({ classId: ZId, userId: ZId });
export const ZClassResourceParams = z.object({ classId: ZId, fileId: ZId });

// 001 §2 Class members: one row of the Pending Members or Class Members table.
export const ZClassMember = ZMemberTableRow.extend({
  isPending: z.boolean(),
  isPendingPayment: z.boolean(),
  // Pays for the class by an active class billing subscription (the subscription status).
  hasActiveSubscription: z.boolean(),
  timestamp: z.string(),
});
export type ClassMember = z.infer<typeof ZClassMember>;
export const ZClassMemberList = z.object({
  members: z.array(ZClassMember),
  pending: z.array(ZClassMember),
});
export type ClassMemberList = z.infer<typeof ZClassMemberList>;

export const ZAddClassMembersRequest = z.object({ userIds: ZUserIdsToAdd }).strict();
export type AddClassMembersRequest = z.infer<typeof ZAddClassMembersRequest>;

// What an add did: who joined directly and who now waits as a pending request.
export const ZAddClassMembersResult = z.object({
  added: z.array(z.string()),
  pending: z.array(z.string()),
});

// 001 §3 Class file / class resource.
export const ZClassResource = z.object({
  fileId: z.string(),
  fileTitle: z.string(),
  resourceTitle: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  shareLink: z.string().nullable(),
  timestamp: z.string(),
});
export type ClassResource = z.infer<typeof ZClassResource>;
export const ZClassResourceList = z.object({ resources: z.array(ZClassResource) });

export const ZCreateClassResourceRequest = z
  .object({
    uploadId: ZUploadId,
    title: requiredTextUpTo(RESOURCE_TITLE_MAX_LENGTH),
  })
  .strict();
export type CreateClassResourceRequest = z.infer<typeof ZCreateClassResourceRequest>;

// The member profile's Classes tab (000 §2): the member's classes and their standing.
export const ZMemberClass = z.object({
  classId: z.string(),
  classTitle: z.string(),
  imageThumbnail: z.string(),
  classStart: z.string(),
  isPending: z.boolean(),
  isPendingPayment: z.boolean(),
  timestamp: z.string(),
});
export type MemberClass = z.infer<typeof ZMemberClass>;
export const ZMemberClassList = z.object({ classes: z.array(ZMemberClass) });
