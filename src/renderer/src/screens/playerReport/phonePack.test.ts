/**
 * A player's phone in an event that plays a scenario pack (the invented season, its Convoy Run: no
 * built-in scenario has that id), against a stubbed API client and a Wi-Fi that drops: the pack is
 * fetched once after signing in and kept, so the wizard's live breakdown and "how it was scored"
 * work offline, with the figures the CLI prints for the same facts (inventedPack.test.ts); a reload
 * does not fetch it again, another pack (a new tag) is fetched once more.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardQuestions } from '../../../../core/rules/scenarios/registry';
import type { MyGame } from '../../../../shared/api/reports';
import type { ApiErrorBody } from '../../../../shared/errors';
import type { ScenarioPack } from '../../../../shared/scenarioPack';
import INVENTED_FILE from '../../../../../tests/fixtures/packs/invented.its-scenarios.json';

const INVENTED = INVENTED_FILE as unknown as ScenarioPack;

const server = vi.hoisted(() => ({
  online: true,
  tag: 'tag-of-version-1-0-xxxx',
  report: null as MyGame['report'],
  calls: [] as { method: string; params: Record<string, unknown> }[],
}));

const game = (): MyGame => ({
  mode: 'referee-approves',
  me: { name: 'Ana', side: 'a', publishList: false },
  round: {
    number: 1,
    scenarioId: 'convoy-run',
    scenarioName: { key: 's.pack.text', params: { text: { texts: { en: 'Convoy Run' } } } },
    tier: 'low',
    armyPoints: 200,
    scoring: { season: 'its-s17', presetId: 'its-s17', byeTp: null },
    pack: { id: 'ember-reach', version: '1.0', tag: server.tag },
    timer: null,
  },
  table: 3,
  game: 'game-1-3',
  bye: false,
  opponent: { name: 'Bea' },
  names: { a: 'Ana', b: 'Bea' },
  state: server.report ? 'reported' : 'none',
  report: server.report,
  wizard: true,
  result: null,
});

vi.mock('../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../lib/api')>();
  const book = { season: 'its-s17' as const, armyPoints: 200, pack: INVENTED };
  const callSafe = async (method: string, params: Record<string, unknown> = {}) => {
    server.calls.push({ method, params });
    if (!server.online) return { error: { code: 'IO_FAILURE', message: 'The venue server cannot be reached.' } };
    if (method === 'reports.mine')
      return {
        data: {
          ...game(),
          ...(params.questions ? { questions: wizardQuestions('convoy-run', book) } : {}),
          ...(params.pack ? { pack: INVENTED } : {}),
        },
      };
    if (method === 'events.current') return { data: { id: 'event-1' } };
    if (method === 'players.signIn') return { data: { name: 'Ana' } };
    return { data: { state: 'reported' } };
  };
  return {
    ApiCallError: actual.ApiCallError,
    callSafe,
    call: async (method: string, params?: Record<string, unknown>) => {
      const answer = await callSafe(method, params);
      if ('error' in answer) throw new actual.ApiCallError(answer.error as ApiErrorBody);
      return answer.data;
    },
    loadOnEveryChange: (load: () => Promise<void>) => {
      void load();
      return () => undefined;
    },
  };
});

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal(
  '$state',
  Object.assign(<T>(value: T) => value, {
    raw: <T>(value: T) => value,
    snapshot: <T>(value: T) => structuredClone(value),
  }),
);
const { PhoneReport } = await import('./phoneReport.svelte');

const packAsked = () => server.calls.filter((c) => c.method === 'reports.mine' && c.params.pack === true).length;

async function signedIn() {
  const view = new PhoneReport();
  await view.signIn({ name: 'Ana' }, 'K7Q2');
  await vi.waitFor(() => expect(storage.has('its-ref.phone.pack')).toBe(true));
  await vi.waitFor(() => expect(storage.has('its-ref.phone.questions')).toBe(true));
  return view;
}

// The Convoy Run worked by hand in inventedPack.test.ts: A 10 OP, B 5; TP 5–1.
const A = { trucks: 4, trucksSafe: 3, flares: 2, beacon: true, route: 'ridge', tactical: 1, classifieds: 1 };
const B = { trucks: 2, trucksSafe: 1, flares: 2, beacon: false, beaconSeen: true, route: 'road', tactical: 2 };

beforeEach(() => {
  server.online = true;
  server.tag = 'tag-of-version-1-0-xxxx';
  server.report = null;
  server.calls = [];
  storage.clear();
});

describe('a pack’s scenario on a player’s phone', () => {
  it('scores the wizard’s answers offline with the kept pack, as the CLI scores them', async () => {
    await signedIn();
    expect(packAsked()).toBe(1);
    server.online = false;
    server.calls = [];
    // A reload with the Wi-Fi down: the game, its questions and the pack come from the phone.
    const view = new PhoneReport();
    view.attach();
    await view.openWizard();
    const wizard = view.wizard!;
    await vi.waitFor(() => expect(wizard.ready).toBe(true));
    for (const [key, value] of Object.entries(A)) wizard.set('a', key, value);
    for (const [key, value] of Object.entries(B)) wizard.set('b', key, value);
    wizard.set('game', 'weather', 1);
    expect(wizard.problem).toBeNull();
    const preview = wizard.preview!;
    expect([preview.players.a.op, preview.players.b.op, ...preview.tp]).toEqual([10, 5, 5, 1]);
    expect(preview.players.a.lines.map((l) => `${l.objective} ${l.points}`)).toEqual([
      'safe-trucks 4',
      'more-flares 0',
      'same-flares 1',
      'tactical 2',
      'ridge 1',
      'fewer-losses 1',
      'classified 1',
    ]);
    // The pack's check, in its own words, on the phone too.
    wizard.set('a', 'trucksSafe', 4);
    wizard.set('a', 'trucks', 1);
    expect(wizard.problem?.message).toContain('4 Trucks on the safe road, but only 1 driven off the table');
    expect(server.calls.filter((c) => c.method === 'reports.mine' && c.params.facts !== undefined)).toEqual([]);
  });

  it('unfolds how the opponent’s report of a pack’s scenario scored, offline', async () => {
    server.report = {
      state: 'reported',
      latest: 'b',
      submissions: {
        a: null,
        b: {
          by: 'b',
          at: '2026-11-28T11:00:00.000Z',
          op: [10, 5],
          vp: [0, 0],
          tp: [5, 1],
          facts: { a: A, b: B, game: { weather: 1 } },
        },
      },
      confirmedAt: null,
      dispute: null,
      accepted: null,
      settled: null,
      rejected: null,
    };
    const view = await signedIn();
    server.online = false;
    const breakdown = await view.breakdownOf('b');
    expect(breakdown?.players.b.lines.map((l) => `${l.objective} ${l.points}`)).toEqual([
      'safe-trucks 2',
      'more-flares 0',
      'same-flares 1',
      'tactical 2',
      'ridge 0',
      'fewer-losses 0',
      'classified 0',
    ]);
  });

  it('says the server is out of reach when the pack never reached the phone, and opens once it answers', async () => {
    const view = await signedIn();
    storage.delete('its-ref.phone.pack');
    server.online = false;
    await view.openWizard();
    await vi.waitFor(() =>
      expect(view.wizard?.loadError).toBe('The venue server cannot be reached; try again in a moment.'),
    );
    view.closeWizard();
    server.online = true;
    await view.openWizard();
    await vi.waitFor(() => expect(view.wizard?.ready).toBe(true));
    expect(view.wizard?.problem).toBeNull();
  });

  it('asks for the pack once per tag: not again after a reload, again when the event’s pack changed', async () => {
    await signedIn();
    const reloaded = new PhoneReport();
    reloaded.attach();
    await reloaded.openWizard();
    await vi.waitFor(() => expect(reloaded.wizard?.ready).toBe(true));
    expect(packAsked()).toBe(1);

    server.tag = 'tag-of-version-1-1-xxxx';
    await reloaded.load();
    await reloaded.openWizard();
    await vi.waitFor(() => expect(reloaded.wizard?.ready).toBe(true));
    expect(packAsked()).toBe(2);
    expect(JSON.parse(storage.get('its-ref.phone.pack')!).value.tag).toBe('tag-of-version-1-1-xxxx');
  });
});
