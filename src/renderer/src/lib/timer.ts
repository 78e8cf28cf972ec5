/**
 * The round clock, display side (pure). The clock itself is stored on the round (`Round.timer`,
 * changed through `rounds.setTimer`): a length, and either the instant it was started (running)
 * or the seconds that were left when it was paused. Every screen, on any device, works out the
 * time left from that and the current time on the server's clock.
 */
import type { Round } from '../../../shared/model';

export type TimerState = NonNullable<Round['timer']>;
export type TimerPhase = 'idle' | 'running' | 'paused';

export interface ClockView {
  phase: TimerPhase;
  /** Seconds left; below zero once the time is up. */
  remainingSec: number;
  /** 1:05:09, 45:00, or -0:30 in overtime. */
  text: string;
  overtime: boolean;
}

export function timerPhase(timer: TimerState | null): TimerPhase {
  if (!timer) return 'idle';
  return timer.startedAt === null ? 'paused' : 'running';
}

/**
 * Seconds left at `nowMs` (server time). A clock that was never started shows the length the
 * referee is about to start it with (`idleSec`).
 */
export function remainingSec(timer: TimerState | null, nowMs: number, idleSec: number): number {
  if (!timer) return idleSec;
  if (timer.startedAt === null) return timer.pausedRemainingSec ?? timer.durationSec;
  return timer.durationSec - Math.floor((nowMs - Date.parse(timer.startedAt)) / 1000);
}

export function formatClock(totalSec: number): string {
  const sign = totalSec < 0 ? '-' : '';
  const s = Math.abs(totalSec);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${sign}${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

export function clockView(timer: TimerState | null, nowMs: number, idleSec: number): ClockView {
  const left = remainingSec(timer, nowMs, idleSec);
  return { phase: timerPhase(timer), remainingSec: left, text: formatClock(left), overtime: left < 0 };
}

/**
 * The server's clock as seen from this device. Each HTTP answer carries the server's time in
 * its Date header, cut to the whole second; the answer was produced between the moment the
 * request left and the moment the answer came back. So the offset (server − device) lies in
 * (date − received, date + 1000 − sent). Successive answers narrow that interval; when a new one
 * does not overlap it (a clock was changed), the new one replaces it.
 */
export interface OffsetBounds {
  low: number;
  high: number;
}

export function narrowOffset(
  bounds: OffsetBounds | null,
  sample: { sentAt: number; receivedAt: number; serverDate: number },
): OffsetBounds {
  const next = { low: sample.serverDate - sample.receivedAt, high: sample.serverDate + 1000 - sample.sentAt };
  if (!bounds) return next;
  const low = Math.max(bounds.low, next.low);
  const high = Math.min(bounds.high, next.high);
  return low <= high ? { low, high } : next;
}

/** Milliseconds to add to this device's clock to read the server's (0 when unknown). */
export function offsetOf(bounds: OffsetBounds | null): number {
  return bounds ? Math.round((bounds.low + bounds.high) / 2) : 0;
}
