/**
 * Following the open event by its changes rather than by re-reading it.
 *
 * Main pushes `event.changed` once per saved revision, in order, with the committed audit entry
 * (its patches) to the referees' screens. A follower holds the event and applies each entry
 * that is exactly the next revision, as the store committed it. When it misses one (a dropped
 * stream, a push that came without its entry), it asks for the entries since the revision it
 * holds (`events.changesSince`), and reads the whole event only when main answers `reset`
 * (another event, too far behind) or a whole-file operation (open, restore, …) says so.
 *
 * Shared by the screens (the session), the venue benchmark and the tests: no DOM, no Node.
 */
import type { AuditEntry, EventFile } from './model';
import { applyChanges } from './patch';

/** The `event.changed` push. `entry` only on referees' streams; `reset` after a whole-file operation. */
export interface ChangedPush {
  eventId: string | null;
  revision: number;
  savedAt: string;
  method: string;
  entry?: AuditEntry;
  /**
   * With `entry`: when the revision it follows was saved (that revision's `updatedAt`). Two
   * events can share a revision number but not a history (a restore goes back to an older
   * one): an entry is applied only on top of the very state it was made to.
   */
  baseAt?: string;
  reset?: true;
}

/** `events.changesSince`: the entries after a revision, or `reset` (read the whole event). */
export type ChangesSince = { entries: AuditEntry[] } | { reset: true };

/**
 * Applies one committed change to the event at the revision before it, in place, exactly as the
 * store commits it: the content patches, then the audit (the entry appended, its undo target
 * marked undone, its redo target live again), the revision and the time. The entry becomes part
 * of the event: pass one this side owns (as it arrives from a transport), not main's own object.
 */
export function applyEntry(event: EventFile, entry: AuditEntry): void {
  if (entry.revision !== event.revision + 1) {
    throw new Error(`Change ${entry.revision} does not follow revision ${event.revision}`);
  }
  applyChanges(event, entry.changes, 'after', { assign: true });
  const target = entry.undoOf ?? entry.redoOf;
  if (target !== null) {
    // Newest first: an undo almost always targets a recent change.
    for (let i = event.audit.length - 1; i >= 0; i--) {
      const earlier = event.audit[i];
      if (earlier?.revision !== target) continue;
      earlier.undoneBy = entry.undoOf !== null ? entry.revision : null;
      break;
    }
  }
  event.audit.push(entry);
  event.revision = entry.revision;
  event.updatedAt = entry.at;
}

/** How a follower reads from main. */
export interface FollowSource {
  /** The whole open event, or null when none is open. */
  get(): Promise<EventFile | null>;
  /** `at`: when the revision held was saved, so main answers `reset` for another history. */
  changesSince(eventId: string, revision: number, at: string): Promise<ChangesSince>;
}

export interface FollowHooks {
  /**
   * Takes a freshly read event into the holder's keeping and returns the object to change from
   * then on (the screens return their reactive proxy of it, so patches reach what is shown).
   */
  hold?(event: EventFile | null): EventFile | null;
  /** After every change to what is held (an entry applied, a new read). */
  changed?(event: EventFile | null): void;
  /** A read that failed (the next push or reconnect tries again). */
  failed?(err: unknown): void;
}

/** Catch-up attempts that bring nothing before the whole event is read instead. */
const STALLED_CATCH_UPS = 2;
/** Entries kept past a gap before the follower gives up on them and reads the event whole. */
const MAX_AHEAD = 500;
/** How long an own write waits for its push before asking for the changes itself. */
export const OWN_WRITE_WAIT_MS = 300;

type Work = 'catch-up' | 'reload';

export class EventFollower {
  #event: EventFile | null = null;
  #loaded = false;
  /** Entries pushed past a gap, applied once the gap is filled. */
  readonly #ahead = new Map<number, { entry: AuditEntry; baseAt?: string }>();
  /** The newest revision announced for the held event. */
  #newest = 0;
  #running: Promise<void> | null = null;
  /** A whole read is out; the pushes arriving meanwhile wait in `#during`. */
  #reading = false;
  #during: ChangedPush[] = [];
  #next: Work | null = null;
  readonly #waiters = new Set<{ revision: number; resolve: () => void }>();

  constructor(
    private readonly source: FollowSource,
    private readonly hooks: FollowHooks = {},
  ) {}

  get event(): EventFile | null {
    return this.#event;
  }

