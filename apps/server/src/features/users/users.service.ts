import { MESSAGES } from "@studiodesk/core/messages";
import { type DocumentStatus, documentStatus } from "@studiodesk/core/rules/members";
import { normalizeEmail } from "@studiodesk/core/rules/sign-in";
import { type Db, type Trx, withTenant } from "../../db/database";
import { notFoundError, requireRow, validationError } from "../../shared/app-error";
import { newId } from "../../shared/ids";
import { createIdentity } from "../auth/auth.service";
import {
  documentSignatures,
  findLeaderIds,
  findUserSummaries,
  findUserSummary,
  insertUserProfile,
  type NewUserProfile,
} from "./users.repo";

export type NewUser = Omit<NewUserProfile, "id"> & {
  passwordHash: string;
  adminOf?: string[];
};

// The identity (sign-in) and the user record, written together in the caller's transaction.
export async function createUserInTransaction(
  trx: Trx,
  orgId: string,
  input: NewUser,
): Promise<string> {
  const id = newId();
  const email = normalizeEmail(input.email);
  await createIdentity(trx, {
    id,
    email,
    passwordHash: input.passwordHash,
    homeOrgId: orgId,
    adminOf: input.adminOf,
  });
  await insertUserProfile(trx, orgId, { ...input, id, email });
  return id;
}

export async function createUser(db: Db, orgId: string, input: NewUser): Promise<string> {
  return withTenant(db, orgId, (trx) => createUserInTransaction(trx, orgId, input));
}

// The member a sale, booking or charge is for (name and photo for the record): features that
// sell to members check them here, below members/, so the member profile can list what they
// bought without the two features calling each other.
export async function requireMemberSummary(trx: Trx, orgId: string, userId: string) {
  return requireRow(findUserSummary(trx, orgId, userId), () =>
    notFoundError(MESSAGES.memberNotFound),
  );
}

// The members an add names (an event's attendees, a class's members), once each; one the
// organization does not have refuses the whole list as an unknown id anywhere does (404
// 'This member could not be found.'), a member of another organization included.
export async function requireMembers(
  trx: Trx,
  orgId: string,
  userIds: string[],
): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const found = await findUserSummaries(trx, orgId, unique);
  if (found.length !== unique.length) throw notFoundError(MESSAGES.memberNotFound);
  return unique;
}

// Leaders of an event or class come from the organization's app leaders (001 §3 Leader);
// answers the ids once each, or refuses the whole list with `field` named.
export async function requireAppLeaders(
  trx: Trx,
  orgId: string,
  leaderIds: string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(leaderIds)];
  const found = await findLeaderIds(trx, orgId, unique);
  if (found.length !== unique.length) {
    throw validationError(MESSAGES.unknownLeader, { [field]: MESSAGES.unknownLeader });
  }
  return unique;
}

export const memberSummaries = findUserSummaries;

// The Documents column's data: the organization's active documents, and which each member
// signed (the member profile's rule decides "signed" with areAllDocumentsSigned).
export const memberDocumentSignatures = documentSignatures;

export type MemberDocumentSignatures = Awaited<ReturnType<typeof documentSignatures>>;

// One member's Documents column beside a record (an event's attendee, a class member):
// "notRequired" unless the record requires documents, else whether they signed them all.
const memberDocumentStatus = (
  signatures: MemberDocumentSignatures,
  userId: string,
  isRequired: boolean,
): DocumentStatus =>
  documentStatus(isRequired, signatures.signedByUser.get(userId) ?? [], signatures.documentIds);

// The member of a record (an event's attendee, a class member) as the members tables show
// them (001 §2 Reusable members table): the JOINED_MEMBER_COLUMNS read beside the record,
// with the Documents column for a record that requires documents or not.
export const rosterMember = (
  row: {
    user_id: string;
    first_name: string;
    last_name: string;
    profile_photo_url: string | null;
    is_leader: boolean;
  },
  signatures: MemberDocumentSignatures,
  requiresDocuments: boolean,
) => ({
  uid: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  profilePhotoURL: row.profile_photo_url,
  isLeader: row.is_leader,
  documentStatus: memberDocumentStatus(signatures, row.user_id, requiresDocuments),
});
