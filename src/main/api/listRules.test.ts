/**
 * The list rules that follow the texts (ITS S11, reinforcements-n4.txt, retreat-n3.txt), through
 * the real API. Every expected figure is worked by hand in the comment beside it.
 */
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlayerSchema, RoundSchema } from '../../shared/model';
import { inventedLibrary, savedFiles } from '../catalog/testing';
import { encodeArmyCode } from '../../core/rules/army/armyCode';
import type { TestContext } from './testing';
import { createTestContext } from './testing';

let t: TestContext;
beforeEach(() => {
  t = createTestContext();
});

async function installLibrary(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-ref-saved-'));
  for (const f of savedFiles(inventedLibrary())) await fs.writeFile(path.join(dir, f.name), f.data);
  await t.ok('catalogs.importLibrary', { path: dir });
}

const code = (
  pointsLimit: number,
  groups: { number: number; reinforcement?: boolean; members: [number, number][] }[],
) =>
  encodeArmyCode(
    {
      sectorialId: 901,
      slug: 'invented-concord',
      name: 'Rules list',
      pointsLimit,
      groups: groups.map((g) => ({
        number: g.number,
        reinforcement: g.reinforcement ?? false,
        members: g.members.map(([unit, option]) => ({ unit, group: 1, option })),
      })),
    },
    'b',
  );

/** The invented Lieutenant (unit 1001, option 2) and Signal Sergeant with a Commlink (1002). */
const LEADERS: [number, number][] = [
  [1001, 2],
  [1002, 1],
];

const issueCodes = (view: { issues: { code: string }[] }) => view.issues.map((i) => i.code);

describe('Reinforcements by the Unit Profile name (reinforcements-n4.txt)', () => {
  // "A Reinforcements Section can only be made up of Troopers whose Unit Profile name includes
  // Reinforcements (Reinf.)" and such troopers "cannot be included in the Main Section".
  const REINF = { extras: { reinforcements: true }, armyPoints: 350 as const };

  it('from a code: Hailstorm Trooper (Reinf.) in the Main Section is refused, in the Reinforcement Section accepted', async () => {
    await installLibrary();
    await t.newEvent(REINF);
    const { player } = await t.ok('players.add', { name: 'Ana Ortiz' });
    // Main: Lieutenant 10 + Signal Sergeant (Commlink) 18 + Hailstorm 22 = 50 points, all in Main.
    const wrong = await t.ok('lists.importCode', {
      playerId: player.id,
      code: code(350, [{ number: 1, members: [...LEADERS, [1006, 1]] }]),
    });
    expect(issueCodes(wrong.view)).toEqual(['reinf-section-missing', 'reinf-unit-in-main']);
    // Main 10 + 18 = 28 ≤ 250; Reinforcement Section 22 ≤ 100, 0 SWC ≤ 2: valid.
    const right = await t.ok('lists.importCode', {
      playerId: player.id,
      code: code(350, [
        { number: 1, members: LEADERS },
        { number: 2, reinforcement: true, members: [[1006, 1]] },
      ]),
    });
    expect(right.view.issues).toEqual([]);
    expect(right.view.list.groups[1]?.troopers[0]).toMatchObject({ name: 'Hailstorm Trooper (Reinf.)', cost: 22 });
  });

  it('from pasted rows and typed by hand alike, whatever the skills say', async () => {
    await t.newEvent(REINF);
    const { player } = await t.ok('players.add', { name: 'Bo Lind' });
    const pasted = await t.ok('lists.importCsv', {
      playerId: player.id,
      text: [
        'name,cost,swc,group,skills',
        'Captain,10,0,1,Lieutenant',
        'Signaller,18,0,1,Commlink',
        'Drop Lancer (Reinf.),25,0,1,',
        'Gate Guard,12,0,R1,Reinf.',
      ].join('\n'),
    });
    expect(issueCodes(pasted.view)).toEqual(['reinf-unit-in-main', 'reinf-section-non-reinf-unit']);
    expect(pasted.notes.map((n) => n.message)).toContain(
      'line 5: "Reinf." in the skills is not read: a trooper is a Reinforcements unit when its name says "Reinf." (N4 · Reinforcements).',
    );

    const byHand = await t.ok('lists.add', {
      playerId: player.id,
      groups: [
        {
          number: 1,
          troopers: [
            { name: 'Captain', cost: 10, skills: { lieutenant: true } },
            { name: 'Signaller', cost: 18, skills: { commlink: 0 } },
          ],
        },
        {
          number: 2,
          reinforcement: true,
          troopers: [{ name: 'Gate Guard', cost: 12, skills: { reinforcement: true } }],
        },
      ],
    });
    expect(issueCodes(byHand.view)).toEqual(['reinf-section-non-reinf-unit']);
    expect(byHand.view.list.groups[1]?.troopers[0]?.skills.reinforcement).toBe(false);
  });
});

