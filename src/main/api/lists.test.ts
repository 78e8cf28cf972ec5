import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompleteListView, ImportResult } from '../../shared/api/lists';
import { renderMessage } from '../../shared/messages';
import type { Renderer } from '../../shared/messages';
import { it as MESSAGES_IT } from '../../shared/i18n/it';
import { PlayerSchema } from '../../shared/model';
import { main } from '../cli/index';
import type { TestContext } from './testing';
import { createTestContext } from './testing';

const EXAMPLE = 'gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA';
const FIXTURE = path.resolve(__dirname, '../../../tests/fixtures/catalogs/test-army-501.json');
const catalogText = readFileSync(FIXTURE, 'utf8');

let t: TestContext;

async function addPlayers(...ids: string[]): Promise<void> {
  // The players domain is someone else's; write the players straight into the event.
  await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.players' }, (draft) => {
    for (const id of ids) draft.players.push(PlayerSchema.parse({ id, name: `Player ${id}` }));
    return { result: undefined, summary: 'players' };
  });
}

const italian: Renderer = { template: (key) => (MESSAGES_IT as Record<string, string>)[key], number: String };

async function errorOf(method: string, params: unknown) {
  const res = await t.call(method, params);
  if (!('error' in res)) throw new Error(`${method} should have failed`);
  return res.error;
}

beforeEach(async () => {
  t = createTestContext();
  await t.newEvent({ tier: 'mid' });
  await addPlayers('p1', 'p2');
});

describe('catalogs.*', () => {
  it('imports a catalog (as text or object), lists and removes it', async () => {
    const imported = await t.ok('catalogs.import', {
      sectorialId: 501,
      slug: 'test-army',
      name: 'Test Army',
      json: catalogText,
    });
    // 8 units; 13 options, one without points → 12 kept, 1 warning.
    expect(imported).toMatchObject({ sectorialId: 501, units: 8, options: 12 });
    expect(imported.warnings).toHaveLength(1);
    expect(imported.warnings[0]?.message).toMatch(/^320-1-2 \(.+\): no whole-number points; skipped\.$/);
    expect(renderMessage(imported.warnings[0]!.i18n!, italian)).toMatch(
      /^320-1-2 \(.+\): nessun punteggio intero; saltato\.$/,
    );
    await t.ok('catalogs.import', { sectorialId: 777, json: JSON.parse(catalogText) as Record<string, unknown> });
    expect((await t.ok('catalogs.list', {})).map((c) => c.sectorialId)).toEqual([501, 777]);
    await t.ok('catalogs.remove', { sectorialId: 777 });
    expect((await t.ok('catalogs.list', {})).map((c) => c.sectorialId)).toEqual([501]);
    expect((await errorOf('catalogs.remove', { sectorialId: 777 })).code).toBe('NOT_FOUND');
  });

  it('refuses text that is not JSON, or JSON of another shape', async () => {
    const notJson = await errorOf('catalogs.import', { sectorialId: 1, json: '{units:' });
    expect(notJson.code).toBe('INVALID_INPUT');
    // `{units:` breaks at the `u` (offset 1): a key must be a quoted string.
    expect(notJson.message).toBe('The unit catalog is not JSON (line 1, column 2).');
    expect(renderMessage(notJson.i18n!, italian)).toBe('Il catalogo delle unità non è JSON (riga 1, colonna 2).');
    const wrong = await errorOf('catalogs.import', { sectorialId: 1, json: { units: 3 } });
    expect(wrong.message).toBe(
      "Not a unit catalog in the army builder's shape (units → profileGroups → profiles/options): “units” is not a valid value.",
    );
    expect(renderMessage(wrong.i18n!, italian)).toBe(
      'Non è un catalogo delle unità con la struttura del compositore di liste (units → profileGroups → profiles/options): «units» non è un valore valido.',
    );
  });
});

