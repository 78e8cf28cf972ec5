import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accepted, refusal, said } from '../testing/ruled';
import { decodeArmyCode, encodeArmyCode } from './armyCode';
import type { Catalog } from './catalog';
import { compileCatalog, findEntry, listFromCode, resolvePending } from './catalog';
import { readSkillName } from './skillNames';

const FIXTURE = path.resolve(__dirname, '../../../../tests/fixtures/catalogs/test-army-501.json');
const raw: unknown = JSON.parse(readFileSync(FIXTURE, 'utf8'));

function compiled(): Catalog {
  return accepted(compileCatalog(raw, { sectorialId: 501, slug: 'test-army', name: 'Test Army' })).catalog;
}

function entry(unit: number, group: number, option: number) {
  const found = findEntry({ unit, group, option }, [compiled()], 501);
  if (!found) throw new Error(`no ${unit}-${group}-${option}`);
  return found.entry;
}

describe('compileCatalog', () => {
  it('keeps one entry per option with points and names the skipped one', () => {
    const { catalog, warnings } = accepted(compileCatalog(raw, { sectorialId: 501 }));
    // Options in the fixture: 2 + 3 + 1 + 1 + 1 + 2 + 1 + 2 = 13, one without points → 12.
    expect(catalog.entries).toHaveLength(12);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/^320-1-2 .*no whole-number points/);
  });

  it('reads type, training, specialist and deployment skills from the ids', () => {
    // Kestrel Hacker: SK (type 6), Regular (char 1), Hacker skill, Hidden Deployment on the profile, 0.5 SWC.
    expect(entry(1762, 1, 2)).toMatchObject({
      name: 'Kestrel Infiltrator',
      cost: 28,
      swc: 0.5,
      troopType: 'SK',
      training: 'regular',
      skills: ['hacker', 'hiddenDeployment'],
    });
    expect(entry(1762, 1, 1).profile).toBe('Kestrel · Rifle, Pistol');
    // Harrow Lieutenant: the Lieutenant skill on the option.
    expect(entry(414, 1, 2).skills).toEqual(['lieutenant']);
    expect(entry(414, 1, 3).skills).toEqual(['doctor']);
  });

  it('reads Irregular and Extremely Impetuous characteristics', () => {
    expect(entry(100, 1, 1)).toMatchObject({ training: 'irregular', impetuous: 'extremelyImpetuous', troopType: 'LI' });
  });

  it('reads V: Courage on a TAG, the Commlink MOD, Reinf. in the unit name, Character and Martial Arts', () => {
    expect(entry(200, 1, 1)).toMatchObject({ troopType: 'TAG', swc: 1.5, skills: ['courage'] });
    expect(entry(301, 1, 1).commlink).toBe(2);
    expect(entry(300, 1, 2)).toMatchObject({ cost: 32, swc: 1, skills: ['reinforcement'] });
    // Old Hand: category Character, Martial Arts (includes Courage), Tactical Awareness.
    expect(entry(310, 1, 1).skills).toEqual(['courage', 'character', 'tacticalAwareness']);
    expect(entry(320, 1, 1)).toMatchObject({ troopType: 'REM', skills: ['baggage'] });
  });

  it('refuses JSON that is not in the catalog shape, naming the place', () => {
    expect(refusal(compileCatalog({ units: [{ id: 'x' }] }, { sectorialId: 1 })).kind).toBe('invalid');
    expect(said(refusal(compileCatalog({ nothing: true }, { sectorialId: 1 })))).toMatch(/units/);
  });
});

describe('resolution of army-code ids', () => {
  it('fills the example code from the catalog and marks unknown ids for manual completion', () => {
    const decoded = decodeArmyCode('gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA');
    if (!decoded.ok) throw new Error(decoded.reason);
    const { list, unresolved } = listFromCode(decoded.code, {
      id: 'L1',
      playerId: 'p1',
      swc: 6,
      catalogs: [compiled()],
      rawCode: 'x',
    });
    // 1762-1-1 → Kestrel, 22 pts; 414-1-1 → Harrow, 13 pts.
    expect(list.groups[0]?.troopers.map((t) => [t.id, t.name, t.cost])).toEqual([
      ['t1', 'Kestrel Infiltrator', 22],
      ['t2', 'Harrow Trooper', 13],
    ]);
    expect(unresolved).toEqual([]);
    expect(list.army).toEqual({ id: 501, slug: 'nomads', name: 'Test Army' });
    expect(list.pointsLimit).toBe(300);

    const none = listFromCode(decoded.code, { id: 'L2', playerId: 'p1', swc: 6, catalogs: [], rawCode: 'x' });
    expect(none.unresolved).toEqual([
      { unit: 1762, group: 1, option: 1 },
      { unit: 414, group: 1, option: 1 },
    ]);
    const placeholder = none.list.groups[0]?.troopers[0];
    expect(placeholder).toMatchObject({ name: 'Unit 1762', cost: 0, unresolved: true });
    expect(placeholder?.profile).toContain('1762-1-1');

    // A catalog loaded later completes the placeholders.
    const later = resolvePending(none.list, [compiled()]);
    expect(later.resolved).toBe(2);
    expect(later.list.groups[0]?.troopers.map((t) => t.cost)).toEqual([22, 13]);
  });

  it('falls back to another army’s catalog and carries Spec-Ops data', () => {
    const code = encodeArmyCode(
      {
        sectorialId: 999,
        slug: 'other',
        name: 'x',
        pointsLimit: 300,
        groups: [{ number: 1, members: [{ unit: 414, group: 1, option: 2, specOps: ['{"xp":12}'] }] }],
      },
      'c',
    );
    const decoded = decodeArmyCode(code);
    if (!decoded.ok) throw new Error(decoded.reason);
    const result = listFromCode(decoded.code, {
      id: 'L',
      playerId: 'p',
      swc: 6,
      catalogs: [compiled()],
      rawCode: code,
    });
    expect(result.resolvedElsewhere).toEqual([{ ref: { unit: 414, group: 1, option: 2 }, sectorialId: 501 }]);
    const t = result.list.groups[0]?.troopers[0];
    expect(t?.skills.lieutenant).toBe(true);
    expect(t?.skills.specOps).toBe(true);
    expect(t?.specOpsUpgrades).toEqual(['{"xp":12}']);
  });
});

describe('skill names', () => {
  it('reads the names the rules care about and ignores the rest', () => {
    expect(readSkillName('Commlink (+2)')).toEqual({ flags: [], commlink: 2 });
    expect(readSkillName('Commlink')).toEqual({ flags: [], commlink: 0 });
    expect(readSkillName('  V:Courage ')?.flags).toEqual(['courage']);
    expect(readSkillName('G: Remote Presence')?.flags).toEqual(['courage']);
    expect(readSkillName('Veteran L1')?.flags).toEqual(['veteran']);
    expect(readSkillName('AD: Combat Jump')?.flags).toEqual(['airborneDeployment']);
    // N4 · Reinforcements reads "Reinf." in the Unit Profile name, not as a skill.
    expect(readSkillName('Reinf.')).toBeNull();
    expect(readSkillName('Lt')?.flags).toEqual(['lieutenant']);
    expect(readSkillName('Extremely Impetuous')).toEqual({ flags: [], impetuous: 'extremelyImpetuous' });
    expect(readSkillName('TAG')).toEqual({ flags: [], troopType: 'TAG' });
    expect(readSkillName('Mimetism (-3)')).toBeNull();
    expect(readSkillName('Salt')).toBeNull();
  });
});
