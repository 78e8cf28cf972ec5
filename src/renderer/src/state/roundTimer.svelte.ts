/**
 * One round's clock as the screens use it. The clock is stored on the round (`Round.timer`), so
 * the Rounds screen, the projector view and any other device show the same time: changes go
 * through `rounds.setTimer`, and the `event.changed` push brings them to every screen.
 */
import type { Round } from '../../../shared/model';
import { serverNow } from '../lib/api';
import { clockView } from '../lib/timer';
import type { ClockView } from '../lib/timer';
import { session } from './session.svelte';

/** ITS games usually get two hours; the referee can change it before starting. */
export const DEFAULT_ROUND_MINUTES = 120;

type TimerAction = 'start' | 'pause' | 'resume' | 'reset' | 'adjust';

export class RoundClock {
  #round: () => Round | null;
  #now = $state(serverNow());
  #minutes = $state<number | null>(null);
  #busy = $state(false);

  /** `round` is read on every use, so the clock follows the round as it is refreshed. */
  constructor(round: () => Round | null) {
    this.#round = round;
  }

  /** Starts ticking; returns the function that stops it (use in an $effect). */
  attach(): () => void {
    const tick = setInterval(() => (this.#now = serverNow()), 250);
    return () => clearInterval(tick);
  }

  get view(): ClockView {
    return clockView(this.#round()?.timer ?? null, this.#now, this.minutes * 60);
  }

  get busy(): boolean {
    return this.#busy;
  }

  /** The length to start with: as typed, else the stored clock's length, else two hours. */
  get minutes(): number {
    const stored = this.#round()?.timer?.durationSec;
    return this.#minutes ?? (stored ? Math.round(stored / 60) : DEFAULT_ROUND_MINUTES);
  }

  set minutes(value: number) {
    if (Number.isFinite(value) && value >= 1 && value <= 480) this.#minutes = Math.round(value);
  }

  start(): Promise<boolean> {
    return this.#send('start', this.minutes * 60);
  }
  pause(): Promise<boolean> {
    return this.#send('pause');
  }
  resume(): Promise<boolean> {
    return this.#send('resume');
  }
  reset(): Promise<boolean> {
    return this.#send('reset');
  }
  /** Gives the round more time (or less, with a negative number). */
  addMinutes(minutes: number): Promise<boolean> {
    return this.#send('adjust', undefined, minutes * 60);
  }

  async #send(action: TimerAction, durationSec?: number, deltaSec?: number): Promise<boolean> {
    const round = this.#round();
    if (!round || this.#busy) return false;
    this.#busy = true;
    try {
      const done = await session.run('rounds.setTimer', {
        round: round.number,
        action,
        ...(durationSec !== undefined ? { durationSec } : {}),
        ...(deltaSec !== undefined ? { deltaSec } : {}),
      });
      this.#now = serverNow();
      return done !== null;
    } finally {
      this.#busy = false;
    }
  }
}
