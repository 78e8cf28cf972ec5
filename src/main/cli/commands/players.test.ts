/** `its-ref players import <file.csv> --event <event file>`: the exact CLI contract, end to end on real files. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../api/testing';
import { cliInScratchFolder } from '../testing';

const { dir, cli } = cliInScratchFolder('its-cli-players-');

describe('its-ref players import', () => {
  it('adds the rows to the event file and prints the rows added and refused with reasons', async () => {
    const eventFile = path.join(dir, 'cup.its.json');
    const t = createTestContext({ dir: path.join(dir, 'setup') });
    await t.ok('events.create', { settings: { name: 'Cup' }, path: eventFile });
    await t.ok('players.add', { name: 'Zed Old', itsPin: '900' });
    // One writer per event file: the set-up closes the event so the CLI can take it.
    await t.ctx.workspace.close();
    const csv = path.join(dir, 'players.csv');
    writeFileSync(
      csv,
      'Name,ITS PIN,Faction,Club\nAna Núñez,1001,PanOceania,Hexa\nBjörn Åberg,900,Ariadna,\n,1003,,\n',
    );

    const { code, out, err } = await cli('players', 'import', csv, '--event', eventFile);
    expect(err).toBe('');
    expect(out).toBe(
      [
        'Added 1 player:',
        '  line 2: Ana Núñez (ITS PIN 1001)',
        'Refused 2 rows:',
        '  line 3: Björn Åberg (ITS PIN 900) — ITS PIN 900 is already registered to Zed Old. (if they are different people, import those rows alone with --allow-duplicate-pins)',
        '  line 4: (no name) (ITS PIN 1003) — No name: the row is not registered.',
        '',
      ].join('\n'),
    );
    expect(code).toBe(1);
    const saved = JSON.parse(readFileSync(eventFile, 'utf8')) as { players: { name: string; faction: string }[] };
    expect(saved.players.map((p) => [p.name, p.faction])).toEqual([
      ['Zed Old', ''],
      ['Ana Núñez', 'PanOceania'],
    ]);
  });

  it('reads a sheet saved as Windows-1252 with its accents', async () => {
    const eventFile = path.join(dir, 'cp1252.its.json');
    const t = createTestContext({ dir: path.join(dir, 'setup-1252') });
    await t.ok('events.create', { settings: { name: 'Copa' }, path: eventFile });
    await t.ctx.workspace.close();
    const csv = path.join(dir, 'players-1252.csv');
    // Ø is 0xD8, å 0xE5, ñ 0xF1 in Windows-1252 (Excel's "CSV" in Spain and France).
    writeFileSync(csv, Buffer.from('Name;ITS PIN\r\nMads \xd8sterg\xe5rd;1001\r\nIv\xe1n Pe\xf1a;1002\r\n', 'latin1'));
    const { code, err } = await cli('players', 'import', csv, '--event', eventFile);
    expect([code, err]).toEqual([0, '']);
    const saved = JSON.parse(readFileSync(eventFile, 'utf8')) as { players: { name: string }[] };
    expect(saved.players.map((p) => p.name)).toEqual(['Mads Østergård', 'Iván Peña']);
  });

  it('explains a wrong command line and a missing file', async () => {
    expect((await cli('players', 'add', 'x.csv')).err).toContain('Usage: its-ref players import');
    expect((await cli('players', 'import', 'x.csv', '--bogus')).err).toContain('unknown option --bogus');
    const missing = await cli('players', 'import', path.join(dir, 'nope.csv'));
    expect([missing.code, missing.err]).toEqual([
      1,
      `${path.join(dir, 'nope.csv')}: the file or folder does not exist (nope.csv)\n`,
    ]);
  });
});
