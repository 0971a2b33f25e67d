import { hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when no account matches keeps unknown emails as slow as known ones.
let timingDecoyHash: Promise<string> | undefined;
export const timingDecoy = (): Promise<string> => {
  timingDecoyHash ??= hashPassword("timing-decoy-password");
  return timingDecoyHash;
};
