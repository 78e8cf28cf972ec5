/**
 * The statistics' commands, dispatched from `pdf` and `export`:
 *   `its-ref pdf event-report <event file> --out <file.pdf>` — the event report (charts, figures,
 *     how many players consented to publish their lists), through `exports.eventReport`;
 *   `its-ref export statistics <event file> --out <folder>` — one CSV per statistics table;
 *   `its-ref export lists <event file> --out <folder>` — the lists of the players who consented
 *     to publish them (army code and a readable list, with their placing), nothing for the others.
 * Prints `{ path, … }` / `{ files, … }` as JSON. Bad arguments exit with code 2, a bad file with 1.
 */
import path from 'node:path';
import type { CliIO } from '../types';
import { callWithDocument, parseArgs, printJson, usageError } from './resultsArgs';

export const EVENT_REPORT_USAGE = 'Usage: its-ref pdf event-report <event file> --out <file.pdf>\n';
export const FOLDER_USAGE = 'Usage: its-ref export statistics|lists <event file> --out <folder>\n';

export async function runEventReport(args: readonly string[], io: CliIO): Promise<number> {
  const { file, options, problems } = parseArgs(args, ['out']);
  if (!file) problems.push('the event file to report on is missing');
  const out = options.get('out');
  if (out === undefined) problems.push('--out <file.pdf> is required');
  else if (!out.toLowerCase().endsWith('.pdf')) problems.push('--out must name a .pdf file');
  if (!file || !out || problems.length > 0) return usageError(io, problems, EVENT_REPORT_USAGE);
  const data = await callWithDocument(io, file, 'exports.eventReport', (document) => ({
    document,
    out: path.resolve(io.cwd, out),
  }));
  if (data === undefined) return 1;
  return printJson(io, { kind: 'event-report', path: data.path, pages: data.pages, publishing: data.publishing });
}

export async function runFolderExport(
  what: 'statistics' | 'lists',
  args: readonly string[],
  io: CliIO,
): Promise<number> {
  const { file, options, problems } = parseArgs(args, ['out']);
  if (!file) problems.push('the event file is missing');
  const out = options.get('out');
  if (out === undefined) problems.push('--out <folder> is required');
  if (!file || !out || problems.length > 0) return usageError(io, problems, FOLDER_USAGE);
  const folder = path.resolve(io.cwd, out);
  const method = what === 'lists' ? 'exports.lists' : 'exports.statistics';
  const data = await callWithDocument(io, file, method, (document) => ({ document, out: folder }));
  if (data === undefined) return 1;
  return printJson(io, { export: what, folder, ...data, files: data.files.map((f) => f.path) });
}
