import { describe, expect, it } from 'vitest';
import { clockView, formatClock, narrowOffset, offsetOf, remainingSec, timerPhase } from './timer';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const at = (sec: number) => T0 + sec * 1000;

describe('round clock display', () => {
  it('shows the length about to be started while no clock is stored', () => {
    expect(timerPhase(null)).toBe('idle');
    expect(clockView(null, at(500), 7200)).toEqual({
      phase: 'idle',
      remainingSec: 7200,
      text: '2:00:00',
      overtime: false,
    });
  });

  it('counts down from the start instant', () => {
    const running = { durationSec: 7200, startedAt: new Date(T0).toISOString(), pausedRemainingSec: null };
    expect(timerPhase(running)).toBe('running');
    // 90.9 s after the start: 90 whole seconds gone, 7200 − 90 = 7110 = 1 h 58 min 30 s.
    expect(clockView(running, at(90.9), 0)).toMatchObject({ remainingSec: 7110, text: '1:58:30' });
    // 2 h 15 s after a 2 h start: 15 s of overtime.
    expect(clockView(running, at(7215), 0)).toEqual({
      phase: 'running',
      remainingSec: -15,
      text: '-0:15',
      overtime: true,
    });
  });

  it('holds the time left while paused, whatever the time now', () => {
    const paused = { durationSec: 5400, startedAt: null, pausedRemainingSec: 2700 };
    expect(timerPhase(paused)).toBe('paused');
    expect(remainingSec(paused, at(0), 0)).toBe(2700);
    expect(remainingSec(paused, at(99_999), 0)).toBe(2700);
    expect(clockView(paused, at(1), 0).text).toBe('45:00');
  });

  it('reads a resumed clock as the server stores it (start moved back by the time already used)', () => {
    // Paused with 6600 s left of 7200, resumed at T0: stored as started 600 s before T0.
    const resumed = { durationSec: 7200, startedAt: new Date(at(-600)).toISOString(), pausedRemainingSec: null };
    expect(remainingSec(resumed, at(0), 0)).toBe(6600);
    expect(remainingSec(resumed, at(60), 0)).toBe(6540);
  });

  it('formats hours, minutes and overtime', () => {
    expect(formatClock(3909)).toBe('1:05:09');
    expect(formatClock(2700)).toBe('45:00');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(-30)).toBe('-0:30');
    expect(formatClock(-3661)).toBe('-1:01:01');
  });
});

describe('server clock offset', () => {
  it('is 0 until an answer has been seen', () => {
    expect(offsetOf(null)).toBe(0);
  });

  it('places the server time between request and answer, narrowing with each answer', () => {
    // Device sent at 10 000, got the answer at 10 200; the server said 13 000 (cut to the second),
    // so it was between 13 000 and 14 000 while the device was between 10 000 and 10 200:
    // offset in (13 000 − 10 200, 14 000 − 10 000) = (2 800, 4 000).
    const first = narrowOffset(null, { sentAt: 10_000, receivedAt: 10_200, serverDate: 13_000 });
    expect(first).toEqual({ low: 2800, high: 4000 });
    expect(offsetOf(first)).toBe(3400);
    // A later answer: sent 20 500, back 20 600, server 24 000 → (3 400, 4 500); overlap (3 400, 4 000).
    const second = narrowOffset(first, { sentAt: 20_500, receivedAt: 20_600, serverDate: 24_000 });
    expect(second).toEqual({ low: 3400, high: 4000 });
    expect(offsetOf(second)).toBe(3700);
  });

  it('starts again when a new answer does not fit (a clock was changed)', () => {
    const before = { low: 3400, high: 4000 };
    // Server now 60 s ahead: (60 000 − 30 100, 61 000 − 30 000) = (29 900, 31 000), no overlap.
    const after = narrowOffset(before, { sentAt: 30_000, receivedAt: 30_100, serverDate: 60_000 });
    expect(after).toEqual({ low: 29_900, high: 31_000 });
  });
});
