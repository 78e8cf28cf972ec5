import { describe, expect, it } from 'vitest';
import type { GameEventInput } from '../../../shared/api/tables';
import { GameEventSchema } from '../../../shared/api/tables';
import { createSetup, createTable, replay, stepsOf, transition } from './tableMachine';
import { baseOptions, lieutenant, list, trooper } from './testLists';
import type { GameEffect, GameOptions, TableState } from './types';
import { tableView } from './view';
import type { ArmyList } from '../army/model';
import { accepted, refusal, said } from '../testing/ruled';
import type { Ruled } from '../problem';

const ev = (e: GameEventInput) => GameEventSchema.parse(e);
const advance = ev({ type: 'advance' });
const times = (n: number) => Array.from({ length: n }, () => advance);

function start(a: ArmyList, b: ArmyList, options: Partial<GameOptions> = {}): TableState {
  return createTable(accepted(createSetup({ a, b }, { ...baseOptions, ...options })));
}

function run(state: TableState, events: GameEventInput[]): { state: TableState; effects: GameEffect[] } {
  const all: GameEffect[] = [];
  let s = state;
  for (const e of events) {
    const r = accepted(transition(s, ev(e)));
    s = r.state;
    all.push(...r.effects);
  }
  return { state: s, effects: all };
}

/** The machine's refusal, its message as English words it. */
function rulesError(result: Ruled<unknown>): { kind: string; message: string } {
  const problem = refusal(result);
  return { kind: problem.kind, message: said(problem) };
}

/** Player A, 300 points: two Combat Groups. */
const listA = list('A1', 'pa', 300, [
  {
    number: 1,
    troopers: [
      lieutenant('a-lt', 30),
      trooper('a-hvy', 60, { troopType: 'HI' }),
      trooper('a-tag', 90, { troopType: 'TAG' }),
      trooper('a-r1', 15),
      trooper('a-r2', 15),
      trooper('a-ab', 40, { skills: { airborneDeployment: true } }),
      trooper('a-ika', 9, { skills: { baggage: true } }),
    ],
  },
  {
    number: 2,
    troopers: [trooper('a-irr', 11, { training: 'irregular' }), trooper('a-vet', 30, { skills: { veteran: true } })],
  },
]);

/** Player B, 300 points: one Combat Group. */
const listB = list('B1', 'pb', 300, [
  {
    number: 1,
    troopers: [
      lieutenant('b-lt', 25),
      trooper('b-hd', 35, { skills: { hiddenDeployment: true } }),
      trooper('b-mi', 40, { troopType: 'MI' }),
      trooper('b-hi', 70, { troopType: 'HI' }),
      trooper('b-r1', 20),
      trooper('b-r2', 20),
      trooper('b-exrah', 30, { skills: { exrah: true } }),
      trooper('b-cour', 30, { skills: { courage: true } }),
      trooper('b-imp', 30, { training: 'irregular', impetuous: 'impetuous' }),
    ],
  },
]);

describe('turn structure (N4 · Game Sequence)', () => {
  it('runs the Tactical Phase steps in order, with Request Reinforcements only with the extra', () => {
    expect(stepsOf({ reinforcements: false })).toEqual([
      'executive',
      'retreat-check',
      'lol-check',
      'order-count',
      'impetuous',
      'orders',
      'states',
      'end-of-turn',
    ]);
    expect(stepsOf({ reinforcements: true }).slice(0, 3)).toEqual(['executive', 'reinforcements', 'retreat-check']);
  });

  it('plays three Game Rounds of two Player Turns, then ends', () => {
    let s = run(start(listA, listB), [{ type: 'start-game', firstPlayer: 'b' }]).state;
    const seen: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      seen.push(`${s.gameRound}${tableView(s, { round: 1, table: 1 }, 0).activeSide}`);
      s = run(s, times(8)).state;
    }
    expect(seen).toEqual(['1b', '1a', '2b', '2a', '3b', '3a']);
    expect(s.phase).toBe('ended');
    expect(s.end?.reason).toBe('rounds-complete');
  });

  it('does not change the state it was given', () => {
    const s0 = run(start(listA, listB), [{ type: 'start-game', firstPlayer: 'a' }]).state;
    const copy = structuredClone(s0);
    accepted(transition(s0, ev({ type: 'set-status', side: 'a', trooper: 'a-r1', status: 'dead' })));
    expect(s0).toEqual(copy);
  });
});

