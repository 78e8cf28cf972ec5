/**
 * Scenario score sheet, one per table: the scoring wizard's questions on paper, for events
 * that score on paper first and enter the facts later. A yes/no question gets a box to tick
 * per player, a count or an amount a box to write in, a choice numbered boxes; questions the
 * scenario asks at the end of each Game Round get one box per Game Round and player.
 */
import type { Content, DocDefinition } from './docTypes';
import { wrapText } from './form';
import {
  blank,
  columnWidths,
  contentHeight,
  contentWidth,
  documentHeader,
  documentShell,
  field,
  fitted,
  gridLayout,
  headerRow,
  INK,
  lineHeightPt,
  sectionTitle,
  t,
  table,
} from './layout';
import { pdfText, tierText } from './text';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { PrintMeta, ScoreQuestion, ScoreSheetData } from './viewModels';

type Lang = PdfDisplayLanguage | undefined;

const CHECK = 10;
const NUMBER_BOX = { w: 40, h: 15 };
const ANSWER_WIDTH = 76;
const ROUND_COLUMN = 38;

/** A box of `w`×`h` centered in a column `columnWidth` points wide (cell padding excluded). */
function centeredBox(columnWidth: number, w: number, h: number): Content {
  return {
    canvas: [{ type: 'rect', x: 0, y: 0, w, h, lineWidth: 0.8, lineColor: INK }],
    margin: [Math.max(0, (columnWidth - w) / 2), 0, 0, 0],
  };
}

/** Numbered tick boxes for a choice: a box per option with its number under it. */
function choiceBoxes(count: number, columnWidth: number): Content {
  const step = Math.min(16, (columnWidth - 2) / Math.max(count, 1));
  const left = Math.max(0, (columnWidth - step * count) / 2);
  return {
    stack: [
      {
        canvas: Array.from({ length: count }, (_, i) => ({
          type: 'rect' as const,
          x: i * step,
          y: 0,
          w: CHECK - 1,
          h: CHECK - 1,
          lineWidth: 0.8,
          lineColor: INK,
        })),
        margin: [left, 0, 0, 0],
      },
      {
        columns: Array.from({ length: count }, (_, i) => t(String(i + 1), 'tdMuted', { fontSize: 5.5, width: step })),
        columnGap: 0,
        margin: [left + 2.5, 1, 0, 0],
      },
    ],
  };
}

function answerBox(q: ScoreQuestion, columnWidth: number): Content {
  if (q.kind === 'check') return centeredBox(columnWidth, CHECK, CHECK);
  if (q.kind === 'choice' && columnWidth >= q.options.length * 13) return choiceBoxes(q.options.length, columnWidth);
  return centeredBox(columnWidth, Math.min(NUMBER_BOX.w, columnWidth - 2), NUMBER_BOX.h);
}

/**
 * How much room the questions take: the full help text, smaller help, or labels only. The
 * sheet uses the first that fits one page (see `chooseDensity`).
 */
interface Density {
  /** Font size of the help under each question; 0 leaves the help out. */
  hint: number;
  padding: number;
}

export const DENSITIES: Density[] = [
  { hint: 6.2, padding: 3.5 },
  { hint: 5.6, padding: 2.5 },
  { hint: 0, padding: 2.5 },
];

const INDENT = 8;

function detailOf(q: ScoreQuestion, lang: Lang): string {
  // Small ranges help ("0 to 2 Antennas"); Army Point ceilings do not.
  const bounds =
    q.kind === 'number' && q.max !== null && q.max <= 20
      ? pdfText(lang, 'pdf.ss.range', { min: q.min ?? 0, max: q.max })
      : '';
  const hint = q.hintKey ? pdfText(lang, q.hintKey) : q.hint;
  return [bounds, hint].filter((s) => s !== '').join(' · ');
}

const CONDITIONS: Record<NonNullable<ScoreQuestion['onlyIf']>['test'], PdfKey> = {
  yes: 'pdf.ss.ifYes',
  no: 'pdf.ss.ifNo',
  is: 'pdf.ss.ifIs',
  isNot: 'pdf.ss.ifIsNot',
};

