/**
 * The round timer of one round, kept in this browser (localStorage) so a projector window
 * on the same machine follows it; `storage` events keep the windows in step.
 */
import { adjust, formatClock, idleTimer, isRunning, pause, remainingSec, start } from '../lib/timer';
import type { TimerState } from '../lib/timer';

/** ITS games usually get two hours; the referee can change it before starting. */
export const DEFAULT_ROUND_MINUTES = 120;

export class RoundTimer {
  #key: string;
  #timer = $state<TimerState>(idleTimer(DEFAULT_ROUND_MINUTES * 60));
  #now = $state(Date.now());

  constructor(eventId: string, round: number) {
    this.#key = `its-ref.timer.${eventId}.${round}`;
    this.#read();
  }

  /** Starts ticking; returns the function that stops it (use in an $effect). */
  attach(): () => void {
    const tick = setInterval(() => (this.#now = Date.now()), 250);
    const onStorage = (e: StorageEvent) => {
      if (e.key === this.#key) this.#read();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(tick);
      window.removeEventListener('storage', onStorage);
    };
  }

  get running(): boolean {
    return isRunning(this.#timer);
  }
  get remaining(): number {
    return remainingSec(this.#timer, this.#now);
  }
  get clock(): string {
    return formatClock(this.remaining);
  }
  get durationMinutes(): number {
    return Math.round(this.#timer.durationSec / 60);
  }
  get started(): boolean {
    return this.#timer.startedAt !== null || this.#timer.pausedRemainingSec !== null;
  }

  setDuration(minutes: number): void {
    if (!Number.isFinite(minutes) || minutes <= 0) return;
    this.#write({ ...idleTimer(Math.round(minutes * 60)) });
  }
  start(): void {
    this.#write(start(this.#timer, Date.now()));
  }
  pause(): void {
    this.#write(pause(this.#timer, Date.now()));
  }
  add(minutes: number): void {
    this.#write(adjust(this.#timer, minutes * 60, Date.now()));
  }
  reset(): void {
    this.#write(idleTimer(this.#timer.durationSec));
  }

  #read(): void {
    try {
      const raw = localStorage.getItem(this.#key);
      if (raw) this.#timer = JSON.parse(raw) as TimerState;
    } catch {
      // A damaged entry is ignored: the timer starts fresh.
    }
    this.#now = Date.now();
  }

  #write(next: TimerState): void {
    this.#timer = next;
    this.#now = Date.now();
    localStorage.setItem(this.#key, JSON.stringify(next));
  }
}
