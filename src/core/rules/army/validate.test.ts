import { describe, expect, it } from 'vitest';
import { NO_EXTRAS } from '../../../shared/model';
import type { Extras } from '../../../shared/model';
import type { ArmyList, CombatGroupInput, TrooperInput } from './model';
import { ArmyListSchema } from './model';
import type { ListLimits } from './validate';
import { limitsFor, listTotals, validateList, validatePlayerLists } from './validate';

const MID: ListLimits = { points: 300, swc: 6 };

let seq = 0;
function t(cost: number, more: Partial<TrooperInput> = {}): TrooperInput {
  seq += 1;
  return { id: `t${seq}`, name: `Trooper ${seq}`, cost, ...more };
}
const lt = (cost: number, more: Partial<TrooperInput> = {}) =>
  t(cost, { ...more, skills: { lieutenant: true, ...more.skills } });

function list(groups: CombatGroupInput[], more: Partial<ArmyList> = {}): ArmyList {
  return ArmyListSchema.parse({ id: 'L', playerId: 'p', pointsLimit: 300, swc: 6, groups, ...more });
}
const group = (number: number, troopers: TrooperInput[], reinforcement = false): CombatGroupInput => ({
  number,
  reinforcement,
  troopers,
});
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const check = (l: ArmyList, extras: Partial<Extras> = {}, limits: ListLimits = MID) =>
  validateList(l, limits, { ...NO_EXTRAS, ...extras });

describe('tier points and SWC (ITS S11 · Tournament Tiers)', () => {
  it('accepts a Mid-Tier list of exactly 300 points and 6 SWC', () => {
    // 30 + 9 × 30 = 300 points; SWC 1.5 + 1.5 + 1 + 2 = 6.
    const l = list([
      group(1, [lt(30, { swc: 1.5 }), t(30, { swc: 1.5 }), t(30, { swc: 1 }), t(30, { swc: 2 }), t(30), t(30)]),
      group(2, [t(30), t(30), t(30), t(30)]),
    ]);
    expect(check(l)).toEqual([]);
    expect(listTotals(l, NO_EXTRAS)).toMatchObject({ points: 300, swc: 6, troopers: 10, lieutenants: 1 });
  });

  it('refuses 301 points and 6.5 SWC, naming both numbers', () => {
    const issues = check(list([group(1, [lt(150, { swc: 3 }), t(151, { swc: 3.5 })])]));
    expect(codes(issues)).toEqual(['points-over', 'swc-over']);
    expect(issues[0]?.message).toBe('The list costs 301 points; the limit is 300.');
    expect(issues[1]?.message).toBe('The list uses 6.5 SWC; the limit is 6.');
  });

  it('refuses a list built for another tier', () => {
    const issues = check(list([group(1, [lt(20)])], { pointsLimit: 400, swc: 8 }));
    expect(codes(issues)).toEqual(['points-limit-mismatch', 'swc-limit-mismatch']);
    expect(issues[0]?.severity).toBe('error');
    expect(issues[1]?.severity).toBe('warning');
  });

  it('takes the list’s own tier under Escalation, the event’s otherwise', () => {
    expect(limitsFor({ tier: 'low' }, { tier: 'mid', extras: { ...NO_EXTRAS, escalation: true } })).toEqual({
      points: 200,
      swc: 4,
    });
    expect(limitsFor({ tier: 'low' }, { tier: 'top', extras: NO_EXTRAS })).toEqual({ points: 400, swc: 8 });
  });

  it('warns about placeholders from a code that still need a cost', () => {
    const l = list([group(1, [lt(20), t(0, { unresolved: true, source: { unit: 7, group: 1, option: 2 } })])]);
    const issues = check(l);
    expect(codes(issues)).toEqual(['unresolved']);
    expect(issues[0]?.message).toContain('7-1-2');
  });
});

