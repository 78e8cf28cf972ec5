/**
 * Printing keeps up with the room (issue 31 · item 8): at 60 tables (120 players, round 3 of an
 * ITS S17 event, two rounds played), a round's pairing slips, its score sheets and the control
 * sheets. Three lines a document:
 *
 *   - app: `pdf.generate` through the API, as the Print buttons call it (the event mapped, the
 *     job laid out and drawn in the rendering worker, the file written);
 *   - in-process: the same document mapped, laid out and drawn in this thread;
 *   - bare pdfmake: a document with the same number of pages, one short line a page, same font
 *     and page size (pdfmake's own cost for that many pages).
 *
 * Medians of RUNS after a warm-up (fonts parsed, code compiled), wall and this process's CPU
 * time (worker included), with the load average, since the machine may be shared. Targets: the
 * in-process total ≤ 3 × bare pdfmake for the same pages, and a round's slips ≤ 2000 ms.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pdfmake from 'pdfmake';
import { createTestContext, disposeContext } from '../../src/main/api/testing';
import { payloadFromEvent } from '../../src/main/pdf/fromEvent';
import { printSources } from '../../src/main/pdf/sources';
import { configurePdfmake, renderDocument, renderPayload } from '../../src/main/pdf/render';
import { stopPrintWorker } from '../../src/main/pdf/jobs';
import type { DocDefinition } from '../../src/main/pdf/docTypes';
import type { EventFile } from '../../src/shared/model';
import { makePrintEvent } from '../fixtures/pdfEvents';
import { median } from './fixtures';

const RUNS = 3;
const ROUND = 3;
const S17_SCENARIOS = ['zone-of-interest', 'b-pong', 'annihilation', 'superiority'];
const KINDS = ['pairing-slips', 'score-sheets', 'control-sheets'] as const;
type Kind = (typeof KINDS)[number];

/** 120 players, round 3 paired and locked after two played rounds, ITS S17. */
function sixtyTables(): EventFile {
  const event = makePrintEvent({ players: 120, rounds: 4, resultsThrough: ROUND - 1, paired: ROUND });
  event.settings.season = 'its-s17';
  event.settings.scenarios = S17_SCENARIOS;
  for (const round of event.rounds) round.scenarioId = S17_SCENARIOS[round.number - 1] ?? '';
  return event;
}

function bare(pages: number): DocDefinition {
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [36, 36, 36, 48],
    info: { title: 'Bare document' },
    defaultStyle: { font: 'Sans', fontSize: 9 },
    content: Array.from({ length: pages }, (_, i) => ({
      text: `Page ${i + 1}`,
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  };
}

interface Timed {
  wall: number;
  cpu: number;
  pages: number;
}

async function timed(fn: () => Promise<number>): Promise<Timed> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const pages = await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, pages };
}

async function medianOf(fn: () => Promise<number>): Promise<Timed> {
  const runs: Timed[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(fn));
  const by = (key: 'wall' | 'cpu') => median(runs.map((r) => r[key]));
  return { wall: by('wall'), cpu: by('cpu'), pages: runs[0]?.pages ?? 0 };
}

const show = (t: Timed): string => `${t.wall.toFixed(0)} ms (CPU ${t.cpu.toFixed(0)} ms)`;

function load(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
}

async function run(): Promise<void> {
  console.log(`before: ${load()}`);
  configurePdfmake();
  await pdfmake.createPdf(bare(1)).getBuffer();
  const event = sixtyTables();
  const t = createTestContext();
  try {
    await t.newEvent({ name: event.settings.name });
    await t.ctx.workspace.current().mutate({ actor: 'bench', method: 'bench.arrange' }, (draft) => {
      draft.settings = { ...draft.settings, ...event.settings };
      draft.players = event.players;
      draft.tables = event.tables;
      draft.rounds = event.rounds;
      return { result: undefined, summary: 'arrange' };
    });
    const viaApi = async (kind: Kind) =>
      (await t.ok('pdf.generate', { kind, ...(kind === 'control-sheets' ? {} : { round: ROUND }) })).pages;
    const inProcess = async (kind: Kind) =>
      (await renderPayload(payloadFromEvent(event, { kind, round: ROUND }, printSources))).pages;
    // Warm-up: the worker started, every document's code compiled once.
    for (const kind of KINDS) {
      await viaApi(kind);
      await inProcess(kind);
    }
    console.log(`60 tables (120 players), round ${ROUND} of an ITS S17 event; medians of ${RUNS}:`);
    let appTotal = 0;
    let inTotal = 0;
    let inCpu = 0;
    let bareTotal = 0;
    let bareCpu = 0;
    let slips = Infinity;
    for (const kind of KINDS) {
      const app = await medianOf(() => viaApi(kind));
      const here = await medianOf(() => inProcess(kind));
      const minimal = await medianOf(async () => (await renderDocument(bare(here.pages))).pages);
      if (kind === 'pairing-slips') slips = app.wall;
      appTotal += app.wall;
      inTotal += here.wall;
      inCpu += here.cpu;
      bareTotal += minimal.wall;
      bareCpu += minimal.cpu;
      console.log(
        `  ${kind} (${here.pages} pages): app ${show(app)} · in-process ${show(here)} · bare pdfmake ${show(minimal)} · ` +
          `${(here.wall / minimal.wall).toFixed(1)}× bare (CPU ${(here.cpu / minimal.cpu).toFixed(1)}×)`,
      );
    }
    // The CPU ratio holds on a shared machine; the wall ratio only on a quiet one.
    const ratio = inTotal / bareTotal;
    const cpuRatio = inCpu / bareCpu;
    console.log(
      `  all three: app ${appTotal.toFixed(0)} ms, in-process ${inTotal.toFixed(0)} ms (CPU ${inCpu.toFixed(0)} ms), ` +
        `bare pdfmake ${bareTotal.toFixed(0)} ms (CPU ${bareCpu.toFixed(0)} ms): ${ratio.toFixed(1)}× bare, CPU ` +
        `${cpuRatio.toFixed(1)}× (≤ 3× ${cpuRatio <= 3 ? 'met' : 'NOT met'}); ` +
        `a round's slips ${slips.toFixed(0)} ms (≤ 2000 ms ${slips <= 2000 ? 'met' : 'NOT met'})`,
    );
    console.log(`after: ${load()}`);
  } finally {
    await stopPrintWorker();
    await disposeContext(t);
  }
}

export const printSuite = { name: 'print', run };
