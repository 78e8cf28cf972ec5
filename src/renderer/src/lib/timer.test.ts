import { describe, expect, it } from 'vitest';
import { adjust, formatClock, idleTimer, pause, remainingSec, start } from './timer';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');

describe('round timer', () => {
  it('counts down while running and holds while paused', () => {
    let timer = start(idleTimer(7200), T0);
    expect(remainingSec(timer, T0 + 90_000)).toBe(7110); // 2 h − 90 s
    timer = pause(timer, T0 + 90_000);
    expect(remainingSec(timer, T0 + 1_000_000)).toBe(7110);
    timer = start(timer, T0 + 200_000);
    expect(remainingSec(timer, T0 + 210_000)).toBe(7100); // 10 more seconds gone
  });
  it('adds time while running without losing the elapsed part', () => {
    const running = start(idleTimer(600), T0);
    const more = adjust(running, 300, T0 + 60_000); // 540 left + 300
    expect(remainingSec(more, T0 + 60_000)).toBe(840);
    expect(remainingSec(more, T0 + 120_000)).toBe(780);
  });
  it('goes into overtime below zero', () => {
    expect(remainingSec(start(idleTimer(10), T0), T0 + 15_000)).toBe(-5);
  });
  it('formats hours, minutes and overtime', () => {
    expect(formatClock(3909)).toBe('1:05:09');
    expect(formatClock(2700)).toBe('45:00');
    expect(formatClock(-30)).toBe('-0:30');
  });
});
