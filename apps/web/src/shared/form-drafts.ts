// What a staff member typed survives the end of their session (expired, revoked, signed out in
// another tab): the open forms that opt in (use-form-draft.ts) are written to this tab's
// sessionStorage at the moment the session is found ended, and the same form opened again by
// the same user in the same organization, on the same address, starts from it once.

// Whose draft, where: the key starts with the owner, so another user's or organization's
// drafts are found (and forgotten) by their prefix.
export type DraftOwner = { organizationId: string; userId: string };
export type DraftPlace = { owner: DraftOwner; address: string; formName: string };
export type TakenDraft<Values> = { values: Partial<Values>; hasDroppedFiles: boolean };

const KEY_PREFIX = "studiodesk-draft:";
// A tab left open for days should not bring back a form from another shift.
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

// Never kept, at any depth: what would let someone else act as the user or pay with their card.
const SECRET_FIELD = /password|cvc|cvv|card.?number/i;

const ownerPrefix = (owner: DraftOwner) => `${KEY_PREFIX}${owner.organizationId}:${owner.userId}:`;

export const draftKey = ({ owner, address, formName }: DraftPlace): string =>
  `${ownerPrefix(owner)}${formName}:${address}`;

type Sanitized = { value: unknown; hasDroppedFiles: boolean };

// The values as JSON can keep them: files (a picture, a PDF) cannot be stored and must be
// chosen again, secrets are left out, and a field whose value cannot be kept is dropped.
export function sanitizeDraftValues(value: unknown): Sanitized {
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    return { value: undefined, hasDroppedFiles: true };
  }
  if (Array.isArray(value)) {
    const items = value.map(sanitizeDraftValues);
    return {
      value: items.map((item) => item.value ?? null),
      hasDroppedFiles: items.some((item) => item.hasDroppedFiles),
    };
  }
  if (value instanceof Date) return { value: value.toISOString(), hasDroppedFiles: false };
  if (typeof value === "function" || typeof value === "symbol") {
    return { value: undefined, hasDroppedFiles: false };
  }
  if (typeof value !== "object" || value === null) return { value, hasDroppedFiles: false };
  let hasDroppedFiles = false;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELD.test(key)) continue;
    const sanitized = sanitizeDraftValues(field);
    hasDroppedFiles ||= sanitized.hasDroppedFiles;
    if (sanitized.value !== undefined) kept[key] = sanitized.value;
  }
  return { value: kept, hasDroppedFiles };
}

type StoredDraft = { savedAt: number; values: unknown; hasDroppedFiles: boolean };

// A storage that refuses (a private window's quota, storage switched off) keeps nothing: the
// user is no worse off than without drafts. `hasChosenFile`: the form holds a chosen file
// outside its values (an upload staged at once), which is not kept either.
export function writeDraft(
  storage: Storage,
  key: string,
  values: unknown,
  now: number,
  hasChosenFile = false,
): void {
  const sanitized = sanitizeDraftValues(values);
  const hasDroppedFiles = sanitized.hasDroppedFiles || hasChosenFile;
  const stored: StoredDraft = { savedAt: now, values: sanitized.value, hasDroppedFiles };
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch (error) {
    console.error("Keeping a form's draft failed", error);
  }
}

function readDraft(storage: Storage, key: string, now: number): StoredDraft | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as StoredDraft;
    const isFresh = now - stored.savedAt <= DRAFT_MAX_AGE_MS;
    if (isFresh && typeof stored.values === "object" && stored.values !== null) return stored;
  } catch {
    // Not ours, or cut short: nothing to restore.
  }
  storage.removeItem(key);
  return null;
}

// The values of the draft waiting under `key`, left in place for the form that takes it (its
// page opens the form, for the record the draft names).
export function peekDraft<Values>(
  storage: Storage,
  key: string,
  now: number,
): Partial<Values> | null {
  const stored = readDraft(storage, key, now);
  return stored ? (stored.values as Partial<Values>) : null;
}

// The draft, once: it is removed as it is read, so a form saved or cancelled after its restore
// leaves nothing behind, and a second opening starts empty.
export function takeDraft<Values>(
  storage: Storage,
  key: string,
  now: number,
): TakenDraft<Values> | null {
  const stored = readDraft(storage, key, now);
  if (!stored) return null;
  storage.removeItem(key);
  return { values: stored.values as Partial<Values>, hasDroppedFiles: stored.hasDroppedFiles };
}

// Another user (or the same user in another organization) signed in on this tab: the drafts
// of everyone else go, never shown to them and not left behind.
export function forgetDraftsOfOthers(storage: Storage, owner: DraftOwner): void {
  const own = ownerPrefix(owner);
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(KEY_PREFIX) && !key.startsWith(own)) storage.removeItem(key);
  }
}

// The open forms that keep a draft: each answers its key and values (and whether a file was
// chosen beside them), or null while nothing in it was edited.
type OpenForm = () => { key: string; values: unknown; hasChosenFile?: boolean } | null;
const openForms = new Set<OpenForm>();

export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

export function draftStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

// The session was found ended (a 401, a sign-out in another tab): every edited open form is
// written down before the guard takes the page away. A deliberate Logout does not call it.
export function keepOpenFormDrafts(storage: Storage | null = draftStorage(), now = Date.now()) {
  if (!storage) return;
  for (const form of openForms) {
    const draft = form();
    if (draft) writeDraft(storage, draft.key, draft.values, now, draft.hasChosenFile);
  }
}