describe("Commlink's extra troopers (reinforcements-n4.txt · Commlink)", () => {
  it('counts only with the Reinforcements extra; without it the Commlink trooper is flagged', async () => {
    await installLibrary();
    await t.newEvent({ tier: 'mid' });
    const { player } = await t.ok('players.add', { name: 'Ana Ortiz' });
    // 16 troopers: Lieutenant + Signal Sergeant (Commlink +2) + 14 Warden Riflemen.
    // Points 10 + 18 + 14 × 10 = 168 ≤ 300. Without the extra the limit is 15, not 15 + 2.
    const members: [number, number][] = [...LEADERS, ...Array.from({ length: 14 }, (): [number, number] => [1001, 1])];
    const imported = await t.ok('lists.importCode', { playerId: player.id, code: code(300, [{ number: 1, members }]) });
    expect(imported.view.totals).toMatchObject({ troopers: 16, points: 168, maxTroopers: 15 });
    expect(issueCodes(imported.view)).toEqual(['commlink-without-reinforcements', 'troopers-over']);
    expect(imported.view.issues[0]?.severity).toBe('error');
  });
});

describe('one army, whatever identifies it (ITS S11 · Army Lists)', () => {
  it('a list from a code (id) and one typed by hand (slug or name) of the same army are one army', async () => {
    await installLibrary();
    await t.newEvent({ tier: 'mid' });
    const { player } = await t.ok('players.add', { name: 'Ana Ortiz' });
    await t.ok('lists.importCode', { playerId: player.id, code: code(300, [{ number: 1, members: [[1001, 2]] }]) });
    const typed = await t.ok('lists.add', { playerId: player.id, army: { name: 'Invented Concord' } });
    const same = await t.ok('lists.validate', { playerId: player.id });
    expect(same.players[0]?.issues).toEqual([]);

    await t.ok('lists.update', { listId: typed.view.list.id, army: { name: 'Invented Syndicate' } });
    const other = await t.ok('lists.validate', { playerId: player.id });
    expect(other.players[0]?.issues.map((i) => i.code)).toEqual(['lists-different-armies']);
  });
});

describe('Army Points per event', () => {
  it.each([
    // Points, SWC (one per 50 points, as the tiers), Retreat! threshold (25 %, rounded up).
    [150, 3, 38], // 150 / 4 = 37.5 → 38
    [250, 5, 63], // 62.5 → 63 (reinforcements-n4.txt table: 250 → 63)
    [350, 7, 88], // 87.5 → 88 (reinforcements-n4.txt table: 350 → 88)
  ] as const)(
    '%i points: lists get %i SWC and validation follows them; Retreat! at %i',
    async (points, swc, threshold) => {
      await t.newEvent({ tier: 'mid', armyPoints: points });
      await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.arrange' }, (draft) => {
        draft.players.push(PlayerSchema.parse({ id: 'p1', name: 'Ana' }), PlayerSchema.parse({ id: 'p2', name: 'Bo' }));
        draft.rounds.push(RoundSchema.parse({ number: 1, tier: 'mid', pairings: [{ table: 1, a: 'p1', b: 'p2' }] }));
        return { result: undefined, summary: 'arrange' };
      });
      const lt = { name: 'Captain', cost: 10, skills: { lieutenant: true } };
      const a = await t.ok('lists.add', { playerId: 'p1', groups: [{ number: 1, troopers: [lt] }] });
      expect(a.view.list).toMatchObject({ pointsLimit: points, swc });
      expect(a.view.limits).toEqual({ points, swc });
      expect(a.view.valid).toBe(true);
      // One point over the event's points is refused.
      const over = await t.ok('lists.add', {
        playerId: 'p2',
        groups: [{ number: 1, troopers: [lt, { name: 'Heavy', cost: points - 9, swc: 0 }] }],
      });
      expect(issueCodes(over.view)).toEqual(['points-over']);
      await t.ok('lists.remove', { listId: over.view.list.id });
      await t.ok('lists.add', { playerId: 'p2', groups: [{ number: 1, troopers: [lt] }] });
      const { view } = await t.ok('tables.start', { round: 1, table: 1 });
      expect(view.armies.a).toMatchObject({ pointsLimit: points, retreatThreshold: threshold });
    },
  );
});

