import type {
  AppInformation,
  BookingInformation,
  CalendarColors,
  PaymentInformation,
  PublicInformation,
} from "@studiodesk/core/contracts/account";
import type { ReportKind, ReportStatus, ReportType } from "@studiodesk/core/contracts/reports";
import type { AgeItem, Location } from "@studiodesk/core/contracts/schedule";
import type { Recurrence } from "@studiodesk/core/rules/recurrence";
import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
// A JSONB column that may be SQL NULL: written as a JSON string or null.
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
// Set once, by default now(), never updated (the simulator's own tables use it too).
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
// Defaults to now() on insert; an update may set it.
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

// The tenant registry: one row per organization. Not tenant-scoped (it lists the tenants).
export type OrganizationsTable = {
  id: string;
  name: string;
  created_at: CreatedAt;
};

// The organization's account documents (000 §3), each read and written whole.
export type OrgAccountsTable = {
  org_id: string;
  app_information: JSONColumnType<AppInformation>;
  payment_information: JSONColumnType<PaymentInformation>;
  public_information: JSONColumnType<PublicInformation>;
  social_information: JSONColumnType<Record<string, string>>;
  booking_information: JSONColumnType<BookingInformation | null>;
  website_information: JSONColumnType<{ isActive: boolean }>;
  calendar_colors: JSONColumnType<CalendarColors>;
  // 000 §9: reports allowed per type and calendar month (default 5).
  monthly_report_limit: Generated<number>;
  updated_at: UpdatedAt;
};

// Sign-in identities. Global like an identity provider: sign-in finds them before any
// organization is known. Profile data lives in the tenant-scoped `users` table, or for
// super-admins (platform staff, no home organization) in `platform_staff`.
export type IdentitiesTable = {
  id: string;
  email: string;
  password_hash: string;
  home_org_id: string | null;
  is_super_admin: Generated<boolean>;
  is_blocked: Generated<boolean>;
  created_at: CreatedAt;
};

// Super-admins' profiles: global, since they belong to no organization (issue #20 §3).
export type PlatformStaffTable = {
  id: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  last_logged_in: Timestamp | null;
  created_at: CreatedAt;
};

export type AdminRolesTable = {
  user_id: string;
  org_id: string;
  created_at: CreatedAt;
};

export type UsersTable = {
  id: string;
  org_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  address: string | null;
  date_of_birth: string | null;
  gender: "female" | "male" | null;
  medical_notes: string | null;
  profile_photo_url: string | null;
  stripe_id: string | null;
  is_flagged: Generated<boolean>;
  app_leader: NullableJson<{ title?: string; description: string; order: number }>;
  admin_notes: NullableJson<{ notes: string }>;
  default_card: NullableJson<{ brand: string; last4: string }>;
  created_at: Timestamp;
  last_logged_in: Timestamp | null;
  search_text: ColumnType<string, never, never>;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  // Null while a super-admin has not chosen in Select Organization (migration 0022).
  org_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
};

export type SignInThrottleTable = {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
};

export type PasswordResetsTable = {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
};

export type AuditLogTable = {
  id: string;
  org_id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: JSONColumnType<Record<string, unknown>>;
  created_at: CreatedAt;
};

export type AdminNotificationsTable = {
  org_id: string;
  id: string;
  type: "subscriptionItem" | "paymentItem" | "eventItem" | "classItem";
  title: string;
  message: string;
  user_id: string | null;
  ref_id: string | null;
  dedupe_key: string;
  created_at: CreatedAt;
};

export type NotificationsTable = {
  org_id: string;
  id: string;
  message: string;
  title: string;
  image_url: string | null;
  class_id: string | null;
  class_title: string | null;
  upload_at: Timestamp;
  sent: Generated<boolean>;
  sent_at: Timestamp | null;
  delivery: "fcm" | "outbox" | null;
  created_by: string;
  created_at: CreatedAt;
  // 0024: the New Notification form's key for the notification it creates, and its digest.
  idempotency_key: Generated<string | null>;
  request_digest: Generated<string | null>;
};

export type PushCredentialsTable = {
  org_id: string;
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
  created_at: CreatedAt;
};

