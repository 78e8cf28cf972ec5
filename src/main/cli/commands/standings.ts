/**
 * `its-ref standings <file> [--preset <id>] [--through <round>]`: the standings of an event file
 * or of a minimal results JSON, printed in rank order as
 *   [ { "rank": 1, "id": "p1", "tp": 5, "op": 12, "vp": 410, "oppOp": 9 }, … ]
 * (OP and VP bye-adjusted once every round has results). Goes through `standings.fromResults`.
 * A bad file exits with code 1 and the problem, and where it is, on stderr.
 */
import type { StandingsResult } from '../../../shared/api/standings';
import type { CliCommand } from '../types';
import { parseArgs, readDocument } from './resultsArgs';

const USAGE = 'Usage: its-ref standings <event file or results JSON> [--preset <id>] [--through <round>]\n';

export const standingsCommand: CliCommand = {
  name: 'standings',
  usage: 'standings <file> [--preset <id>]',
  summary: 'print the standings of an event file or results JSON',
  async run(args, io) {
    const { file, options, problems } = parseArgs(args, ['preset', 'through']);
    const through = options.get('through');
    if (through !== undefined && !/^\d+$/.test(through)) problems.push('--through must be a round number');
    if (!file || problems.length > 0) {
      io.stderr(`${problems.map((p) => `${p}\n`).join('')}${USAGE}`);
      return 2;
    }
    const document = await readDocument(file, io);
    if (document === undefined) return 1;
    const result = await io.call('standings.fromResults', {
      document,
      presetId: options.get('preset'),
      throughRound: through === undefined ? undefined : Number(through),
    });
    if ('error' in result) {
      io.stderr(`${file}: ${result.error.message}\n`);
      return 1;
    }
    const { rows } = result.data as StandingsResult;
    const output = rows.map((r) => ({ rank: r.rank, id: r.id, tp: r.tp, op: r.op, vp: r.vp, oppOp: r.oppOp }));
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  },
};
