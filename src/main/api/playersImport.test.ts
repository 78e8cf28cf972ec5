/**
 * players.importPreview / players.import through the real registry and a real event file: the
 * preview marks every row's problems and saves nothing; the import registers the acceptable rows
 * in one audited change whose summary names no internal id.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../shared/api';
import { createTestContext } from './testing';

const SHEET = [
  'Name,ITS PIN,Faction,Club',
  'Ana Núñez,1001,PanOceania,Hexa',
  ',1002,Nomads,',
  'Björn Åberg,1001,Ariadna,',
  // The same name typed without its accents (names are folded, src/shared/fold.ts).
  'ana nunez,1003,Yu Jing,',
  'Chloé Martin,900,Haqqislam,North',
].join('\n');

async function withRegistered() {
  const t = createTestContext();
  await t.newEvent();
  await t.ok('players.add', { name: 'Zed Old', itsPin: '900' });
  return t;
}

describe('players.import', () => {
  it('previews every row with its problems and saves nothing', async () => {
    const t = await withRegistered();
    const before = await t.ok('events.get', {});
    const plan = await t.ok('players.importPreview', { text: SHEET });
    expect(plan.rows.map((r) => [r.line, r.accepted, r.problems.map((p) => `${p.severity}: ${p.message}`)])).toEqual([
      [2, true, []],
      [3, false, ['error: No name: the row is not registered.']],
      [4, false, ['duplicatePin: ITS PIN 1001 is already on line 2.']],
      [5, true, ['warning: The same name is on line 2.']],
      [6, false, ['duplicatePin: ITS PIN 900 is already registered to Zed Old.']],
    ]);
    expect((await t.ok('events.get', {})).revision).toBe(before.revision);
  });

  it('registers the accepted rows in one audited change; duplicate PINs only when confirmed', async () => {
    const t = await withRegistered();
    const first = await t.ok('players.import', { text: SHEET, allowDuplicatePins: false, checkedIn: true });
    expect(first.added.map((p) => [p.name, p.itsPin, p.faction, p.checkedIn])).toEqual([
      ['Ana Núñez', '1001', 'PanOceania', true],
      ['ana nunez', '1003', 'Yu Jing', true],
    ]);
    const event = await t.ok('events.get', {});
    expect(event.players).toHaveLength(3);
    const entry = event.audit.at(-1);
    expect(entry?.summary).toBe('2 players registered from a sheet (3 rows refused)');
    expect(entry?.summary).not.toMatch(/\bp\d+\b/);
    expect(entry?.players).toEqual(first.added.map((p) => p.id));

    const confirmed = (await t.ok('players.import', {
      text: 'Name,ITS PIN\nBjörn Åberg,1001\n',
      allowDuplicatePins: true,
      checkedIn: false,
    })) as Result<'players.import'>;
    expect(confirmed.added.map((p) => p.name)).toEqual(['Björn Åberg']);
    expect(confirmed.rows[0]?.problems[0]?.message).toBe('ITS PIN 1001 is already registered to Ana Núñez.');
  });

  it('refuses a sheet without a Name column without saving', async () => {
    const t = await withRegistered();
    const res = await t.ok('players.import', { text: 'Who,PIN\nx,1\n', allowDuplicatePins: false, checkedIn: false });
    expect(res.problem?.message).toMatch(/No “Name” column/);
    expect(res.added).toEqual([]);
    expect((await t.ok('events.get', {})).players).toHaveLength(1);
  });

  it('refuses a sheet whose letters were lost to the wrong encoding, naming the encoding', async () => {
    const t = await withRegistered();
    // A Windows-1252 sheet read as UTF-8: every accented letter became U+FFFD.
    const res = await t.ok('players.import', {
      text: 'Name,ITS PIN\nMads \ufffdsterg\ufffdrd,1001\n',
      allowDuplicatePins: false,
      checkedIn: false,
    });
    expect(res.problem?.message).toMatch(/CSV UTF-8/);
    expect(res.added).toEqual([]);
    expect((await t.ok('events.get', {})).players.map((p) => p.name)).toEqual(['Zed Old']);
  });
});

describe('players.add and a registered ITS PIN', () => {
  it('is refused with the name of the player who has it, unless the referee confirms', async () => {
    const t = await withRegistered();
    const refused = await t.call('players.add', { name: 'Yan New', itsPin: '900' });
    expect(refused).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'ITS PIN 900 is already registered to Zed Old.',
        details: { duplicatePin: 'Zed Old' },
      },
    });
    expect((await t.ok('events.get', {})).players).toHaveLength(1);
    await t.ok('players.add', { name: 'Yan New', itsPin: '900', allowDuplicatePin: true });
    expect((await t.ok('events.get', {})).players).toHaveLength(2);
  });
});
