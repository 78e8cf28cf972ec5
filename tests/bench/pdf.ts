/**
 * Printing benchmark: Tournament Control Sheets plus round 5's pairing slips for a 256-player
 * event (the tests' deterministic fixture), against a minimal pdfmake document with the same
 * number of pages (one short line a page, same font and page size).
 *
 * Each case runs in its own child process, so its peak resident memory is its own: the child
 * renders a one-page warm-up document (font parsing, JIT), then the case RUNS times, and
 * reports the median time. Targets (issue 7): ≤ 1.5 s, and ≤ 1.5 × the minimal document.
 * A third line times the app's own path: the same jobs through the rendering worker, files
 * written (the peak memory there includes the worker's).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pdfmake from 'pdfmake';
import { payloadFromEvent } from '../../src/main/pdf/fromEvent';
import { printSources } from '../../src/main/pdf/sources';
import { configurePdfmake, renderDocument, renderPayload } from '../../src/main/pdf/render';
import { runPrintJob, stopPrintWorker } from '../../src/main/pdf/jobs';
import type { DocDefinition } from '../../src/main/pdf/docTypes';
import { largeEvent } from '../fixtures/pdfEvents';
import { median } from './fixtures';

const RUNS = 5;

function load(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
}

interface CaseResult {
  name: string;
  pages: number;
  medianMs: number;
  runsMs: number[];
  /** CPU time (user + system) of the median run's process share, for a loaded machine. */
  cpuMs: number[];
  peakRssMb: number;
}

function minimalDocument(pages: number): DocDefinition {
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [36, 36, 36, 48],
    info: { title: 'Minimal document' },
    defaultStyle: { font: 'Sans', fontSize: 9 },
    content: Array.from({ length: pages }, (_, i) => ({
      text: `Page ${i + 1}`,
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  };
}

type CaseName = 'real' | 'minimal' | 'worker';

/** One case, in this (child) process. */
async function runCase(name: CaseName, pages: number): Promise<CaseResult> {
  configurePdfmake();
  await pdfmake.createPdf(minimalDocument(1)).getBuffer(); // warm-up: fonts parsed, code compiled
  const event = largeEvent();
  const runs: number[] = [];
  let produced = 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-pdf-bench-'));
  const job = async (): Promise<number> => {
    const sheets = await runPrintJob(
      payloadFromEvent(event, { kind: 'control-sheets' }, printSources),
      path.join(dir, 'a.pdf'),
    );
    const slips = await runPrintJob(
      payloadFromEvent(event, { kind: 'pairing-slips', round: 5 }, printSources),
      path.join(dir, 'b.pdf'),
    );
    return sheets.pages + slips.pages;
  };
  if (name === 'worker')
    await runPrintJob(payloadFromEvent(event, { kind: 'standings' }, printSources), path.join(dir, 'w.pdf'));
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    if (name === 'worker') {
      // The app's own path: mapping here, layout, rendering and the file write in the worker.
      produced = await job();
    } else if (name === 'real') {
      // Mapping the event, building both documents and rendering them: the whole print job.
      const sheets = await renderPayload(payloadFromEvent(event, { kind: 'control-sheets' }, printSources));
      const slips = await renderPayload(payloadFromEvent(event, { kind: 'pairing-slips', round: 5 }, printSources));
      produced = sheets.pages + slips.pages;
    } else {
      produced = (await renderDocument(minimalDocument(pages))).pages;
    }
    runs.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  await stopPrintWorker();
  rmSync(dir, { recursive: true, force: true });
  return {
    name,
    pages: produced,
    medianMs: median(runs),
    runsMs: runs,
    cpuMs: cpu,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

function spawnCase(name: CaseName, pages: number): CaseResult {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--case', name, String(pages)],
    {
      encoding: 'utf8',
      env: { ...process.env, PDF_BENCH_CHILD: '1' },
    },
  );
  const line = out.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as CaseResult;
}

async function run(): Promise<void> {
  console.log(`before: ${load()}`);
  const real = spawnCase('real', 0);
  const minimal = spawnCase('minimal', real.pages);
  const worker = spawnCase('worker', 0);
  const fmt = (r: CaseResult): string =>
    `${r.medianMs.toFixed(0)} ms median of ${RUNS} (${r.runsMs.map((v) => v.toFixed(0)).join(', ')}; CPU ${r.cpuMs
      .map((v) => v.toFixed(0))
      .join(', ')}), peak RSS ${r.peakRssMb.toFixed(0)} MB`;
  console.log(`after:  ${load()}`);
  console.log(`control sheets + pairing slips, 256 players (${real.pages} pages): ${fmt(real)}`);
  console.log(`minimal pdfmake document, ${minimal.pages} pages:                 ${fmt(minimal)}`);
  console.log(`the same two documents through the rendering worker, files written:   ${fmt(worker)}`);
  const ratio = real.medianMs / minimal.medianMs;
  console.log(
    `ratio ${ratio.toFixed(2)}× · targets: ≤ 1500 ms ${real.medianMs <= 1500 ? 'met' : 'NOT met'}, ≤ 1.5× ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
  );
}

export const pdfSuite = { name: 'pdf', run };

if (process.env.PDF_BENCH_CHILD === '1') {
  const at = process.argv.indexOf('--case');
  const arg = process.argv[at + 1];
  const name: CaseName = arg === 'minimal' || arg === 'worker' ? arg : 'real';
  const result = await runCase(name, Number(process.argv[at + 2] ?? 0));
  console.log(JSON.stringify(result));
}