export type BookingsTable = {
  org_id: string;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  booking_date: Timestamp;
  booking_type: string;
  booking_option: string | null;
  message: string | null;
  location_id: string | null;
  location_title: string | null;
  text: string | null;
  created_at: CreatedAt;
};

export type MemberSessionsTable = {
  id: string;
  user_id: string;
  org_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
};

export type AdminNotificationReadsTable = {
  org_id: string;
  user_id: string;
  seen_at: Timestamp;
};

export type JobsTable = {
  id: string;
  type: string;
  payload: JSONColumnType<Record<string, unknown>>;
  org_id: string | null;
  unique_key: string | null;
  status: Generated<"queued" | "running" | "done" | "failed">;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  last_error: string | null;
  locked_by: string | null;
  locked_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: CreatedAt;
};

// The first columns of a member's record (000 §3): its id, its organization, its member.
type MemberRecordColumns = { id: string; org_id: string; user_id: string };

export type SubscriptionsTable = MemberRecordColumns & {
  description: string;
  unique_name: "classItem" | "productItem";
  item_id: string | null;
  is_active: Generated<boolean>;
  amount: number;
  quantity: number;
  quantity_used: Generated<number>;
  recurrence: Generated<string>;
  next_charge: Timestamp | null;
  cancel_date: Timestamp | null;
  subscription_start: Timestamp | null;
  subscription_end: Timestamp | null;
  // Migration 0033: the zone its charge dates are computed on, the organization's when it was
  // started (or its next charge date last edited).
  time_zone: string;
  // Migration 0034: the day of month (1–31) a monthly or yearly subscription bills on in that
  // zone, its first charge's (or its edited next charge's); a shorter month bills its last day.
  billing_day: number;
  created_at: CreatedAt;
};

export type ChargesTable = {
  id: string;
  org_id: string;
  user_id: string | null;
  description: string;
  currency: Generated<string>;
  amount: number;
  quantity: Generated<number>;
  status: string;
  refunded: Generated<boolean>;
  disputed: Generated<boolean>;
  receipt_email: string | null;
  receipt_url: string | null;
  subscription_title: string | null;
  coupon_id: string | null;
  is_terminal_charge: Generated<boolean>;
  is_test_mode: Generated<boolean>;
  provider_charge_id: string | null;
  // Migration 0013: the charge's business identity, its subscription, a decline's reason.
  business_key: string | null;
  subscription_id: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
  // 0012: how the money arrived ('card' through the provider, 'manual' recorded by staff) and
  // the invoice it paid.
  kind: Generated<string>;
  invoice_id: Generated<string | null>;
};

// 000 §3 Coupon (migration 0013).
export type CouponsTable = {
  org_id: string;
  id: string;
  code: string;
  description: string;
  amount_off: number | null;
  percent_off: number | null;
  user_limit: number | null;
  is_valid: Generated<boolean>;
  is_archived: Generated<boolean>;
  redeemed: Generated<number>;
  share_link: string | null;
  // 000 §3 productIds: the products it is limited to; [] is every event and product.
  product_ids: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
};

// 000 §3 couponRedeemed {uid, chargeId, timestamp}.
export type CouponRedemptionsTable = {
  org_id: string;
  id: string;
  coupon_id: string;
  user_id: string | null;
  charge_id: string | null;
  business_key: string;
  discount_cents: number;
  created_at: CreatedAt;
};

export type InvoiceItem = { name: string; quantity: number; amount: number; index: number };
export type InvoicePrice = { subAmount: number; transactionFee: number; amount: number };

export type InvoicesTable = MemberRecordColumns & {
  first_name: string;
  last_name: string;
  email: string;
  address: string | null;
  status: "pending" | "paid" | "outstanding";
  due_date: Timestamp;
  items: JSONColumnType<InvoiceItem[]>;
  price: JSONColumnType<InvoicePrice>;
  memo: string | null;
  footer: string | null;
  invoice_url: string | null;
  receipt_url: string | null;
  charge_timestamp: Timestamp | null;
  created_at: CreatedAt;
  // 0012: paying, reminding and marking paid.
  last_reminder_at: Generated<Date | null>;
  paid_method: Generated<"card" | "cash" | "cheque" | null>;
  paid_note: Generated<string | null>;
  checkout_session_id: Generated<string | null>;
  // 0022: the New Invoice form's key for the invoice it creates, and its request's digest.
  idempotency_key: Generated<string | null>;
  request_digest: Generated<string | null>;
};