function labelOf(q: ScoreQuestion, lang: Lang): string {
  const label = q.labelKey ? pdfText(lang, q.labelKey) : q.label;
  if (!q.onlyIf) return label;
  const condition = pdfText(lang, CONDITIONS[q.onlyIf.test], { question: q.onlyIf.question, value: q.onlyIf.value });
  return pdfText(lang, 'pdf.ss.onlyIf', { label, condition });
}

function optionsOf(q: ScoreQuestion): string {
  return q.options.map((o, i) => `${i + 1} = ${o}`).join(' · ');
}

/** A question's label, options and help, in a column `width` wide (lines that fit print whole). */
function questionCell(q: ScoreQuestion, width: number, density: Density, lang: Lang): Content {
  const indent: [number, number, number, number] = q.onlyIf ? [INDENT, 0, 0, 0] : [0, 0, 0, 0];
  const w = width - indent[0];
  const parts: Content[] = [fitted(labelOf(q, lang), 'td', w, { margin: indent })];
  if (q.options.length) parts.push(fitted(optionsOf(q), 'tdMuted', w, { fontSize: 6.5, margin: indent }));
  const detail = detailOf(q, lang);
  if (detail && density.hint > 0) parts.push(fitted(detail, 'tdMuted', w, { fontSize: density.hint, margin: indent }));
  return { stack: parts };
}

/** Estimated height of a question's row (text column `width` wide, answer box `box` high). */
function questionHeight(q: ScoreQuestion, width: number, box: number, density: Density, lang: Lang): number {
  const w = width - (q.onlyIf ? INDENT : 0);
  let h = wrapText(labelOf(q, lang), 8.5, w).length * lineHeightPt(8.5);
  if (q.options.length) h += wrapText(optionsOf(q), 6.5, w).length * lineHeightPt(6.5);
  const detail = detailOf(q, lang);
  if (detail && density.hint > 0) h += wrapText(detail, density.hint, w).length * lineHeightPt(density.hint);
  return Math.max(h, box) + 2 * density.padding + 0.5;
}

function boxHeight(q: ScoreQuestion): number {
  return q.kind === 'check' ? CHECK : q.kind === 'choice' ? CHECK + 8 : NUMBER_BOX.h;
}

/** Estimated height of a whole sheet at a density. */
export function sheetHeight(sheet: ScoreSheetData, total: number, density: Density, lang?: Lang): number {
  const pad = density.padding;
  const [half = 0] = columnWidths(total, ['*', '*'], 4);
  const nameLines = Math.max(
    wrapText(sheet.a.name, 11, half, true).length,
    wrapText(sheet.b.name, 11, half, true).length,
  );
  const panel = 2 * 8 + 2 * lineHeightPt(6.5) + nameLines * lineHeightPt(11) + lineHeightPt(9) + 4;
  const section = 8 + lineHeightPt(9.5) + 3;
  const headerRowHeight = lineHeightPt(7) + 2 * pad + 1;
  const [questionWidth = 0] = columnWidths(total, ['*', ANSWER_WIDTH, ANSWER_WIDTH], pad);
  const [roundWidth = 0] = columnWidths(
    total,
    ['*', ...Array.from({ length: 2 * sheet.gameRounds }, () => ROUND_COLUMN)],
    pad,
  );
  let h = 60 + panel;
  const groups: [ScoreQuestion[], number, number][] = [
    [sheet.questions.filter((q) => q.per === 'player'), questionWidth, 1],
    [sheet.questions.filter((q) => q.per === 'game'), questionWidth, 1],
    [sheet.questions.filter((q) => q.per === 'game-round'), roundWidth, 2],
  ];
  for (const [list, width, headers] of groups) {
    if (list.length === 0) continue;
    h += section + headers * headerRowHeight;
    for (const q of list)
      h += questionHeight(q, width, q.kind === 'choice' && headers === 2 ? NUMBER_BOX.h : boxHeight(q), density, lang);
  }
  // The result table (header, three score rows, signatures) and the closing note.
  return h + section + headerRowHeight + 3 * (18 + 8.5) + (lineHeightPt(8.5) + 12 + 8.5) + 16;
}

