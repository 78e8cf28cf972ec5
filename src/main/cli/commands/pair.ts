/**
 * `its-ref pair <file> --round N [--seed S] [--preset <id>]`: pairs round N of an event file or a
 * minimal results JSON (from the games of rounds 1..N-1) and prints
 *   { "round": 2, "pairs": [ { "table": 1, "a": "p1", "b": "p3" } ], "bye": "p5", "warnings": [] }
 * Round 1 is a seeded draw (the event's seed, or --seed); later rounds are Swiss.
 * Goes through `rounds.pairFromResults`.
 */
import type { PairResult } from '../../../shared/api/rounds';
import type { CliCommand } from '../types';
import { parseArgs, readDocument } from './resultsArgs';

const USAGE = 'Usage: its-ref pair <event file or results JSON> --round N [--seed S] [--preset <id>]\n';

export const pairCommand: CliCommand = {
  name: 'pair',
  usage: 'pair <file> --round N [--seed S]',
  summary: 'pair round N of an event file or results JSON',
  async run(args, io) {
    const { file, options, problems } = parseArgs(args, ['round', 'seed', 'preset']);
    const round = options.get('round');
    if (round === undefined) problems.push('--round is required');
    else if (!/^\d+$/.test(round) || Number(round) < 1) problems.push('--round must be a round number (1, 2, …)');
    if (!file || problems.length > 0) {
      io.stderr(`${problems.map((p) => `${p}\n`).join('')}${USAGE}`);
      return 2;
    }
    const document = await readDocument(file, io);
    if (document === undefined) return 1;
    const result = await io.call('rounds.pairFromResults', {
      document,
      round: Number(round),
      seed: options.get('seed'),
      presetId: options.get('preset'),
    });
    if ('error' in result) {
      io.stderr(`${file}: ${result.error.message}\n`);
      return 1;
    }
    const paired = result.data as PairResult;
    const output = {
      round: paired.round,
      pairs: paired.pairs.map((p) => ({ table: p.table, a: p.a, b: p.b })),
      bye: paired.bye,
      warnings: paired.warnings.map((w) => w.message),
    };
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  },
};
