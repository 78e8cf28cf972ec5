/**
 * Army codes against the app-level unit library (INVENTED units in Infinity Army's layout):
 * a code imported before and after the library exists, the one-click completion of every list,
 * the event's own copy of the units it uses, and `its-ref decode` with names and points.
 */
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inventedLibrary, savedFiles, STRIKE_TEAM } from '../catalog/testing';
import { main } from '../cli/index';
import { encodeArmyCode } from '../../core/rules/army/armyCode';
import { createTestContext } from './testing';
import type { TestContext } from './testing';

const STRIKE_TEAM_CODE = encodeArmyCode(STRIKE_TEAM, 'b');

async function installLibrary(t: TestContext): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-ref-saved-'));
  for (const f of savedFiles(inventedLibrary())) await fs.writeFile(path.join(dir, f.name), f.data);
  await t.ok('catalogs.importLibrary', { path: dir });
}

async function eventWithPlayer(t: TestContext): Promise<string> {
  await t.newEvent({ tier: 'mid' });
  const { player } = await t.ok('players.add', { name: 'Ana Ortiz' });
  return player.id;
}

/** What a referee reads of each trooper. */
function rows(view: {
  list: {
    groups: {
      troopers: {
        name: string;
        cost: number;
        swc: number;
        troopType: string;
        unresolved: boolean;
        skills: Record<string, unknown>;
      }[];
    }[];
  };
}) {
  return view.list.groups.flatMap((g) =>
    g.troopers.map((tr) => ({
      name: tr.name,
      cost: tr.cost,
      swc: tr.swc,
      type: tr.troopType,
      unresolved: tr.unresolved,
      lieutenant: tr.skills.lieutenant,
      baggage: tr.skills.baggage,
      character: tr.skills.character,
    })),
  );
}

const COMPLETE_ROWS = [
  {
    name: 'Warden Rifleman',
    cost: 10,
    swc: 0,
    type: 'LI',
    unresolved: false,
    lieutenant: true,
    baggage: false,
    character: false,
  },
  {
    name: 'Warden Rifleman',
    cost: 10,
    swc: 0,
    type: 'LI',
    unresolved: false,
    lieutenant: false,
    baggage: false,
    character: false,
  },
  {
    name: 'Bastion Walker',
    cost: 70,
    swc: 1.5,
    type: 'TAG',
    unresolved: false,
    lieutenant: false,
    baggage: false,
    character: false,
  },
  {
    name: 'Pack Mule',
    cost: 12,
    swc: 0,
    type: 'REM',
    unresolved: false,
    lieutenant: false,
    baggage: true,
    character: false,
  },
  {
    name: 'Captain Inventa',
    cost: 35,
    swc: 0.5,
    type: 'MI',
    unresolved: false,
    lieutenant: false,
    baggage: false,
    character: true,
  },
];

