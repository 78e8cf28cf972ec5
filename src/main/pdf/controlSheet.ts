/**
 * Tournament Control Sheet (ITS S11 · Tournament Control Sheet): one per player, handed out
 * at the start of the event. The player's name, ITS PIN and faction or sectorial army are
 * printed in; each Tournament Round has a row for the game's score (or the bye, which the
 * player must note on the sheet — ITS S11 · Byes), a Private Information area to show an
 * opponent or a referee on request, and boxes for signatures.
 *
 * The sheet is a positioned form (./form.ts): rows have a set height with room to write by
 * hand, and printed names shrink to fit their cell instead of stretching a row.
 */
import type { Content, DocDefinition } from './docTypes';
import { Form } from './form';
import type { GridSpec } from './grid';
import { contentHeight, contentWidth, documentHeader, documentShell, LIGHT_SHADE, t } from './layout';
import { formHeader, formSection } from './formParts';
import { pdfText, pdfUpper } from './text';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { ControlSheetData, ControlSheetRound, PrintMeta } from './viewModels';

/** The six kinds of Private Information a player keeps on the sheet. */
export const PRIVATE_INFORMATION = [
  'skill.lieutenant',
  'pdf.cs.classified',
  'tracker.dataTracker',
  'pdf.cs.liaison',
  'skill.hiddenDeployment',
  'event.extras.reinforcements',
] as const satisfies readonly PdfKey[];

const PADDING = 3;
const HEADER_ROW = 9;
const TOTALS_ROW = 11;
const CELL_SIZES = [8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5];
const GAME_COLUMNS: (number | '*')[] = [28, 28, '*', 92, 26, 26, 32, 24, 86];
const GAME_HEADERS: PdfKey[] = [
  'standings.round',
  'rounds.table',
  'standings.opponent',
  'm.field.scenario',
  'standings.op',
  'standings.tp',
  'standings.vp',
  'standings.byeWord',
  'pdf.cs.opponentSignature',
];
const GAP = 10;

type Cell = { x: number; y: number; w: number; h: number };

/** Row height for handwriting: generous for a normal event, tighter when there are many rounds. */
function rowHeights(rounds: number): { game: number; secret: number } {
  if (rounds <= 3) return { game: 30, secret: 44 };
  if (rounds <= 5) return { game: 26, secret: 30 };
  if (rounds <= 7) return { game: 22, secret: 24 };
  return { game: 18, secret: 18 };
}

/** A small label over a value that must stay within the cell. */
function field(form: Form, cell: Cell, label: string, value: string, sizes: number[], bold = true): void {
  const used = form.line(cell.x, cell.y, cell.w, label.toUpperCase(), 'label');
  if (value) {
    form.block(cell.x, cell.y + used + 1, cell.w, cell.h - used - 1, value, bold ? 'value' : 'valueSmall', sizes);
  }
}

/** What every part of one player's sheet is drawn from: the player's data, the width and the language. */
interface SheetPart {
  sheet: ControlSheetData;
  width: number;
  lang: PdfDisplayLanguage | undefined;
}

function playerPanel(form: Form, y: number, { sheet, width, lang }: SheetPart): number {
  const spec: GridSpec = { widths: ['*', 150], totalWidth: width, padding: 4, rowHeights: [36, 26] };
  const cells = form.grid(0, y, spec);
  const [[name, pin] = [], [faction, club] = []] = cells;
  if (name)
    field(form, name, pdfText(lang, 'standings.player'), sheet.player.name, [13, 12, 11, 10, 9.5, 9, 8, 7, 6, 5, 4.5]);
  // Never the result code: the opponent signs this sheet every round (it is on the player card).
  if (pin) field(form, pin, pdfText(lang, 'players.pin'), sheet.player.itsPin, [11, 10, 9, 8, 7, 6, 5]);
  if (faction) field(form, faction, pdfText(lang, 'pdf.col.army'), sheet.player.faction, [11, 10, 9, 8, 7, 6, 5]);
  if (club) field(form, club, pdfText(lang, 'players.club'), sheet.club, [9, 8, 7, 6, 5], false);
  return form.height;
}

function gameRow(form: Form, row: Cell[], r: ControlSheetRound, lang: PdfDisplayLanguage | undefined): void {
  const at = (i: number): Cell => row[i] ?? { x: 0, y: 0, w: 0, h: 0 };
  const centered = (i: number, text: string, style: 'td' | 'tdBold' = 'tdBold'): void => {
    const c = at(i);
    form.line(c.x, c.y, c.w, text, style, { align: 'center' });
  };
  const wrapped = (i: number, text: string): void => {
    const c = at(i);
    if (text) form.block(c.x, c.y, c.w, c.h, text, 'td', CELL_SIZES);
  };
  centered(0, String(r.round));
  if (r.bye) {
    centered(1, '—', 'td');
    form.line(at(2).x, at(2).y, at(2).w, pdfText(lang, 'pdf.cs.byeNoGame'), 'td', { italics: true });
    centered(7, pdfText(lang, 'pdf.byeMark'));
  } else {
    if (r.table !== null) centered(1, String(r.table), 'td');
    wrapped(2, r.opponent);
    wrapped(3, r.scenario);
  }
  if (r.op !== null) centered(4, String(r.op));
  if (r.tp !== null) centered(5, String(r.tp));
  if (r.vp !== null) centered(6, String(r.vp));
}

