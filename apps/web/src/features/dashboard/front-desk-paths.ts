// Where the dashboard's front-desk figures lead (the route table's addresses, issue #21).

// An event occurrence's attendees page, where the desk checks people in.
export function attendeesPath(eventId: string, occurrenceStart: string) {
  const query = new URLSearchParams({ eventStart: occurrenceStart });
  return `/dashboard/schedule/event/${encodeURIComponent(eventId)}/users?${query}`;
}

export const ACTIVE_MEMBERS_PATH = "/dashboard/members?filter=active";
export const UNPAID_INVOICES_PATH = "/dashboard/billing?status=unpaid";
// Declined subscription charges raise billing admin notifications (000 §3).
export const BILLING_NOTIFICATIONS_PATH = "/dashboard/admin-notifications?tab=billing";
