/**
 * A player's phone (phoneReport.svelte.ts) against a stubbed API client and a venue Wi-Fi that
 * drops: what the player does meanwhile waits on the phone (kept across a reload) and is sent
 * when the server answers, a refusal drops it with its reason, an ended session keeps it for the
 * next sign-in; and the wizard opens offline with its live breakdown worked out on the phone.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardQuestions } from '../../../../core/rules/scenarios/registry';
import type { MyGame } from '../../../../shared/api/reports';
import type { ApiErrorBody } from '../../../../shared/errors';

const server = vi.hoisted(() => ({
  online: true,
  /** The report on the player's table, as reports.mine shows it. */
  report: null as MyGame['report'],
  /** The answer the next report, confirmation or dispute gets instead of being stored. */
  refusal: null as ApiErrorBody | null,
  calls: [] as { method: string; params: Record<string, unknown> }[],
}));

const GAME: MyGame = {
  mode: 'referee-approves',
  me: { name: 'Ana', side: 'a', publishList: false },
  round: {
    number: 1,
    scenarioId: 'acquisition',
    scenarioName: { key: 's.acquisition.name' },
    tier: 'mid',
    scoring: { season: 'its-s11', presetId: 'its-s11', byeTp: null },
    timer: null,
  },
  table: 3,
  game: 'game-1-3',
  bye: false,
  opponent: { name: 'Bea' },
  names: { a: 'Ana', b: 'Bea' },
  state: 'none',
  report: null,
  wizard: true,
  result: null,
};