/** The roomiest density at which the sheet fits one page (the tightest otherwise). */
export function chooseDensity(sheet: ScoreSheetData, meta: PrintMeta): Density {
  const total = contentWidth(meta.pageSize);
  const page = contentHeight(meta.pageSize);
  return (
    DENSITIES.find((d) => sheetHeight(sheet, total, d, meta.language) <= page) ??
    (DENSITIES[DENSITIES.length - 1] as Density)
  );
}

function perPlayerTable(questions: ScoreQuestion[], total: number, density: Density, lang: Lang): Content {
  const widths = columnWidths(total, ['*', ANSWER_WIDTH, ANSWER_WIDTH], density.padding);
  const labels = [pdfText(lang, 'wizard.question'), pdfText(lang, 'rounds.playerA'), pdfText(lang, 'rounds.playerB')];
  const body: Content[][] = [headerRow(labels, widths, ['left', 'center', 'center'])];
  for (const q of questions) {
    body.push([questionCell(q, widths[0] ?? 0, density, lang), answerBox(q, ANSWER_WIDTH), answerBox(q, ANSWER_WIDTH)]);
  }
  return table(['*', ANSWER_WIDTH, ANSWER_WIDTH], body, gridLayout({ headerRows: 1, padding: density.padding }), {
    headerRows: 1,
    dontBreakRows: true,
  });
}

function perGameTable(questions: ScoreQuestion[], total: number, density: Density, lang: Lang): Content {
  const width = 2 * ANSWER_WIDTH + 2 * 7;
  const widths = columnWidths(total, ['*', width], density.padding);
  const labels = [pdfText(lang, 'pdf.ss.questionOnce'), pdfText(lang, 'pdf.ss.answer')];
  const body: Content[][] = [headerRow(labels, widths, ['left', 'center'])];
  for (const q of questions) body.push([questionCell(q, widths[0] ?? 0, density, lang), answerBox(q, width)]);
  return table(['*', width], body, gridLayout({ headerRows: 1, padding: density.padding }), {
    headerRows: 1,
    dontBreakRows: true,
  });
}

function perRoundTable(
  questions: ScoreQuestion[],
  gameRounds: number,
  total: number,
  density: Density,
  lang: Lang,
): Content {
  const columns = 2 * gameRounds;
  const [questionWidth = 0] = columnWidths(
    total,
    ['*', ...Array.from({ length: columns }, () => ROUND_COLUMN)],
    density.padding,
  );
  const roundsHeader = (): Content[] =>
    Array.from({ length: gameRounds }, (_, i) =>
      fitted(pdfText(lang, 'pdf.ss.gr', { n: i + 1 }), 'th', ROUND_COLUMN, { alignment: 'center' }),
    );
  const body: Content[][] = [
    [
      t(pdfText(lang, 'pdf.ss.atEachRound'), 'th', { rowSpan: 2 }),
      t(pdfText(lang, 'rounds.playerA'), 'th', { colSpan: gameRounds, alignment: 'center' }),
      ...Array.from({ length: gameRounds - 1 }, () => blank()),
      t(pdfText(lang, 'rounds.playerB'), 'th', { colSpan: gameRounds, alignment: 'center' }),
      ...Array.from({ length: gameRounds - 1 }, () => blank()),
    ],
    [blank(), ...roundsHeader(), ...roundsHeader()],
  ];
  for (const q of questions) {
    const box = { ...q, kind: q.kind === 'choice' ? ('number' as const) : q.kind };
    body.push([
      questionCell(q, questionWidth, density, lang),
      ...Array.from({ length: columns }, () => answerBox(box, ROUND_COLUMN)),
    ]);
  }
  return table(
    ['*', ...Array.from({ length: columns }, () => ROUND_COLUMN)],
    body,
    gridLayout({ headerRows: 2, padding: density.padding }),
    { headerRows: 2, dontBreakRows: true },
  );
}

