import type { MemberProfile, MemberSummary } from "@studiodesk/core/contracts/members";
import { isoOrNull } from "../../shared/iso";
import type { MemberRow, MemberSummaryRow } from "./members.repo";

export function toMemberSummary(row: MemberSummaryRow): MemberSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    profilePhotoURL: row.profile_photo_url,
    isLeader: row.app_leader !== null,
    createdTimestamp: new Date(row.created_at).toISOString(),
    lastLoggedIn: isoOrNull(row.last_logged_in),
  };
}

export function toMemberProfile(row: MemberRow): MemberProfile {
  return {
    ...toMemberSummary(row),
    address: row.address,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    medicalNotes: row.medical_notes,
    stripeId: row.stripe_id,
    isBlocked: row.is_blocked,
    appLeader: row.app_leader,
    adminNotes: row.admin_notes,
    defaultCard: row.default_card,
  };
}
