import type {
  AppInformation,
  BookingInformation,
  CalendarColors,
  PaymentInformation,
  PublicInformation,
} from "@studiodesk/core/contracts/account";
import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

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
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

// Sign-in identities. Global like an identity provider: sign-in finds them before any
// organization is known. Profile data lives in the tenant-scoped `users` table.
export type IdentitiesTable = {
  id: string;
  email: string;
  password_hash: string;
  home_org_id: string;
  is_super_admin: Generated<boolean>;
  is_blocked: Generated<boolean>;
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
  app_leader: JSONColumnType<{ title?: string; description: string; order: number } | null>;
  admin_notes: JSONColumnType<{ notes: string } | null>;
  default_card: JSONColumnType<{ brand: string; last4: string } | null>;
  created_at: Timestamp;
  last_logged_in: Timestamp | null;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  org_id: string;
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

export type Database = {
  organizations: OrganizationsTable;
  org_accounts: OrgAccountsTable;
  identities: IdentitiesTable;
  admin_roles: AdminRolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  jobs: JobsTable;
};
