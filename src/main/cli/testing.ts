/**
 * Test helper (imported by *.test.ts only): runs one CLI command object with a fake io over the
 * real registry, in a fresh workspace.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createTestContext } from '../api/testing';
import { typedCall } from './forward';
import { main } from './index';
import type { CliCommand, CliIO, JobProgress } from './types';

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` with `args`; `dir` is the working directory and holds the new workspace. */
export async function runCommand(command: CliCommand, args: string[], dir: string): Promise<CommandRun> {
  const t = createTestContext({ dir: mkdtempSync(path.join(dir, 'ws-')) });
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    call: typedCall(t.call),
    cwd: dir,
    onProgress(listener) {
      const pushToTest = t.ctx.push;
      t.ctx.push = (name, payload) => {
        pushToTest(name, payload);
        if (name === 'job.progress') listener(payload as JobProgress);
      };
      return () => void (t.ctx.push = pushToTest);
    },
  };
  try {
    const code = await command.run(args, io);
    return { code, stdout, stderr };
  } finally {
    await t.ctx.workspace.close();
  }
}

/**
 * Annihilation facts scored at Low tier (ITS S11): A killed 151 (>150 → 4) + surviving 120
 * (101–150 → 3) + the DataTracker 2 = 9 OP; B 0.
 */
export const ANNIHILATION_LOW_FACTS = {
  a: { killedPoints: 151, survivingPoints: 120, killedDataTracker: true },
  b: {},
};

/** The whole CLI (`main`) run with `argv` in this process: its exit code and what it printed. */
export async function runCli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (t) => void (out += t), stderr: (t) => void (err += t) });
  return { code, out, err };
}

/**
 * The whole CLI (`main`) over a scratch folder that lives as long as the test file: `cli(...args)`
 * runs `its-ref --data <folder> ...args`; `factsFile` writes a facts file there (a string as is,
 * anything else as JSON) and returns its path.
 */
export function cliInScratchFolder(prefix: string): {
  dir: string;
  cli: (...args: string[]) => Promise<{ code: number; out: string; err: string }>;
  factsFile: (name: string, facts: unknown) => string;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    cli: (...args) => runCli(['--data', dir, ...args]),
    factsFile(name, facts) {
      const file = path.join(dir, name);
      writeFileSync(file, typeof facts === 'string' ? facts : JSON.stringify(facts));
      return file;
    },
  };
}
