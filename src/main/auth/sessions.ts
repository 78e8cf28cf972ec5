/**
 * Signed-in devices on the venue network. A session is a random 256-bit token the device sends
 * back (HttpOnly cookie from a browser, `Authorization: Bearer` from other clients).
 *
 * Every session says what kind it is: `referee`, or `player` (a player signed in with their
 * personal result code to report their own result, with only the player methods open to it),
 * so nothing here assumes "signed in" means "referee".
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from './throttle';

export type SessionKind = 'referee' | 'player';

/** A player signed in with their personal result code (player reporting from phones). */
export interface PlayerIdentity {
  eventId: string;
  playerId: string;
  name: string;
  /** The code the session was opened with: a re-issued code ends the session. */
  code: string;
}

export interface Session {
  kind: SessionKind;
  /** Set for a player session: who the phone reports for. */
  player?: PlayerIdentity;
  /** Shown in the audit log: "Referee 2 (192.168.1.23)". */
  actor: string;
  address: string;
  createdAt: number;
  lastSeenAt: number;
}

/** A session ends after this long without a request (an event day with long breaks fits). */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** Bound on live sessions; the least recently used one goes first. */
const MAX_SESSIONS = 500;

/** Tokens are kept hashed, so a heap dump or log line never holds a usable token. */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private refereeCount = 0;

  constructor(private readonly clock: Clock = Date.now) {}

  /** Opens a referee session for a device at `address`; returns the token to hand to it. */
  openReferee(address: string): { token: string; session: Session } {
    this.refereeCount++;
    return this.open({ kind: 'referee', actor: `Referee ${this.refereeCount} (${address})`, address });
  }

  /** Opens a player session: the phone may only report its player's own game. */
  openPlayer(address: string, player: PlayerIdentity): { token: string; session: Session } {
    return this.open({ kind: 'player', player, actor: `${player.name} (player)`, address });
  }

  private open(fields: Pick<Session, 'kind' | 'actor' | 'address' | 'player'>): { token: string; session: Session } {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    const session: Session = { ...fields, createdAt: now, lastSeenAt: now };
    this.sessions.set(digest(token), session);
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = [...this.sessions.entries()].sort((a, b) => a[1].lastSeenAt - b[1].lastSeenAt)[0];
      if (oldest) this.sessions.delete(oldest[0]);
    }
    return { token, session };
  }

  /** The live session for a token, or null (unknown, ended, or idle too long). */
  find(token: string): Session | null {
    const key = digest(token);
    const session = this.sessions.get(key);
    if (!session) return null;
    const now = this.clock();
    if (now - session.lastSeenAt > SESSION_IDLE_MS) {
      this.sessions.delete(key);
      return null;
    }
    session.lastSeenAt = now;
    return session;
  }

  end(token: string): boolean {
    return this.sessions.delete(digest(token));
  }

  /** Ends every session (Settings · Sign out every device, or a PIN change). */
  endAll(except?: string): number {
    const keep = except ? digest(except) : null;
    let ended = 0;
    for (const key of [...this.sessions.keys()]) {
      if (key === keep) continue;
      this.sessions.delete(key);
      ended++;
    }
    return ended;
  }

  count(): number {
    return this.sessions.size;
  }
}