function totals(total: number, lang: Lang): Content {
  // A fresh node per cell: pdfmake annotates nodes while laying them out.
  const box = (): Content => centeredBox(ANSWER_WIDTH, 44, 18);
  const widths = columnWidths(total, ['*', ANSWER_WIDTH, ANSWER_WIDTH], 4);
  const label = widths[0] ?? 0;
  return table(
    ['*', ANSWER_WIDTH, ANSWER_WIDTH],
    [
      headerRow(
        [pdfText(lang, 'standings.outcome'), pdfText(lang, 'rounds.playerA'), pdfText(lang, 'rounds.playerB')],
        widths,
        ['left', 'center', 'center'],
      ),
      [fitted(pdfText(lang, 'pdf.ss.op'), 'tdBold', label), box(), box()],
      [fitted(pdfText(lang, 'pdf.ss.vp'), 'tdBold', label), box(), box()],
      [fitted(pdfText(lang, 'pdf.ss.tp'), 'tdBold', label), box(), box()],
      [fitted(pdfText(lang, 'pdf.signature'), 'tdBold', label, { margin: [0, 6, 0, 6] }), blank(), blank()],
    ],
    gridLayout({ headerRows: 1, padding: 4 }),
    { dontBreakRows: true },
  );
}

function playersPanel(sheet: ScoreSheetData, total: number, lang: Lang): Content {
  const [w = 0] = columnWidths(total, ['*', '*'], 4);
  const army = pdfText(lang, 'pdf.col.army');
  return table(
    ['*', '*'],
    [
      [
        field(pdfText(lang, 'rounds.playerA'), sheet.a.name, w, 'value'),
        field(pdfText(lang, 'rounds.playerB'), sheet.b.name, w, 'value'),
      ],
      [field(army, sheet.a.faction, w, 'valueSmall'), field(army, sheet.b.faction, w, 'valueSmall')],
    ],
    gridLayout({ headerRows: 0, padding: 4 }),
  );
}

function sheetContent(sheet: ScoreSheetData, meta: PrintMeta, first: boolean): Content {
  const total = contentWidth(meta.pageSize);
  const density = chooseDensity(sheet, meta);
  const perPlayer = sheet.questions.filter((q) => q.per === 'player');
  const perRound = sheet.questions.filter((q) => q.per === 'game-round');
  const perGame = sheet.questions.filter((q) => q.per === 'game');
  const lang = meta.language;
  const say = (key: PdfKey, values: Record<string, string | number> = {}): string => pdfText(lang, key, values);
  const place = sheet.tableName ? ` · ${sheet.tableName}` : '';
  const scenario = sheet.scenario.name || say('pdf.ss.tba');
  const roundOf = say('pdf.roundOf', { n: sheet.round, of: meta.rounds });
  const content: Content[] = [
    documentHeader(
      say('pdf.ss.title', { n: sheet.table }),
      meta,
      `${roundOf} · ${scenario} · ${tierText(lang, sheet.tier)}${place}`,
    ),
    playersPanel(sheet, total, lang),
  ];
  if (perPlayer.length) {
    content.push(
      sectionTitle(say('pdf.ss.endOfGame'), say('pdf.ss.endOfGameNote')),
      perPlayerTable(perPlayer, total, density, lang),
    );
  }
  if (perGame.length) content.push(sectionTitle(say('pdf.ss.theTable')), perGameTable(perGame, total, density, lang));
  if (perRound.length) {
    content.push(
      sectionTitle(say('pdf.ss.eachRound'), say('pdf.ss.eachRoundNote')),
      perRoundTable(perRound, sheet.gameRounds, total, density, lang),
    );
  }
  if (sheet.questions.length === 0) content.push(t(say('pdf.ss.noQuestions'), 'note'));
  content.push(
    sectionTitle(say('standings.outcome'), say('pdf.ss.resultNote')),
    totals(total, lang),
    fitted(say('pdf.ss.agree'), 'note', total, { margin: [0, 6, 0, 0] }),
  );
  return { stack: content, ...(first ? {} : { pageBreak: 'before' as const }) };
}

export function buildScoreSheets(meta: PrintMeta, sheets: ScoreSheetData[]): DocDefinition {
  const content: Content[] =
    sheets.length === 0
      ? [
          documentHeader(pdfText(meta.language, 'pdf.ss.none'), meta, ''),
          t(pdfText(meta.language, 'pdf.noPairings'), 'valueSmall'),
        ]
      : sheets.map((s, i) => sheetContent(s, meta, i === 0));
  return documentShell(meta, pdfText(meta.language, 'pdf.ss.titles'), content, pdfText(meta.language, 'pdf.ss.footer'));
}
