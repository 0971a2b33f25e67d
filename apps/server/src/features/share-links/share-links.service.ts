import { randomBytes } from "node:crypto";
import { clientPortalUrl } from "@studiodesk/core/rules/client-portal";
import { type Trx, withTenant } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { findOrganizationAccount } from "../account/account.service";
import {
  insertShareLink,
  resolveShareLink,
  retireShareLinkCode,
  reviveShareLinkCode,
} from "./share-links.repo";

export const SHARE_LINK_CODE_LENGTH = 10;
export const SHARE_LINK_FAILED = "Unable to create the share link.";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const CODE_PATTERN = /^[0-9A-Za-z]{1,32}$/;
const MAX_TITLE_LENGTH = 300;
const MAX_PATH_LENGTH = 2000;
const INSERT_ATTEMPTS = 3;

export type NewShareLink = {
  orgId: string;
  // The client-portal page after the organization's part, e.g. `resources?&resourceId=…`.
  urlExtended: string;
  title: string;
  socialLinkImageUrl?: string | null;
};

export type OpenedShareLink = {
  // A link whose target was deleted or made inactive: the page says it is gone (410).
  isRetired: boolean;
  shareUrl: string;
  targetUrl: string;
  title: string;
  imageUrl: string | null;
};

// 10 characters from the OS's random source (about 59 bits): not guessable, short to share.
export function newShareLinkCode(): string {
  let code = "";
  while (code.length < SHARE_LINK_CODE_LENGTH) {
    for (const byte of randomBytes(SHARE_LINK_CODE_LENGTH * 2)) {
      // 248 = 4 × 62: dropping the bytes above it keeps every character equally likely.
      if (byte < 248 && code.length < SHARE_LINK_CODE_LENGTH) code += BASE62.charAt(byte % 62);
    }
  }
  return code;
}

// The spec's createShareLink: `PUBLIC_URL/l/{code}`. Where the spec returns nil on a
// failure, this throws an AppError, so a caller cannot mistake a failure for a link.
export async function createShareLink(deps: Deps, input: NewShareLink): Promise<string> {
  const link = normalizeShareLink(input);
  try {
    for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
      const code = newShareLinkCode();
      const isInserted = await withTenant(deps.db, input.orgId, (trx) =>
        insertShareLink(trx, input.orgId, { code, ...link }),
      );
      if (isInserted) return shareUrlOf(deps, code);
    }
  } catch (error) {
    deps.logger.error({ err: error, orgId: input.orgId }, "share link not created");
  }
  throw new AppError("share_link_failed", SHARE_LINK_FAILED, 500);
}

// 001 §7: createShareLink answers 'nil' on failure and the item is saved without a link;
// the dashboard then shows 'Unable To Copy Link'. For a record whose transaction committed:
// the link is created and then saved on the record (`save`, in the record's tenant), and
// either failing leaves the record without one. Not inside an open transaction: it opens
// its own, and PGlite's single connection would wait on ours forever.
export async function createShareLinkOrNull(
  deps: Deps,
  link: NewShareLink,
  save: (trx: Trx, shareUrl: string) => Promise<void>,
): Promise<string | null> {
  try {
    const shareUrl = await createShareLink(deps, link);
    await withTenant(deps.db, link.orgId, (trx) => save(trx, shareUrl));
    return shareUrl;
  } catch (error) {
    deps.logger.warn({ err: error, orgId: link.orgId }, "saved without a share link");
    return null;
  }
}

function normalizeShareLink(input: NewShareLink) {
  const title = input.title.trim().slice(0, MAX_TITLE_LENGTH);
  const targetPath = input.urlExtended.replace(/^\/+/, "");
  const imageUrl = input.socialLinkImageUrl?.trim() || null;
  // The path stays inside the organization's portal: no way up, no second host or scheme.
  const isSafePath =
    targetPath.length <= MAX_PATH_LENGTH &&
    !/[\s\\]/.test(targetPath) &&
    !targetPath.split(/[/?#]/).includes("..");
  if (!title || !isSafePath || (imageUrl !== null && !isWebUrl(imageUrl))) {
    throw validationError(SHARE_LINK_FAILED);
  }
  return { title, targetPath, imageUrl };
}

function isWebUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const shareUrlOf = (deps: Deps, code: string) => `${deps.config.publicUrl}/l/${code}`;

// What the public /l/{code} page needs, or undefined for an unknown code. The lookup by
// code is the one read across organizations; the rest happens inside the link's tenant.
export async function openShareLink(
  deps: Deps,
  code: string,
): Promise<OpenedShareLink | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const link = await resolveShareLink(deps.db, code);
  if (!link) return undefined;
  const account = await withTenant(deps.db, link.org_id, (trx) =>
    findOrganizationAccount(trx, link.org_id),
  );
  if (!account) return undefined;
  return {
    isRetired: link.retired_at !== null,
    shareUrl: shareUrlOf(deps, code),
    targetUrl: `${clientPortalUrl(account.publicInformation.publicRef)}/${link.target_path}`,
    title: link.title,
    imageUrl: link.image_url,
  };
}

const codeOf = (shareUrl: string | null): string | undefined => {
  const code = shareUrl?.split("/l/").at(-1);
  return code && CODE_PATTERN.test(code) ? code : undefined;
};

// Deleting or inactivating a record retires its public link in the same transaction.
export async function retireShareLink(
  trx: Trx,
  orgId: string,
  shareUrl: string | null,
  now: Date,
): Promise<void> {
  const code = codeOf(shareUrl);
  if (code) await retireShareLinkCode(trx, orgId, code, now);
}

// Re-activating a record brings back the public link its inactivation retired.
export async function reviveShareLink(
  trx: Trx,
  orgId: string,
  shareUrl: string | null,
): Promise<void> {
  const code = codeOf(shareUrl);
  if (code) await reviveShareLinkCode(trx, orgId, code);
}
