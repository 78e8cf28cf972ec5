/**
 * The rendering worker: jobs run off the calling thread, report progress, fail cleanly, and
 * the worker is found next to a built main module.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { smallEvent } from '../../../tests/fixtures/pdfEvents';
import { payloadFromEvent } from './fromEvent';
import { runPrintJob, stopPrintWorker, workerEntry } from './jobs';
import { printSources } from './sources';
import type { PrintPayload } from './viewModels';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-pdf-jobs-'));
afterAll(() => stopPrintWorker());

describe('print jobs', () => {
  it('render in the worker thread, with progress up to 1, and write the file', async () => {
    const fractions: number[] = [];
    const file = path.join(dir, 'sheets.pdf');
    const outcome = await runPrintJob(
      payloadFromEvent(smallEvent(), { kind: 'control-sheets' }, printSources),
      file,
      (fraction) => fractions.push(fraction),
    );
    expect(outcome).toMatchObject({ pages: 6, inWorker: true });
    expect(readFileSync(file).length).toBe(outcome.bytes);
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('report a failure and keep serving the next job', async () => {
    const broken = { kind: 'standings', meta: { pageSize: 'a4' } } as unknown as PrintPayload;
    await expect(runPrintJob(broken, path.join(dir, 'broken.pdf'))).rejects.toThrow();
    const outcome = await runPrintJob(
      payloadFromEvent(smallEvent(), { kind: 'standings' }, printSources),
      path.join(dir, 'standings.pdf'),
    );
    expect(outcome).toMatchObject({ pages: 1, inWorker: true });
  });

  it('find a built worker next to the bundled main module, or none', () => {
    const built = mkdtempSync(path.join(os.tmpdir(), 'its-pdf-built-'));
    const main = pathToFileURL(path.join(built, 'index.js')).href;
    expect(workerEntry(main)).toBeNull();
    writeFileSync(path.join(built, 'pdfWorker.js'), '');
    expect(workerEntry(main)).toEqual({ file: new URL('./pdfWorker.js', main) });
    expect(workerEntry(pathToFileURL(path.resolve('src/main/pdf/jobs.ts')).href)).toHaveProperty('code');
  });
});
