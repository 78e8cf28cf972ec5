import { english, scenarioTextsInEnglish } from '../../shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import type { Method, Params, Result } from '../../shared/api';
import type { Pairing, Player, PlayerReporting } from '../../shared/model';
import { VenueAuth } from '../auth/venueAuth';
import type { PlayerIdentity } from '../auth/venueAuth';
import { ACQUISITION_6_1, asPhonePage, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
let venue: VenueAuth;
let now = 1_000_000;
/** The venue server's sign-in as a device at `address` sees it. */
const from = (address: string) => ({ ...t.ctx, isReferee: false, playerSignIn: { venue, address } });
afterEach(() => disposeContext(t));

// A corrected account: A 2 Activated (2) + 1 Classified (1) = 3 OP; B Tech-Coffin (3) + 1 Controlled (1) = 4 OP.
const facts34 = {
  a: { activatedAntennas: 2, classifieds: 1, survivingPoints: 150 },
  b: { controlledAntennas: 1, controlsCoffin: true, survivingPoints: 120 },
};

interface Phone {
  player: Player;
  session: PlayerIdentity;
  call(method: string, params?: unknown): ReturnType<TestContext['call']>;
  ok<M extends Method>(method: M, params: Params<M>): Promise<Result<M>>;
}

/** An event with 4 players (round 1 Acquisition, locked) and reporting in `mode`. */
async function lockedEvent(mode: PlayerReporting, scenario = 'acquisition') {
  t = createTestContext({ actor: 'referee' });
  venue = new VenueAuth({ pin: '862431', clock: () => now });
  await t.newEvent({ rounds: 3, scenarios: [scenario, 'annihilation', 'frontline'], playerReporting: mode });
  for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan'].entries()) {
    await t.ok('players.add', { name, itsPin: `90${i}` });
  }
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  return round.pairings;
}

async function signIn(name: string, address = '10.0.0.9'): Promise<Phone> {
  const player = (await t.ok('players.list', {})).find((p) => p.name === name)!;
  const res = await t.registry.call('players.signIn', { name, code: player.resultCode!.toLowerCase() }, from(address));
  if ('error' in res) throw new Error(res.error.message);
  const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
  const ctx = { ...from(address), player: session, actor: `${name} (player)` };
  const call = asPhonePage((method: string, params?: unknown) => t.registry.call(method, params, ctx));
  return {
    player,
    session,
    call,
    ok: (async (method: string, params: unknown) => {
      const r = await call(method, params);
      if ('error' in r) throw new Error(`${method}: ${r.error.message}`);
      return r.data;
    }) as Phone['ok'],
  };
}

async function phonesOf(pairing: Pairing): Promise<{ a: Phone; b: Phone }> {
  const players = await t.ok('players.list', {});
  const name = (id: string) => players.find((p) => p.id === id)!.name;
  return { a: await signIn(name(pairing.a)), b: await signIn(name(pairing.b)) };
}

/** A `lockedEvent` in `mode`, and both players of its table at `index` signed in on their phones. */
async function tableWithPhones(mode: PlayerReporting, index = 0): Promise<{ table: number; a: Phone; b: Phone }> {
  const pairing = (await lockedEvent(mode))[index]!;
  return { table: pairing.table, ...(await phonesOf(pairing)) };
}

const tableOf = async (table: number) =>
  (await t.ok('rounds.get', { round: 1 })).pairings.find((p) => p.table === table)!;