describe('troopers and Lieutenant', () => {
  const many = (n: number) => Array.from({ length: n }, () => t(1));

  it('allows 15 troopers and refuses 16', () => {
    expect(check(list([group(1, [lt(1), ...many(14)])]))).toEqual([]);
    const issues = check(list([group(1, [lt(1), ...many(9)]), group(2, many(6))]));
    expect(codes(issues)).toEqual(['troopers-over']);
    expect(issues[0]?.message).toBe('The list has 16 troopers; the limit is 15.');
  });

  it('adds the Commlink MOD: Commlink (+2) allows 17, not 18', () => {
    // Reinforcements game at 350/7 so the Commlink is legal: Main 250/5, Reinforcements 100/2.
    const reinf = (n: number) => Array.from({ length: n }, (_, i) => t(1, { name: `Drop Lancer ${i} (Reinf.)` }));
    const main = [lt(1), t(1, { skills: { commlink: 2 } }), ...many(8)];
    const ok = list([group(1, main), group(2, reinf(7), true)], { pointsLimit: 350, swc: 7 });
    expect(check(ok, { reinforcements: true }, { points: 350, swc: 7 })).toEqual([]);
    const over = list([group(1, main), group(2, reinf(8), true)], { pointsLimit: 350, swc: 7 });
    const issues = check(over, { reinforcements: true }, { points: 350, swc: 7 });
    expect(codes(issues)).toEqual(['troopers-over']);
    expect(issues[0]?.message).toBe('The list has 18 troopers; the limit is 17 (15 + 2 from Commlink).');
  });

  it('Tactical Window caps the list at 15 even with a Commlink MOD', () => {
    const l = list([group(1, [lt(1), t(1, { skills: { commlink: 2 } }), ...many(14)])]);
    const issues = check(l, { tacticalWindow: true }).filter((i) => i.code !== 'commlink-without-reinforcements');
    expect(codes(issues)).toEqual(['tactical-window']);
    expect(issues[0]?.message).toContain('at most 15 troopers; this one has 16');
    expect(check(list([group(1, [lt(1), ...many(14)])]), { tacticalWindow: true })).toEqual([]);
  });

  it('needs exactly one Lieutenant', () => {
    expect(codes(check(list([group(1, [t(10)])])))).toEqual(['lieutenant-missing']);
    const two = check(list([group(1, [lt(10, { name: 'Ana' }), lt(10, { name: 'Bo' })])]));
    expect(codes(two)).toEqual(['lieutenant-many']);
    expect(two[0]?.message).toBe('The list has 2 Lieutenants (Ana, Bo); it needs exactly one.');
    expect(two[0]?.troopers).toHaveLength(2);
  });
});