describe('the full game replayed from deployment to the end', () => {
  // Worked by hand; see the comments for each turn's expected checks.
  const events: GameEventInput[] = [
    // Deployment: a-ab held back (Airborne Deployment), b-hd in Hidden Deployment; a-r2 as a marker.
    { type: 'set-status', side: 'a', trooper: 'a-r2', status: 'marker' },
    { type: 'start-game', firstPlayer: 'a' },
    // Round 1, turn 1 (A). Order Count: group 1 = a-lt, a-hvy, a-tag, a-r1, a-r2, a-ika → 6 Regular,
    // Lieutenant 1, Tactical 1 (TAG by ATS); group 2 = a-vet Regular 1, a-irr Irregular.
    ...times(3),
    // B (second player) removes 2 Regular Orders from group 1: 6 → 4.
    { type: 'strategic-order-removal', groups: [1, 1] },
    ...times(2), // impetuous → orders
    { type: 'set-status', side: 'b', trooper: 'b-mi', status: 'dead' },
    { type: 'set-status', side: 'b', trooper: 'b-exrah', status: 'unconscious' }, // Exrah → Dead
    { type: 'set-status', side: 'b', trooper: 'b-r1', status: 'unconscious' },
    ...times(3), // states → end of turn → B's turn
  ];
  // Round 1, turn 2 (B). Survivors 300 − 40 − 30 − 20 = 210 > 75: no Retreat!.
  const r1t2: GameEventInput[] = [
    ...times(5), // executive → retreat → lol → order count → impetuous → orders
    { type: 'set-status', side: 'a', trooper: 'a-tag', status: 'dead' },
    { type: 'set-status', side: 'a', trooper: 'a-lt', status: 'dead' },
    { type: 'set-status', side: 'a', trooper: 'a-ika', status: 'unconscious' },
    { type: 'set-status', side: 'a', trooper: 'a-r1', status: 'dead' },
    ...times(3), // states → end of turn → round 2
  ];
  // Round 2, turn 1 (A). Survivors: a-hvy 60 + a-r2 15 + a-ab 40 (not deployed) + a-irr 11 + a-vet 30 = 156.
  // Lieutenant dead → Loss of Lieutenant; a new one is appointed at the end of the turn.
  const r2t1: GameEventInput[] = [
    ...times(5),
    { type: 'set-status', side: 'a', trooper: 'a-ab', status: 'model' },
    { type: 'set-status', side: 'b', trooper: 'b-hi', status: 'dead' },
    { type: 'set-status', side: 'b', trooper: 'b-r2', status: 'dead' },
    { type: 'set-status', side: 'b', trooper: 'b-hd', status: 'model' },
    ...times(2),
    { type: 'appoint-lieutenant', trooper: 'a-hvy' },
    advance,
  ];
  // Round 2, turn 2 (B): survivors 25 + 35 + 30 + 30 = 120 (b-r1 Unconscious).
  const r2t2: GameEventInput[] = [
    ...times(5),
    { type: 'set-status', side: 'a', trooper: 'a-hvy', status: 'dead' },
    { type: 'set-status', side: 'a', trooper: 'a-vet', status: 'unconscious' },
    { type: 'set-status', side: 'b', trooper: 'b-r1', status: 'model' },
    ...times(3),
  ];
  // Round 3, turn 1 (A): survivors a-r2 15 + a-ab 40 + a-irr 11 = 66 ≤ 75 → Retreat!.
  const r3t1: GameEventInput[] = [
    advance, // executive → retreat-check
  ];
  const r3t1rest: GameEventInput[] = [
    advance, // lol-check
    advance, // order-count
    advance, // impetuous → skipped to orders
    { type: 'ignore-retreat', trooper: 'a-ab' },
    { type: 'set-status', side: 'a', trooper: 'a-r2', status: 'evacuated' },
    ...times(3), // states → end of turn → B's turn
  ];
  const r3t2: GameEventInput[] = [
    ...times(5),
    { type: 'set-status', side: 'a', trooper: 'a-irr', status: 'dead' },
    ...times(3),
  ];

  it('tracks every check and ends with the hand-computed Victory Points and killed points', () => {
    let s = start(listA, listB);
    let r = run(s, events);
    s = r.state;
    expect(r.effects).toContainEqual({ type: 'exrah-dead', side: 'b', trooper: 'b-exrah' });
    expect(r.effects).toContainEqual({ type: 'orders-removed', side: 'a', groups: [1, 1] });
    const r1Orders = r.effects.find((e) => e.type === 'orders-counted' && e.side === 'a');
    expect(r1Orders).toMatchObject({
      groups: [
        { group: 1, regular: 6, lieutenant: 1, tactical: ['a-tag'], irregular: [] },
        { group: 2, regular: 1, irregular: ['a-irr'] },
      ],
    });
    // B's first turn (below): group 1 = b-lt, b-hi, b-r2, b-cour Regular (4), b-imp Irregular and
    // Impetuous, b-hd hidden gives none; Lieutenant 1.
    const bOrders = r.effects.find((e) => e.type === 'orders-counted' && e.side === 'b');
    expect(s.gameRound).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.step).toBe('executive');

    r = run(s, r1t2);
    s = r.state;
    expect(bOrders).toBeUndefined();
    expect(r.effects.find((e) => e.type === 'orders-counted' && e.side === 'b')).toMatchObject({
      groups: [{ group: 1, regular: 4, irregular: ['b-imp'], impetuous: ['b-imp'], lieutenant: 1 }],
    });
    expect(s.gameRound).toBe(2);

    r = run(s, r2t1);
    s = r.state;
    expect(r.effects).toContainEqual({ type: 'loss-of-lieutenant', side: 'a', cause: 'no-lieutenant' });
    const a2 = r.effects.find((e) => e.type === 'orders-counted' && e.side === 'a');
    // Loss of Lieutenant: a-hvy and a-r2 Irregular, a-vet (Veteran) Regular; no Lieutenant Order,
    // no Tactical Order (the TAG is dead); a-ab not deployed yet.
    expect(a2).toMatchObject({
      groups: [
        { group: 1, regular: 0, lieutenant: 0, tactical: [], irregular: ['a-hvy', 'a-r2'] },
        { group: 2, regular: 1, irregular: ['a-irr'] },
      ],
    });
    expect(r.effects).toContainEqual({ type: 'lieutenant-appointed', side: 'a', trooper: 'a-hvy' });
    expect(s.armies.a.lossOfLieutenant).toBe(false);

    s = run(s, r2t2).state;
    expect(s.gameRound).toBe(3);

    r = run(s, r3t1);
    s = r.state;
    expect(r.effects).toContainEqual({ type: 'retreat-started', side: 'a', survivorsCost: 66, threshold: 75 });
    const view = tableView(s, { round: 1, table: 1 }, 0);
    // Markers on survivors on the table, except the exempt: a-ab (model), a-r2 (marker), a-irr.
    const marked = view.armies.a.troopers.filter((t) => t.chart.retreatMarker).map((t) => t.id);
    expect(marked.sort()).toEqual(['a-ab', 'a-irr', 'a-r2']);
    expect(view.armies.a.retreatLimits).toEqual([
      'Short Movement Skills',
      'Cautious Movement',
      'Change Facing',
      'Dodge',
      'Reset',
    ]);
    expect(view.armies.b.retreatLimits).toEqual([]);

    r = run(s, r3t1rest);
    s = r.state;
    expect(r.effects).toContainEqual({ type: 'loss-of-lieutenant', side: 'a', cause: 'retreat' });
    expect(r.effects).toContainEqual({ type: 'impetuous-skipped', side: 'a' });
    expect(r.effects).toContainEqual({ type: 'retreat-ignored', side: 'a', trooper: 'a-ab' });
    const v2 = tableView(s, { round: 1, table: 1 }, 0);
    expect(v2.armies.a.troopers.find((t) => t.id === 'a-ab')?.chart.retreatMarker).toBe(false);

    r = run(s, r3t2);
    s = r.state;
    expect(s.phase).toBe('ended');
    const over = r.effects.find((e) => e.type === 'game-over');
    expect(over).toMatchObject({ reason: 'rounds-complete' });

    // A: survived a-ab 40, evacuated a-r2 15 → 55 VP. Lost: a-lt 30, a-hvy 60, a-tag 90, a-r1 15,
    //    a-ika 9 (Null: Baggage not counted), a-irr 11, a-vet 30 → 245.
    // B: survived b-lt 25, b-hd 35, b-r1 20, b-cour 30, b-imp 30 → 140 VP. Lost: b-mi 40,
    //    b-exrah 30, b-hi 70, b-r2 20 → 160.
    const tally = tableView(s, { round: 1, table: 1 }, 0).tally;
    expect(tally.a).toMatchObject({ playerId: 'pa', victoryPoints: 55, pointsLost: 245, killedPoints: 160 });
    expect(tally.b).toMatchObject({ playerId: 'pb', victoryPoints: 140, pointsLost: 160, killedPoints: 245 });
    expect(tally.facts).toEqual({
      a: { survivingPoints: 55, killedPoints: 160, notDeployedPoints: 0 },
      b: { survivingPoints: 140, killedPoints: 245, notDeployedPoints: 0 },
    });
    expect(over).toMatchObject({ tally });

    // Replaying the whole record gives the same end.
    const all = [...events, ...r1t2, ...r2t1, ...r2t2, ...r3t1, ...r3t1rest, ...r3t2].map(ev);
    expect(accepted(replay(start(listA, listB), all)).state).toEqual(s);
  });
});

