import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anEvent, api, summaryOf } from '../lib/testing';
import { RoundSchema } from '../../../shared/model';
import type { Round } from '../../../shared/model';
import type { ScenarioInfo, StandingsResult, StandingsRow } from '../../../shared/api';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);

/** The phone's localStorage, emptied before each spec. */
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});
const { PhoneData, snapshotOf } = await import('./phoneData.svelte');

const summary = summaryOf(anEvent(1, { settings: { language: 'es' } }));

function aRound(number: number, status: Round['status'], op: [number, number] | null = null): Round {
  return RoundSchema.parse({
    number,
    scenarioId: 'supplies',
    tier: 'mid',
    status,
    pairings: [
      {
        table: 1,
        a: 'p1',
        b: 'p2',
        result: op && { op, vp: [150, 90], tp: [4, 0], committedAt: '2026-06-06T11:00:00.000Z' },
      },
    ],
    bye: 'p3',
  });
}

function aRow(rank: number, id: string, name: string, club = ''): StandingsRow {
  return {
    rank,
    id,
    name,
    club,
    tp: 4 - rank,
    op: 6,
    vp: 150,
    oppOp: 2,
    rawOp: 6,
    rawVp: 150,
    byeAdjusted: false,
    byeRounds: [],
    played: 1,
    dropped: false,
    tiebreaks: {},
  };
}

const rows = [aRow(1, 'p1', 'Ana'), aRow(2, 'p2', 'Carlos García', 'Lobos'), aRow(3, 'p3', 'Carlos García', 'Osos')];
const standings = (throughRound: number): StandingsResult => ({
  preset: { id: 'its-s17', name: { key: 's.seasons.its17' } },
  rounds: 3,
  throughRound,
  complete: false,
  rows,
});

/** The venue server with these rounds (the standings through whatever round is asked for). */
function serving(rounds: Round[]) {
  api.answer('events.current', () => summary);
  api.answer('rounds.list', () => rounds);
  api.answer('scoring.scenarios', (params) => {
    const asked = params as { season?: string; event?: true } | undefined;
    // The event plays a pack: its own scenario is named by the pack.
    if (asked?.event) return [{ id: 'house-supplies', name: { key: 's.supplies.name' } }] as ScenarioInfo[];
    return (
      asked?.season === 'its-s17'
        ? [{ id: 'supplies', name: { key: 's.supplies.name' } }]
        : [{ id: 'annihilation', name: 'Annihilation' }]
    ) as ScenarioInfo[];
  });
  api.answer('standings.compute', (params) => standings((params as { throughRound: number }).throughRound));
}

const standingsAsked = () => api.sent('standings.compute').map((params) => params?.throughRound);

beforeEach(() => {
  api.reset();
  storage.clear();
});
afterEach(() => vi.useRealTimers());

