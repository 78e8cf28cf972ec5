/**
 * Start-up benchmark (`npm run bench -- startup`), on the built bundles (rebuilt first if a
 * source is newer, as bin/its-ref.js and `npm run serve` do):
 *   - `its-ref help` and `its-ref standings <256 × 5 event>`: process start to exit (target ≤ 0.3 s);
 *   - the venue server (`node bin/serve.js --event <256 × 5 event>`, what `npm run serve` runs):
 *     process start to the first API answer (target ≤ 0.3 s);
 *   - opening a 1,024-player × 6-round event (EventStore.open: read, parse, validate) against
 *     JSON.parse of the same text (target ≤ 2×).
 * Each child reports its own CPU time (user + system) when it ends. The machine may be shared:
 * CPU time is the figure to read against the targets; wall time is printed beside it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfStale } from '../../bin/build-if-stale.js';
import { EventFileSchema } from '../../src/shared/model';
import { EventStore } from '../../src/main/store/eventStore';
import { makeRealisticEvent } from '../support/eventFiles';
import { median } from './fixtures';

const START_TARGET_MS = 300;
const OPEN_TARGET_RATIO = 2;

/** Loaded into each child: reports the process's CPU time on exit (and exits on SIGTERM). */
const CPU_REPORT =
  'data:text/javascript,import{writeSync}from"node:fs";' +
  'const report=()=>{const c=process.cpuUsage();writeSync(2,"\\nCPU_MS "+(c.user+c.system)/1000+"\\n")};' +
  'process.on("exit",report);process.on("SIGTERM",()=>process.exit(0));';

const cpuOf = (stderr: string): number => Number(/CPU_MS ([\d.]+)/.exec(stderr)?.[1] ?? NaN);
const verdict = (value: number, target: number) => (value <= target ? 'PASS' : 'FAIL');

function timeCli(args: string[], samples: number): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, ['--import', CPU_REPORT, 'bin/its-ref.js', ...args], {
      encoding: 'utf8',
      env: { ...process.env, ITS_REF_FROM_SOURCES: '' },
    });
    walls.push(performance.now() - start);
    if (run.status !== 0) throw new Error(`its-ref ${args.join(' ')} failed: ${run.stderr}`);
    cpus.push(cpuOf(run.stderr));
  }
  return { wall: median(walls), cpu: median(cpus) };
}

async function serverFirstAnswer(eventFile: string): Promise<{ wall: number; cpu: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-serve-'));
  const start = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', CPU_REPORT, 'bin/serve.js', '--port', '0', '--data', dataDir, '--event', eventFile],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error(`server exited: ${stderr}`)));
  });
  const res = await fetch(`${url}api/events.current`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { data?: { players: number } };
  const wall = performance.now() - start;
  if (body.data?.players !== 256) throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { wall, cpu: cpuOf(stderr) };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
}

async function openVersusParse(file: string, samples: number) {
  const text = readFileSync(file, 'utf8');
  const measure = async (fn: () => unknown) => {
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < samples; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await fn();
      walls.push(performance.now() - t0);
      cpus.push(cpuMs(c0));
    }
    return { wall: median(walls), cpu: median(cpus) };
  };
  const parse = await measure(() => JSON.parse(text));
  const readParse = await measure(async () => JSON.parse(await readFile(file, 'utf8')));
  const zod = await measure(() => EventFileSchema.safeParse(JSON.parse(text)));
  const open = await measure(() => EventStore.open(file));
  return { bytes: text.length, parse, readParse, zod, open };
}

const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;

export const startupSuite = {
  name: 'startup',
  async run(): Promise<void> {
    if (
      !buildIfStale({ outputs: ['out/main/cli.js', 'out/main/serve.js', 'out/renderer/index.html'], sources: ['src'] })
    )
      throw new Error('build failed');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-startup-'));
    const event256 = path.join(dir, 'event-256x5.json');
    writeFileSync(event256, JSON.stringify(makeRealisticEvent(256, 5)));
    const event1024 = path.join(dir, 'event-1024x6.json');
    writeFileSync(event1024, JSON.stringify(makeRealisticEvent(1024, 6)));

    console.log('CLI start-up (median of 7 runs; process start → exit):');
    for (const [label, args] of [
      ['its-ref help', ['help']],
      ['its-ref standings (256 × 5 event)', ['standings', event256]],
    ] as const) {
      const t = timeCli([...args], 7);
      console.log(
        `  ${label.padEnd(36)} CPU ${ms(t.cpu)}   wall ${ms(t.wall)}   target ≤ ${START_TARGET_MS} ms ${verdict(t.cpu, START_TARGET_MS)} (CPU)`,
      );
    }

    const serve: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < 5; i++) serve.push(await serverFirstAnswer(event256));
    const sWall = median(serve.map((s) => s.wall));
    const sCpu = median(serve.map((s) => s.cpu));
    console.log(
      `Venue server (bin/serve.js --event 256 × 5), process start → first API answer (median of 5): CPU ${ms(sCpu)}   wall ${ms(sWall)}   target ≤ ${START_TARGET_MS} ms ${verdict(sCpu, START_TARGET_MS)} (CPU)`,
    );

    const o = await openVersusParse(event1024, 15);
    console.log(`Opening a 1,024-player × 6-round event (${(o.bytes / 1024 / 1024).toFixed(1)} MiB, median of 15):`);
    console.log(`  JSON.parse                           CPU ${ms(o.parse.cpu)}   wall ${ms(o.parse.wall)}`);
    console.log(`  reading the file + JSON.parse        CPU ${ms(o.readParse.cpu)}   wall ${ms(o.readParse.wall)}`);
    console.log(
      `  JSON.parse + full zod schema         CPU ${ms(o.zod.cpu)}   wall ${ms(o.zod.wall)}   (the check before)`,
    );
    const ratioCpu = o.open.cpu / o.parse.cpu;
    const ratioWall = o.open.wall / o.parse.wall;
    console.log(
      `  EventStore.open (read+parse+check)   CPU ${ms(o.open.cpu)}   wall ${ms(o.open.wall)}   = ${ratioCpu.toFixed(2)}× JSON.parse CPU (${ratioWall.toFixed(2)}× wall), ${(o.open.cpu / o.readParse.cpu).toFixed(2)}× read + JSON.parse CPU   target ≤ ${OPEN_TARGET_RATIO}× JSON.parse ${verdict(ratioCpu, OPEN_TARGET_RATIO)}`,
    );
  },
};
