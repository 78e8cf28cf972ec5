/**
 * `its-ref export its-report <event file> --out <file.csv|file.pdf>`
 * `its-ref export standings <event file> --format csv|pdf --out <file>`
 * The ITS report (every round's games, byes and drops with ITS PINs, armies, OP, VP, TP) and
 * the final standings of an event file, through `exports.itsReport` / `exports.standings`.
 * `its-ref export statistics|lists <event file> --out <folder>`: ./statistics.ts.
 * Prints `{ path, … }` as JSON. Bad arguments exit with code 2, a bad file with code 1.
 */
import path from 'node:path';
import type { CliCommand } from '../types';
import { callWithDocument, isOneOf, parseArgs, printJson, usageError } from './resultsArgs';
import { runFolderExport } from './statistics';

const USAGE =
  'Usage: its-ref export its-report <event file> --out <file.csv>\n' +
  '       its-ref export standings <event file> --format csv|pdf --out <file>\n' +
  '       its-ref export statistics|lists <event file> --out <folder>\n';

const METHODS = { 'its-report': 'exports.itsReport', standings: 'exports.standings' } as const;
type What = keyof typeof METHODS;

const WHATS = Object.keys(METHODS) as What[];

export const exportCommand: CliCommand = {
  name: 'export',
  usage:
    'export its-report|standings <event file> [--format csv|pdf] --out <file> | statistics|lists <event file> --out <folder>',
  summary: 'write the ITS report (CSV or printable PDF) or the final standings (CSV or PDF) of an event file',
  async run(args, io) {
    const [what, ...rest] = args;
    if (what === 'statistics' || what === 'lists') return runFolderExport(what, rest, io);
    const { file, options, problems } = parseArgs(rest, ['out', 'format']);
    if (!isOneOf(WHATS, what)) problems.unshift(`export what? its-report or standings (got ${what ?? 'nothing'})`);
    if (!file) problems.push('the event file is missing');
    const out = options.get('out');
    if (out === undefined) problems.push('--out <file> is required');
    const extension = out ? path.extname(out).slice(1).toLowerCase() : '';
    const format = options.get('format') ?? (what === 'its-report' ? extension || 'csv' : undefined);
    if (what === 'standings' && format === undefined) problems.push('--format csv|pdf is required');
    if (format !== undefined && format !== 'csv' && format !== 'pdf') problems.push('--format must be csv or pdf');
    else if (format !== undefined && out !== undefined && extension !== format) {
      problems.push(`--out must name a .${format} file`);
    }
    if (!isOneOf(WHATS, what) || !file || !out || (format !== 'csv' && format !== 'pdf') || problems.length > 0) {
      return usageError(io, problems, USAGE);
    }
    const data = await callWithDocument(io, file, METHODS[what], (document) => ({
      document,
      format,
      out: path.resolve(io.cwd, out),
    }));
    if (data === undefined) return 1;
    return printJson(io, { export: what, format, path: data.path });
  },
};
