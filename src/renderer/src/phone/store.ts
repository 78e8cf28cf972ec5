/**
 * What a phone keeps between visits, in localStorage: the last answers it read (to show them
 * when the venue Wi-Fi drops, with the time they were read) and the reports waiting to be
 * sent. Storage may be unavailable or full (private browsing): then nothing is kept and the
 * page works online as before.
 */
import { nowIso } from '../lib/time';

const PREFIX = 'its-ref.phone.';

export interface Kept<T> {
  /** When it was read from the server (ISO). */
  at: string;
  value: T;
}

export function keep<T>(name: string, value: T, at = nowIso()): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ at, value } satisfies Kept<T>));
  } catch {
    // Full or refused: the next load reads from the server again.
  }
}

export function kept<T>(name: string): Kept<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Kept<T>>;
    return typeof parsed.at === 'string' && 'value' in parsed ? (parsed as Kept<T>) : null;
  } catch {
    return null;
  }
}

export function forget(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing kept to forget.
  }
}

/**
 * A key the server remembers with the report, so a report sent twice (the answer lost on a
 * dropped Wi-Fi, then sent again) counts once. `crypto.randomUUID` needs a secure context,
 * which a phone on the venue's plain-HTTP address is not; `getRandomValues` works everywhere.
 */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Calls `work` again after a pause that grows (2 s, 4 s, … 30 s) until `stop` is called, and at
 * once when the browser says it is back online: quiet retries while the Wi-Fi is down.
 */
export class Retry {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #delay = 2000;
  readonly #work: () => void;
  readonly #online = () => this.now();

  constructor(work: () => void) {
    this.#work = work;
    globalThis.addEventListener?.('online', this.#online);
  }

  /** Schedules the next try (one at a time). */
  later(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#delay = Math.min(this.#delay * 2, 30_000);
      this.#work();
    }, this.#delay);
  }

  now(): void {
    this.reset();
    this.#work();
  }

  /** The server answered: the next failure starts again from a short pause. */
  reset(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#delay = 2000;
  }

  stop(): void {
    this.reset();
    globalThis.removeEventListener?.('online', this.#online);
  }
}
