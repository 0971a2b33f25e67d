export const ACTIVE_USER_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

// 000 §4 Active user: lastLoggedIn within the last 30 days.
export function isActiveUser(lastLoggedIn: string | Date | null | undefined, now: Date): boolean {
  if (!lastLoggedIn) return false;
  const loggedIn = new Date(lastLoggedIn).getTime();
  if (Number.isNaN(loggedIn)) return false;
  return now.getTime() - loggedIn <= ACTIVE_USER_WINDOW_DAYS * DAY_MS;
}

export type AdminIdentity = {
  isSuperAdmin: boolean;
  adminRoles: ReadonlyArray<{ orgId: string }>;
};

// 000 §4 Admin: an adminRoles entry matches the organization. A super-admin reaches every
// organization's dashboard (000 §6).
export function canAccessDashboard(identity: AdminIdentity, orgId: string): boolean {
  return identity.isSuperAdmin || identity.adminRoles.some((role) => role.orgId === orgId);
}

export function isAdminOf(identity: AdminIdentity, orgId: string): boolean {
  return identity.adminRoles.some((role) => role.orgId === orgId);
}
