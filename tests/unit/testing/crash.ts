/**
 * The crash tests' part of this folder's kit (the writer processes import this file alone, so
 * they start without the venue server's modules): the writers' change (a player added through
 * the real store) and the parent's loop around one of them — start it, collect the names it saw
 * acknowledged ("ACK <name>"), SIGKILL it a given time after it said READY, check the file.
 */
import { spawn } from 'node:child_process';
import { PlayerSchema } from '../../../src/shared/model';
import type { EventFile } from '../../../src/shared/model';

/** The writers' change: one player named `name`, every other field at its default. */
export function addPlayer(draft: EventFile, name: string): { result: undefined; summary: string } {
  draft.players.push(PlayerSchema.parse({ id: name, name }));
  return { result: undefined, summary: name };
}

/** Runs `writer` (a script under tests/unit) on `file` from `start`; the names acknowledged before the kill. */
export function runWriterUntilKilled(
  writer: string,
  file: string,
  start: number,
  killAfterMs: number,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `tests/unit/${writer}`, file, String(start)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: string[] = [];
    let buffer = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === 'READY') setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        else if (line.startsWith('ACK ')) acked.push(line.slice(4));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited without being killed: ${stderr}`));
    });
  });
}

/** A fixed sequence of pseudo-random kill delays (from `least` up to `least + spread` ms): reproducible runs. */
export function killDelays(seed: number, least: number, spread: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return least + (state % spread);
  };
}

/**
 * The parent's loop: runs `writer` on `file` and kills it (a `nextDelay()` after READY) until at
 * least `minAcked` writes were acknowledged and `minKills` kills happened. After each kill
 * `afterKill` checks the file against every name acknowledged so far and answers where the next
 * writer starts numbering.
 */
export async function killRepeatedly(options: {
  writer: string;
  file: string;
  minAcked: number;
  minKills: number;
  nextDelay: () => number;
  afterKill: (acked: readonly string[], kills: number) => Promise<number>;
}): Promise<{ acked: string[]; kills: number }> {
  const acked: string[] = [];
  let kills = 0;
  let next = 0;
  while (acked.length < options.minAcked || kills < options.minKills) {
    acked.push(...(await runWriterUntilKilled(options.writer, options.file, next, options.nextDelay())));
    kills++;
    next = await options.afterKill(acked, kills);
  }
  return { acked, kills };
}
