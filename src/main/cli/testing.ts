/**
 * Test helper (imported by *.test.ts only): runs one CLI command object with a fake io over the
 * real registry, in a fresh workspace.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { createTestContext } from '../api/testing';
import { typedCall } from './forward';
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