describe('Retreat! in play', () => {
  const small = list('S', 'ps', 100, [
    {
      number: 1,
      troopers: [lieutenant('s-lt', 30), trooper('s-r1', 30), trooper('s-r2', 25), trooper('s-r3', 15)],
    },
  ]);
  const foe = list('F', 'pf', 100, [{ number: 1, troopers: [lieutenant('f-lt', 50), trooper('f-r', 50)] }]);

  // 100 points: threshold 25. Killing s-lt, s-r1 and s-r2 leaves 15 → Retreat!.
  const wreck: GameEventInput[] = [
    { type: 'start-game', firstPlayer: 'b' },
    { type: 'set-status', side: 'a', trooper: 's-lt', status: 'dead' },
    { type: 'set-status', side: 'a', trooper: 's-r1', status: 'dead' },
    { type: 'set-status', side: 'a', trooper: 's-r2', status: 'unconscious' },
    ...times(8), // B's turn ends; A's turn starts at the executive step
  ];

  it('is cancelled above the threshold, and with it Loss of Lieutenant when a Lieutenant remains', () => {
    let { state: s, effects } = run(start(small, foe), [...wreck, ...times(2)]);
    expect(effects).toContainEqual({ type: 'retreat-started', side: 'a', survivorsCost: 15, threshold: 25 });
    // No new Lieutenant may be named while in Retreat!.
    s = run(s, times(4)).state; // order count → orders (Impetuous skipped) → states → end of turn
    expect(rulesError(transition(s, ev({ type: 'appoint-lieutenant', trooper: 's-r3' }))).message).toMatch(
      /Retreat! and cannot name a new Lieutenant/,
    );
    // B's turn: a Doctor brings s-r2 back (15 + 25 = 40 > 25) and s-lt... stays dead.
    s = run(s, [
      advance,
      ...times(5),
      { type: 'set-status', side: 'a', trooper: 's-r2', status: 'model' },
      ...times(3),
    ]).state;
    effects = run(s, times(3)).effects; // A: executive → retreat → lol
    expect(effects).toContainEqual({ type: 'retreat-cancelled', side: 'a', survivorsCost: 40, threshold: 25 });
    // The Lieutenant is dead: Loss of Lieutenant stays (cause changes from Retreat! to no Lieutenant).
    const after = run(s, times(3)).state;
    expect(after.armies.a.retreat).toBe(false);
    expect(after.armies.a.lossOfLieutenant).toBe(true);
  });

  it('cancels Loss of Lieutenant with Retreat! when the Lieutenant is back', () => {
    const events: GameEventInput[] = [
      { type: 'start-game', firstPlayer: 'b' },
      { type: 'set-status', side: 'a', trooper: 's-lt', status: 'unconscious' },
      { type: 'set-status', side: 'a', trooper: 's-r1', status: 'dead' },
      { type: 'set-status', side: 'a', trooper: 's-r2', status: 'dead' },
      ...times(8),
      ...times(3), // A: Retreat! (15 ≤ 25), Loss of Lieutenant, Order Count
      ...times(4), // orders (Impetuous skipped), states, end of turn (no appointment in Retreat!), B's turn
      ...times(5), // B: to Orders
      { type: 'set-status', side: 'a', trooper: 's-lt', status: 'model' }, // healed: 45 > 25
      ...times(3),
    ];
    const before = run(start(small, foe), events).state;
    expect(before.armies.a.retreat).toBe(true);
    expect(before.armies.a.lossOfLieutenant).toBe(true);
    const { state: s, effects } = run(before, times(3));
    expect(effects).toContainEqual({ type: 'retreat-cancelled', side: 'a', survivorsCost: 45, threshold: 25 });
    expect(effects).toContainEqual({ type: 'loss-of-lieutenant-cancelled', side: 'a' });
    expect(s.armies.a.lossOfLieutenant).toBe(false);
  });

  it('ends the game at the end of the turn begun in Retreat! where the scenario says so', () => {
    const { state: s, effects } = run(start(small, foe, { retreatEndsGame: true }), [...wreck, ...times(2)]);
    expect(effects).toContainEqual({ type: 'game-ends-this-turn', side: 'a' });
    expect(s.phase).toBe('playing');
    const end = run(s, times(5)); // order count, orders, states, end of turn, game over
    expect(end.state.phase).toBe('ended');
    expect(end.state.end).toMatchObject({ reason: 'retreat-turn', side: 'a', gameRound: 1 });
  });

  it('is not applied in a No Quarter scenario', () => {
    const { state: s, effects } = run(start(small, foe, { noQuarter: true }), [...wreck, ...times(2)]);
    expect(effects.some((e) => e.type === 'retreat-started')).toBe(false);
    expect(s.armies.a.retreat).toBe(false);
  });

  it('ends the battle when the army in Retreat! has lost or evacuated every trooper', () => {
    let s = run(start(small, foe), [...wreck, ...times(5)]).state; // A in Retreat!, Orders Phase
    s = run(s, [{ type: 'set-status', side: 'a', trooper: 's-r3', status: 'evacuated' }]).state;
    // s-lt dead, s-r1 dead, s-r2 Unconscious, s-r3 evacuated → all lost or evacuated.
    expect(s.end).toMatchObject({ reason: 'retreat-all-lost', side: 'a' });
  });

  it('allows evacuation only in Retreat!', () => {
    const s = run(start(small, foe), [{ type: 'start-game', firstPlayer: 'a' }]).state;
    expect(
      rulesError(transition(s, ev({ type: 'set-status', side: 'a', trooper: 's-r3', status: 'evacuated' }))).message,
    ).toMatch(/only leave the table as a survivor while its army is in Retreat!/);
  });
});

