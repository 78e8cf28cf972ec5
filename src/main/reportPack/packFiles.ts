/**
 * The report pack's files: final standings (CSV, PDF), the ITS report (CSV, printable PDF),
 * the rating preview (CSV) and a copy of the event file (without the result codes), written into the exports folder
 * under URL-safe names. CSV cells go through the shared formula-neutralising writer
 * (src/shared/csv.ts); files start with a UTF-8 BOM so spreadsheet programs read accents. Headers
 * and worded cells are in the event's language.
 */
import path from 'node:path';
import type { TextKey } from '../../shared/i18n/en';
import { textIn } from '../../shared/i18n/everyLanguage';
import type { MessageParam, MessageRef } from '../../shared/i18n/render';
import { msg, said } from '../../shared/messages';
import type { Said } from '../../shared/messages';
import type { Language } from '../../shared/locales';
import type { RatingPreview } from '../../shared/api/standings';
import type { EventFile } from '../../shared/model';
import { exportFileName } from '../io/exportsFolder';
import { toCsv } from '../../shared/csv';
import type { CsvValue } from '../../shared/csv';
import { payloadFromEvent } from '../pdf/fromEvent';
import { runPrintJob } from '../pdf/jobs';
import { writeFileDurably } from '../io/durable';
import { printSources } from '../pdf/sources';
import type { FinalStandingRow, ItsReportRow } from '../../core/rules/reportPack/eventReport';
import { finalStandings, itsReportRows } from '../../core/rules/reportPack/eventReport';
import { withoutResultCodes } from './withoutResultCodes';
import { statisticsCsvFiles } from '../statistics/statisticsCsv';
import { withPublishedListsOnly } from '../statistics/publishedLists';

function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${toCsv([header, ...rows])}`;
}

/** The words of a CSV file in the event's language, through the one render function. */
function wordsIn(language: Language) {
  return (key: TextKey, params: Record<string, MessageParam> = {}): string => textIn(language, { key, params });
}

export function finalStandingsCsv(rows: readonly FinalStandingRow[], language: Language = 'en'): string {
  const say = wordsIn(language);
  return csvFile(
    [
      say('m.export.rank'),
      say('m.field.name'),
      say('m.field.itsPin'),
      say('m.export.army'),
      say('standings.tp'),
      say('standings.op'),
      say('standings.vp'),
      say('m.export.oppOp'),
      say('m.export.byes'),
      say('m.export.dropped'),
    ],
    rows.map((r) => [
      r.rank,
      r.name,
      r.itsPin,
      r.army,
      r.tp,
      r.op,
      r.vp,
      r.oppOp,
      r.byeRounds.map((n) => say('rounds.roundN', { n })).join(' '),
      r.droppedAfterRound === null ? '' : say('m.export.droppedAfter', { n: r.droppedAfterRound }),
    ]),
  );
}

/** One player's six columns of the ITS report: PIN, name, army, OP, VP, TP. */
function sideHeader(language: Language, side: 'm.side.a' | 'm.side.b'): string[] {
  const say = wordsIn(language);
  const who = say(side);
  const of = (field: TextKey) => say('m.export.sideField', { who, field: say(field) });
  return [
    of('m.field.itsPin'),
    who,
    of('m.export.armyShort'),
    of('standings.op'),
    of('standings.vp'),
    of('standings.tp'),
  ];
}

export function itsReportCsv(rows: readonly ItsReportRow[], language: Language = 'en'): string {
  const say = wordsIn(language);
  return csvFile(
    [
      say('m.field.round'),
      say('m.field.table'),
      ...sideHeader(language, 'm.side.a'),
      ...sideHeader(language, 'm.side.b'),
      say('m.field.note'),
    ],
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
  const say = wordsIn(event.settings.language);
  const pins = new Map(event.players.map((p) => [p.id, p.itsPin]));
  return csvFile(
    [
      say('m.field.name'),
      say('m.field.itsPin'),
      say('m.export.ratingBefore'),
      say('m.export.change'),
      say('m.export.ratingAfter'),
      say('pdf.cs.games'),
      say('m.export.kFactor'),
    ],
    preview.rows.map((r) => [r.name, pins.get(r.id) ?? '', r.before, r.delta, r.after, r.games, r.k]),
  );
}

export interface PackFile {
  /** What the file is, for the referee: "Final standings (PDF)" (`i18n` in their language). */
  label: string;
  i18n: MessageRef;
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

/** The documents of an event an export writes as CSV or PDF. */
export type EventDocument = 'standings' | 'its-report';

const CSV_OF: Record<EventDocument, (event: Readonly<EventFile>) => string> = {
  standings: (event) => finalStandingsCsv(finalStandings(event), event.settings.language),
  'its-report': (event) => itsReportCsv(itsReportRows(event), event.settings.language),
};

/** Writes `document` of `event` (the final standings or the ITS report) as CSV or PDF to `file`. */
export async function writeEventDocument(
  event: Readonly<EventFile>,
  document: EventDocument,
  format: 'csv' | 'pdf',
  file: string,
): Promise<void> {
  if (format === 'csv') return writeText(file, CSV_OF[document](event));
  await runPrintJob(payloadFromEvent(event, { kind: document }, printSources), file);
}

/** The whole pack, each file through `save`; the event file is copied as saved. */
export async function writeReportPack(
  event: Readonly<EventFile>,
  preview: RatingPreview,
  save: SaveFile,
): Promise<PackFile[]> {
  const name = event.settings.name;
  const files: PackFile[] = [];
  const add = async (label: Required<Said>, part: string, ext: string, write: (file: string) => Promise<void>) => {
    const file = await save(exportFileName(name, part, ext), write);
    files.push({ label: label.message, i18n: label.i18n, file: path.basename(file), path: file });
  };
  const documents: [Required<Said>, string, EventDocument, 'csv' | 'pdf'][] = [
    [said('m.export.file.standings', { format: 'CSV' }), 'final-standings', 'standings', 'csv'],
    [said('m.export.file.standings', { format: 'PDF' }), 'final-standings', 'standings', 'pdf'],
    [said('m.export.file.itsReport', { format: 'CSV' }), 'its-report', 'its-report', 'csv'],
    [said('m.export.file.itsReportSheet'), 'its-report', 'its-report', 'pdf'],
  ];
  for (const [label, part, document, format] of documents) {
    await add(label, part, format, (f) => writeEventDocument(event, document, format, f));
  }
  await add(said('m.export.file.rating', { k: preview.k }), 'rating-preview', 'csv', (f) =>
    writeText(f, ratingPreviewCsv(event, preview)),
  );
  for (const csv of statisticsCsvFiles(event)) {
    await add(said('m.export.file.statistics', { table: msg(`stats.table.${csv.id}`) }), csv.part, 'csv', (f) =>
      writeText(f, csv.text),
    );
  }
  // The event as saved (the file on disk may still have recent changes in its journal), without
  // the players' result codes nor the lists of players who did not consent to publish them: the
  // pack leaves the venue.
  await add(said('m.export.file.event'), 'event', 'its.json', async (f) =>
    writeFileDurably(f, JSON.stringify(withoutResultCodes(withPublishedListsOnly(event))), { makeFolder: true }),
  );
  return files;
}
