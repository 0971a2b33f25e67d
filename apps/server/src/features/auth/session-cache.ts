import type { SessionAuth, VerifiedSessions } from "../../shared/deps";

// Sessions verified in the last few seconds, so a signed-in request does not pay a database
// round trip before its real work (the embedded database runs one query at a time).
//
// Revocation stays immediate: every deleted session row is announced on
// SESSION_REVOKED_CHANNEL (a trigger, migration 0008), and each instance forgets it; the
// instance that revoked also forgets at once, without waiting for the notification. An
// entry lives at most TTL_MS, which bounds what no row deletion announces (a removed
// admin role) and the sliding-expiry write, done when an entry is refreshed.
export const SESSION_REVOKED_CHANNEL = "studiodesk_session_revoked";

const TTL_MS = 15_000;
const MAX_ENTRIES = 10_000;

export type CachedSession = { auth: SessionAuth; expiresAt: Date };

type Entry = CachedSession & { cachedUntil: number };

export class SessionCache implements VerifiedSessions {
  // Insertion-ordered: when full, the oldest entry goes first.
  private readonly entries = new Map<string, Entry>();
  // Long-lived answers (the live-updates stream) that must end with their session.
  private readonly watchers = new Set<{ auth: SessionAuth; onEnd: () => void }>();

  get(sessionId: string, now: Date): SessionAuth | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now.getTime() || entry.expiresAt.getTime() <= now.getTime()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.auth;
  }

  remember(session: CachedSession, now: Date): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.auth.sessionId, { ...session, cachedUntil: now.getTime() + TTL_MS });
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
    this.endWatchers((auth) => auth.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.auth.userId === userId) this.entries.delete(sessionId);
    }
    this.endWatchers((auth) => auth.userId === userId);
  }

  watchSession(auth: SessionAuth, onEnd: () => void): () => void {
    const watcher = { auth, onEnd };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private endWatchers(isEnded: (auth: SessionAuth) => boolean): void {
    for (const watcher of this.watchers) {
      if (!isEnded(watcher.auth)) continue;
      this.watchers.delete(watcher);
      watcher.onEnd();
    }
  }
}