describe('Strategic Use of Command Tokens (ITS S11)', () => {
  const toCount: GameEventInput[] = [{ type: 'start-game', firstPlayer: 'b' }, ...times(3)];

  it('spares a list with a single Combat Group (Reduced Combat Groups)', () => {
    const s = run(start(listA, listB), toCount).state; // B (one group) counts its Orders
    expect(rulesError(transition(s, ev({ type: 'strategic-order-removal', groups: [1, 1] }))).message).toMatch(
      /Reduced Combat Groups/,
    );
  });

  it('is not allowed with Limited Insertion', () => {
    const s = run(start(listB, listA, { limitedInsertion: true }), [
      { type: 'start-game', firstPlayer: 'b' },
      ...times(3),
    ]).state;
    expect(rulesError(transition(s, ev({ type: 'strategic-order-removal', groups: [1, 2] }))).message).toMatch(
      /Limited Insertion/,
    );
  });

  it('only in the first turn of the game', () => {
    const s = run(start(listB, listA), [{ type: 'start-game', firstPlayer: 'a' }, ...times(8), ...times(3)]).state;
    expect(rulesError(transition(s, ev({ type: 'strategic-order-removal', groups: [1, 1] }))).message).toMatch(
      /first player’s first turn/,
    );
  });
});

describe('Reinforcements (N4)', () => {
  const main = [
    lieutenant('m-lt', 40),
    trooper('m-com', 20, { skills: { commlink: 0 } }),
    trooper('m-a', 50),
    trooper('m-b', 60),
    trooper('m-c', 80),
  ]; // 250
  const reinf = [
    trooper('r-a', 40, { skills: { reinforcement: true } }),
    trooper('r-b', 60, { skills: { reinforcement: true } }),
  ];
  const rl = list('R', 'pr', 350, [
    { number: 1, troopers: main },
    { number: 2, reinforcement: true, troopers: reinf },
  ]);
  const other = list('O', 'po', 350, [
    { number: 1, troopers: [lieutenant('o-lt', 50), trooper('o-a', 200)] },
    { number: 2, reinforcement: true, troopers: [trooper('o-r', 100, { skills: { reinforcement: true } })] },
  ]);
  const opts = { reinforcements: true };

  it('refuses to deploy Reinforcement troopers at deployment', () => {
    const s = start(rl, other, opts);
    expect(
      rulesError(transition(s, ev({ type: 'set-status', side: 'a', trooper: 'r-a', status: 'model' }))).message,
    ).toMatch(/Request Reinforcements/);
  });

  it('allows the request at 250 VP or less in a 350-point game, and deploys the whole section at once', () => {
    // 350 VP at the start: 350 > 250, refused in round 1.
    let s = run(start(rl, other, opts), [{ type: 'start-game', firstPlayer: 'a' }, advance]).state;
    expect(s.step).toBe('reinforcements');
    expect(rulesError(transition(s, ev({ type: 'request-reinforcements' }))).message).toMatch(/above 250/);
    // Lose m-c (80) and m-com (20): 250 VP → allowed. The Commlink may join group 2 even though it is dead.
    s = run(s, [
      ...times(5), // retreat → lol → order count → impetuous → orders
      { type: 'set-status', side: 'a', trooper: 'm-c', status: 'dead' },
      { type: 'set-status', side: 'a', trooper: 'm-com', status: 'dead' },
      ...times(3), // states → end of turn → B's turn
      ...times(9), // B's whole turn (nine steps with Request Reinforcements)
      advance, // A: Request Reinforcements step
    ]).state;
    const r = accepted(transition(s, ev({ type: 'request-reinforcements', commlinkGroup: 2, markers: ['r-b'] })));
    expect(r.effects).toContainEqual({ type: 'reinforcements-deployed', side: 'a', troopers: ['r-a', 'r-b'] });
    expect(r.state.armies.a.troopers['r-a']?.status).toBe('model');
    expect(r.state.armies.a.troopers['r-b']?.status).toBe('marker');
    expect(r.state.armies.a.troopers['m-com']?.group).toBe(2);
    expect(rulesError(transition(r.state, ev({ type: 'request-reinforcements' }))).message).toMatch(
      /already on the table/,
    );
  });

  it('uses the Reinforcements Retreat! threshold (350 → 88)', () => {
    // Kill 250 of the Main section: survivors = 100 (undeployed Reinforcements) > 88, no Retreat!.
    // Then kill m-lt too is already counted; kill... survivors stay 100 → not in Retreat!.
    const s = run(start(rl, other, opts), [
      { type: 'start-game', firstPlayer: 'b' },
      ...['m-lt', 'm-com', 'm-a', 'm-b', 'm-c'].map((id): GameEventInput => ({
        type: 'set-status',
        side: 'a',
        trooper: id,
        status: 'dead',
      })),
      ...times(8),
      ...times(3),
    ]).state;
    expect(tableView(s, { round: 1, table: 1 }, 0).armies.a).toMatchObject({
      survivorsCost: 100,
      retreatThreshold: 88,
      retreat: false,
    });
  });

  it('allows the request in the third Game Round whatever the Victory Points', () => {
    const s = run(start(rl, other, opts), [{ type: 'start-game', firstPlayer: 'a' }, ...times(9 * 4), advance]).state;
    expect(s.gameRound).toBe(3);
    expect(s.step).toBe('reinforcements');
    expect(accepted(transition(s, ev({ type: 'request-reinforcements' }))).effects[0]).toMatchObject({
      type: 'reinforcements-deployed',
    });
  });
});