describe('lists.importCode', () => {
  it('resolves the example code from the catalog', async () => {
    await t.ok('catalogs.import', { sectorialId: 501, name: 'Test Army', json: catalogText });
    const res = await t.ok('lists.importCode', { playerId: 'p1', code: EXAMPLE });
    const { list, totals, issues } = res.view;
    expect(list.playerId).toBe('p1');
    expect(list.name).toBe('List 1'); // the code's name is " ", so a default is given
    expect(list.groups[0]?.troopers.map((x) => [x.name, x.cost])).toEqual([
      ['Kestrel Infiltrator', 22],
      ['Harrow Trooper', 13],
    ]);
    expect(totals).toMatchObject({ points: 35, troopers: 2 });
    // Neither option carries the Lieutenant skill in the test catalog.
    expect(issues.map((i) => i.code)).toEqual(['lieutenant-missing']);
    expect(res.unresolved).toEqual([]);
    expect(list.source).toEqual({ kind: 'code', code: EXAMPLE });
  });

  it('shows unknown ids for manual completion, then completes them when a catalog arrives', async () => {
    const res = await t.ok('lists.importCode', {
      playerId: 'p1',
      code: EXAMPLE,
      name: 'Night',
      army: { name: 'Nomads' },
    });
    expect(res.view.list.army).toEqual({ id: 501, slug: 'nomads', name: 'Nomads' });
    expect(res.unresolved).toEqual(['1762-1-1', '414-1-1']);
    expect(res.view.issues.map((i) => i.code)).toContain('unresolved');
    const id = res.view.list.id;
    await t.ok('catalogs.import', { sectorialId: 501, json: catalogText });
    const resolved = await t.ok('lists.resolve', { listId: id });
    expect(resolved.resolved).toBe(2);
    expect(resolved.view.totals.points).toBe(35);
  });

  it('refuses an unreadable code and an unknown player with clear messages', async () => {
    const bad = await errorOf('lists.importCode', { playerId: 'p1', code: 'gfUGbm9t' });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.message).toMatch(/^The army code cannot be read: Not an Infinity Army code/);
    const nobody = await errorOf('lists.importCode', { playerId: 'p9', code: EXAMPLE });
    expect(nobody).toMatchObject({
      code: 'NOT_FOUND',
      message: 'That player is not registered in this event (removed meanwhile?).',
    });
  });

  it('records the import in the audit log against the player, and the event reopens', async () => {
    const created = await t.ok('lists.importCode', { playerId: 'p2', code: EXAMPLE });
    const audit = await t.ok('audit.list', { player: 'p2' });
    expect(audit.map((e) => e.method)).toEqual(['lists.importCode']);
    const current = await t.ok('events.current', {});
    await t.ok('events.close', {});
    await t.ok('events.open', { path: current?.path ?? '' });
    const again = await t.ok('lists.get', { listId: created.view.list.id });
    expect(again.list).toEqual(created.view.list);
  });
});

describe('lists.importCsv', () => {
  it('imports rows and reports ignored words', async () => {
    const res: ImportResult = await t.ok('lists.importCsv', {
      playerId: 'p1',
      text: 'Harrow\t13\t0\t1\tLieutenant\nKestrel\t28\t0.5\t2\tHacker, Mimetism',
      army: { slug: 'nomads' },
    });
    expect(res.view.list.groups.map((g) => [g.number, g.troopers.map((x) => x.name)])).toEqual([
      [1, ['Harrow']],
      [2, ['Kestrel']],
    ]);
    // Mid tier by default: 300 points and 6 SWC.
    expect(res.view.list).toMatchObject({ pointsLimit: 300, swc: 6, source: { kind: 'csv' } });
    expect(res.view.valid).toBe(true);
    expect(res.notes.map((n) => n.message)).toEqual(['line 2: not read by the rules, ignored: Mimetism.']);
    expect(renderMessage(res.notes[0]!.i18n!, italian)).toBe('riga 2: non letto dalle regole, ignorato: Mimetism.');
  });

  it('refuses the paste with every bad line numbered', async () => {
    const err = await errorOf('lists.importCsv', { playerId: 'p1', text: 'A\t1\t0\t1\nB\tx\t0\t1\nC\t1\t0\tZ' });
    expect(err.code).toBe('INVALID_INPUT');
    expect(err.message).toContain('line 2: cost "x"');
    expect(err.message).toContain('line 3: group "Z"');
    expect(err.details).toMatchObject({ errors: [{ line: 2 }, { line: 3 }] });
    expect(await t.ok('lists.list', {})).toEqual([]);
  });
});

describe('manual entry', () => {
  it('names a list left without a name in the event’s language, counting the player’s lists', async () => {
    const first = await t.ok('lists.add', { playerId: 'p1', groups: [] });
    expect(first.view.list.name).toBe('List 1');
    await t.ok('events.updateSettings', { settings: { language: 'fr' } });
    const second = await t.ok('lists.add', { playerId: 'p1', name: '  ', groups: [] });
    expect(second.view.list.name).toBe('Liste 2');
    const named = await t.ok('lists.add', { playerId: 'p2', name: 'Bataille', groups: [] });
    expect(named.view.list.name).toBe('Bataille');
  });

  it('adds a list, then adds, edits, moves and removes troopers', async () => {
    const added = await t.ok('lists.add', {
      playerId: 'p1',
      army: { slug: 'nomads', name: 'Nomads' },
      groups: [{ number: 1, troopers: [{ name: 'Harrow', cost: 13, skills: { lieutenant: true } }] }],
    });
    const listId = added.view.list.id;
    expect(added.view.list.groups[0]?.troopers[0]?.id).toBe('t1');
    const withSecond = await t.ok('lists.addTrooper', {
      listId,
      group: 2,
      trooper: { name: 'Kestrel', cost: 28, swc: 0.5, skills: { hacker: true } },
    });
    expect(withSecond.trooperId).toBe('t2');
    let view: CompleteListView = (
      await t.ok('lists.updateTrooper', {
        listId,
        trooperId: 't2',
        patch: { cost: 30, skills: { hiddenDeployment: true } },
        group: 1,
      })
    ).view;
    // Skills merge: Hacker stays, Hidden Deployment is added; group 2 is emptied and dropped.
    expect(view.list.groups.map((g) => [g.number, g.troopers.map((x) => x.id)])).toEqual([[1, ['t1', 't2']]]);
    expect(view.list.groups[0]?.troopers[1]?.skills).toMatchObject({ hacker: true, hiddenDeployment: true });
    expect(view.totals.points).toBe(43);
    view = (await t.ok('lists.setGroup', { listId, group: 3, reinforcement: true })).view;
    expect(view.list.groups.map((g) => [g.number, g.reinforcement])).toEqual([
      [1, false],
      [3, true],
    ]);
    view = (await t.ok('lists.removeTrooper', { listId, trooperId: 't1' })).view;
    expect(view.issues.map((i) => i.code)).toContain('lieutenant-missing');
    view = (await t.ok('lists.update', { listId, name: 'Renamed', tier: 'low', army: { id: 501 } })).view;
    // Army fields merge: the slug and name typed earlier stay.
    expect(view.list).toMatchObject({
      name: 'Renamed',
      tier: 'low',
      army: { id: 501, slug: 'nomads', name: 'Nomads' },
    });
    expect((await errorOf('lists.removeTrooper', { listId, trooperId: 't1' })).code).toBe('NOT_FOUND');
    await t.ok('lists.remove', { listId });
    expect((await errorOf('lists.get', { listId })).code).toBe('NOT_FOUND');
  });
});

