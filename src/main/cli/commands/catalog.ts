/**
 * `its-ref catalog update [--from <base-url>]`, `its-ref catalog import <folder-or-zip>` and
 * `its-ref catalog status`: the app-level unit library in `<data>/catalog/`. Update and import
 * are all or nothing; a failure exits non-zero with the reason and leaves the old library.
 * Progress goes to stderr (one line per step), the result to stdout as JSON.
 */
import path from 'node:path';
import type { Params } from '../../../shared/api';
import type { LibraryStatusView } from '../../../shared/api/lists';
import type { CliCommand, CliIO } from '../types';
import { callOrSay, parseOptions, printJson } from './resultsArgs';

const USAGE = [
  'Usage: its-ref catalog update [--from <base-url>]   download the unit library (at home, online)',
  '       its-ref catalog import <folder-or-zip>      install saved files (metadata.json + <army id>.json)',
  '       its-ref catalog status                      where the library came from, when, what it holds',
].join('\n');

/** The status as printed: source, date and the armies held. */
function printable(status: LibraryStatusView) {
  return {
    present: status.present,
    kind: status.kind,
    source: status.source,
    date: status.at,
    armies: status.armies.map((a) => ({ id: a.id, slug: a.slug, name: a.name, units: a.units, version: a.version })),
  };
}

/** One stderr line per step, so a long download shows it is moving (and where it stopped). */
function printProgress(io: CliIO): () => void {
  let lastLine = '';
  return io.onProgress(({ done, total, label }) => {
    const percent = total > 0 ? Math.floor((100 * done) / total) : 0;
    const line = `[${String(percent).padStart(3)}%] ${label}`;
    if (line !== lastLine) io.stderr(`${line}\n`);
    lastLine = line;
  });
}

type LibraryMethod = 'catalogs.status' | 'catalogs.update' | 'catalogs.importLibrary';

async function report<M extends LibraryMethod>(io: CliIO, method: M, params: Params<M>): Promise<number> {
  const stopProgress = printProgress(io);
  const status = await callOrSay(io, method, params).finally(stopProgress);
  if (status === undefined) return 1;
  return printJson(io, printable(status));
}

export const catalogCommand: CliCommand = {
  name: 'catalog',
  usage: 'catalog update [--from <url>] | import <folder-or-zip> | status',
  summary: 'the offline unit library every event uses',
  async run(args, io) {
    const [sub, ...rest] = args;
    const { positional, options, problems } = parseOptions(rest, sub === 'update' ? ['from'] : []);
    if (problems.length > 0) {
      io.stderr(`${problems.join('; ')}.\n${USAGE}\n`);
      return 2;
    }
    if (sub === 'status' && positional.length === 0) return report(io, 'catalogs.status', {});
    if (sub === 'update' && positional.length === 0) {
      const from = options.get('from');
      return report(io, 'catalogs.update', from === undefined ? {} : { from });
    }
    if (sub === 'import' && positional.length === 1) {
      return report(io, 'catalogs.importLibrary', { path: path.resolve(io.cwd, positional[0] as string) });
    }
    io.stderr(`${USAGE}\n`);
    return 2;
  },
};