describe('end-of-game killing rules', () => {
  it('counts troopers never deployed as killed by the adversary; Hidden Deployment troopers survive', () => {
    const a = list('KA', 'pa', 100, [
      {
        number: 1,
        troopers: [
          lieutenant('k-lt', 40),
          trooper('k-ab', 35, { skills: { airborneDeployment: true } }),
          trooper('k-hd', 25, { skills: { hiddenDeployment: true } }),
        ],
      },
    ]);
    const b = list('KB', 'pb', 100, [{ number: 1, troopers: [lieutenant('kb-lt', 100)] }]);
    const s = run(start(a, b), [
      { type: 'start-game', firstPlayer: 'a' },
      { type: 'end-game', note: 'time' },
    ]).state;
    const tally = tableView(s, { round: 1, table: 1 }, 0).tally;
    // A: k-lt 40 + k-hd 25 = 65 VP; k-ab 35 never landed → B killed 35.
    expect(tally.a).toMatchObject({ victoryPoints: 65, pointsLost: 35 });
    expect(tally.b).toMatchObject({ victoryPoints: 100, killedPoints: 35 });
    // The scoring wizard's Killing facts keep the never-deployed points apart.
    expect(tally.facts).toEqual({
      a: { survivingPoints: 65, killedPoints: 0, notDeployedPoints: 35 },
      b: { survivingPoints: 100, killedPoints: 0, notDeployedPoints: 0 },
    });
    expect(s.end).toMatchObject({ reason: 'referee', note: 'time' });
  });

  it('counts a Shasvastii-Embryo as killed at the end', () => {
    const a = list('SA', 'pa', 100, [
      {
        number: 1,
        troopers: [lieutenant('sh-lt', 60), trooper('sh', 40, { skills: { shasvastii: true } })],
      },
    ]);
    const b = list('SB', 'pb', 100, [{ number: 1, troopers: [lieutenant('x', 100)] }]);
    const s = run(start(a, b), [
      { type: 'start-game', firstPlayer: 'a' },
      { type: 'set-status', side: 'a', trooper: 'sh', status: 'embryo' },
      { type: 'end-game' },
    ]).state;
    expect(tableView(s, { round: 1, table: 1 }, 0).tally.b.killedPoints).toBe(40);
  });
});

