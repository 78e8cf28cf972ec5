/**
 * A CLI command's `io.call` is typed by the contract's method map — the
 * method a key of it, the parameters its input, the answer its result — and still goes through
 * the one registry (an unknown method or bad parameters are refused there, as for any transport).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ScenarioInfo } from '../../shared/api/scoring';
import { runCommand } from './testing';
import type { CliCommand, CliIO } from './types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-cli-call-'));

/** A command that runs `body` with the io every command gets. */
function command(body: (io: CliIO) => Promise<void>): CliCommand {
  return {
    name: 'probe',
    usage: 'probe',
    summary: 'probe',
    async run(_args, io) {
      await body(io);
      return 0;
    },
  };
}

describe('io.call in a CLI command', () => {
  it('answers the result type of the method named', async () => {
    let names: string[] = [];
    await runCommand(
      command(async (io) => {
        const answer = await io.call('scoring.scenarios', { season: 'its-s17' });
        if ('error' in answer) throw new Error(answer.error.message);
        expectTypeOf(answer.data).toEqualTypeOf<ScenarioInfo[]>();
        names = answer.data.map((s) => s.name.key);
      }),
      [],
      dir,
    );
    expect(names.length).toBeGreaterThan(0);
  });

  it('refuses, at compile time, a method outside the contract or parameters it does not take', async () => {
    const codes: string[] = [];
    await runCommand(
      command(async (io) => {
        // @ts-expect-error -- not a method of the contract; the registry refuses it too
        const unknown = await io.call('scoring.nothing', {});
        // @ts-expect-error -- `code` is a string in the contract
        const bad = await io.call('lists.decode', { code: 7 });
        for (const answer of [unknown, bad]) if ('error' in answer) codes.push(answer.error.code);
      }),
      [],
      dir,
    );
    expect(codes).toEqual(['NOT_FOUND', 'INVALID_INPUT']);
  });
});
