/**
 * The desk's scoring wizard (wizard.svelte.ts) against a stubbed API client: its questions are
 * the one read it makes; the live score is worked out on the desk on every answer (no call, no
 * pause in typing); a contradiction is shown with the fields it is about and the players'
 * names; the commit goes to main.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardQuestions } from '../../../../core/rules/scenarios/registry';
import type { Pairing, Round } from '../../../../shared/model';

// `eventSeason`: the season of the open event main answers `{ event: true }` questions for.
const api = vi.hoisted(() => ({
  calls: [] as { method: string; params: unknown }[],
  eventSeason: undefined as 'its-s11' | 'its-s17' | undefined,
}));
vi.mock('../../lib/api', () => ({
  ApiCallError: class extends Error {},
  call: vi.fn(async (method: string, params: { scenarioId: string; season?: 'its-s11' | 'its-s17' }) => {
    api.calls.push({ method, params });
    if (method === 'scoring.schema') {
      return { questions: wizardQuestions(params.scenarioId, params.season ?? api.eventSeason) };
    }
    throw new Error(`unexpected ${method}`);
  }),
}));
const run = vi.hoisted(() => vi.fn(async (_method: string, _params: unknown) => ({})));
vi.mock('../../state/session.svelte', () => ({ session: { run } }));

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal(
  '$state',
  Object.assign(<T>(value: T) => value, {
    raw: <T>(value: T) => value,
    snapshot: <T>(value: T) => structuredClone(value),
  }),
);
const { ScoringWizard, scoringApi } = await import('./wizard.svelte');

const round: Round = {
  number: 1,
  scenarioId: 'acquisition',
  tier: 'mid',
  status: 'locked',
  seed: 's',
  pairings: [],
  bye: null,
  warnings: [],
  timer: null,
};
const pairing: Pairing = { table: 3, a: 'p1', b: 'p2', listA: null, listB: null, result: null, dispute: '' };
const names = { a: 'Ana', b: 'Bea' };

async function opened(settings = {}, at: Pairing = pairing) {
  const wizard = new ScoringWizard(round, at, scoringApi(round, names, settings));
  await wizard.load({});
  return wizard;
}

beforeEach(() => {
  api.calls = [];
  run.mockClear();
});

describe('the desk’s scoring wizard', () => {
  it('reads its questions once, then scores every answer on the desk at once, with no call', async () => {
    const wizard = await opened();
    expect(api.calls.map((c) => c.method)).toEqual(['scoring.schema']);
    expect(wizard.preview?.players.a.op).toBe(0);

    // ITS S11 · Acquisition: 2 Activated Antennas (2) + the Tech-Coffin (3) + 1 Classified (1).
    wizard.set('a', 'activatedAntennas', 2);
    expect(wizard.preview?.players.a.op).toBe(2);
    wizard.set('a', 'controlsCoffin', true);
    wizard.set('a', 'classifieds', 1);
    wizard.set('b', 'controlledAntennas', 1);
    expect([wizard.preview?.players.a.op, wizard.preview?.players.b.op]).toEqual([6, 1]);
    // ITS S11 · Keeping Score: won by 5 OP or more, a Total Victory (3 TP).
    expect(wizard.preview?.tp).toEqual([3, 0]);
    expect(api.calls).toHaveLength(1);
  });

  it('scores with the event’s preset: its bonus TP show in the preview', async () => {
    const wizard = await opened({ presetId: 'example-420-bonus' });
    wizard.set('a', 'activatedAntennas', 2);
    wizard.set('a', 'controlsCoffin', true);
    wizard.set('b', 'controlledAntennas', 2);
    wizard.set('b', 'classifieds', 1);
    // 5–3 under the example preset: 4 TP + 1 for 5 OP or more | 0 TP + 1 for losing by 2 OP or fewer.
    expect(wizard.preview?.tp).toEqual([5, 1]);
  });

  it('shows a contradiction with its fields and the players’ names, and cannot commit it', async () => {
    const wizard = await opened();
    wizard.set('b', 'coffinByDataTracker', true);
    expect(wizard.preview).toBeNull();
    expect(wizard.problem?.message).toContain('(Bea)');
    expect(wizard.problem?.message).not.toContain('Player B');
    expect(wizard.invalid('b.coffinByDataTracker')).toBe(true);
    wizard.confirmedA = true;
    wizard.confirmedB = true;
    expect(wizard.canCommit).toBe(false);
    expect(await wizard.commit()).toBe(false);
    expect(run).not.toHaveBeenCalled();

    wizard.set('b', 'controlsCoffin', true);
    expect(wizard.problem).toBeNull();
    expect(wizard.preview?.players.b.op).toBeGreaterThan(0);
  });

  it('withdraws both confirmations when a fact changes after them', async () => {
    const wizard = await opened();
    wizard.confirmedA = true;
    wizard.confirmedB = true;
    wizard.set('a', 'classifieds', 1);
    expect([wizard.confirmedA, wizard.confirmedB, wizard.confirmationsCleared]).toEqual([false, false, true]);
  });

  it('commits to main: the answers as facts, a differing result as a replacement with its reason', async () => {
    const entered: Pairing = {
      ...pairing,
      result: {
        op: [1, 0],
        vp: [0, 0],
        tp: [2, 0],
        confirmedByA: true,
        confirmedByB: true,
        committedAt: '2026-11-28T10:00:00.000Z',
        committedBy: 'desktop 1',
      },
    };
    const wizard = await opened({}, entered);
    wizard.set('a', 'activatedAntennas', 2);
    wizard.confirmedA = true;
    wizard.confirmedB = true;
    expect(wizard.differs).toBe(true);
    expect(wizard.canCommit).toBe(false);
    wizard.reason = 'Miscounted antennas';
    expect(await wizard.commit()).toBe(true);
    expect(run).toHaveBeenCalledWith('scoring.commit', {
      round: 1,
      table: 3,
      facts: wizard.facts(),
      confirmedByA: true,
      confirmedByB: true,
      replace: true,
      reason: 'Miscounted antennas',
    });
    expect(wizard.facts()).toMatchObject({ a: { activatedAntennas: 2 } });
    expect(api.calls.map((c) => c.method)).toEqual(['scoring.schema']);
  });

  it('asks the open event’s questions and scores an ITS S17 game at the event’s army size', async () => {
    const s17: Round = { ...round, scenarioId: 'annihilation' };
    api.eventSeason = 'its-s17';
    const wizard = new ScoringWizard(
      s17,
      pairing,
      scoringApi(s17, names, { season: 'its-s17', presetId: 'its-s17', armyPoints: 250 }),
    );
    await wizard.load({});
    // Main answers the open event's questions (its pack first, else its season and army size).
    expect(api.calls[0]?.params).toMatchObject({ event: true, scenarioId: 'annihilation', tier: 'mid' });
    expect(wizard.problem).toBeNull();
    expect(wizard.preview?.scenarioId).toBe('annihilation');
    api.eventSeason = undefined;
  });
});
