// A member's profile page (000 §2 route table: /dashboard/members/profile?uid=…), opened
// from the members list, a class's members, an event's attendees, a product's purchasers.
export const memberProfilePath = (uid: string): string =>
  `/dashboard/members/profile?uid=${encodeURIComponent(uid)}`;
