/**
 * Foundation benchmarks:
 *   - median time from an API call to its fsynced acknowledgement, for one result write on an
 *     event of 256 players × 5 rounds (with its full audit log);
 *   - time from starting the venue server to its first API answer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAppCore } from '../../src/main/appCore';
import { fillBigEvent, median } from './fixtures';

const PLAYERS = 256;
const ROUNDS = 5;
const SAMPLES = 60;

async function resultWriteLatency(): Promise<void> {
  const core = createAppCore({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'its-bench-')),
    runtime: { transport: 'cli', venue: null },
  });
  await core.call('events.create', { settings: { name: 'Bench Event', rounds: ROUNDS } });
  const store = core.workspace.current();
  await store.mutate({ actor: 'bench', method: 'bench.fill' }, (d) => {
    fillBigEvent(d, { players: PLAYERS, rounds: ROUNDS, closePlayed: false });
    return { result: undefined, summary: 'fill' };
  });
  // Give the event a realistic audit log: one entry per result of the first four rounds.
  for (let i = 0; i < 4 * (PLAYERS / 2); i++) {
    await store.mutate({ actor: 'bench', method: 'bench.touch' }, (d) => {
      d.settings.venue = `Hall ${i}`;
      return { result: undefined, summary: `touch ${i}` };
    });
  }
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Each sample enters one new result through the real API method (validation, TP via the
    // preset, audit entry, durable write), on a table that has none yet.
    const start = performance.now();
    const res = await core.call('rounds.setResult', {
      round: ROUNDS,
      table: i + 1,
      op: [i % 11, 10 - (i % 11)],
      vp: [200, 150],
    });
    times.push(performance.now() - start);
    if ('error' in res) throw new Error(res.error.message);
  }
  const size = JSON.stringify(store.state).length;
  console.log(
    `rounds.setResult → fsynced ack (${PLAYERS} players × ${ROUNDS} rounds, file ${(size / 1024).toFixed(0)} KiB, ${store.state.audit.length} audit entries): median ${median(times).toFixed(1)} ms over ${SAMPLES} writes`,
  );
}

async function serveStartup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-serve-'));
  const start = performance.now();
  const child = spawn(process.execPath, ['bin/serve.js', '--port', '0', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
  });
  const res = await fetch(`${url}api/app.info`, { method: 'POST', body: '{}' });
  await res.json();
  const elapsed = performance.now() - start;
  child.kill('SIGTERM');
  console.log(`venue server: start → first API answer ${elapsed.toFixed(0)} ms`);
}

export const storeSuite = {
  name: 'store',
  async run() {
    await resultWriteLatency();
    await serveStartup();
  },
};