describe('validation and views', () => {
  it('validates lists and the player-level rules', async () => {
    await t.ok('lists.add', {
      playerId: 'p1',
      army: { id: 501 },
      groups: [{ number: 1, troopers: [{ name: 'A', cost: 10, skills: { lieutenant: true } }] }],
    });
    await t.ok('lists.add', {
      playerId: 'p1',
      army: { id: 502 },
      groups: [{ number: 1, troopers: [{ name: 'B', cost: 10 }] }],
    });
    const report = await t.ok('lists.validate', { playerId: 'p1' });
    expect(report.lists.map((l) => [l.valid, l.issues.map((i) => i.code)])).toEqual([
      [true, []],
      [false, ['lieutenant-missing']],
    ]);
    expect(report.players).toEqual([
      { playerId: 'p1', issues: [expect.objectContaining({ code: 'lists-different-armies' })] },
    ]);
    expect(report.valid).toBe(false);
    const all = await t.ok('lists.validate', {});
    // p2 has no list yet: a warning, not an error.
    expect(all.players.find((p) => p.playerId === 'p2')?.issues.map((i) => [i.code, i.severity])).toEqual([
      ['lists-too-few', 'warning'],
    ]);
  });

  it('serves only the Courtesy view to a LAN visitor', async () => {
    const added = await t.ok('lists.add', {
      playerId: 'p1',
      groups: [
        {
          number: 1,
          troopers: [
            { name: 'Harrow', profile: 'Lieutenant Rifle', cost: 13, skills: { lieutenant: true } },
            { name: 'Lurker', cost: 20, skills: { hiddenDeployment: true } },
          ],
        },
      ],
    });
    const visitor = { ...t.ctx, isReferee: false, actor: 'visitor@lan' };
    const denied = await t.registry.call('lists.get', { listId: added.view.list.id }, visitor);
    expect('error' in denied && denied.error.code).toBe('UNAUTHORIZED');
    const deniedAll = await t.registry.call('lists.list', {}, visitor);
    expect('error' in deniedAll && deniedAll.error.code).toBe('UNAUTHORIZED');
    const courtesy = await t.registry.call('lists.courtesy', { playerId: 'p1' }, visitor);
    if ('error' in courtesy) throw new Error(courtesy.error.message);
    const text = JSON.stringify(courtesy.data);
    expect(text).toContain('Harrow');
    expect(text).not.toContain('Lurker');
    expect(text).not.toMatch(/Lieutenant/);
    expect(t.registry.info('lists.courtesy')).toEqual({ write: false, public: true });
    expect(t.registry.info('lists.get')).toEqual({ write: false, public: false });
    expect(t.registry.info('catalogs.list')?.public).toBe(false);
  });
});

describe('CLI: its-ref decode', () => {
  function run(args: string[]) {
    let stdout = '';
    let stderr = '';
    const done = main(['--data', t.dir, 'decode', ...args], {
      stdout: (s) => void (stdout += s),
      stderr: (s) => void (stderr += s),
    });
    return done.then((code) => ({ code, stdout, stderr }));
  }

  it('prints exactly the agreed JSON for the example code', async () => {
    const { code, stdout } = await run([EXAMPLE]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      sectorialId: 501,
      slug: 'nomads',
      name: ' ',
      pointsLimit: 300,
      groups: [
        {
          number: 1,
          reinforcement: false,
          members: [
            { unit: 1762, group: 1, option: 1 },
            { unit: 414, group: 1, option: 1 },
          ],
        },
      ],
    });
  });

  it('exits non-zero with the reason for an invalid code, and with usage when the code is missing', async () => {
    const bad = await run(['not*base64']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/not base64: character "\*"/);
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Usage: its-ref decode/);
  });
});
