/**
 * `its-ref pdf event-report <file> --out <file.pdf>`: the event's statistics (./statistics.ts).
 * `its-ref pdf <control-sheets|pairing-slips|round-sheet|standings|score-sheets|its-report|player-cards|
 *    team-pairings|matchup-sheets|team-control-sheets|team-standings>
 *    <file> [--round N] [--page a4|letter] [--url http://<venue server>] [--match N] [--team <id>] --out <file.pdf>`
 * Prints one document of an event file, or of the minimal results JSON accepted by
 * `its-ref standings`, through `pdf.generate`. Prints `{ path, pages, bytes, … }` as JSON.
 * Player cards need `--url`: the venue server's address their QR codes open (the CLI cannot
 * know which address the players' phones reach it at). A teams event's match-up sheets print one
 * match with `--match`, its team control sheets one team with `--team`.
 * Bad arguments exit with code 2, a bad file or a failed render with code 1.
 */
import path from 'node:path';
import { PRINT_KINDS } from '../../../shared/api/pdf';
import type { CliCommand } from '../types';
import { callWithDocument, isOneOf, parseArgs, printJson, roundOption, usageError } from './resultsArgs';
import { runEventReport } from './statistics';

const USAGE = `Usage: its-ref pdf <${PRINT_KINDS.join('|')}> <event file or results JSON> [--round N] [--page a4|letter] [--url http://<venue server>:<port>] [--match N] [--team <team id>] --out <file.pdf>\n`;

const PAGES = ['a4', 'letter'] as const;

export const pdfCommand: CliCommand = {
  name: 'pdf',
  usage: 'pdf <kind> <file> [--round N] [--page a4|letter] [--url <venue server>] --out <f.pdf>',
  summary:
    'print control sheets, pairing slips, a round sheet, standings, score sheets, player cards or the event report to a PDF',
  async run(args, io) {
    const [kind, ...rest] = args;
    if (kind === 'event-report') return runEventReport(rest, io);
    const { file, options, problems } = parseArgs(rest, ['round', 'page', 'out', 'url', 'match', 'team']);
    if (!isOneOf(PRINT_KINDS, kind))
      problems.unshift(`the document must be one of ${PRINT_KINDS.join(', ')} (got ${kind ?? 'nothing'})`);
    if (!file) problems.push('the event file or results JSON to print from is missing');
    const round = roundOption({ options, problems }, 'round');
    const match = options.get('match');
    if (match !== undefined && !/^[1-9]\d*$/.test(match)) problems.push('--match must be a match number (1, 2, …)');
    const team = options.get('team');
    const page = options.get('page');
    if (page !== undefined && !isOneOf(PAGES, page)) problems.push('--page must be a4 or letter');
    const url = options.get('url');
    if (url !== undefined && !/^https?:\/\/[^\s/?#]+\/?$/i.test(url)) {
      problems.push('--url must be the venue server’s address, e.g. http://192.168.1.20:4820');
    }
    if (kind === 'player-cards' && url === undefined) {
      problems.push('player cards need --url: the venue server’s address the QR codes open');
    }
    const out = options.get('out');
    if (out === undefined) problems.push('--out <file.pdf> is required');
    else if (!out.toLowerCase().endsWith('.pdf')) problems.push('--out must name a .pdf file');
    if (
      !isOneOf(PRINT_KINDS, kind) ||
      !file ||
      !out ||
      (page !== undefined && !isOneOf(PAGES, page)) ||
      problems.length > 0
    ) {
      return usageError(io, problems, USAGE);
    }
    const data = await callWithDocument(io, file, 'pdf.generate', (document) => ({
      kind,
      document,
      title: path.basename(file).replace(/\.(its\.)?json$/i, ''),
      round,
      page,
      url: url?.replace(/\/+$/, ''),
      ...(match !== undefined && { match: Number(match) }),
      ...(team !== undefined && { team }),
      out: path.resolve(io.cwd, out),
    }));
    if (data === undefined) return 1;
    return printJson(io, { kind: data.kind, round: data.round, path: data.path, pages: data.pages, bytes: data.bytes });
  },
};