describe('an army code and the unit library', () => {
  it('imports complete when the library is there: names, profiles, points, SWC, army name, valid', async () => {
    const t = createTestContext();
    await installLibrary(t);
    const playerId = await eventWithPlayer(t);
    const imported = await t.ok('lists.importCode', { playerId, code: STRIKE_TEAM_CODE });

    expect(imported.unresolved).toEqual([]);
    expect(rows(imported.view)).toEqual(COMPLETE_ROWS);
    expect(imported.view.list.groups[0]?.troopers[0]?.profile).toBe('Warden Rifleman Lieutenant · Spark Rifle');
    expect(imported.view.list.army).toEqual({ id: 901, slug: 'invented-concord', name: 'Invented Concord' });
    // 10 + 10 + 70 + 12 + 35 = 137 points; 1.5 + 0.5 = 2 SWC: within Mid-Tier's 300 and 6.
    expect(imported.view.totals).toMatchObject({ points: 137, swc: 2, troopers: 5, lieutenants: 1 });
    expect(imported.view.issues).toEqual([]);
    expect(imported.view.valid).toBe(true);
  });

  it('imported before the library: placeholders, then one audited action completes every list', async () => {
    const t = createTestContext();
    const playerId = await eventWithPlayer(t);
    const { player: second } = await t.ok('players.add', { name: 'Bo Lind' });
    const before = await t.ok('lists.importCode', { playerId, code: STRIKE_TEAM_CODE });
    await t.ok('lists.importCode', { playerId: second.id, code: STRIKE_TEAM_CODE });

    expect(before.unresolved).toEqual(['1001-1-2', '1001-1-1', '1003-1-1', '1004-1-1', '1005-1-1']);
    expect(before.view.totals.points).toBe(0);
    expect(before.view.valid).toBe(false);
    expect(before.view.issues.map((i) => i.code)).toEqual(['unresolved', 'lieutenant-missing']);

    await installLibrary(t);
    const done = await t.ok('lists.completeAll', {});
    expect(done).toMatchObject({ resolved: 10, lists: 2, remaining: 0 });

    const after = await t.ok('lists.get', { listId: before.view.list.id });
    expect(rows(after)).toEqual(COMPLETE_ROWS);
    expect(after.valid).toBe(true);
    const event = await t.ok('events.get', {});
    const entry = event.audit.find((a) => a.method === 'lists.completeAll');
    expect(entry?.summary).toMatch(/completed from the unit library/);
    expect(entry?.revision).toBe(done.revision);

    // A second click finds nothing to do and writes nothing.
    const again = await t.ok('lists.completeAll', {});
    expect(again).toMatchObject({ resolved: 0, lists: 0, remaining: 0, revision: done.revision });
  });

  it('the event keeps a copy of the units its lists use: complete on a laptop without the library', async () => {
    const home = createTestContext();
    await installLibrary(home);
    const playerId = await eventWithPlayer(home);
    const imported = await home.ok('lists.importCode', { playerId, code: STRIKE_TEAM_CODE });
    const file = (await home.ok('events.current', {}))?.path ?? '';
    await home.ok('events.close', {});

    const venue = createTestContext();
    expect((await venue.ok('catalogs.status', {})).present).toBe(false);
    const copy = path.join(venue.dir, 'copied.its.json');
    await fs.copyFile(file, copy);
    await venue.ok('events.open', { path: copy });
    const list = await venue.ok('lists.get', { listId: imported.view.list.id });
    expect(rows(list)).toEqual(COMPLETE_ROWS);
    expect(list.valid).toBe(true);
    // Only the units used are copied, not the whole army.
    const stored = (await venue.ok('events.get', {})).catalogs['901'] as { entries: unknown[] };
    expect(stored.entries).toHaveLength(5);

    // The same code imported again on this laptop resolves from the event's copy.
    const again = await venue.ok('lists.importCode', { playerId, code: STRIKE_TEAM_CODE });
    expect(again.unresolved).toEqual([]);
    expect(again.view.totals.points).toBe(137);
  });

  it('its-ref decode adds names, profiles, points, SWC and the army name, keeping the ids', async () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'its-ref-decode-'));
    let stdout = '';
    const run = (argv: string[]) => main(argv, { stdout: (s) => void (stdout += s), stderr: () => undefined });
    expect(await run(['decode', STRIKE_TEAM_CODE, '--data', data])).toBe(0);
    const bare = JSON.parse(stdout) as { armyName?: string; groups: { members: object[] }[] };
    expect(bare.armyName).toBeUndefined();
    expect(bare.groups[0]?.members[0]).toEqual({ unit: 1001, group: 1, option: 2 });

    const saved = mkdtempSync(path.join(os.tmpdir(), 'its-ref-saved-'));
    for (const f of savedFiles(inventedLibrary())) await fs.writeFile(path.join(saved, f.name), f.data);
    expect(await run(['catalog', 'import', saved, '--data', data])).toBe(0);
    stdout = '';
    expect(await run(['decode', STRIKE_TEAM_CODE, '--data', data])).toBe(0);
    const full = JSON.parse(stdout) as { armyName: string; sectorialId: number; groups: { members: object[] }[] };
    expect(full.armyName).toBe('Invented Concord');
    expect(full.sectorialId).toBe(901);
    expect(full.groups[0]?.members[2]).toEqual({
      unit: 1003,
      group: 1,
      option: 1,
      name: 'Bastion Walker',
      profile: 'Bastion Walker · Thunder Gun',
      points: 70,
      swc: 1.5,
    });
  });
});
