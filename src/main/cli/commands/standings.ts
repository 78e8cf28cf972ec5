/**
 * `its-ref standings <file> [--preset <id>] [--through <round>]`: the standings of an event file
 * or of a minimal results JSON, printed in rank order as
 *   [ { "rank": 1, "id": "p1", "tp": 5, "op": 12, "vp": 410, "oppOp": 9 }, … ]
 * (OP and VP bye-adjusted once every round has results). Goes through `standings.fromResults`.
 * A bad file exits with code 1 and the problem, and where it is, on stderr.
 */
import type { CliCommand } from '../types';
import { callWithDocument, parseArgs, printJson, roundOption, usageError } from './resultsArgs';

const USAGE = 'Usage: its-ref standings <event file or results JSON> [--preset <id>] [--through <round>]\n';

export const standingsCommand: CliCommand = {
  name: 'standings',
  usage: 'standings <file> [--preset <id>]',
  summary: 'print the standings of an event file or results JSON',
  async run(args, io) {
    const { file, options, problems } = parseArgs(args, ['preset', 'through']);
    const throughRound = roundOption({ options, problems }, 'through');
    if (!file || problems.length > 0) return usageError(io, problems, USAGE);
    const standings = await callWithDocument(io, file, 'standings.fromResults', (document) => ({
      document,
      presetId: options.get('preset'),
      throughRound,
    }));
    if (standings === undefined) return 1;
    return printJson(
      io,
      standings.rows.map((r) => ({ rank: r.rank, id: r.id, tp: r.tp, op: r.op, vp: r.vp, oppOp: r.oppOp })),
    );
  },
};
