import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { uuidv7 } from "uuidv7";

// Sortable ids for every row (UUID v7).
export const newId = (): string => uuidv7();

// 256 bits from the OS; safe for session tokens and reset links.
export const newSecretToken = (): string => randomBytes(32).toString("base64url");

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

// Keyed hash: a stolen table of session ids cannot be replayed without the server secret.
export const hmacSha256 = (secret: string, value: string): string =>
  createHmac("sha256", secret).update(value).digest("hex");

// A signature from a link against the one we compute, in constant time (a signed pay link,
// a receipt link): how long the comparison takes tells nothing about the right one.
export function isSameSignature(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}
