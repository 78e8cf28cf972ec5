/**
 * Round timer arithmetic (pure): a timer is a duration, and either a start instant (running)
 * or the seconds left when it was paused. The same shape as a round's `timer` in the event file.
 */
export interface TimerState {
  durationSec: number;
  startedAt: string | null;
  pausedRemainingSec: number | null;
}

export function idleTimer(durationSec: number): TimerState {
  return { durationSec, startedAt: null, pausedRemainingSec: null };
}

export function isRunning(timer: TimerState): boolean {
  return timer.startedAt !== null;
}

/** Seconds left at `now` (may be negative: overtime). */
export function remainingSec(timer: TimerState, now: number): number {
  if (timer.startedAt === null) return timer.pausedRemainingSec ?? timer.durationSec;
  const base = timer.pausedRemainingSec ?? timer.durationSec;
  return base - Math.floor((now - Date.parse(timer.startedAt)) / 1000);
}

export function start(timer: TimerState, now: number): TimerState {
  if (timer.startedAt !== null) return timer;
  return { ...timer, startedAt: new Date(now).toISOString() };
}

export function pause(timer: TimerState, now: number): TimerState {
  if (timer.startedAt === null) return timer;
  return { ...timer, startedAt: null, pausedRemainingSec: remainingSec(timer, now) };
}

/** Adds (or removes, with a negative value) time without stopping the clock. */
export function adjust(timer: TimerState, deltaSec: number, now: number): TimerState {
  const left = remainingSec(timer, now) + deltaSec;
  return timer.startedAt === null
    ? { ...timer, pausedRemainingSec: left }
    : { ...timer, startedAt: new Date(now).toISOString(), pausedRemainingSec: left };
}

/** 1:05:09, 45:00, -0:30 for overtime. */
export function formatClock(totalSec: number): string {
  const sign = totalSec < 0 ? '-' : '';
  const s = Math.abs(totalSec);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${sign}${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}