// 0012: provider events already handled, by the provider's event id.
export type PaymentWebhookEventsTable = {
  org_id: string;
  event_id: string;
  type: string;
  received_at: CreatedAt;
};

export type UserRelationshipsTable = MemberRecordColumns & {
  related_user_id: string | null;
  temp_uid: string | null;
  related_name: string;
  relationship_type: string;
  is_pending: Generated<boolean>;
  is_requesting: Generated<boolean>;
  created_at: CreatedAt;
};

export type UserFilesTable = MemberRecordColumns & {
  file_id: string;
  file_title: string;
  file_signed_link: string | null;
  is_required: Generated<boolean>;
  is_active: Generated<boolean>;
  signed_at: CreatedAt;
};

// Schedule (001 §3): events, their per-occurrence overrides and attendees, calendar items.

// What an event and a class both let staff set for their members (001 §3): the custom button,
// the registration window (seconds before the start), the age limit.
type MemberOptionColumns = {
  button_title: string | null;
  button_link: string | null;
  registration_start_seconds: number | null;
  registration_close_seconds: number | null;
  age_item: NullableJson<AgeItem>;
};

export type EventsTable = MemberOptionColumns & {
  org_id: string;
  id: string;
  class_id: string | null;
  title: string;
  description: string;
  start_at: Timestamp;
  end_at: Timestamp | null;
  series_end_at: Timestamp;
  duration_seconds: number;
  recurrence: NullableJson<Recurrence>;
  // Migration 0032: the zone the series' dates are expanded on, the organization's when its
  // start or recurrence was set.
  time_zone: string;
  image_key: string | null;
  image_url: string | null;
  image_thumbnail_key: string | null;
  leaders: JSONColumnType<string[]>;
  attended_count: Generated<number>;
  max_users: number | null;
  location: NullableJson<Location>;
  price_amount: number | null;
  price_quantity: number | null;
  price_purchased: Generated<number>;
  one_time_purchase: Generated<boolean>;
  is_prepaid_option: Generated<boolean>;
  show_on_website: Generated<boolean>;
  calendar_hex: string | null;
  policy: string | null;
  is_featured: Generated<boolean>;
  is_cancelled: Generated<boolean>;
  is_private: Generated<boolean>;
  is_viewable: Generated<boolean>;
  is_searchable: Generated<boolean>;
  is_active: Generated<boolean>;
  is_locked: Generated<boolean>;
  is_on_calendar: Generated<boolean>;
  required_documents: Generated<boolean>;
  transaction_fee: Generated<number>;
  share_link: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type EventOccurrenceOverridesTable = {
  org_id: string;
  event_id: string;
  occurrence_start: Timestamp;
  is_cancelled: Generated<boolean>;
  start_at: Timestamp | null;
  changes: ColumnType<Record<string, unknown>, string | undefined, string>;
  updated_at: UpdatedAt;
};

export type EventAttendeesTable = {
  org_id: string;
  event_id: string;
  user_id: string;
  quantity: Generated<number>;
  created_at: CreatedAt;
};

// One attendee's attendance at one date of the event (migration 0026).
export type EventAttendanceTable = {
  org_id: string;
  event_id: string;
  occurrence_start: Timestamp;
  user_id: string;
  quantity: number;
  recorded_at: Timestamp;
};

export type CalendarItemsTable = {
  org_id: string;
  id: string;
  title: string;
  description: string;
  start_at: Timestamp;
  end_at: Timestamp;
  series_end_at: Timestamp;
  duration_seconds: number;
  hex: string;
  recurrence: NullableJson<Recurrence>;
  // Migration 0032: the zone the series' dates are expanded on, the organization's when its
  // start or recurrence was set.
  time_zone: string;
  created_at: CreatedAt;
};

// Content (000 §3 Document/file; 001 §3 Resource, Video, Featured item) and the uploads
// waiting for the create call that names them.

export type ContentUploadsTable = {
  org_id: string;
  id: string;
  purpose: "document" | "resource" | "featured";
  storage_key: string;
  thumbnail_key: string | null;
  file_name: string;
  content_type: string;
  size: number;
  created_by: string | null;
  created_at: Timestamp;
};

export type DocumentsTable = {
  org_id: string;
  id: string;
  title: string;
  sub_title: string;
  description: string;
  storage_key: string;
  file_name: string;
  content_type: Generated<"application/pdf">;
  size: number;
  is_active: Generated<boolean>;
  is_required: Generated<boolean>;
  is_signable: Generated<boolean>;
  share_link: string | null;
  created_at: Timestamp;
};

export type ResourcesTable = {
  org_id: string;
  id: string;
  title: string;
  description: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  share_link: string | null;
  created_at: Timestamp;
};

export type VideosTable = {
  org_id: string;
  id: string;
  title: string;
  description: Generated<string>;
  video_url: string | null;
  thumbnail_key: string | null;
  thumbnail_url: string | null;
  created_at: Timestamp;
};

export type FeaturedItemsTable = {
  org_id: string;
  id: string;
  index: number;
  item_kind: "eventItem" | "productItem" | "classItem" | null;
  item_id: string | null;
  image_key: string;
  image_thumbnail_key: string;
  featured_link: string | null;
  created_at: Timestamp;
};

// Shop (001 §3 Product, Category, product purchase row). Stock lives in the product's row:
// quantity and one column per size (null: not offered).

export type CategoriesTable = {
  org_id: string;
  id: string;
  name: string;
  type: "shop" | "class";
  is_active: Generated<boolean>;
  created_at: CreatedAt;
};

export type ProductsTable = {
  org_id: string;
  id: string;
  title: string;
  description: string;
  image_key: string;
  image_thumbnail_key: string;
  price_amount: number;
  quantity: number | null;
  subscription_recurrence: string | null;
  subscription_quantity: number | null;
  size_xs: number | null;
  size_s: number | null;
  size_m: number | null;
  size_l: number | null;
  size_xl: number | null;
  size_xxl: number | null;
  size_xxxl: number | null;
  times_purchased: Generated<number>;
  is_active: Generated<boolean>;
  is_featured: Generated<boolean>;
  share_link: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  // 0024: the New Product form's key for the product it creates, and its request's digest.
  idempotency_key: Generated<string | null>;
  request_digest: Generated<string | null>;
};

export type ProductCategoriesTable = {
  org_id: string;
  product_id: string;
  category_id: string;
};

export type ProductPurchasesTable = {
  org_id: string;
  id: string;
  product_id: string;
  user_id: string;
  quantity: number;
  size: string | null;
  amount: number;
  created_by: string | null;
  created_at: CreatedAt;
  // 0017: the terminal charge that paid for it (listed by the charge in Purchase History).
  charge_id: Generated<string | null>;
  // 0027: the currency it was paid in (lower-case), kept when the organization's changes.
  currency: string;
};

// Issue #16, migration 0017: one card-present sale at a reader, keyed by the client's key.
export type TerminalCheckoutsTable = {
  org_id: string;
  id: string;
  idempotency_key: string;
  status: string;
  reader_id: string;
  item_kind: "event" | "product";
  event_id: string | null;
  event_start: ColumnType<Date | null, Date | string | null, Date | string | null>;
  product_id: string | null;
  title: string;
  quantity: number;
  size: string | null;
  coupon_code: string | null;
  user_id: string | null;
  customer_name: string;
  customer_email: string;
  unit_price_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  currency: string;
  payment_intent_id: string | null;
  charge_id: string | null;
  receipt_url: string | null;
  failure_message: string | null;
  // Migration 0021: the refund of a payment captured for a sale that could not be recorded.
  refund_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type ClassesTable = MemberOptionColumns & {
  org_id: string;
  id: string;
  title: string;
  description: string;
  image_key: string;
  image_thumbnail_key: string;
  category_id: string | null;
  start_at: Timestamp;
  duration_seconds: number;
  recurrence: JSONColumnType<Recurrence>;
  // Migration 0032: the zone the series' dates are expanded on, the organization's when its
  // start or recurrence was set.
  time_zone: string;
  end_at: Timestamp | null;
  series_end_at: Timestamp;
  location: NullableJson<Location>;
  price_mode: "free" | "oneTime" | "subscription" | null;
  price_amount: number;
  one_time_purchase: boolean;
  subscription_amount: number | null;
  subscription_recurrence: string | null;
  subscription_start: Timestamp | null;
  subscription_end: Timestamp | null;
  max_users: number | null;
  class_users: Generated<number>;
  pending_users: Generated<number>;
  leaders: JSONColumnType<string[]>;
  policy: string | null;
  calendar_hex: string;
  is_private: boolean;
  is_locked: Generated<boolean>;
  is_on_calendar: boolean;
  is_active: Generated<boolean>;
  is_cancelled: Generated<boolean>;
  is_featured: boolean;
  is_prepaid_option: boolean;
  show_on_website: boolean;
  required_documents: boolean;
  transaction_fee: number;
  share_link: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type ClassMembersTable = {
  org_id: string;
  class_id: string;
  user_id: string;
  status: "subscribed" | "pending";
  is_pending_payment: boolean;
  joined_at: Timestamp;
  // Migration 0028: one-time join charges refunded because the accept could not enrol.
  join_charge_refunds: Generated<number>;
};

// Migration 0030: each one-time class join charge attempt, written before the provider is
// called, settled by the accept's transaction or by the reconciliation.
export type ClassJoinChargesTable = {
  org_id: string;
  id: string;
  class_id: string;
  user_id: string;
  requested_at: Timestamp;
  attempt: number;
  customer_id: string;
  status: "charging" | "recorded" | "refunding" | "refunded" | "not_charged";
  started_at: CreatedAt;
  tried_at: Timestamp;
  provider_charge_id: string | null;
  refund_id: string | null;
};

export type SubscriptionChargeAttemptsTable = {
  org_id: string;
  subscription_id: string;
  cycle: Timestamp;
  charge_key: string;
  attempted_at: CreatedAt;
};

export type ClassResourcesTable = {
  org_id: string;
  id: string;
  class_id: string;
  title: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  share_link: string | null;
  created_at: Timestamp;
};

export type ReportsTable = {
  org_id: string;
  id: string;
  kind: ReportKind;
  report_type: ReportType;
  title: string;
  status: Generated<ReportStatus>;
  params: JSONColumnType<Record<string, string>>;
  storage_key: string | null;
  rows_written: Generated<number>;
  rows_total: number | null;
  created_by: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
};

export type Database = {
  organizations: OrganizationsTable;
  org_accounts: OrgAccountsTable;
  identities: IdentitiesTable;
  platform_staff: PlatformStaffTable;
  admin_roles: AdminRolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  admin_notifications: AdminNotificationsTable;
  notifications: NotificationsTable;
  push_credentials: PushCredentialsTable;
  bookings: BookingsTable;
  admin_notification_reads: AdminNotificationReadsTable;
  member_sessions: MemberSessionsTable;
  jobs: JobsTable;
  events: EventsTable;
  event_occurrence_overrides: EventOccurrenceOverridesTable;
  event_attendees: EventAttendeesTable;
  event_attendance: EventAttendanceTable;
  calendar_items: CalendarItemsTable;
  subscriptions: SubscriptionsTable;
  charges: ChargesTable;
  invoices: InvoicesTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  user_relationships: UserRelationshipsTable;
  user_files: UserFilesTable;
  content_uploads: ContentUploadsTable;
  documents: DocumentsTable;
  resources: ResourcesTable;
  videos: VideosTable;
  featured_items: FeaturedItemsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_purchases: ProductPurchasesTable;
  terminal_checkouts: TerminalCheckoutsTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  class_join_charges: ClassJoinChargesTable;
  subscription_charge_attempts: SubscriptionChargeAttemptsTable;
  class_resources: ClassResourcesTable;
  reports: ReportsTable;
};
