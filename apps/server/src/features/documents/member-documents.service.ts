import type { MemberDocumentList } from "@studiodesk/core/contracts/members";
import { areAllDocumentsSigned } from "@studiodesk/core/rules/members";
import { withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { requireMemberSummary } from "../users/users.service";
import { listActiveDocumentTitles, listSignedFiles } from "./documents.repo";

// The member profile's Documents tab (000 §2): every active document of the organization,
// signed or not, then what the member signed of documents no longer active or removed.
// 000 §5: "signed" means the member's file ids equal the organization's list; the list is
// of its active documents (see docs/spec-deviations.md).
export async function getMemberDocuments(
  deps: Deps,
  auth: AuthContext,
  userId: string,
): Promise<MemberDocumentList> {
  const { documents, signed } = await withTenant(deps.db, auth.orgId, async (trx) => {
    await requireMemberSummary(trx, auth.orgId, userId);
    return {
      documents: await listActiveDocumentTitles(trx, auth.orgId),
      signed: await listSignedFiles(trx, auth.orgId, userId),
    };
  });
  const signedById = new Map(signed.map((file) => [file.file_id, file]));
  const activeIds = documents.map((document) => document.id);
  const active = new Set(activeIds);
  const rows = [
    ...documents.map((document) => ({
      fileId: document.id,
      fileTitle: document.title,
      isRequired: document.is_required,
      isSigned: signedById.has(document.id),
      fileSignedLink: signedById.get(document.id)?.file_signed_link ?? null,
    })),
    ...signed
      .filter((file) => !active.has(file.file_id))
      .map((file) => ({
        fileId: file.file_id,
        fileTitle: file.file_title,
        isRequired: file.is_required,
        isSigned: true,
        fileSignedLink: file.file_signed_link,
      })),
  ];
  const signedActiveIds = signed.map((file) => file.file_id).filter((id) => active.has(id));
  return { documents: rows, allSigned: areAllDocumentsSigned(signedActiveIds, activeIds) };
}
