import { describe, expect, it } from 'vitest';
import { nextTimer } from '../model/rounds';
import { createTestContext } from './testing';

async function pairedEvent(players: number) {
  const t = createTestContext();
  await t.newEvent({ rounds: 3 });
  for (let i = 1; i <= players; i++) await t.ok('players.add', { id: `p${i}`, name: `Player ${i}` });
  await t.ok('rounds.generate', { seed: 'fixed' });
  return t;
}

describe('rounds.setDispute', () => {
  it('attaches a note to a table, audited with the table and both players, and undoable', async () => {
    const t = await pairedEvent(4);
    const round = await t.ok('rounds.get', { round: 1 });
    const table1 = round.pairings[0]!;
    await t.ok('rounds.setDispute', {
      round: 1,
      table: 1,
      note: '  LoF to the objective disputed  ',
      reason: 'players called the referee',
    });
    expect((await t.ok('rounds.get', { round: 1 })).pairings[0]!.dispute).toBe('LoF to the objective disputed');
    const entry = (await t.ok('audit.list', { table: 1 })).at(-1)!;
    expect(entry.summary).toBe('Round 1, table 1: dispute note added');
    expect(entry.players.sort()).toEqual([table1.a, table1.b].sort());
    expect(entry.reason).toBe('players called the referee');
    await t.ok('audit.undo', {});
    expect((await t.ok('rounds.get', { round: 1 })).pairings[0]!.dispute).toBe('');
  });

  it('refuses a table the round does not have', async () => {
    const t = await pairedEvent(4);
    const res = await t.call('rounds.setDispute', { round: 1, table: 9, note: 'x' });
    expect(res).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('round timer', () => {
  const t0 = new Date('2026-11-21T10:00:00Z');
  const at = (sec: number) => new Date(t0.getTime() + sec * 1000);

  it('starts, pauses with the time left, and resumes from it', () => {
    const started = nextTimer(null, 'start', 7200, t0);
    expect(started).toEqual({ durationSec: 7200, startedAt: t0.toISOString(), pausedRemainingSec: null });
    const paused = nextTimer(started, 'pause', undefined, at(600));
    expect(paused).toEqual({ durationSec: 7200, startedAt: null, pausedRemainingSec: 6600 });
    const resumed = nextTimer(paused, 'resume', undefined, at(1000))!;
    // 6600 s were left at the resume: the clock now reads as if started 600 s before it.
    expect(resumed.startedAt).toBe(at(400).toISOString());
    expect(nextTimer(resumed, 'reset', undefined, at(2000))).toBeNull();
  });

  it('adds time to a running or paused round, never taking back time already run', () => {
    const started = nextTimer(null, 'start', 3600, t0);
    // +5 min on a running clock: 3600 + 300 s in all, same start.
    expect(nextTimer(started, 'adjust', undefined, at(100), 300)).toEqual({ ...started, durationSec: 3900 });
    const paused = nextTimer(started, 'pause', undefined, at(1000))!;
    // Paused with 2600 s left; +5 min leaves 2900 s.
    expect(nextTimer(paused, 'adjust', undefined, at(1200), 300)).toEqual({
      durationSec: 3900,
      startedAt: null,
      pausedRemainingSec: 2900,
    });
    // Taking away more than is left stops at zero: 1000 s have run.
    expect(nextTimer(paused, 'adjust', undefined, at(1200), -7200)).toEqual({
      durationSec: 1000,
      startedAt: null,
      pausedRemainingSec: 0,
    });
    expect(() => nextTimer(null, 'adjust', undefined, t0, 300)).toThrow('not been started');
  });

  it('refuses to start without a length, or to pause a stopped clock', () => {
    expect(() => nextTimer(null, 'start', undefined, t0)).toThrow('Give the round length');
    expect(() => nextTimer(null, 'pause', undefined, t0)).toThrow('not running');
  });

  it('is stored on the round for every screen to read', async () => {
    const t = await pairedEvent(4);
    await t.ok('rounds.setTimer', { round: 1, action: 'start', durationSec: 5400 });
    const timer = (await t.ok('rounds.get', { round: 1 })).timer;
    expect(timer?.durationSec).toBe(5400);
    expect(timer?.startedAt).not.toBeNull();
  });
});

describe('rounds.guideline', () => {
  // ITS S11 · Number of Tournament Rounds: 4–8 players → 3, 9–16 → 4, 17+ → 5.
  it.each([
    [8, 3],
    [9, 4],
    [16, 4],
    [17, 5],
  ])('%i players → %i rounds', async (players, suggested) => {
    const t = createTestContext();
    await t.newEvent();
    for (let i = 1; i <= players; i++) await t.ok('players.add', { id: `p${i}`, name: `Player ${i}` });
    expect(await t.ok('rounds.guideline', {})).toMatchObject({ players, suggested, minimum: 3 });
  });
});
