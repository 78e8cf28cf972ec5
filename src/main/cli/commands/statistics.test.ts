/**
 * The statistics' exports through the CLI contract and the report pack, on the small invented
 * event (src/core/stats/testing/smallEvent.ts: figures worked in eventStatistics.test.ts), read
 * back with pdftotext. Consent: only Ana agreed to publish her lists; Bea said no and the others
 * never answered, so their army codes and list names appear in no file written.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts } from '../../../../tests/fixtures/pdfInspect';
import { smallEvent } from '../../../core/stats/testing/smallEvent';
import { ratingPreviewOfEvent } from '../../api/standings';
import { stopPrintWorker } from '../../pdf/jobs';
import { writeReportPack } from '../../reportPack/packFiles';
import { runCommand } from '../testing';
import { exportCommand } from './export';
import { pdfCommand } from './pdf';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-cli-stats-'));
/** What must never leave the event file: the lists of Bea (who said no), Cai and Eve (who never answered). */
const PRIVATE = [
  'code-of-l-bea',
  'code-of-l-cai',
  'code-of-l-eve',
  'Neoterran Capitaline Army list',
  'Steel Phalanx list',
];

beforeAll(() => {
  const event = smallEvent();
  // An import's audit entry holds the whole list in its patch.
  event.audit.push({
    revision: 1,
    at: event.createdAt,
    actor: 'local',
    method: 'lists.import',
    summary: 'Imported a list',
    reason: '',
    tables: [],
    players: ['bea'],
    changes: [{ path: ['lists', 2], after: event.lists[2] }],
    undoneBy: null,
    undoOf: null,
    redoOf: null,
  });
  writeFileSync(path.join(dir, 'small.its.json'), JSON.stringify(event));
});
afterAll(async () => {
  await stopPrintWorker();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under `folder`, as text (a PDF through pdftotext). */
function everyText(folder: string): string {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return `${readFileSync(file, 'latin1')}\n${file.endsWith('.pdf') ? pageTexts(file, 'raw').join('\n') : ''}`;
    })
    .join('\n');
}

describe('statistics exports', () => {
  it('its-ref pdf event-report prints the charts, the figures and the consent count', async () => {
    const { code, stdout, stderr } = await runCommand(
      pdfCommand,
      ['event-report', 'small.its.json', '--out', 'out/report.pdf'],
      dir,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as { path: string; pages: number; publishing: number };
    expect(answer).toMatchObject({ path: path.join(dir, 'out', 'report.pdf'), publishing: 1 });
    const pages = pageTexts(answer.path);
    expect(pages.length).toBe(answer.pages);
    const text = pages.join('\n').replace(/[ ]+/g, ' ');
    expect(text).toContain('Small Invented Open');
    expect(text).toContain('5 players, 4 with an army list; 2 rounds played.');
    expect(text).toContain('Lists published with the player’s consent: 1 of 5.');
    for (const title of ['Players per faction', 'Results per faction', 'Objective Points per round']) {
      expect(text).toContain(title);
    }
    // Nomads: 2 players, 3 games, 1–2–0, "1 of 3" (never a percentage), OP 6, VP 200, TP 3.5, best 1.
    expect(text).toContain('Nomads 2 3 1 2 0 1 of 3 6 200 3.5 1');
    // The TP chart's end labels (SVG text drawn by pdfmake).
    expect(text).toContain('1. Cai');
    expect(text).not.toContain('%');
  });

  it('its-ref export statistics writes one CSV per table', async () => {
    const { code, stdout } = await runCommand(
      exportCommand,
      ['statistics', 'small.its.json', '--out', 'out/stats'],
      dir,
    );
    expect(code).toBe(0);
    const files = (JSON.parse(stdout) as { files: string[] }).files.map((f) => path.basename(f));
    expect(files).toEqual(
      ['factions', 'sectorials', 'rounds', 'scenarios', 'units', 'top'].map(
        (id) => `small-invented-open-statistics-${id}.csv`,
      ),
    );
    const factions = readFileSync(path.join(dir, 'out/stats', files[0] ?? ''), 'utf8').split('\r\n');
    expect(factions[0]).toBe(
      '\uFEFFFaction,Players,Games,Wins,Ties,Losses,Games won,Average OP,Average VP,Average TP,Best placing',
    );
    expect(factions[1]).toBe('Nomads,2,3,1,2,0,1 of 3,6,200,3.5,1');
    const units = readFileSync(path.join(dir, 'out/stats', files[4] ?? ''), 'utf8');
    expect(units).toContain('Shock Army of Acontecimento,Fusilier,2 of 2');
  });

  it('its-ref export lists writes the consenting players’ lists with their placing, nothing for the others', async () => {
    const { code, stdout } = await runCommand(exportCommand, ['lists', 'small.its.json', '--out', 'out/lists'], dir);
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as { files: string[]; publishing: number; players: number };
    expect(answer).toMatchObject({ publishing: 1, players: 5 });
    expect(answer.files.map((f) => path.basename(f))).toEqual(['small-invented-open-list-4-ana.txt']);
    const ana = readFileSync(answer.files[0] ?? '', 'utf8');
    expect(ana).toContain('Ana\nFinal placing: 4 of 5\n');
    expect(ana).toContain('Army code: code-of-l-ana\n');
    expect(ana).toContain('Army code: code-of-l-ana2\n');
    expect(ana).toContain('Combat Group 1\n  Fusilier: 20 points, 0 SWC\n');
  });

  it('the report pack copies no list of a player who did not consent', async () => {
    const event = JSON.parse(readFileSync(path.join(dir, 'small.its.json'), 'utf8'));
    const folder = path.join(dir, 'out', 'pack');
    const files = await writeReportPack(smallEvent(), ratingPreviewOfEvent(event), async (name, write) => {
      const file = path.join(folder, name);
      await write(file);
      return file;
    });
    expect(files.map((f) => f.file)).toContain('small-invented-open-statistics-factions.csv');
    const copy = JSON.parse(readFileSync(path.join(folder, 'small-invented-open-event.its.json'), 'utf8'));
    expect(copy.lists.map((l: { id: string }) => l.id)).toEqual(['l-ana', 'l-ana2']);
  });

  it('leaves the lists of players who did not consent out of every file written', () => {
    const all = everyText(path.join(dir, 'out'));
    expect(all).toContain('code-of-l-ana');
    for (const secret of PRIVATE) expect(all).not.toContain(secret);
  });
});
