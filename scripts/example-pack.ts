/**
 * The example report pack in docs/report-pack/: the hand-worked 7-player, 3-round event
 * (src/main/reportPack/testing/handWorkedEvent.ts, figures worked by hand in
 * src/main/api/finish.test.ts) played through the real API, finished, and its report pack
 * copied out, plus the final standings PDF of the same event in Spanish.
 *
 *   npm run example-pack             writes docs/report-pack/
 *   npx tsx scripts/example-pack.ts --check
 *                                    writes a fresh pack into a temp folder and reports every
 *                                    committed file that differs from it (exit code 1)
 *
 * Byte-stable: the clock is fixed, the event's seed is given, node's randomness (the event's
 * id, players' result codes) is fixed while the event is played, and PDFs carry the fixed
 * clock as their creation date (SOURCE_DATE_EPOCH, see src/main/pdf/render.ts).
 * tests/unit/examplePack.test.ts runs the check, so the committed pack cannot go stale.
 */
import crypto from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTestContext } from '../src/main/api/testing';
import { stopPrintWorker } from '../src/main/pdf/jobs';
import { playHandWorkedEvent } from '../src/main/reportPack/testing/handWorkedEvent';
import { pageTexts } from '../tests/fixtures/pdfInspect';

export const PACK_DIR = path.resolve(import.meta.dirname, '../docs/report-pack');

/** The evening the hand-worked event finished: every timestamp in the pack. */
const CLOCK = new Date('2026-05-16T19:30:00.000Z');
const SETTINGS = { date: '2026-05-16', seed: 'example' };
/** The Spanish copy of the final standings, to show a PDF in another language. */
export const SPANISH_STANDINGS = 'torneo-hand-worked-final-standings.es.pdf';

/**
 * Runs `work` with node's randomness made repeatable: randomUUID counts up
 * (00000000-0000-4000-8000-000000000001, …) and randomInt (players' result codes) follows a
 * fixed sequence. Only this script does this, and only while the example event is played.
 */
async function withFixedRandomness<T>(work: () => Promise<T>): Promise<T> {
  const { randomUUID, randomInt } = crypto;
  let uuids = 0;
  let state = 1;
  crypto.randomUUID = () =>
    `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}` as ReturnType<typeof randomUUID>;
  crypto.randomInt = ((a: number, b?: number) => {
    const [min, max] = b === undefined ? [0, a] : [a, b];
    state = (state * 48271) % 2147483647; // Park–Miller: enough for example codes
    return min + (state % (max - min));
  }) as typeof randomInt;
  syncBuiltinESMExports();
  try {
    return await work();
  } finally {
    Object.assign(crypto, { randomUUID, randomInt });
    syncBuiltinESMExports();
  }
}

/**
 * Plays, finishes and packs the hand-worked event; copies the pack into `out`, replacing the
 * pack files there before (its README stays).
 */
export async function makeExamplePack(out: string): Promise<string[]> {
  // Read by the PDF renderer in its worker, which takes the environment when it starts: a
  // worker started before is stopped first, and this one after, with the variable restored.
  const epoch = process.env.SOURCE_DATE_EPOCH;
  await stopPrintWorker();
  process.env.SOURCE_DATE_EPOCH = String(CLOCK.getTime() / 1000);
  const t = createTestContext({ now: () => new Date(CLOCK) });
  try {
    const files = await withFixedRandomness(async () => {
      await playHandWorkedEvent(t, { settings: SETTINGS });
      await t.ok('events.finish', { confirm: true });
      const pack = await t.ok('exports.pack', {});
      const event = await t.ok('events.get', {});
      const spanish = path.join(t.dir, SPANISH_STANDINGS);
      await t.ok('exports.standings', {
        document: { ...event, settings: { ...event.settings, language: 'es' } },
        format: 'pdf',
        out: spanish,
      });
      return [...pack.files.map((f) => f.path), spanish];
    });
    mkdirSync(out, { recursive: true });
    for (const f of packFiles(out)) rmSync(path.join(out, f));
    for (const file of files) copyFileSync(file, path.join(out, path.basename(file)));
    return files.map((f) => path.basename(f)).sort();
  } finally {
    await t.ctx.workspace.close();
    rmSync(t.dir, { recursive: true, force: true });
    await stopPrintWorker();
    if (epoch === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = epoch;
  }
}

/** The pack's files in `dir` (not the README). */
export function packFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f !== 'README.md')
        .sort()
    : [];
}

/**
 * What differs between the committed pack and a fresh one: CSV and JSON files byte for byte,
 * PDFs by their text (pdftotext -layout), and files missing on either side.
 */
export function packDifferences(committed: string, fresh: string): string[] {
  const problems: string[] = [];
  const have = packFiles(committed);
  const want = packFiles(fresh);
  for (const f of want) if (!have.includes(f)) problems.push(`${f} is missing from ${committed}`);
  for (const f of have) if (!want.includes(f)) problems.push(`${f} is no longer part of the pack`);
  for (const f of want.filter((name) => have.includes(name))) {
    const [a, b] = [path.join(committed, f), path.join(fresh, f)];
    const same = f.endsWith('.pdf')
      ? pageTexts(a).join('\f') === pageTexts(b).join('\f')
      : readFileSync(a).equals(readFileSync(b));
    if (!same) problems.push(`${f} differs from a fresh pack${f.endsWith('.pdf') ? ' (its text)' : ''}`);
  }
  return problems;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'its-ref-example-pack-'));
    try {
      await makeExamplePack(fresh);
      const problems = packDifferences(PACK_DIR, fresh);
      for (const p of problems) process.stderr.write(`${p}\n`);
      if (problems.length > 0) {
        process.stderr.write('Run `npm run example-pack` to write the pack again, and commit it.\n');
        process.exitCode = 1;
      } else process.stdout.write(`${PACK_DIR} matches a fresh pack.\n`);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
    return;
  }
  const files = await makeExamplePack(PACK_DIR);
  process.stdout.write(`Wrote into ${PACK_DIR}:\n${files.join('\n')}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  });
}