describe('Retreat! rests on the round’s Army Points (retreat-n3.txt)', () => {
  async function pairTwo(listA: object, listB: object): Promise<void> {
    await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.arrange' }, (draft) => {
      draft.players.push(PlayerSchema.parse({ id: 'p1', name: 'Ana' }), PlayerSchema.parse({ id: 'p2', name: 'Bo' }));
      draft.rounds.push(RoundSchema.parse({ number: 1, tier: 'mid', pairings: [{ table: 3, a: 'p1', b: 'p2' }] }));
      return { result: undefined, summary: 'arrange' };
    });
    await t.ok('lists.add', { playerId: 'p1', ...listA });
    await t.ok('lists.add', { playerId: 'p2', ...listB });
  }
  const lt = { name: 'Captain', cost: 10, skills: { lieutenant: true } };

  it('25 % of the points available (300 in a Mid-Tier round), not of the header (400): 75, not 100', async () => {
    await t.newEvent({ tier: 'mid' });
    await pairTwo(
      { pointsLimit: 400, groups: [{ number: 1, troopers: [lt] }] },
      { groups: [{ number: 1, troopers: [lt] }] },
    );
    const { view } = await t.ok('tables.start', { round: 1, table: 3 });
    expect(view.armies.a.retreatThreshold).toBe(75);
    expect(view.armies.a.retreatBasis).toBe(
      "25 % of the round's 300 Army Points, rounded up: 75 (N3 · Retreat!). The list's header says 400 points; the round's points count.",
    );
    expect(view.armies.b.retreatBasis).toBe("25 % of the round's 300 Army Points, rounded up: 75 (N3 · Retreat!).");
    // The same figures for a screen to word in its language.
    expect([view.armies.a.retreatListPoints, view.armies.b.retreatListPoints]).toEqual([400, null]);
  });

  it('a list with troopers of unknown cost asks for confirmation, and the threshold says so', async () => {
    await t.newEvent({ tier: 'mid' });
    await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.arrange' }, (draft) => {
      draft.players.push(PlayerSchema.parse({ id: 'p1', name: 'Ana' }), PlayerSchema.parse({ id: 'p2', name: 'Bo' }));
      draft.rounds.push(RoundSchema.parse({ number: 1, tier: 'mid', pairings: [{ table: 3, a: 'p1', b: 'p2' }] }));
      return { result: undefined, summary: 'arrange' };
    });
    // No library: the code's five troopers stay placeholders of unknown cost.
    await t.ok('lists.importCode', {
      playerId: 'p1',
      code: code(300, [
        {
          number: 1,
          members: [
            [1001, 2],
            [1003, 1],
          ],
        },
      ]),
    });
    await t.ok('lists.add', { playerId: 'p2', groups: [{ number: 1, troopers: [lt] }] });
    const refused = await t.call('tables.start', { round: 1, table: 3 });
    expect('error' in refused && refused.error).toMatchObject({
      code: 'CONFLICT',
      details: { confirm: 'unknown-cost' },
    });
    expect('error' in refused && refused.error.message).toBe(
      'Table 3: Ana’s list “Rules list” has 2 troopers of unknown cost. Their points cannot be checked and Retreat! would count them as 0. Complete the list from the unit library first, or confirm to track anyway.',
    );
    expect(t.ctx.workspace.current().state.tracker['1:3']).toBeUndefined();

    const { view } = await t.ok('tables.start', { round: 1, table: 3, confirmUnknownCost: true });
    expect(view.armies.a.retreatBasis).toBe(
      "25 % of the round's 300 Army Points, rounded up: 75 (N3 · Retreat!). 2 trooper(s) of unknown cost count as 0 in the survivors (Unit 1001, Unit 1003).",
    );
    expect(view.armies.a.retreatUnknownCost).toEqual(['Unit 1001', 'Unit 1003']);
  });
});
