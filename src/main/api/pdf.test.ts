/**
 * `pdf.generate` through the real registry and workspace: the file lands in the exports folder
 * (or where asked), the job reports progress, the rendering worker does the work.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PdfGenerated } from '../../shared/api/pdf';
import { oddEvent, smallEvent, toResultsDocument } from '../../../tests/fixtures/pdfEvents';
import { stopPrintWorker } from '../pdf/jobs';
import { createTestContext } from './testing';

afterAll(() => stopPrintWorker());

function eventFile(dir: string): string {
  const file = path.join(dir, 'spring.its.json');
  writeFileSync(file, JSON.stringify(smallEvent()));
  return file;
}

describe('pdf.generate', () => {
  it('prints a document of the open event into the exports folder, with progress pushes', async () => {
    const t = createTestContext();
    const file = eventFile(t.dir);
    await t.ok('events.open', { path: file });
    const res = await t.call('pdf.generate', { kind: 'pairing-slips' });
    if ('error' in res) throw new Error(res.error.message);
    const data = res.data as PdfGenerated;
    const expectedName = 'torneo-de-primavera-6-players-pairing-slips-r3-a4.pdf';
    expect(data).toMatchObject({
      kind: 'pairing-slips',
      round: 3,
      path: path.join(t.dir, 'exports', expectedName),
      file: expectedName,
      url: `/files/${expectedName}`,
      pages: 1,
    });
    expect(readFileSync(data.path).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(data.path).length).toBe(data.bytes);
    const progress = t.pushes
      .filter((p) => p.name === 'job.progress')
      .map((p) => p.payload as { jobId: string; done: number });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every((p) => p.jobId === data.jobId)).toBe(true);
    // Pages of the document itself: nothing counted before the layout, then page n of its pages.
    expect(progress[0]).toMatchObject({ done: 0, total: 0 });
    expect(progress.at(-1)).toMatchObject({ done: data.pages, total: data.pages });
  });

  it('prints a results document where asked, without an open event', async () => {
    const t = createTestContext();
    const out = path.join(t.dir, 'out', 'standings.pdf');
    const res = await t.call('pdf.generate', {
      kind: 'standings',
      document: toResultsDocument(oddEvent()),
      title: 'Club night',
      page: 'letter',
      out,
    });
    if ('error' in res) throw new Error(res.error.message);
    expect(res.data).toMatchObject({ path: out, url: null, pages: 1, round: 3 });
    expect(existsSync(out)).toBe(true);
  });

  it('names the problem: no event open, a round not paired, a bad results file, a bad file name', async () => {
    const t = createTestContext({ dir: mkdtempSync(path.join(os.tmpdir(), 'its-pdf-')) });
    const none = await t.call('pdf.generate', { kind: 'control-sheets' });
    expect(none).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.stringMatching(/No event is open/) } });

    await t.ok('events.open', { path: eventFile(t.dir) });
    const round = await t.call('pdf.generate', { kind: 'round-sheet', round: 7 });
    expect(round).toMatchObject({
      error: { code: 'NOT_FOUND', message: expect.stringMatching(/Round 7 has no pairings/) },
    });

    const bad = await t.call('pdf.generate', {
      kind: 'standings',
      document: { rounds: 3, players: [{ id: 'a' }], games: [{ round: 1, a: 'a', b: 'x', op: [11, 0] }] },
    });
    expect(bad).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringMatching(/games\[0\]/) } });

    const name = await t.call('pdf.generate', { kind: 'standings', out: path.join(t.dir, 'x.txt') });
    expect(name).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringMatching(/\.pdf/) } });

    // A folder where the file should be: the write fails as a file-system error.
    const blocked = path.join(t.dir, 'blocked.pdf');
    mkdirSync(blocked);
    const io = await t.call('pdf.generate', { kind: 'standings', out: blocked });
    expect(io).toMatchObject({ error: { code: 'IO_FAILURE', message: expect.stringMatching(/Cannot write the PDF/) } });
  });
});
