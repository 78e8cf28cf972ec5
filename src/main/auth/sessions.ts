/**
 * Signed-in devices on the venue network. A session is a random 256-bit token the device sends
 * back (HttpOnly cookie from a browser, `Authorization: Bearer` from other clients).
 *
 * Every session says what kind it is: `referee`, or `player` (a player signed in with their
 * personal result code to report their own result, with only the player methods open to it),
 * so nothing here assumes "signed in" means "referee".
 *
 * Nobody can flush the table: referees and players have separate, bounded tables, so
 * player sign-ins never end a referee's session; one result code holds at most
 * SESSIONS_PER_CODE live sessions (a new sign-in with it replaces that code's own oldest), so
 * one code, or a pairing slip picked up off a table, cannot push the other players out either.
 */
import { createHash, randomBytes } from 'node:crypto';
import { monotonic } from './throttle';
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
  /** Shown in the audit log: "Referee 2 · phone", "Ana (player)" — never an address. */
  actor: string;
  address: string;
  createdAt: number;
  lastSeenAt: number;
  /** The local CLI (it proved it runs on this machine as the user with the lock file's token). */
  cli?: true;
}

/** A session ends after this long without a request (an event day with long breaks fits). */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** …and this long after it was opened, however busy (a two-day event signs in again on day 2). */
export const SESSION_LIFETIME_MS = 24 * 3_600_000;
/** Referee sessions kept at most (a venue has a handful of referee devices). */
export const MAX_REFEREE_SESSIONS = 100;
/** Player sessions kept at most (a few per player of the largest events). */
export const MAX_PLAYER_SESSIONS = 2_000;
/** Live sessions one result code may hold: a phone, a second phone, a tablet. */
export const SESSIONS_PER_CODE = 3;

/** How often ended sessions are swept from the tables. */
const SWEEP_EVERY_MS = 60_000;

/** Tokens are kept hashed, so a heap dump or log line never holds a usable token. */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

const codeKey = (p: PlayerIdentity) => `${p.eventId}\u0000${p.playerId}\u0000${p.code}`;

export class SessionStore {
  private readonly referees = new Map<string, Session>();
  private readonly players = new Map<string, Session>();
  /** The player sessions of each result code (its `codeKey`): sign-ins must not scan them all. */
  private readonly byCode = new Map<string, Set<string>>();
  private refereeCount = 0;
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly clock: Clock = monotonic) {}

  /**
   * Opens a referee session for a device at `address`; `device` names it in the audit log (the
   * name the referee gave it, or its kind read from the browser: phone, tablet, computer).
   */
  openReferee(address: string, device: string): { token: string; session: Session } {
    this.refereeCount++;
    const { token, session } = this.open(this.referees, MAX_REFEREE_SESSIONS, {
      kind: 'referee',
      actor: `Referee ${this.refereeCount} · ${device}`,
      address,
    });
    return { token, session };
  }

  /** Opens a player session: the phone may only report its player's own game. */
  openPlayer(address: string, player: PlayerIdentity): { token: string; session: Session } {
    // The code's own oldest sessions make room: only this player's phones are affected.
    const key = codeKey(player);
    const same = [...(this.byCode.get(key) ?? [])].map((hash) => [hash, this.players.get(hash) as Session] as const);
    same.sort((a, b) => a[1].lastSeenAt - b[1].lastSeenAt);
    for (const [hash] of same.slice(0, Math.max(0, same.length - SESSIONS_PER_CODE + 1)))
      this.remove(this.players, hash);
    const opened = this.open(this.players, MAX_PLAYER_SESSIONS, {
      kind: 'player',
      player,
      actor: `${player.name} (player)`,
      address,
    });
    const hashes = this.byCode.get(key) ?? new Set<string>();
    hashes.add(opened.hash);
    this.byCode.set(key, hashes);
    return { token: opened.token, session: opened.session };
  }

  /** Removes a session from its table (and a player's from its code's index). */
  private remove(table: Map<string, Session>, hash: string): boolean {
    const session = table.get(hash);
    if (!session) return false;
    table.delete(hash);
    if (session.player) {
      const key = codeKey(session.player);
      const hashes = this.byCode.get(key);
      hashes?.delete(hash);
      if (hashes?.size === 0) this.byCode.delete(key);
    }
    return true;
  }

  private open(
    table: Map<string, Session>,
    max: number,
    fields: Pick<Session, 'kind' | 'actor' | 'address' | 'player'>,
  ): { token: string; session: Session; hash: string } {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    const session: Session = { ...fields, createdAt: now, lastSeenAt: now };
    // Ended sessions are swept now and then, not at each sign-in (150 phones sign in at once at
    // a round's start); `find` refuses an ended one whenever it is used.
    if (now - this.sweptAt > SWEEP_EVERY_MS) {
      this.sweptAt = now;
      this.expire(this.referees, now);
      this.expire(this.players, now);
    }
    const hash = digest(token);
    table.set(hash, session);
    // Only sessions of the same kind make room: a flood of one kind never ends the other.
    while (table.size > max) {
      let oldest: string | null = null;
      let at = Infinity;
      for (const [key, s] of table) {
        if (s.lastSeenAt < at) {
          at = s.lastSeenAt;
          oldest = key;
        }
      }
      if (oldest === null) break;
      this.remove(table, oldest);
    }
    return { token, session, hash };
  }

  private live(session: Session, now: number): boolean {
    return now - session.lastSeenAt <= SESSION_IDLE_MS && now - session.createdAt <= SESSION_LIFETIME_MS;
  }

  private expire(table: Map<string, Session>, now: number): void {
    for (const [key, s] of table) if (!this.live(s, now)) this.remove(table, key);
  }

  /** The live session for a token, or null (unknown, ended, idle too long or too old). */
  find(token: string): Session | null {
    const key = digest(token);
    const table = this.referees.has(key) ? this.referees : this.players;
    const session = table.get(key);
    if (!session) return null;
    const now = this.clock();
    if (!this.live(session, now)) {
      this.remove(table, key);
      return null;
    }
    session.lastSeenAt = now;
    return session;
  }

  end(token: string): boolean {
    const key = digest(token);
    return this.remove(this.referees, key) || this.remove(this.players, key);
  }

  /** Ends every session (Settings · Sign out every device, or a PIN change). */
  endAll(except?: string): number {
    const keep = except ? digest(except) : null;
    let ended = 0;
    for (const table of [this.referees, this.players]) {
      for (const key of [...table.keys()]) {
        if (key === keep) continue;
        this.remove(table, key);
        ended++;
      }
    }
    return ended;
  }

  /** Addresses of live referee sessions: their connections get the room kept for referees. */
  refereeAddresses(): Set<string> {
    const now = this.clock();
    const addresses = new Set<string>();
    for (const s of this.referees.values()) if (this.live(s, now)) addresses.add(s.address);
    return addresses;
  }

  count(kind?: SessionKind): number {
    if (kind === 'referee') return this.referees.size;
    if (kind === 'player') return this.players.size;
    return this.referees.size + this.players.size;
  }
}

/**
 * What kind of device a browser is, from its User-Agent, for the audit log's actor names. An
 * iPad that asks for the desktop site reads as a computer: the referee can name it instead.
 */
export function deviceKind(userAgent: string | undefined): 'phone' | 'tablet' | 'computer' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'phone';
  return 'computer';
}