describe('DataTracker (ITS S11)', () => {
  const withDt = { dataTracker: true, dataTrackerOrder: true };
  it('must be a Regular, non-REM model on the table, named before the game starts', () => {
    const a = list('DA', 'pa', 100, [
      {
        number: 1,
        troopers: [
          lieutenant('d-lt', 30),
          trooper('d-irr', 20, { training: 'irregular' }),
          trooper('d-rem', 20, { troopType: 'REM' }),
          trooper('d-ok', 30),
        ],
      },
    ]);
    let s = start(a, listB, withDt);
    s = run(s, [{ type: 'set-status', side: 'a', trooper: 'd-ok', status: 'marker' }]).state;
    expect(rulesError(transition(s, ev({ type: 'choose-datatracker', side: 'a', trooper: 'd-irr' }))).message).toMatch(
      /Irregular/,
    );
    expect(rulesError(transition(s, ev({ type: 'choose-datatracker', side: 'a', trooper: 'd-rem' }))).message).toMatch(
      /REM/,
    );
    expect(rulesError(transition(s, ev({ type: 'choose-datatracker', side: 'a', trooper: 'd-ok' }))).message).toMatch(
      /as a model/,
    );
    s = run(s, [
      { type: 'set-status', side: 'a', trooper: 'd-ok', status: 'model' },
      { type: 'choose-datatracker', side: 'a', trooper: 'd-ok' },
    ]).state;
    expect(rulesError(transition(s, ev({ type: 'start-game', firstPlayer: 'a' }))).message).toMatch(
      /Player B must name/,
    );
    s = run(s, [
      { type: 'choose-datatracker', side: 'b', trooper: 'b-r1' },
      { type: 'start-game', firstPlayer: 'a' },
      ...times(3),
    ]).state;
    // a: d-lt, d-ok, d-rem Regular (3), d-irr Irregular, Lieutenant 1, DataTracker 1.
    expect(s.orders?.groups[0]).toMatchObject({ regular: 3, irregular: ['d-irr'], lieutenant: 1, dataTracker: 1 });
  });
});

