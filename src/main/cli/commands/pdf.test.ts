/**
 * `its-ref pdf <kind> <file> [--round N] [--page a4|letter] --out <file.pdf>`: the exact CLI
 * contract, with the command run over the real registry, and once end to end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oddEvent, smallEvent, toResultsDocument } from '../../../../tests/fixtures/pdfEvents';
import { pdfInfo, pageTexts } from '../../../../tests/fixtures/pdfInspect';
import { stopPrintWorker } from '../../pdf/jobs';
import { runCommand } from '../testing';
import { pdfCommand } from './pdf';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-cli-pdf-'));
afterAll(async () => {
  await stopPrintWorker();
  rmSync(dir, { recursive: true, force: true });
});

const eventFile = path.join(dir, 'spring.its.json');
writeFileSync(eventFile, JSON.stringify(smallEvent()));
const resultsFile = path.join(dir, 'club-night.json');
writeFileSync(resultsFile, JSON.stringify(toResultsDocument(oddEvent())));

const run = (args: string[]) => runCommand(pdfCommand, args, dir);

describe('its-ref pdf', () => {
  it('prints a document of an event file to --out and reports it as JSON', async () => {
    const { code, stdout, stderr } = await run(['round-sheet', 'spring.its.json', '--round', '2', '--out', 'r2.pdf']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = path.join(dir, 'r2.pdf');
    expect(JSON.parse(stdout)).toEqual({
      kind: 'round-sheet',
      round: 2,
      path: out,
      pages: 3,
      bytes: readFileSync(out).length,
    });
    expect(pageTexts(out)[0]).toContain('Round 2 pairings');
  });

  it('prints from the minimal results JSON, on Letter paper when asked', async () => {
    const { code, stdout } = await run(['control-sheets', resultsFile, '--page', 'letter', '--out', 'sheets.pdf']);
    expect(code).toBe(0);
    const out = path.join(dir, 'sheets.pdf');
    // One sheet per player of the results file (7 players).
    expect(JSON.parse(stdout)).toMatchObject({ pages: 7 });
    expect(pdfInfo(out)).toMatchObject({ pages: 7, width: 612, height: 792 });
  });

  it('prints player cards with --url, the venue server’s address their QR codes open', async () => {
    const event = smallEvent();
    event.settings.playerReporting = 'referee-approves';
    event.players.forEach((p, i) => (p.resultCode = `W${i}7K3R`));
    writeFileSync(path.join(dir, 'reporting.its.json'), JSON.stringify(event));
    const args = ['player-cards', 'reporting.its.json', '--url', 'http://192.168.1.20:4820/', '--out', 'cards.pdf'];
    const { code, stdout, stderr } = await run(args);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ kind: 'player-cards', round: null, pages: 1 });
    const text = pageTexts(path.join(dir, 'cards.pdf')).join(' ');
    for (const p of event.players) expect(text.split(p.resultCode!).length - 1).toBe(1);
    expect(text).toContain('192.168.1.20:4820');
    // Without --url (or with something else than a server's address): the usage, exit code 2.
    for (const bad of [
      ['player-cards', 'reporting.its.json', '--out', 'x.pdf'],
      ['player-cards', 'reporting.its.json', '--url', '192.168.1.20', '--out', 'x.pdf'],
      ['player-cards', 'reporting.its.json', '--url', 'http://192.168.1.20/#/report', '--out', 'x.pdf'],
    ]) {
      const refused = await run(bad);
      expect(refused.code, bad.join(' ')).toBe(2);
      expect(refused.stderr).toContain('--url');
    }
  });

  it('refuses bad arguments with the usage and exit code 2', async () => {
    for (const args of [
      ['posters', 'spring.its.json', '--out', 'a.pdf'],
      ['standings', '--out', 'a.pdf'],
      ['standings', 'spring.its.json'],
      ['standings', 'spring.its.json', '--out', 'a.txt'],
      ['standings', 'spring.its.json', '--round', '0', '--out', 'a.pdf'],
      ['standings', 'spring.its.json', '--page', 'a3', '--out', 'a.pdf'],
    ]) {
      const { code, stderr } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('Usage: its-ref pdf');
    }
  });

  it('refuses a bad file with the problem and where it is, exit code 1', async () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ rounds: 3, players: [{ id: 'a' }], games: [{ round: 1, a: 'a', b: 'b', op: [3, 1] }] }),
    );
    const { code, stderr } = await run(['standings', bad, '--out', 'bad.pdf']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/games\[0\] \(round 1\): unknown player id "b"/);
    expect(existsSync(path.join(dir, 'bad.pdf'))).toBe(false);
    const missing = await run(['standings', 'nowhere.json', '--out', 'x.pdf']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/File not found/);
  });

  it('works end to end through bin/its-ref.js', () => {
    const out = path.join(dir, 'e2e-slips.pdf');
    const res = spawnSync(
      process.execPath,
      [
        path.resolve('bin/its-ref.js'),
        'pdf',
        'pairing-slips',
        eventFile,
        '--out',
        out,
        '--data',
        path.join(dir, 'data'),
      ],
      { encoding: 'utf8', cwd: dir, timeout: 60_000 },
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ kind: 'pairing-slips', round: 3, path: out, pages: 1 });
  });
});