  /** Whether the follower has read the event (or learnt none is open) at least once. */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** An `event.changed` push from the stream. Resolves once it is applied (or caught up). */
  onPush(push: ChangedPush): Promise<void> {
    if (this.#reading) {
      // What the read will show is not known yet: the push is weighed against it once it is.
      if (push.reset) return this.#schedule('reload');
      if (this.#during.length < MAX_AHEAD) this.#during.push(push);
      return this.#running ?? Promise.resolve();
    }
    const event = this.#event;
    if (push.reset || !this.#loaded || !event || push.eventId !== event.id) return this.#schedule('reload');
    if (push.revision <= event.revision) return this.#running ?? Promise.resolve();
    if (push.entry && push.entry.revision === push.revision) {
      this.#ahead.set(push.revision, { entry: push.entry, baseAt: push.baseAt });
    }
    if (this.#ahead.size > MAX_AHEAD) {
      // Far behind and not catching up: the whole event is smaller than what waits.
      this.#ahead.clear();
      return this.#schedule('reload');
    }
    this.#newest = Math.max(this.#newest, push.revision);
    this.#drain();
    if (this.#next === 'reload') return this.#schedule('reload');
    return this.#event && this.#event.revision < this.#newest
      ? this.#schedule('catch-up')
      : (this.#running ?? Promise.resolve());
  }

  /** The stream came back after an error: whatever was pushed meanwhile is fetched. */
  onReconnect(): Promise<void> {
    return this.#schedule(this.#loaded && this.#event ? 'catch-up' : 'reload');
  }

  /** Reads the whole event again (first load, sign-in, a whole-file operation). */
  reload(): Promise<void> {
    return this.#schedule('reload');
  }

  /**
   * Resolves once the held event has reached `revision` (a screen's own write): from its push
   * when that comes soon, else by asking for the changes since.
   */
  async reach(revision: number): Promise<void> {
    if (!this.#event || this.#event.revision >= revision) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      const waiter = {
        revision,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      this.#waiters.add(waiter);
      timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        resolve(false);
      }, OWN_WRITE_WAIT_MS);
    });
    if (await arrived) return;
    if (this.#event && this.#event.revision < revision) {
      this.#newest = Math.max(this.#newest, revision);
      await this.#schedule('catch-up');
    }
  }

  #schedule(work: Work): Promise<void> {
    if (this.#next !== 'reload') this.#next = work;
    if (!this.#running) {
      this.#running = this.#run()
        .catch((err: unknown) => {
          // Nothing is lost: the next push or reconnect asks again from the revision held.
          this.#next = null;
          this.hooks.failed?.(err);
        })
        .finally(() => {
          this.#running = null;
        });
    }
    return this.#running;
  }

  async #run(): Promise<void> {
    let stalled = 0;
    while (this.#next) {
      const work = this.#next;
      this.#next = null;
      if (work === 'reload' || !this.#event) {
        await this.#reload();
        continue;
      }
      const before = this.#event.revision;
      const answer = await this.source.changesSince(this.#event.id, before, this.#event.updatedAt);
      if ('reset' in answer) {
        this.#next = 'reload';
        continue;
      }
      // Main checked that they follow what is held: each is based on the one before it.
      for (const entry of answer.entries) if (entry.revision > before) this.#ahead.set(entry.revision, { entry });
      this.#drain();
      const event = this.#event as EventFile | null;
      if (event && event.revision < this.#newest && !this.#next) {
        stalled = event.revision === before ? stalled + 1 : 0;
        this.#next = stalled >= STALLED_CATCH_UPS ? 'reload' : 'catch-up';
      }
    }
  }

  async #reload(): Promise<void> {
    this.#reading = true;
    this.#during = [];
    let read: EventFile | null;
    try {
      read = await this.source.get();
    } finally {
      this.#reading = false;
    }
    const during = this.#during;
    this.#during = [];
    // The read is the truth: it holds every change pushed before it was asked for, and after a
    // restore what was announced before is another history. Only pushes since count.
    this.#ahead.clear();
    this.#event = this.hooks.hold ? this.hooks.hold(read) : read;
    this.#loaded = true;
    this.#newest = read?.revision ?? 0;
    for (const push of during) {
      if (!read || push.eventId !== read.id || push.revision <= read.revision) continue;
      if (push.entry && push.entry.revision === push.revision) {
        this.#ahead.set(push.revision, { entry: push.entry, baseAt: push.baseAt });
      }
      this.#newest = Math.max(this.#newest, push.revision);
    }
    this.#drain(true);
    if (this.#event && this.#event.revision < this.#newest && !this.#next) this.#next = 'catch-up';
  }

  /** Applies the buffered entries that follow on, then tells the holder. */
  #drain(changed = false): void {
    const event = this.#event;
    if (event) {
      for (let next = this.#ahead.get(event.revision + 1); next; next = this.#ahead.get(event.revision + 1)) {
        this.#ahead.delete(next.entry.revision);
        if (next.baseAt !== undefined && next.baseAt !== event.updatedAt) {
          // Made to another history of this event (a restore in between): catch up, which
          // main answers with `reset`.
          this.#ahead.clear();
          this.#next = this.#next ?? 'catch-up';
          break;
        }
        try {
          applyEntry(event, next.entry);
        } catch {
          // What is held no longer matches main (it should not happen): read it whole.
          this.#ahead.clear();
          this.#next = 'reload';
          break;
        }
        changed = true;
      }
      for (const key of [...this.#ahead.keys()]) if (key <= event.revision) this.#ahead.delete(key);
    }
    if (!changed) return;
    this.hooks.changed?.(event);
    for (const waiter of [...this.#waiters]) {
      if (!event || event.revision >= waiter.revision) {
        this.#waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }
}