describe('Loss of Lieutenant (N4)', () => {
  it('requires a new Lieutenant at the end of the turn, chosen among Regular non-REM troopers', () => {
    const a = list('LA', 'pa', 100, [
      {
        number: 1,
        troopers: [lieutenant('l-lt', 30), trooper('l-irr', 20, { training: 'irregular' }), trooper('l-ok', 50)],
      },
    ]);
    let s = run(start(a, listB), [
      { type: 'start-game', firstPlayer: 'a' },
      { type: 'set-condition', side: 'a', trooper: 'l-lt', condition: 'isolated', value: true },
      advance, // retreat check
    ]).state;
    const lol = accepted(transition(s, advance));
    expect(lol.effects).toContainEqual({ type: 'loss-of-lieutenant', side: 'a', cause: 'lieutenant-isolated' });
    s = run(lol.state, times(5)).state; // order count, impetuous, orders, states, end of turn
    expect(rulesError(transition(s, advance)).message).toMatch(/must appoint a new Lieutenant/);
    expect(rulesError(transition(s, ev({ type: 'appoint-lieutenant', trooper: 'l-irr' }))).message).toMatch(
      /cannot be appointed/,
    );
    s = run(s, [{ type: 'appoint-lieutenant', trooper: 'l-ok' }, advance]).state;
    expect(s.armies.a.lieutenantId).toBe('l-ok');
    expect(s.turn).toBe(1);
  });
});

describe('replay', () => {
  it('names the recorded event that no longer applies', () => {
    const events = [ev({ type: 'advance' })];
    const refused = rulesError(replay(start(listA, listB), events));
    expect(refused.kind).toBe('violation');
    expect(refused.message).toMatch(/Recorded step 1 no longer applies/);
  });

  it('returns the effects of the last event only', () => {
    const r = accepted(replay(start(listA, listB), [ev({ type: 'start-game', firstPlayer: 'a' }), advance]));
    expect(r.effects).toEqual([]);
    expect(r.state.step).toBe('retreat-check');
  });
});