vi.mock('../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../lib/api')>();
  const callSafe = async (method: string, params: Record<string, unknown> = {}) => {
    server.calls.push({ method, params });
    if (!server.online) return { error: { code: 'IO_FAILURE', message: 'The venue server cannot be reached.' } };
    if (method === 'reports.mine')
      return {
        data: {
          ...GAME,
          report: server.report,
          ...(params.questions ? { questions: wizardQuestions('acquisition') } : {}),
        },
      };
    if (method === 'events.current') return { data: { id: 'event-1' } };
    if (method === 'players.signIn') return { data: { name: 'Ana' } };
    if (method === 'players.publishMyList') return { data: { revision: 8, publishList: params.publishList } };
    const refusal = server.refusal;
    server.refusal = null;
    return refusal ? { error: refusal } : { data: { state: 'reported' } };
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

// The phone's localStorage, emptied before each test; a new PhoneReport on it is a reload.
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

const sent = (method: string) => server.calls.filter((c) => c.method === method);

async function signedIn() {
  const view = new PhoneReport();
  await view.signIn({ name: 'Ana' }, 'K7Q2');
  return view;
}

beforeEach(() => {
  server.online = true;
  server.refusal = null;
  server.report = null;
  server.calls = [];
  storage.clear();
});

describe('a player’s phone without the venue Wi-Fi', () => {
  it('keeps a report made offline across a reload, then sends it once, for the game it was made for', async () => {
    const view = await signedIn();
    server.online = false;
    await view.submitScores([3, 1], [150, 90]);
    expect(view.outbox).toHaveLength(1);
    expect(view.offline).toBe(true);

    // A reload: the queue comes back from the phone's storage.
    const reloaded = new PhoneReport();
    expect(reloaded.outbox.map((p) => p.method)).toEqual(['reports.submit']);
    server.online = true;
    await reloaded.flush();
    expect(reloaded.outbox).toEqual([]);
    expect(reloaded.notice).toBe('Sent: the referee has it.');
    expect(sent('reports.submit').filter((c) => c.params.key)).toHaveLength(2);
    expect(sent('reports.submit').at(-1)?.params).toMatchObject({
      round: 1,
      table: 3,
      game: 'game-1-3',
      eventId: 'event-1',
      op: [3, 1],
      vp: [150, 90],
    });
    expect(storage.has('its-ref.phone.outbox')).toBe(false);
  });

  it('drops a queued action the server refuses, and says why', async () => {
    const view = await signedIn();
    server.online = false;
    const mine = sent('reports.mine').length;
    await view.submitScores([2, 2], [100, 100]);
    expect(view.outbox).toHaveLength(1);

    server.online = true;
    server.refusal = {
      code: 'CONFLICT',
      message: 'Your pairing changed: check your table.',
      i18n: { key: 'm.report.pairingChanged' },
    };
    await view.flush();
    expect(view.outbox).toEqual([]);
    expect(view.error).toBe('Not sent: Your pairing changed: check your table.');
    expect(storage.has('its-ref.phone.outbox')).toBe(false);
    // The game is read again, as it is now.
    expect(sent('reports.mine').length).toBeGreaterThan(mine);
  });

  it('keeps the queue when the session ended, and asks the player to sign in again', async () => {
    const view = await signedIn();
    server.online = false;
    await view.dispute('The antenna was not activated');
    server.online = true;
    server.refusal = { code: 'UNAUTHORIZED', message: 'Sign in again.' };
    await view.flush();
    expect(view.outbox.map((p) => p.method)).toEqual(['reports.dispute']);
    expect(view.step).toBe('signing-in');
    expect(view.notice).toBe('Sign in again to send what is waiting on this phone.');

    await view.signIn({ name: 'Ana' }, 'K7Q2');
    expect(view.outbox).toEqual([]);
    expect(sent('reports.dispute').at(-1)?.params).toMatchObject({ note: 'The antenna was not activated' });
  });

  it('opens the wizard offline with the kept questions, shows its live breakdown, and queues the answers', async () => {
    const view = await signedIn();
    // Signing in fetched the wizard's questions in the background.
    await vi.waitFor(() => expect(storage.has('its-ref.phone.questions')).toBe(true));
    server.online = false;
    server.calls = [];
    await view.openWizard();
    const wizard = view.wizard!;
    await vi.waitFor(() => expect(wizard.ready).toBe(true));
    expect(wizard.preview?.players.a.op).toBe(0);

    // ITS S11 · Acquisition: 2 Activated Antennas (2) + 1 Classified (1) | 1 Controlled Antenna (1).
    wizard.set('a', 'activatedAntennas', 2);
    wizard.set('a', 'classifieds', 1);
    wizard.set('b', 'controlledAntennas', 1);
    expect([wizard.preview?.players.a.op, wizard.preview?.players.b.op]).toEqual([3, 1]);
    // A contradiction shows at once too, and the answers are not sent with it.
    wizard.set('b', 'coffinByDataTracker', true);
    expect(wizard.problem?.message).toContain('contradict');
    await view.submitFacts();
    expect(view.outbox).toEqual([]);
    wizard.set('b', 'coffinByDataTracker', false);

    await view.submitFacts();
    expect(view.step).toBe('game');
    expect(view.outbox[0]?.params).toMatchObject({ facts: { a: { activatedAntennas: 2, classifieds: 1 } } });
    // Scored on the phone: the server was asked for nothing but the questions and the send.
    expect(server.calls.filter((c) => 'facts' in c.params && c.method === 'reports.mine')).toEqual([]);
  });

  it('refuses on the phone, as main would, a ruling only the referee may make', async () => {
    const view = await signedIn();
    await view.openWizard();
    const wizard = view.wizard!;
    await vi.waitFor(() => expect(wizard.ready).toBe(true));
    wizard.set('a', 'harmedHvt', true);
    wizard.set('b', 'harmedHvt', true);
    wizard.set('game', 'hvtRuling', 'both-lose');
    expect(wizard.preview).toBeNull();
    expect(wizard.problem?.message).toContain('call the referee to your table to rule on it');
  });

  it('unfolds how the opponent’s report scored from its facts, on the phone', async () => {
    // Bea reported 3–1: 2 Activated Antennas and a Classified for Ana, 1 Controlled Antenna for her.
    const facts = { a: { activatedAntennas: 2, classifieds: 1 }, b: { controlledAntennas: 1 } };
    server.report = {
      state: 'reported',
      latest: 'b',
      submissions: {
        a: null,
        b: { by: 'b', at: '2026-11-28T11:00:00.000Z', op: [3, 1], vp: [0, 0], tp: [2, 0], facts },
      },
      confirmedAt: null,
      dispute: null,
      accepted: null,
      settled: null,
      rejected: null,
    };
    const view = await signedIn();
    server.online = false;
    server.calls = [];
    const breakdown = await view.breakdownOf('b');
    expect(breakdown?.players.a.op).toBe(3);
    expect(breakdown?.players.a.lines.length).toBeGreaterThan(0);
    expect(breakdown?.tp).toEqual([2, 0]);
    expect(server.calls).toEqual([]);
  });
});

describe('the player’s consent to publish their list', () => {
  it('is shown as the server holds it, and a tap sends the new choice and shows what was saved', async () => {
    const view = await signedIn();
    expect(view.game?.me.publishList).toBe(false);
    await view.setPublishList(true);
    expect(sent('players.publishMyList').map((c) => c.params)).toEqual([{ publishList: true }]);
    expect(view.game?.me.publishList).toBe(true);
    expect(view.error).toBeNull();
  });

  it('stays as it was when the server cannot be reached, and says so', async () => {
    const view = await signedIn();
    server.online = false;
    await view.setPublishList(true);
    expect(view.game?.me.publishList).toBe(false);
    expect(view.error).not.toBeNull();
  });
});
