/**
 * The committed example report pack (docs/report-pack/) cannot go stale: a fresh pack of the
 * hand-worked event, made by scripts/example-pack.ts into a temp folder, must match it (CSV
 * and event file byte for byte, PDFs by their text), and the README's standings table must
 * say what the committed standings CSV says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACK_DIR, SPANISH_STANDINGS, makeExamplePack, packDifferences, packFiles } from '../../scripts/example-pack';
import { pageTexts } from '../fixtures/pdfInspect';

let fresh: string;
let scratch: string;
beforeAll(async () => {
  fresh = mkdtempSync(path.join(os.tmpdir(), 'its-ref-example-pack-'));
  scratch = mkdtempSync(path.join(os.tmpdir(), 'its-ref-example-pack-edited-'));
  await makeExamplePack(fresh);
});
afterAll(() => {
  rmSync(fresh, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

describe('docs/report-pack', () => {
  it('is the pack the app makes today (run `npm run example-pack` when this fails)', () => {
    expect(packFiles(fresh)).toEqual([
      'torneo-hand-worked-event.its.json',
      'torneo-hand-worked-final-standings.csv',
      SPANISH_STANDINGS,
      'torneo-hand-worked-final-standings.pdf',
      'torneo-hand-worked-its-report.csv',
      'torneo-hand-worked-its-report.pdf',
      'torneo-hand-worked-rating-preview.csv',
      ...['factions', 'rounds', 'scenarios', 'sectorials', 'top', 'units'].map(
        (id) => `torneo-hand-worked-statistics-${id}.csv`,
      ),
    ]);
    expect(packDifferences(PACK_DIR, fresh)).toEqual([]);
    // The Spanish copy really is in Spanish, and the English one in English.
    expect(pageTexts(path.join(PACK_DIR, SPANISH_STANDINGS)).join('')).toContain('Clasificación final');
    expect(pageTexts(path.join(PACK_DIR, 'torneo-hand-worked-final-standings.pdf')).join('')).toContain(
      'Final standings',
    );
  });

  it('dates its PDFs by the fixed clock (SOURCE_DATE_EPOCH), so the files do not change on each run', () => {
    const pdfs = packFiles(fresh).filter((f) => f.endsWith('.pdf'));
    expect(pdfs).toHaveLength(3);
    for (const f of pdfs) {
      const info = execFileSync('pdfinfo', ['-isodates', path.join(fresh, f)], { encoding: 'utf8' });
      expect(info, f).toMatch(/^CreationDate:\s+2026-05-16T19:30:00Z$/m);
    }
    // Only while the pack is made: afterwards PDFs carry the time they are made again.
    expect(process.env.SOURCE_DATE_EPOCH).toBeUndefined();
  });

  it('catches a changed CSV cell, a PDF with other text and a missing file', () => {
    for (const f of packFiles(PACK_DIR)) copyFileSync(path.join(PACK_DIR, f), path.join(scratch, f));
    const csv = path.join(scratch, 'torneo-hand-worked-final-standings.csv');
    const edited = readFileSync(csv, 'utf8').replace('1,Ana,1001,PanOceania,5,22,', '1,Ana,1001,PanOceania,5,23,');
    expect(edited).not.toBe(readFileSync(csv, 'utf8'));
    writeFileSync(csv, edited);
    copyFileSync(path.join(PACK_DIR, SPANISH_STANDINGS), path.join(scratch, 'torneo-hand-worked-final-standings.pdf'));
    rmSync(path.join(scratch, 'torneo-hand-worked-rating-preview.csv'));
    expect(packDifferences(scratch, fresh)).toEqual([
      `torneo-hand-worked-rating-preview.csv is missing from ${scratch}`,
      'torneo-hand-worked-final-standings.csv differs from a fresh pack',
      'torneo-hand-worked-final-standings.pdf differs from a fresh pack (its text)',
    ]);
  });

  it("README's final standings table is the committed standings CSV", () => {
    const readme = readFileSync(path.join(PACK_DIR, 'README.md'), 'utf8');
    const table = readme
      .split('\n')
      .filter((line) => /^\| \d/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const csv = readFileSync(path.join(PACK_DIR, 'torneo-hand-worked-final-standings.csv'), 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','))
      // Rank, Name, TP, OP, VP, Opponents' OP.
      .map((c) => [c[0], c[1], c[4], c[5], c[6], c[7]]);
    expect(table).toHaveLength(7);
    expect(table).toEqual(csv);
  });
});