describe('Reinforcements (N4 · Reinforcements)', () => {
  const R = { reinforcements: true };
  const L350 = { points: 350, swc: 7 };
  /** A Reinf. unit: its Unit Profile name says so (N4 · Reinforcements). */
  const rf = (cost: number, more: Partial<TrooperInput> = {}) =>
    t(cost, { name: `Drop Lancer ${cost} (Reinf.)`, ...more });
  const cl = (cost: number, more: Partial<TrooperInput> = {}) =>
    t(cost, { ...more, skills: { commlink: 0, ...more.skills } });
  const at350 = (groups: CombatGroupInput[]) => list(groups, { pointsLimit: 350, swc: 7 });

  it('350 points split as 250/5 Main + 100/2 Reinforcements is valid', () => {
    const l = at350([
      group(1, [lt(100, { swc: 2 }), cl(100, { swc: 3 }), t(50)]),
      group(2, [rf(60, { swc: 1 }), rf(40, { swc: 1 })], true),
    ]);
    expect(check(l, R, L350)).toEqual([]);
    expect(listTotals(l, { ...NO_EXTRAS, ...R })).toMatchObject({
      main: { points: 250, swc: 5, troopers: 3 },
      reinforcement: { points: 100, swc: 2, troopers: 2 },
    });
  });

  it('refuses a Main Section over 250 points or 5 SWC at 350', () => {
    const l = at350([group(1, [lt(100, { swc: 2 }), cl(101, { swc: 3.5 }), t(50)]), group(2, [rf(10)], true)]);
    const issues = check(l, R, L350);
    expect(codes(issues)).toEqual(['reinf-main-points', 'reinf-main-swc']);
    expect(issues[0]?.message).toBe(
      'The Main Section costs 251 points; with Reinforcements it may use 250 (350 − 100).',
    );
    expect(issues[1]?.message).toBe('The Main Section uses 5.5 SWC; with Reinforcements it may use 5 (7 − 2).');
  });

  it('applies the same rule to a Mid-Tier event: 200/4 Main + 100/2', () => {
    // 300 − 100 = 200 points and 6 − 2 = 4 SWC for the Main Section.
    const l = list([group(1, [lt(150, { swc: 4 }), cl(51)]), group(2, [rf(20)], true)]);
    expect(codes(check(l, R))).toEqual(['reinf-main-points']);
  });

  it('refuses a Reinforcement Section over 100 points or 2 SWC', () => {
    const l = at350([group(1, [lt(10), cl(10)]), group(2, [rf(60, { swc: 1.5 }), rf(41, { swc: 1 })], true)]);
    const issues = check(l, R, L350);
    expect(codes(issues)).toEqual(['reinf-section-points', 'reinf-section-swc']);
    expect(issues[0]?.message).toBe('The Reinforcement Section costs 101 points; it may use 100.');
  });

  it('keeps Reinf. units out of Main and other units out of the Reinforcement Section', () => {
    const l = at350([
      group(1, [lt(10), cl(10), rf(10, { name: 'Lancer (Reinf.)' })]),
      group(2, [rf(10), t(10, { name: 'Grunt' })], true),
    ]);
    const issues = check(l, R, L350);
    expect(codes(issues)).toEqual(['reinf-unit-in-main', 'reinf-section-non-reinf-unit']);
    expect(issues[0]?.message).toBe('Reinf. units may only be in the Reinforcement Section: Lancer (Reinf.).');
    expect(issues[1]?.message).toBe('The Reinforcement Section may only hold Reinf. units: Grunt.');
  });

  it('reads Reinf. from the Unit Profile name, whatever the skills flag says', () => {
    // reinforcements-n4.txt: only troopers whose Unit Profile name includes "Reinf." may be in the
    // Reinforcements Section, and they may not be in the Main Section. A flag without the name
    // counts for nothing; the name without the flag counts.
    const flaggedOnly = t(10, { name: 'Grunt', skills: { reinforcement: true } });
    const namedOnly = t(10, { name: 'Hailstorm (Reinf.)', skills: { reinforcement: false } });
    const l = at350([group(1, [lt(10), cl(10), namedOnly]), group(2, [flaggedOnly], true)]);
    expect(codes(check(l, R, L350))).toEqual(['reinf-unit-in-main', 'reinf-section-non-reinf-unit']);
    const fixed = at350([group(1, [lt(10), cl(10), flaggedOnly]), group(2, [namedOnly], true)]);
    expect(check(fixed, R, L350)).toEqual([]);
  });

  it('needs one Commlink, in the Main Section', () => {
    const none = check(at350([group(1, [lt(10)]), group(2, [rf(10)], true)]), R, L350);
    expect(codes(none)).toEqual(['commlink-missing']);
    const two = check(at350([group(1, [lt(10), cl(10), cl(10)]), group(2, [rf(10)], true)]), R, L350);
    expect(codes(two)).toEqual(['commlink-many']);
    const inReinf = check(
      at350([group(1, [lt(10)]), group(2, [rf(10, { skills: { reinforcement: true, commlink: 0 } })], true)]),
      R,
      L350,
    );
    expect(codes(inReinf)).toEqual(['commlink-in-reinforcement']);
  });

  it('needs a Reinforcement Section with the extra, and refuses one without it', () => {
    expect(codes(check(at350([group(1, [lt(10), cl(10)])]), R, L350))).toEqual(['reinf-section-missing']);
    const off = check(list([group(1, [lt(10)]), group(2, [rf(10)], true)]));
    expect(codes(off)).toEqual(['reinforcements-extra-off']);
    const commlinkOff = check(list([group(1, [lt(10), cl(10)])]));
    expect(commlinkOff.map((i) => [i.code, i.severity])).toEqual([['commlink-without-reinforcements', 'error']]);
  });

  it('Commlink adds troopers over 15 only in an event with the Reinforcements extra', () => {
    // reinforcements-n4.txt · Commlink: "(+2) lets the player have up to 17 Troopers" — an effect of
    // a skill that belongs to the Reinforcements extra. Without it the N4 limit of 15 stands.
    const many = (n: number) => Array.from({ length: n }, () => t(1));
    const sixteen = list([group(1, [lt(1), cl(1, { name: 'Signaller', skills: { commlink: 2 } }), ...many(14)])]);
    const off = check(sixteen);
    expect(codes(off)).toEqual(['commlink-without-reinforcements', 'troopers-over']);
    expect(off[0]?.message).toMatch(/^Signaller has Commlink/);
    expect(off[1]?.message).toBe('The list has 16 troopers; the limit is 15.');
    expect(listTotals(sixteen, NO_EXTRAS).maxTroopers).toBe(15);
    expect(listTotals(sixteen, { ...NO_EXTRAS, reinforcements: true }).maxTroopers).toBe(17);
  });
});

