/**
 * `its-ref players import <file.csv> --event <event file> [--allow-duplicate-pins] [--checked-in]`:
 * registers the players of a registration sheet (CSV/TSV with a header row: Name, ITS PIN,
 * Faction, Club) in the event and prints the rows added and the rows refused with the reasons.
 * Goes through `players.import`. Exits 1 when the sheet cannot be read or a row was refused.
 */
import type { ImportRowView } from '../../../shared/api/players';
import type { CliCommand } from '../types';
import { decodeSheet } from '../../../shared/csv';
import { callOrSay, readBytes, usageError } from './resultsArgs';

const USAGE = 'Usage: its-ref players import <file.csv> --event <event file> [--allow-duplicate-pins] [--checked-in]\n';
const FLAGS = ['--allow-duplicate-pins', '--checked-in'];

function describe(row: ImportRowView): string {
  const who = row.name || '(no name)';
  return `  line ${row.line}: ${who}${row.itsPin ? ` (ITS PIN ${row.itsPin})` : ''}`;
}

export const playersCommand: CliCommand = {
  name: 'players',
  usage: 'players import <file.csv> --event <file>',
  summary: 'register the players of a CSV/TSV sheet with a header row',
  async run(args, io) {
    const [sub, ...rest] = args;
    const flags = rest.filter((a) => a.startsWith('--'));
    const positional = rest.filter((a) => !a.startsWith('--'));
    const unknown = flags.filter((f) => !FLAGS.includes(f));
    if (sub !== 'import' || positional.length !== 1 || unknown.length > 0) {
      return usageError(
        io,
        unknown.map((f) => `unknown option ${f}`),
        USAGE,
      );
    }
    const file = positional[0] as string;
    const bytes = await readBytes(file, io);
    if (bytes === undefined) return 1;
    // A sheet saved as Windows-1252 (Excel's default in Spain and France) keeps its accents.
    const { text } = decodeSheet(bytes);
    const plan = await callOrSay(
      io,
      'players.import',
      { text, allowDuplicatePins: flags.includes('--allow-duplicate-pins'), checkedIn: flags.includes('--checked-in') },
      (error) => `${error.message}${error.code === 'NOT_FOUND' ? ' (give the event file with --event <file>)' : ''}`,
    );
    if (plan === undefined) return 1;
    if (plan.problem) {
      io.stderr(`${file}: ${plan.problem.message}\n`);
      return 1;
    }
    const added = plan.rows.filter((r) => r.accepted);
    const refused = plan.rows.filter((r) => !r.accepted);
    const lines = [`Added ${added.length} player${added.length === 1 ? '' : 's'}:`];
    for (const row of added) {
      const warnings = row.problems.filter((p) => p.severity === 'warning').map((p) => p.message);
      lines.push(`${describe(row)}${warnings.length ? ` — note: ${warnings.join(' ')}` : ''}`);
    }
    lines.push(`Refused ${refused.length} row${refused.length === 1 ? '' : 's'}:`);
    for (const row of refused) {
      const reasons = row.problems.filter((p) => p.severity !== 'warning').map((p) => p.message);
      const hint = row.problems.some((p) => p.severity === 'duplicatePin')
        ? ' (if they are different people, import those rows alone with --allow-duplicate-pins)'
        : '';
      lines.push(`${describe(row)} — ${reasons.join(' ')}${hint}`);
    }
    if (plan.ignoredColumns.length) lines.push(`Columns not read: ${plan.ignoredColumns.join(', ')}`);
    io.stdout(`${lines.join('\n')}\n`);
    return refused.length > 0 ? 1 : 0;
  },
};
