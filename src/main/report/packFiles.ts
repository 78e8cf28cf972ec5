/**
 * The report pack's files: final standings (CSV, PDF), the ITS report (CSV, printable PDF),
 * the rating preview (CSV) and a copy of the event file, written into the exports folder
 * under URL-safe names. CSV cells go through the shared formula-neutralising writer
 * (src/shared/csv.ts); files start with a UTF-8 BOM so spreadsheet programs read accents.
 */
import path from 'node:path';
import type { RatingPreview } from '../../shared/api/standings';
import type { EventFile } from '../../shared/model';
import { exportFileName } from '../io/exportsFolder';
import { toCsv } from '../../shared/csv';
import type { CsvValue } from '../../shared/csv';
import { payloadFromEvent } from '../pdf/fromEvent';
import { runPrintJob } from '../pdf/jobs';
import { writeFileDurably } from '../io/durable';
import { printSources } from '../pdf/sources';
import type { FinalStandingRow, ItsReportRow } from '../rules/report/eventReport';
import { finalStandings, itsReportRows } from '../rules/report/eventReport';

function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${toCsv([header, ...rows])}`;
}

export function finalStandingsCsv(rows: readonly FinalStandingRow[]): string {
  return csvFile(
    ['Rank', 'Name', 'ITS PIN', 'Faction/Sectorial', 'TP', 'OP', 'VP', "Opponents' OP", 'Byes', 'Dropped'],
    rows.map((r) => [
      r.rank,
      r.name,
      r.itsPin,
      r.army,
      r.tp,
      r.op,
      r.vp,
      r.oppOp,
      r.byeRounds.map((n) => `Round ${n}`).join(' '),
      r.droppedAfterRound === null ? '' : `After round ${r.droppedAfterRound}`,
    ]),
  );
}

const SIDE_HEADER = (who: string): string[] => [
  `${who} ITS PIN`,
  who,
  `${who} army`,
  `${who} OP`,
  `${who} VP`,
  `${who} TP`,
];

export function itsReportCsv(rows: readonly ItsReportRow[]): string {
  return csvFile(
    ['Round', 'Table', ...SIDE_HEADER('Player A'), ...SIDE_HEADER('Player B'), 'Note'],
    rows.map((r) => [
      r.round,
      r.table,
      r.a.itsPin,
      r.a.name,
      r.a.army,
      r.a.op,
      r.a.vp,
      r.a.tp,
      r.b?.itsPin,
      r.b?.name,
      r.b?.army,
      r.b?.op,
      r.b?.vp,
      r.b?.tp,
      r.note,
    ]),
  );
}

export function ratingPreviewCsv(event: Readonly<EventFile>, preview: RatingPreview): string {
  const pins = new Map(event.players.map((p) => [p.id, p.itsPin]));
  return csvFile(
    ['Name', 'ITS PIN', 'Rating before', 'Change', 'Rating after', 'Games', 'K factor'],
    preview.rows.map((r) => [r.name, pins.get(r.id) ?? '', r.before, r.delta, r.after, r.games, r.k]),
  );
}

export interface PackFile {
  /** What the file is, for the referee: "Final standings (PDF)". */
  label: string;
  file: string;
  path: string;
}

/**
 * Where the pack's files go: `save(name, write)` writes the file named `name` through
 * `write(file)` and returns the path it chose (io/exportsFolder.ts · writeExport).
 */
export type SaveFile = (name: string, write: (file: string) => Promise<void>) => Promise<string>;

/** Writes `text` durably (io/durable.ts), creating the folder when it is missing. */
async function writeText(file: string, text: string): Promise<void> {
  await writeFileDurably(file, text, { makeFolder: true });
}

/** Writes the final standings of `event` as CSV or PDF to `file`. */
export async function writeStandingsExport(
  event: Readonly<EventFile>,
  format: 'csv' | 'pdf',
  file: string,
): Promise<void> {
  if (format === 'csv') return writeText(file, finalStandingsCsv(finalStandings(event)));
  await runPrintJob(payloadFromEvent(event, { kind: 'standings' }, printSources), file);
}

/** Writes the ITS report of `event` as CSV or printable PDF to `file`. */
export async function writeItsReportExport(
  event: Readonly<EventFile>,
  format: 'csv' | 'pdf',
  file: string,
): Promise<void> {
  if (format === 'csv') return writeText(file, itsReportCsv(itsReportRows(event)));
  await runPrintJob(payloadFromEvent(event, { kind: 'its-report' }, printSources), file);
}

/** The whole pack, each file through `save`; the event file is copied as saved. */
export async function writeReportPack(
  event: Readonly<EventFile>,
  preview: RatingPreview,
  save: SaveFile,
): Promise<PackFile[]> {
  const name = event.settings.name;
  const files: PackFile[] = [];
  const add = async (label: string, part: string, ext: string, write: (file: string) => Promise<void>) => {
    const file = await save(exportFileName(name, part, ext), write);
    files.push({ label, file: path.basename(file), path: file });
  };
  await add('Final standings (CSV)', 'final-standings', 'csv', (f) => writeStandingsExport(event, 'csv', f));
  await add('Final standings (PDF)', 'final-standings', 'pdf', (f) => writeStandingsExport(event, 'pdf', f));
  await add('ITS report (CSV)', 'its-report', 'csv', (f) => writeItsReportExport(event, 'csv', f));
  await add('ITS report (printable sheet, PDF)', 'its-report', 'pdf', (f) => writeItsReportExport(event, 'pdf', f));
  await add(`Rating preview (CSV, K = ${preview.k})`, 'rating-preview', 'csv', (f) =>
    writeText(f, ratingPreviewCsv(event, preview)),
  );
  // The event as saved, whole: the file on disk may still have recent changes in its journal.
  await add('Copy of the event file', 'event', 'its.json', async (f) =>
    writeFileDurably(f, JSON.stringify(event), { makeFolder: true }),
  );
  return files;
}