function gamesTable(form: Form, y: number, { sheet, width, lang }: SheetPart, height: number): number {
  const rows = sheet.rounds.length;
  const spec: GridSpec = {
    widths: GAME_COLUMNS,
    totalWidth: width,
    padding: PADDING,
    rowHeights: [HEADER_ROW, ...sheet.rounds.map(() => height), TOTALS_ROW],
    shade: [
      { row: 0, col: 0, span: GAME_COLUMNS.length },
      { row: rows + 1, col: 7, span: 2, color: LIGHT_SHADE },
    ],
    // The totals row only separates its score boxes.
    rowRules: { [rows + 1]: [0, 4, 5, 6, 7, 9] },
    heavyAfter: 0,
  };
  const cells = form.grid(0, y, spec);
  (cells[0] ?? []).forEach((c, i) =>
    form.line(c.x, c.y, c.w, pdfText(lang, GAME_HEADERS[i] ?? 'standings.round'), 'th', {
      align: i === 2 || i === 3 || i === 8 ? 'left' : 'center',
    }),
  );
  sheet.rounds.forEach((r, i) => gameRow(form, cells[i + 1] ?? [], r, lang));
  const totals = cells[rows + 1] ?? [];
  const first = totals[0];
  const fourth = totals[3];
  if (first && fourth)
    form.line(first.x, first.y, fourth.x + fourth.w - first.x, pdfText(lang, 'pdf.cs.total'), 'tdBold', {
      align: 'right',
    });
  return form.height;
}

function privateTable(form: Form, y: number, { sheet, width, lang }: SheetPart, height: number): number {
  const columns: (number | '*')[] = [28, ...PRIVATE_INFORMATION.map((): '*' => '*')];
  const spec: GridSpec = {
    widths: columns,
    totalWidth: width,
    padding: PADDING,
    rowHeights: [HEADER_ROW, ...sheet.rounds.map(() => height)],
    shade: [
      { row: 0, col: 0, span: columns.length },
      ...(sheet.reinforcements
        ? []
        : [{ row: 1, rows: sheet.rounds.length, col: columns.length - 1, color: LIGHT_SHADE }]),
    ],
    heavyAfter: 0,
  };
  const cells = form.grid(0, y, spec);
  const labels = [pdfText(lang, 'standings.round'), ...PRIVATE_INFORMATION.map((key) => pdfText(lang, key))];
  (cells[0] ?? []).forEach((c, i) =>
    form.line(c.x, c.y, c.w, labels[i] ?? '', 'th', { align: i === 0 ? 'center' : 'left' }),
  );
  sheet.rounds.forEach((r, i) => {
    const c = cells[i + 1]?.[0];
    if (c) form.line(c.x, c.y, c.w, String(r.round), 'tdBold', { align: 'center' });
  });
  return form.height;
}

function signatures(form: Form, y: number, width: number, lang: PdfDisplayLanguage | undefined): number {
  const spec: GridSpec = { widths: ['*', '*'], totalWidth: width, padding: 4, rowHeights: [36] };
  const [player, referee] = form.grid(0, y, spec)[0] ?? [];
  if (player) form.line(player.x, player.y, player.w, pdfUpper(lang, pdfText(lang, 'pdf.cs.playerSignature')), 'label');
  if (referee) {
    form.line(referee.x, referee.y, referee.w, pdfUpper(lang, pdfText(lang, 'pdf.cs.refereeSignature')), 'label');
  }
  return form.height;
}

function sheetPages(sheet: ControlSheetData, meta: PrintMeta): Content[] {
  const heights = rowHeights(sheet.rounds.length);
  const width = contentWidth(meta.pageSize);
  const page = contentHeight(meta.pageSize);
  const lang = meta.language;
  const part: SheetPart = { sheet, width, lang };
  const form = new Form();
  let y = formHeader(form, meta, pdfText(lang, 'pdf.cs.title'), pdfText(lang, 'pdf.cs.subtitle'));
  y = playerPanel(form, y, part);
  y = formSection(form, y + GAP, width, pdfText(lang, 'pdf.cs.games'), pdfText(lang, 'pdf.cs.gamesNote'));
  y = gamesTable(form, y, part, heights.game);
  const note = pdfText(lang, sheet.reinforcements ? 'pdf.cs.privateNote' : 'pdf.cs.privateNoReinforcements');
  // With many rounds the Private Information goes on a page of its own.
  const rest = new Form();
  const secretStart = formSection(rest, 0, width, pdfText(lang, 'pdf.cs.private'), note);
  const secretEnd = signatures(rest, privateTable(rest, secretStart, part, heights.secret) + GAP, width, lang);
  if (y + GAP + secretEnd <= page) {
    form.append(rest, y + GAP);
    return [form.toContent()];
  }
  return [form.toContent(), { ...asStack(rest.toContent()), pageBreak: 'before' }];
}

function asStack(content: Content): Exclude<Content, string> {
  return typeof content === 'string' ? { text: content } : content;
}

/** One page per player (two when the event has many rounds), in the order given. */
export function buildControlSheets(meta: PrintMeta, sheets: ControlSheetData[]): DocDefinition {
  const content: Content[] = [];
  sheets.forEach((sheet, i) => {
    const pages = sheetPages(sheet, meta);
    pages.forEach((p, j) => content.push(i > 0 && j === 0 ? { ...asStack(p), pageBreak: 'before' } : p));
  });
  const lang = meta.language;
  if (content.length === 0) {
    content.push(
      documentHeader(pdfText(lang, 'pdf.cs.title'), meta, ''),
      t(pdfText(lang, 'pdf.standings.noPlayers'), 'valueSmall'),
    );
  }
  return documentShell(meta, pdfText(lang, 'pdf.cs.titles'), content, pdfText(lang, 'pdf.cs.title'));
}