describe('Limited Insertion, Soldiers of Fortune, Spec-Ops', () => {
  it('Limited Insertion: one Combat Group only', () => {
    expect(check(list([group(1, [lt(10), t(10)])]), { limitedInsertion: true })).toEqual([]);
    const issues = check(list([group(1, [lt(10)]), group(2, [t(10)])]), { limitedInsertion: true });
    expect(codes(issues)).toEqual(['limited-insertion']);
    expect(issues[0]?.message).toContain('groups 1, 2');
    // Without the extra two groups are fine.
    expect(check(list([group(1, [lt(10)]), group(2, [t(10)])]))).toEqual([]);
  });

  it('Soldiers of Fortune: up to 75 points of mercenaries, 1 SWC for fielding them', () => {
    const SOF = { soldiersOfFortune: true };
    const merc = (cost: number, more: Partial<TrooperInput> = {}) =>
      t(cost, { ...more, skills: { mercenary: true, ...more.skills } });
    // 40 + 35 = 75 points of mercenaries: allowed.
    expect(check(list([group(1, [lt(10), merc(40), merc(35)])]), SOF)).toEqual([]);
    const over = check(list([group(1, [lt(10), merc(40), merc(36)])]), SOF);
    expect(codes(over)).toEqual(['mercenary-points']);
    expect(over[0]?.message).toBe('Mercenaries cost 76 points; Soldiers of Fortune allows up to 75.');
    // 5 SWC of troopers + 1 for the mercenaries = 6: fits; 5.5 + 1 = 6.5 does not.
    expect(check(list([group(1, [lt(10, { swc: 5 }), merc(20)])]), SOF)).toEqual([]);
    const swc = check(list([group(1, [lt(10, { swc: 5.5 }), merc(20)])]), SOF);
    expect(codes(swc)).toEqual(['swc-over']);
    expect(swc[0]?.message).toBe('The list uses 6.5 SWC (including 1 for Soldiers of Fortune); the limit is 6.');
    // Without the extra, a hired mercenary is refused (and costs no SWC).
    expect(codes(check(list([group(1, [lt(10, { swc: 5.5 }), merc(20)])])))).toEqual(['mercenary-without-extra']);
    // The same Character twice is refused.
    const dup = check(
      list([
        group(1, [
          lt(10),
          merc(20, { name: 'Gunner', skills: { character: true, mercenary: true } }),
          t(20, { name: 'gunner ', skills: { character: true } }),
        ]),
      ]),
      SOF,
    );
    expect(codes(dup)).toEqual(['character-duplicate']);
  });

  it('Spec-Ops: only with the extra, one per list', () => {
    const spec = () => t(20, { skills: { specOps: true } });
    expect(codes(check(list([group(1, [lt(10), spec()])])))).toEqual(['spec-ops-without-extra']);
    expect(check(list([group(1, [lt(10), spec()])]), { specOps: true })).toEqual([]);
    expect(codes(check(list([group(1, [lt(10), spec(), spec()])]), { specOps: true }))).toEqual(['spec-ops-many']);
  });
});

