/**
 * `its-ref export its-report <event file> --out <file.csv>` and
 * `its-ref export standings <event file> --format csv|pdf --out <file>`: the exact CLI contract
 * over the real registry, on the hand-worked 7-player event (figures in api/finish.test.ts).
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts } from '../../../../tests/fixtures/pdfInspect';
import { createTestContext } from '../../api/testing';
import { stopPrintWorker } from '../../pdf/jobs';
import { playHandWorkedEvent } from '../../reportPack/testing/handWorkedEvent';
import { runCommand } from '../testing';
import { exportCommand } from './export';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-cli-export-'));
const run = (args: string[]) => runCommand(exportCommand, args, dir);

beforeAll(async () => {
  const t = createTestContext({ dir: mkdtempSync(path.join(dir, 'made-')) });
  await playHandWorkedEvent(t);
  const eventPath = t.ctx.workspace.current().path;
  // Closing folds the change journal into the event file, as before copying it to a USB stick.
  await t.ctx.workspace.close();
  copyFileSync(eventPath, path.join(dir, 'hand.its.json'));
});
afterAll(async () => {
  await stopPrintWorker();
  rmSync(dir, { recursive: true, force: true });
});

describe('its-ref export', () => {
  it('writes the ITS report CSV of an event file', async () => {
    const { code, stdout, stderr } = await run(['its-report', 'hand.its.json', '--out', 'report.csv']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ export: 'its-report', format: 'csv', path: path.join(dir, 'report.csv') });
    const lines = readFileSync(path.join(dir, 'report.csv'), 'utf8').split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe('1,1,1001,Ana,PanOceania,7,250,2,1002,Bea,Yu Jing,3,120,0,');
    expect(lines[6]).toBe('2,2,1002,Bea,Yu Jing,4,150,2,1007,Gus,Aleph,1,50,0,Gus dropped after this round');
  });

  it('writes the final standings as CSV and as PDF', async () => {
    const csv = await run(['standings', 'hand.its.json', '--format', 'csv', '--out', 'final.csv']);
    expect(csv.code).toBe(0);
    const lines = readFileSync(path.join(dir, 'final.csv'), 'utf8').split('\r\n');
    expect(lines[4]).toBe('4,Dan,,Haqqislam,3,12,465,30,Round 2,');
    const pdf = await run(['standings', 'hand.its.json', '--format', 'pdf', '--out', 'final.pdf']);
    expect(pdf.stderr).toBe('');
    expect(pdf.code).toBe(0);
    const text = pageTexts(path.join(dir, 'final.pdf')).join('\n');
    expect(text).toContain('Final standings');
    expect(text).toContain('ITS PIN 1001');
  });

  it('refuses bad arguments with exit code 2 and names them', async () => {
    const missing = await run(['standings', 'hand.its.json', '--out', 'x.csv']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--format csv|pdf is required');
    const mismatch = await run(['standings', 'hand.its.json', '--format', 'pdf', '--out', 'x.csv']);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain('--out must name a .pdf file');
    const what = await run(['ratings', 'hand.its.json', '--out', 'x.csv']);
    expect(what.code).toBe(2);
    expect(what.stderr).toContain('export what? its-report or standings (got ratings)');
  });

  it('exits with 1 on a file that is not an event', async () => {
    const { code, stderr } = await run(['its-report', 'nowhere.its.json', '--out', 'x.csv']);
    expect(code).toBe(1);
    expect(stderr).not.toBe('');
  });
});
