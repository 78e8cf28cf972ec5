/**
 * `its-ref pair <file> --round N [--seed S] [--preset <id>]`: pairs round N of an event file or a
 * minimal results JSON (from the games of rounds 1..N-1) and prints
 *   { "round": 2, "pairs": [ { "table": 1, "a": "p1", "b": "p3" } ], "bye": "p5", "warnings": [] }
 * Round 1 is a seeded draw (the event's seed, or --seed); later rounds are Swiss.
 * Goes through `rounds.pairFromResults`.
 */
import type { CliCommand } from '../types';
import { callWithDocument, parseArgs, printJson, roundOption, usageError } from './resultsArgs';

const USAGE = 'Usage: its-ref pair <event file or results JSON> --round N [--seed S] [--preset <id>]\n';

export const pairCommand: CliCommand = {
  name: 'pair',
  usage: 'pair <file> --round N [--seed S]',
  summary: 'pair round N of an event file or results JSON',
  async run(args, io) {
    const { file, options, problems } = parseArgs(args, ['round', 'seed', 'preset']);
    const round = roundOption({ options, problems }, 'round');
    if (!options.has('round')) problems.push('--round is required');
    if (!file || round === undefined || problems.length > 0) return usageError(io, problems, USAGE);
    const paired = await callWithDocument(io, file, 'rounds.pairFromResults', (document) => ({
      document,
      round,
      seed: options.get('seed'),
      presetId: options.get('preset'),
    }));
    if (paired === undefined) return 1;
    return printJson(io, {
      round: paired.round,
      pairs: paired.pairs.map((p) => ({ table: p.table, a: p.a, b: p.b })),
      bye: paired.bye,
      warnings: paired.warnings.map((w) => w.message),
    });
  },
};