describe('a player’s lists (ITS S11 · Army Lists, Escalation Tournament)', () => {
  const mk = (id: string, army: Partial<ArmyList['army']>, tier: ArmyList['tier'] = null) =>
    ArmyListSchema.parse({ id, playerId: 'p', pointsLimit: 300, swc: 6, army, tier });

  it('two lists from one army are fine; different armies, three lists or one list are not', () => {
    expect(validatePlayerLists([mk('a', { id: 501 }), mk('b', { id: 501, slug: 'x' })], NO_EXTRAS)).toEqual([]);
    const mixed = validatePlayerLists(
      [mk('a', { id: 501, name: 'Nomads' }), mk('b', { id: 502, name: 'Corregidor' })],
      NO_EXTRAS,
    );
    expect(codes(mixed)).toEqual(['lists-different-armies']);
    expect(mixed[0]?.message).toContain('Nomads, Corregidor');
    expect(codes(validatePlayerLists([mk('a', { id: 1 }), mk('b', { id: 1 }), mk('c', { id: 1 })], NO_EXTRAS))).toEqual(
      ['lists-too-many'],
    );
    const one = validatePlayerLists([mk('a', { slug: 'nomads' })], NO_EXTRAS);
    expect(one.map((i) => [i.code, i.severity])).toEqual([['lists-too-few', 'warning']]);
    // Hand-typed armies compare by slug, then by name, ignoring case.
    expect(validatePlayerLists([mk('a', { slug: 'Nomads' }), mk('b', { slug: 'nomads' })], NO_EXTRAS)).toEqual([]);
  });

  it('compares armies by identity: an id, a slug or a name of the same army are one army', () => {
    // ITS S11 · Army Lists: both lists from the same army. A list from a code carries the id
    // (and slug and name); one typed by hand carries only a slug or a name.
    const fromCode = mk('a', { id: 901, slug: 'invented-concord', name: 'Invented Concord' });
    expect(validatePlayerLists([fromCode, mk('b', { slug: 'invented-concord' })], NO_EXTRAS)).toEqual([]);
    expect(validatePlayerLists([fromCode, mk('b', { name: 'invented concord' })], NO_EXTRAS)).toEqual([]);
    // With only an id on one side and a name on the other, the directory (unit library) links them.
    const bare = mk('a', { id: 902 });
    const directory = [{ id: 902, slug: 'invented-concord-vanguard', name: 'Invented Concord Vanguard' }];
    expect(validatePlayerLists([bare, mk('b', { name: 'Invented Concord Vanguard' })], NO_EXTRAS, directory)).toEqual(
      [],
    );
    const other = validatePlayerLists([bare, mk('b', { name: 'Invented Syndicate' })], NO_EXTRAS, directory);
    expect(codes(other)).toEqual(['lists-different-armies']);
    // A sectorial is not its faction: 902 and 901 are two armies.
    expect(codes(validatePlayerLists([bare, fromCode], NO_EXTRAS, directory))).toEqual(['lists-different-armies']);
  });

  it('Escalation: three lists, one per tier', () => {
    const ESC = { escalation: true };
    expect(
      validatePlayerLists([mk('a', { id: 1 }, 'low'), mk('b', { id: 1 }, 'mid'), mk('c', { id: 1 }, 'top')], ESC),
    ).toEqual([]);
    expect(
      codes(validatePlayerLists([mk('a', { id: 1 }, 'low'), mk('b', { id: 1 }, 'low'), mk('c', { id: 1 }, null)], ESC)),
    ).toEqual(['escalation-tier-missing', 'escalation-tier-duplicate']);
    expect(codes(validatePlayerLists([mk('a', { id: 1 }, 'low'), mk('b', { id: 1 }, 'mid')], ESC))).toEqual([
      'lists-too-few',
    ]);
  });
});
