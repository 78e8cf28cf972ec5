/**
 * `its-ref score <scenario id> --tier low|mid|top <facts.json> [--preset <id>]`: scores the facts
 * of one game and prints { "players": { "a": { "op", "lines" }, "b": { … } }, "tp": [a, b] }.
 * Invalid or contradictory facts exit with code 1 and a message naming the fields.
 * Goes through `scoring.preview` (nothing is saved).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScoreResult } from '../../../shared/api/scoring';
import type { CliCommand } from '../types';

const USAGE = 'Usage: its-ref score <scenario id> --tier low|mid|top <facts.json> [--preset <id>]\n';
const TIERS = ['low', 'mid', 'top'];

function parse(args: readonly string[]): { positional: string[]; options: Map<string, string>; problems: string[] } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  const problems: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (name !== 'tier' && name !== 'preset') {
      problems.push(`unknown option --${name}`);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (!value) problems.push(`--${name} needs a value`);
    else options.set(name, value);
  }
  return { positional, options, problems };
}

export const scoreCommand: CliCommand = {
  name: 'score',
  usage: 'score <id> --tier low|mid|top <facts.json>',
  summary: 'score a game’s facts: OP with reasons, and TP',
  async run(args, io) {
    const { positional, options, problems } = parse(args);
    const tier = options.get('tier');
    if (tier === undefined) problems.push('--tier is required');
    else if (!TIERS.includes(tier)) problems.push(`--tier must be low, mid or top (got "${tier}")`);
    if (positional.length !== 2) problems.push('a scenario id and a facts file are expected');
    if (problems.length > 0) {
      io.stderr(`${problems.map((p) => `${p}\n`).join('')}${USAGE}`);
      return 2;
    }
    const [scenarioId, file] = positional as [string, string];
    let facts: unknown;
    try {
      facts = JSON.parse(await readFile(path.resolve(io.cwd, file), 'utf8'));
    } catch (err) {
      const reason = err instanceof SyntaxError ? `not valid JSON (${err.message})` : (err as Error).message;
      io.stderr(`${file}: ${reason}\n`);
      return 1;
    }
    const res = await io.call('scoring.preview', { scenarioId, tier, facts, presetId: options.get('preset') });
    if ('error' in res) {
      io.stderr(`${res.error.code}: ${res.error.message}\n`);
      return 1;
    }
    const { players, tp } = res.data as ScoreResult;
    io.stdout(`${JSON.stringify({ players, tp }, null, 2)}\n`);
    return 0;
  },
};