describe('result codes', () => {
  it('sign in by a name typed without its accents or special letters, and by an ITS PIN with letters', async () => {
    t = createTestContext({ actor: 'referee' });
    venue = new VenueAuth({ pin: '862431', clock: () => now });
    await t.newEvent({ rounds: 3, playerReporting: 'auto-accept' });
    const registered: [string, string][] = [
      ['Søren Østergård', ''],
      ['Łukasz Wójcik', 'PL-77a'],
      ['Andrés Núñez', '4412'],
      ['Jürgen Großmann', ''],
    ];
    for (const [name, itsPin] of registered) await t.ok('players.add', { name, itsPin });
    const players = await t.ok('players.list', {});
    const codeOf = (name: string) => players.find((p) => p.name === name)!.resultCode!;
    // Each sign-in from its own device, so the throttle of wrong guesses plays no part.
    let device = 10;
    const signIn = (who: { name?: string; itsPin?: string }, code: string) =>
      t.registry.call('players.signIn', { ...who, code }, from(`10.0.1.${device++}`));

    for (const [typed, name] of [
      ['soren ostergard', 'Søren Østergård'],
      ['SOREN OSTERGARD', 'Søren Østergård'],
      ['lukasz wojcik', 'Łukasz Wójcik'],
      ['andres nunez', 'Andrés Núñez'],
      ['  Jurgen   Grossmann ', 'Jürgen Großmann'],
    ] as const) {
      expect(await signIn({ name: typed }, codeOf(name)), typed).toMatchObject({ data: { name } });
    }
    // The ITS PIN exactly as registered, letters included, whether the phone sends it as a PIN
    // or in the name box (the sign-in form has one box for both).
    expect(await signIn({ itsPin: 'PL-77a' }, codeOf('Łukasz Wójcik'))).toMatchObject({
      data: { name: 'Łukasz Wójcik' },
    });
    expect(await signIn({ name: 'PL-77a' }, codeOf('Łukasz Wójcik'))).toMatchObject({
      data: { name: 'Łukasz Wójcik' },
    });
    expect(await signIn({ itsPin: '4412' }, codeOf('Andrés Núñez').toLowerCase())).toMatchObject({
      data: { name: 'Andrés Núñez' },
    });
    expect(await signIn({ itsPin: 'pl-77b' }, codeOf('Łukasz Wójcik'))).toMatchObject({
      error: { message: 'No player has the ITS PIN pl-77b: check it, or type your name.' },
    });

    // A refusal says which of the two did not match. Part of a word is not the word.
    expect(await signIn({ name: 'osterg' }, codeOf('Søren Østergård'))).toMatchObject({
      error: { i18n: { key: 'm.report.noPlayerNamed' } },
    });
    expect(await signIn({ name: 'andres nunes' }, codeOf('Andrés Núñez'))).toMatchObject({
      error: {
        code: 'UNAUTHORIZED',
        message: 'No player named andres nunes is registered: check the spelling, or type your ITS PIN.',
        i18n: { key: 'm.report.noPlayerNamed', params: { name: 'andres nunes' } },
      },
    });
    expect(await signIn({ name: 'andres nunez' }, codeOf('Łukasz Wójcik'))).toMatchObject({
      error: {
        message: "That code is not Andrés Núñez's: check the code on your player card.",
        i18n: { key: 'm.report.notTheirCode', params: { name: 'Andrés Núñez' } },
      },
    });
    expect(await signIn({ itsPin: 'PL-77a' }, codeOf('Andrés Núñez'))).toMatchObject({
      error: { i18n: { key: 'm.report.notPinCode', params: { pin: 'PL-77a' } } },
    });
  });

  it('are issued at registration, shown to the referee only, and re-issued with the old one dead', async () => {
    await lockedEvent('referee-approves');
    const players = await t.ok('players.list', {});
    expect(players.every((p) => /^[34679ACDEFGHJKMNPQRTWXY]{6}$/.test(p.resultCode ?? ''))).toBe(true);
    const visitor = await t.registry.call('players.list', {}, from('10.0.0.4'));
    expect((visitor as { data: Player[] }).data.every((p) => p.resultCode === '')).toBe(true);

    const ana = await signIn('Ana');
    expect((await ana.call('players.list', {})) as unknown).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const old = ana.player.resultCode!;
    const { code } = await t.ok('players.reissueCode', { id: ana.player.id });
    expect(code).not.toBe(old);
    // The session opened with the old code ends, and the old code no longer signs in.
    expect(await ana.call('reports.mine', {})).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const again = await t.registry.call('players.signIn', { name: 'Ana', code: old }, from('10.0.0.10'));
    expect(again).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const audit = (await t.ok('audit.list', {})).at(-1)!;
    expect(audit.summary).toBe('New result code issued for Ana');
    expect(audit.summary).not.toContain(code);
  });

  it('sign in by ITS PIN or name; wrong codes are throttled per device like the referee PIN', async () => {
    await lockedEvent('auto-accept');
    const ana = (await t.ok('players.list', {})).find((p) => p.name === 'Ana')!;
    const guest = from('10.0.0.66');
    expect(await t.registry.call('players.signIn', { itsPin: '900', code: ana.resultCode }, guest)).toMatchObject({
      data: { name: 'Ana' },
    });
    expect(await t.registry.call('players.signIn', { itsPin: '901', code: ana.resultCode }, guest)).toMatchObject({
      error: {
        code: 'UNAUTHORIZED',
        message: 'That code is not the one of ITS PIN 901: check the code on your player card.',
      },
    });
    // The referee PIN's rule: 3 free mistakes, then a lockout of 10 s that doubles each time.
    for (let i = 0; i < 3; i++) await t.registry.call('players.signIn', { name: 'Ana', code: 'WRONG1' }, guest);
    const locked = await t.registry.call('players.signIn', { name: 'Ana', code: ana.resultCode }, guest);
    expect(locked).toMatchObject({
      error: { code: 'UNAUTHORIZED', details: { retryAt: new Date(now + 10_000).toISOString() } },
    });
    now += 10_000;
    await t.registry.call('players.signIn', { name: 'Ana', code: 'WRONG2' }, guest);
    expect(await t.registry.call('players.signIn', { name: 'Ana', code: ana.resultCode }, guest)).toMatchObject({
      error: { details: { retryAt: new Date(now + 20_000).toISOString() } },
    });
    // Another device is not locked out, and the referee's PIN sign-in is throttled apart.
    expect(
      await t.registry.call('players.signIn', { name: 'ana', code: ana.resultCode }, from('10.0.0.67')),
    ).toMatchObject({
      data: { name: 'Ana' },
    });
    expect(venue.throttle.check('10.0.0.66')).toEqual({ allowed: true });
    // Over IPC or the CLI there is no player sign-in at all.
    expect(await t.call('players.signIn', { name: 'Ana', code: ana.resultCode })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
  });

  it("a code signs in only its own player: with the opponent's code a phone is the opponent, nothing more", async () => {
    const pairings = await lockedEvent('referee-approves');
    const players = await t.ok('players.list', {});
    const a = players.find((p) => p.id === pairings[0]!.a)!;
    const b = players.find((p) => p.id === pairings[0]!.b)!;
    const device = from('10.0.0.44');
    // B's own name or ITS PIN with A's code: refused.
    for (const who of [{ name: b.name }, { itsPin: b.itsPin }]) {
      expect(await t.registry.call('players.signIn', { ...who, code: a.resultCode }, device)).toMatchObject({
        error: { code: 'UNAUTHORIZED' },
      });
    }
    // A's name with A's code is A's session, whoever typed it: A's seat, A's side, no more.
    const asA = await signIn(a.name, '10.0.0.45');
    expect(asA.session).toMatchObject({ playerId: a.id, name: a.name });
    expect(await asA.ok('reports.mine', {})).toMatchObject({ me: { name: a.name, side: 'a' } });
    for (const method of [
      'players.list',
      'reports.list',
      'reports.accept',
      'rounds.setResult',
      'players.reissueCode',
    ]) {
      expect(await asA.call(method, { round: 1, table: pairings[0]!.table, id: b.id }), method).toMatchObject({
        error: { code: 'UNAUTHORIZED' },
      });
    }
    // Whoever sent a report cannot confirm it: the other seat's code is needed (hence kept private).
    await asA.ok('reports.submit', { round: 1, table: pairings[0]!.table, facts: ACQUISITION_6_1 });
    expect(await asA.call('reports.confirm', { round: 1, table: pairings[0]!.table })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    expect((await tableOf(pairings[0]!.table)).report?.state).toBe('reported');
  });

  it('sign-in and every player method are refused while reporting is off', async () => {
    await lockedEvent('off');
    const ana = (await t.ok('players.list', {})).find((p) => p.name === 'Ana')!;
    expect(
      await t.registry.call('players.signIn', { name: 'Ana', code: ana.resultCode }, from('10.0.0.5')),
    ).toMatchObject({ error: { code: 'UNAUTHORIZED', message: expect.stringContaining('off') } });
  });
});

describe('reports (referee-approves)', () => {
  it('A reports through the facts, B disputes, A corrects, B confirms, the referee accepts: standings change', async () => {
    const { table, a, b } = await tableWithPhones('referee-approves');

    const mine = await a.ok('reports.mine', {});
    // Main sends the scenario's name as a key; the English is what it reads as.
    expect(scenarioTextsInEnglish(mine)).toMatchObject({
      mode: 'referee-approves',
      table,
      round: { number: 1, scenarioId: 'acquisition', scenarioName: 'Acquisition', tier: 'mid' },
      opponent: { name: b.player.name },
      state: 'none',
    });

    const sent = await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    expect(sent).toMatchObject({ state: 'reported', op: [6, 1], vp: [180, 90] });
    expect((await b.ok('reports.mine', {})).report?.submissions.a?.op).toEqual([6, 1]);
    // The reporter cannot confirm their own report.
    expect(await a.call('reports.confirm', { round: 1, table })).toMatchObject({ error: { code: 'CONFLICT' } });

    expect(await b.ok('reports.dispute', { round: 1, table, note: 'I held the Tech-Coffin' })).toMatchObject({
      state: 'disputed',
    });
    expect(await a.ok('reports.submit', { round: 1, table, facts: facts34 })).toMatchObject({
      state: 'reported',
      op: [3, 4],
    });
    expect(await b.ok('reports.confirm', { round: 1, table })).toMatchObject({ state: 'confirmed' });

    // Waits for the referee: no result yet.
    expect((await tableOf(table)).result).toBeNull();
    const listed = (await t.ok('reports.list', { round: 1 })).find((r) => r.table === table)!;
    expect(listed).toMatchObject({ state: 'confirmed', resultEntered: false, a: { name: a.player.name } });

    const before = await t.ok('standings.compute', {});
    await t.ok('reports.accept', { round: 1, table });
    const result = (await tableOf(table)).result!;
    expect(result).toMatchObject({
      op: [3, 4],
      vp: [150, 120],
      confirmedByA: true,
      confirmedByB: true,
      committedBy: 'referee',
    });
    const after = await t.ok('standings.compute', {});
    expect(after).not.toEqual(before);
    expect((await b.ok('reports.mine', {})).state).toBe('accepted');

    // Every step audited with the player as actor.
    const log = (await t.ok('audit.list', { table })).map((e) => [e.actor, e.method]);
    expect(log).toEqual(
      expect.arrayContaining([
        [`${a.player.name} (player)`, 'reports.submit'],
        [`${b.player.name} (player)`, 'reports.dispute'],
        [`${b.player.name} (player)`, 'reports.confirm'],
        ['referee', 'reports.accept'],
      ]),
    );

    // Nothing a player sends changes an accepted result.
    for (const [method, params] of [
      ['reports.submit', { round: 1, table, facts: ACQUISITION_6_1 }],
      ['reports.confirm', { round: 1, table }],
      ['reports.dispute', { round: 1, table, note: 'no' }],
    ] as const) {
      expect(await a.call(method, params)).toMatchObject({ error: { code: 'CONFLICT' } });
    }
    expect((await tableOf(table)).result!.op).toEqual([3, 4]);
  });

  it('a disputed report the referee decides in the wizard ends settled: phones, list and audit say so', async () => {
    const { table, a, b } = await tableWithPhones('referee-approves');
    await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    await b.ok('reports.dispute', { round: 1, table, note: 'I held the Tech-Coffin' });

    // The referee's own reading of the game (the corrected facts), both players confirming.
    await t.ok('scoring.commit', { round: 1, table, facts: facts34, confirmedByA: true, confirmedByB: true });
    const pairing = await tableOf(table);
    expect(pairing.result!.op).toEqual([3, 4]);
    expect(pairing.report).toMatchObject({
      state: 'settled',
      settled: { by: 'referee' },
      accepted: null,
      dispute: { by: 'b', note: 'I held the Tech-Coffin' },
    });
    for (const phone of [a, b]) {
      expect(await phone.ok('reports.mine', {})).toMatchObject({ state: 'settled', result: { op: [3, 4] } });
    }
    expect((await t.ok('reports.list', { round: 1 })).find((r) => r.table === table)!.state).toBe('settled');
    const entry = (await t.ok('audit.list', { table })).at(-1)!;
    expect(entry).toMatchObject({ method: 'scoring.commit', actor: 'referee' });
    expect(entry.summary).toContain('the referee settled the players’ dispute');
    // Nothing a player sends moves a settled result.
    expect(await b.call('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
  });

  it('a disputed report taken as it stands after review is settled too, and audited as a settlement', async () => {
    const { table, a, b } = await tableWithPhones('referee-approves');
    await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    await b.ok('reports.dispute', { round: 1, table, note: 'Not so' });
    expect(await t.ok('reports.accept', { round: 1, table })).toEqual(expect.objectContaining({ state: 'settled' }));
    expect((await t.ok('audit.list', { table })).at(-1)!.summary).toMatch(
      new RegExp(`^Round 1 table ${table}: the referee settled the players’ dispute: 6–1 OP`),
    );
  });

  it('reports.mine names the game’s Army Points in an ITS S17 round, and none in ITS S11', async () => {
    const s11 = await lockedEvent('referee-approves');
    expect((await (await phonesOf(s11[0]!)).a.ok('reports.mine', {})).round).not.toHaveProperty('armyPoints');
    // ITS S17 · Tournament Tiers: the 300/250-Tier played at 250 points.
    await t.newEvent({ season: 'its-s17', armyPoints: 250, scenarios: ['b-pong', 'annihilation', 'hardlock'] });
    await t.ok('events.updateSettings', { settings: { playerReporting: 'referee-approves' } });
    for (const [i, name] of ['Ana', 'Bea'].entries()) await t.ok('players.add', { name, itsPin: `91${i}` });
    const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
    await t.ok('rounds.lock', { round: 1 });
    const { a } = await phonesOf(round.pairings[0]!);
    expect(scenarioTextsInEnglish((await a.ok('reports.mine', {})).round)).toMatchObject({
      scenarioName: 'B-Pong',
      tier: 'mid',
      armyPoints: 250,
    });
  });

  it('reports.mine gives the phone its wizard questions and scores its facts as reports.submit will', async () => {
    const { table, a, b } = await tableWithPhones('referee-approves');
    // Without asking, no questions travel (every live update reloads this).
    const plain = await a.ok('reports.mine', {});
    expect(plain).toMatchObject({ wizard: true });
    expect(plain.questions).toBeUndefined();
    expect(plain.preview).toBeUndefined();
    const keys = (await a.ok('reports.mine', { questions: true })).questions!.map((q) => q.key);
    expect(keys).toEqual(expect.arrayContaining(['activatedAntennas', 'controlsCoffin', 'classifieds']));

    // The live breakdown, worked by hand: 6–1 OP (see ACQUISITION_6_1); a margin of 5 OP is a Total
    // Victory, 3 TP to 0 (ITS S11 · Keeping Score); VP are the surviving Army Points 180 and 90.
    // Nothing is saved, and reports.submit then stores exactly these figures.
    const { preview } = await b.ok('reports.mine', { facts: ACQUISITION_6_1 });
    expect(preview!.players.a.op).toBe(6);
    expect(preview!.players.b.op).toBe(1);
    expect(preview!.tp).toEqual([3, 0]);
    expect(preview!.vp).toEqual([180, 90]);
    expect(preview!.players.a.lines.map((l) => english(l.rule)).join(' ')).toContain('ITS S11');
    expect((await tableOf(table)).report ?? null).toBeNull();
    const sent = await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    expect([preview!.players.a.op, preview!.players.b.op]).toEqual(sent.op);
    expect(preview!.tp).toEqual(sent.tp);
    expect(preview!.vp).toEqual(sent.vp);

    // Contradictory facts are explained as the referee's preview explains them.
    expect(
      await a.call('reports.mine', { facts: { a: { controlsCoffin: true }, b: { controlsCoffin: true } } }),
    ).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    // The referee's scoring methods are not the phone's: it needs none of them.
    for (const method of ['scoring.preview', 'scoring.schema', 'scoring.commit']) {
      const res = await a.call(method, {
        scenarioId: 'acquisition',
        tier: 'mid',
        facts: ACQUISITION_6_1,
        round: 1,
        table,
      });
      expect(res, method).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('a later submission by either player replaces the report and clears the confirmation', async () => {
    const { table, a, b } = await tableWithPhones('referee-approves', 1);
    await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    await b.ok('reports.confirm', { round: 1, table });
    expect(await b.ok('reports.submit', { round: 1, table, facts: facts34 })).toMatchObject({ state: 'reported' });
    const report = (await t.ok('reports.list', { round: 1 })).find((r) => r.table === table)!.report!;
    expect(report).toMatchObject({ state: 'reported', latest: 'b', confirmedAt: null });
    expect(report.submissions.a?.op).toEqual([6, 1]);
    expect(report.submissions.b?.op).toEqual([3, 4]);
  });

  it('the referee rejects with a reason; a result the referee entered is never changed by a player', async () => {
    const { table, a, b } = await tableWithPhones('referee-approves');
    await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    await t.ok('reports.reject', { round: 1, table, reason: 'Scores on the wrong sides' });
    expect(await b.ok('reports.mine', {})).toMatchObject({
      state: 'none',
      report: { rejected: { reason: 'Scores on the wrong sides' } },
    });
    expect(await b.call('reports.confirm', { round: 1, table })).toMatchObject({ error: { code: 'CONFLICT' } });

    // The referee enters the result directly: the players' report is settled, and they can no longer change it.
    await a.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    await t.ok('rounds.setResult', { round: 1, table, op: [2, 2], vp: [100, 100] });
    expect(await b.call('reports.confirm', { round: 1, table })).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(await b.call('reports.submit', { round: 1, table, facts: facts34 })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    expect((await tableOf(table)).result!.op).toEqual([2, 2]);
    expect(await t.call('reports.accept', { round: 1, table })).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('a player cannot read or write another table, a draft or closed round, or call referee methods', async () => {
    const pairings = await lockedEvent('referee-approves');
    const { a } = await phonesOf(pairings[0]!);
    const other = pairings[1]!.table;
    expect(await a.call('reports.submit', { round: 1, table: other, facts: ACQUISITION_6_1 })).toMatchObject({
      error: { code: 'UNAUTHORIZED', message: `Table ${other} of round 1 is not your game.` },
    });
    expect(await a.call('reports.confirm', { round: 1, table: other })).toMatchObject({
      error: { code: 'UNAUTHORIZED' },
    });
    // Reading: another table's report never reaches A, not through reports.mine nor the public pairings.
    const { a: c } = await phonesOf(pairings[1]!);
    await c.ok('reports.submit', { round: 1, table: other, facts: ACQUISITION_6_1 });
    expect(await a.ok('reports.mine', {})).toMatchObject({ table: pairings[0]!.table, state: 'none', report: null });
    const open = await a.ok('rounds.get', { round: 1 });
    expect(open.pairings.find((p) => p.table === other)?.report ?? null).toBeNull();
    for (const method of ['reports.list', 'reports.accept', 'rounds.get', 'events.get', 'rounds.setResult']) {
      const res = await a.call(method, { round: 1, table: other, op: [1, 1], vp: [1, 1] });
      if (method === 'rounds.get') continue; // public pairings (as for any visitor)
      expect(res).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
    // Round 2 is not paired; a closed round refuses too.
    expect(await a.call('reports.submit', { round: 2, table: 1, facts: ACQUISITION_6_1 })).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringContaining('not been published') },
    });
    for (const p of pairings) await t.ok('rounds.setResult', { round: 1, table: p.table, op: [5, 5], vp: [0, 0] });
    await t.ok('rounds.close', { round: 1 });
    expect(
      await a.call('reports.submit', { round: 1, table: pairings[0]!.table, facts: ACQUISITION_6_1 }),
    ).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringContaining('closed') },
    });
    await t.ok('rounds.generate', {});
    const draft = (await t.ok('rounds.get', { round: 2 })).pairings[0]!;
    expect(await a.call('reports.submit', { round: 2, table: draft.table, facts: {} })).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringContaining('not been published') },
    });
    // Nor does the draft round show on the phone: A still sees round 1, closed, with its result.
    const mine = await a.ok('reports.mine', { questions: true });
    expect(mine).toMatchObject({ round: { number: 1 }, table: pairings[0]!.table, result: { op: [5, 5] } });
    expect(await a.call('reports.mine', { facts: ACQUISITION_6_1 })).toMatchObject({ data: { round: { number: 1 } } });
    // The draft is the referee's until published: its pairings reach no player (nor visitor).
    expect(draft.a).toBeTruthy();
    expect(await a.ok('rounds.get', { round: 2 })).toMatchObject({
      status: 'draft',
      pairings: [],
      bye: null,
      seed: '',
    });
    const listed = (await a.ok('rounds.list', {})).find((r) => r.number === 2)!;
    expect(listed.pairings).toEqual([]);
  });

  it('a referee (not a player session) cannot report; facts are validated by the scenario engine', async () => {
    const pairings = await lockedEvent('referee-approves');
    const table = pairings[0]!.table;
    expect(await t.call('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 })).toMatchObject({
      error: { code: 'UNAUTHORIZED' },
    });
    const { a } = await phonesOf(pairings[0]!);
    // Both players cannot hold the Tech-Coffin (ITS S11 · Acquisition).
    const both = { a: { controlsCoffin: true }, b: { controlsCoffin: true } };
    expect(await a.call('reports.submit', { round: 1, table, facts: both })).toMatchObject({
      error: { code: 'RULES_VIOLATION' },
    });
    expect((await tableOf(table)).report ?? null).toBeNull();
    // Both harmed a Neutral HVT: only the referee rules on that (ITS S11 · HVT Model).
    const hvt = { a: { harmedHvt: true }, b: { harmedHvt: true }, game: { hvtRuling: 'only-a' } };
    expect(await a.call('reports.submit', { round: 1, table, facts: hvt })).toMatchObject({
      error: { code: 'RULES_VIOLATION', message: expect.stringContaining('call the referee') },
    });
    expect(await a.call('reports.submit', { round: 1, table, op: [5, 5], vp: [0, 0] })).toMatchObject({
      error: { code: 'INVALID_INPUT', message: expect.stringContaining("scenario's questions") },
    });
  });
});

describe('reports (auto-accept)', () => {
  it('a report confirmed by the opponent becomes the result, audited with both players as actors', async () => {
    const { table, a, b } = await tableWithPhones('auto-accept', 1);
    await b.ok('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    expect(await a.ok('reports.confirm', { round: 1, table })).toMatchObject({ state: 'accepted' });
    expect((await tableOf(table)).result).toMatchObject({ op: [6, 1], confirmedByA: true, confirmedByB: true });
    const entry = (await t.ok('audit.list', { table })).at(-1)!;
    expect(entry.method).toBe('reports.confirm');
    expect(entry.actor).toBe(`${b.player.name} + ${a.player.name} (players)`);
    expect(entry.summary).toContain('confirmed by both players and accepted automatically: 6–1 OP');
    expect((await a.ok('reports.mine', {})).result?.op).toEqual([6, 1]);
  });

  it('a round without a wizard takes OP and VP, with TP from the event preset', async () => {
    const pairings = await lockedEvent('auto-accept', '');
    const table = pairings[0]!.table;
    const { a, b } = await phonesOf(pairings[0]!);
    // ITS S11 · Keeping Score: a margin of 5 OP or more is a Total Victory, 3 TP to 0.
    const sent = await a.ok('reports.submit', { round: 1, table, op: [7, 2], vp: [210, 80] });
    expect(sent.tp).toEqual([3, 0]);
    await b.ok('reports.confirm', { round: 1, table });
    expect((await tableOf(table)).result).toMatchObject({ op: [7, 2], vp: [210, 80], tp: [3, 0] });
  });
});