describe('what the public tabs show', () => {
  it('the latest published round, named for players (namesakes told apart by club), and no standings before a round closes', async () => {
    serving([aRound(1, 'locked', [7, 3]), aRound(2, 'draft')]);
    const phone = new PhoneData();
    await phone.load();
    expect(phone.event).toEqual({ name: 'Spring Open', language: 'es' });
    expect(phone.round).toMatchObject({
      number: 1,
      pairings: [{ table: 1, a: 'Ana', b: 'Carlos García (Lobos)', op: [7, 3] }],
      bye: 'Carlos García (Osos)',
    });
    expect(phone.standings).toBeNull();
    expect(phone.scenarioName('supplies')).toEqual({ key: 's.supplies.name' });
    expect(phone.scenarioName('house-supplies')).toEqual({ key: 's.supplies.name' });
    expect(phone).toMatchObject({ loading: false, offline: false, error: null });
    expect(phone.updatedAt).not.toBeNull();
  });

  it('standings through the closed rounds: asked again when one closed, then asked for as last seen', async () => {
    serving([aRound(1, 'closed', [7, 3])]);
    const phone = new PhoneData();
    await phone.load();
    expect(standingsAsked()).toEqual([0, 1]);
    expect(phone.standings).toMatchObject({ throughRound: 1, rows: [{ rank: 1, name: 'Ana' }, {}, {}] });
    await phone.load();
    expect(standingsAsked()).toEqual([0, 1, 1]);
    // The scenario names are read once.
    expect(api.methods.filter((m) => m === 'scoring.scenarios')).toHaveLength(3);
  });

  it('with no event open shows nothing, and nothing wrong', async () => {
    serving([]);
    api.answer('events.current', () => null);
    const phone = new PhoneData();
    await phone.load();
    expect(phone.snapshot).toEqual({ event: null, round: null, standings: null, scenarios: {} });
    expect(phone).toMatchObject({ offline: false, error: null });
  });

  it('a refusal that is not an outage is said on the page', async () => {
    serving([]);
    api.refuse('rounds.list', 'NOT_FOUND', 'Nothing is published yet.');
    const phone = new PhoneData();
    await phone.load();
    expect(phone).toMatchObject({ offline: false, error: 'Nothing is published yet.' });
  });

  it('reloads on every change pushed and when the stream comes back, until stopped', async () => {
    serving([aRound(1, 'locked')]);
    const phone = new PhoneData();
    const stop = phone.attach();
    await vi.waitFor(() => expect(phone.loading).toBe(false));
    const loads = () => api.methods.filter((m) => m === 'rounds.list').length;
    expect(loads()).toBe(1);
    api.push('event.changed', { eventId: 'ev-1', revision: 2, savedAt: '', method: 'rounds.setResult' });
    await vi.waitFor(() => expect(loads()).toBe(2));
    api.reconnect();
    await vi.waitFor(() => expect(loads()).toBe(3));
    stop();
    api.push('event.changed', { eventId: 'ev-1', revision: 3, savedAt: '', method: 'rounds.setResult' });
    await phone.load();
    expect(loads()).toBe(4);
  });
});

describe('with the Wi-Fi down', () => {
  it('keeps what it showed, says it is offline and tries again quietly', async () => {
    serving([aRound(1, 'locked', [7, 3])]);
    const phone = new PhoneData();
    await phone.load();
    const shown = phone.snapshot;
    const at = phone.updatedAt;

    vi.useFakeTimers();
    for (const method of ['events.current', 'rounds.list', 'standings.compute'] as const) {
      api.refuse(method, 'IO_FAILURE', 'The venue server cannot be reached.');
    }
    await phone.load();
    expect(phone).toMatchObject({ offline: true, error: null });
    expect(phone.snapshot).toBe(shown);
    expect(phone.updatedAt).toBe(at);

    serving([aRound(1, 'locked', [7, 3])]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(phone.offline).toBe(false);
  });

  it('a reload shows the answers kept on the phone, with the time they were read', async () => {
    serving([aRound(1, 'closed', [7, 3])]);
    const first = new PhoneData();
    await first.load();

    api.reset();
    const again = new PhoneData();
    expect(again).toMatchObject({ loading: false, updatedAt: first.updatedAt });
    expect(again.snapshot).toEqual(first.snapshot);
    // The standings are asked for through the round they were kept at.
    serving([aRound(1, 'closed', [7, 3])]);
    await again.load();
    expect(standingsAsked()).toEqual([1]);
  });
});

describe('the snapshot a phone keeps', () => {
  it('leaves out a draft round (the referee’s alone) and what a player need not carry', () => {
    const snapshot = snapshotOf(summary, [aRound(1, 'draft')], standings(0), []);
    expect(snapshot.round).toBeNull();
    expect(snapshot.standings).toBeNull();
    const closed = snapshotOf(summary, [aRound(1, 'closed', [7, 3])], standings(1), []);
    expect(Object.keys(closed.standings?.rows[0] ?? {}).sort()).toEqual(
      ['byeAdjusted', 'name', 'op', 'oppOp', 'rank', 'tp', 'vp'].sort(),
    );
  });
});
