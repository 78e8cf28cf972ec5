/**
 * Scenario score sheet, one per table: the scoring wizard's questions on paper, for events
 * that score on paper first and enter the facts later. A yes/no question gets a box to tick
 * per player, a count or an amount a box to write in, a choice numbered boxes; questions the
 * scenario asks at the end of each Game Round get one box per Game Round and player.
 */
import type { Content, DocDefinition } from './docTypes';
import {
  blank,
  columnWidths,
  contentWidth,
  documentHeader,
  documentShell,
  field,
  gridLayout,
  headerRow,
  INK,
  sectionTitle,
  t,
  table,
} from './layout';
import type { PrintMeta, ScoreQuestion, ScoreSheetData } from './viewModels';

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

function questionCell(q: ScoreQuestion): Content {
  // Small ranges help ("0 to 2 Antennas"); Army Point ceilings do not.
  const bounds = q.kind === 'number' && q.max !== null && q.max <= 20 ? `${q.min ?? 0} to ${q.max}` : '';
  const parts: Content[] = [
    t(q.onlyIf ? `${q.label} (only if ${q.onlyIf})` : q.label, 'td', q.onlyIf ? { margin: [8, 0, 0, 0] } : {}),
  ];
  if (q.options.length) {
    parts.push(t(q.options.map((o, i) => `${i + 1} = ${o}`).join(' · '), 'tdMuted', { fontSize: 6.5 }));
  }
  const detail = [bounds, q.hint].filter((s) => s !== '').join(' · ');
  if (detail) parts.push(t(detail, 'tdMuted', { fontSize: 6.2, margin: q.onlyIf ? [8, 0, 0, 0] : [0, 0, 0, 0] }));
  return { stack: parts };
}

function perPlayerTable(questions: ScoreQuestion[], total: number): Content {
  const widths = columnWidths(total, ['*', ANSWER_WIDTH, ANSWER_WIDTH], 3.5);
  const body: Content[][] = [headerRow(['Question', 'Player A', 'Player B'], widths, ['left', 'center', 'center'])];
  for (const q of questions) body.push([questionCell(q), answerBox(q, ANSWER_WIDTH), answerBox(q, ANSWER_WIDTH)]);
  return table(['*', ANSWER_WIDTH, ANSWER_WIDTH], body, gridLayout({ headerRows: 1, padding: 3.5 }), {
    headerRows: 1,
    dontBreakRows: true,
  });
}

function perGameTable(questions: ScoreQuestion[], total: number): Content {
  const width = 2 * ANSWER_WIDTH + 2 * 7;
  const widths = columnWidths(total, ['*', width], 3.5);
  const body: Content[][] = [headerRow(['Question (once for the table)', 'Answer'], widths, ['left', 'center'])];
  for (const q of questions) body.push([questionCell(q), answerBox(q, width)]);
  return table(['*', width], body, gridLayout({ headerRows: 1, padding: 3.5 }), { headerRows: 1, dontBreakRows: true });
}

function perRoundTable(questions: ScoreQuestion[], gameRounds: number): Content {
  const columns = 2 * gameRounds;
  const roundsHeader = (): Content[] =>
    Array.from({ length: gameRounds }, (_, i) => t(`GR ${i + 1}`, 'th', { alignment: 'center' }));
  const body: Content[][] = [
    [
      t('At the end of each Game Round', 'th', { rowSpan: 2 }),
      t('Player A', 'th', { colSpan: gameRounds, alignment: 'center' }),
      ...Array.from({ length: gameRounds - 1 }, () => blank()),
      t('Player B', 'th', { colSpan: gameRounds, alignment: 'center' }),
      ...Array.from({ length: gameRounds - 1 }, () => blank()),
    ],
    [blank(), ...roundsHeader(), ...roundsHeader()],
  ];
  for (const q of questions) {
    const box = { ...q, kind: q.kind === 'choice' ? ('number' as const) : q.kind };
    body.push([questionCell(q), ...Array.from({ length: columns }, () => answerBox(box, ROUND_COLUMN))]);
  }
  return table(
    ['*', ...Array.from({ length: columns }, () => ROUND_COLUMN)],
    body,
    gridLayout({ headerRows: 2, padding: 3 }),
    { headerRows: 2, dontBreakRows: true },
  );
}

function totals(total: number): Content {
  // A fresh node per cell: pdfmake annotates nodes while laying them out.
  const box = (): Content => centeredBox(ANSWER_WIDTH, 44, 18);
  const widths = columnWidths(total, ['*', ANSWER_WIDTH, ANSWER_WIDTH], 4);
  return table(
    ['*', ANSWER_WIDTH, ANSWER_WIDTH],
    [
      headerRow(['Result', 'Player A', 'Player B'], widths, ['left', 'center', 'center']),
      [t('Objective Points (OP), at most 10', 'tdBold'), box(), box()],
      [t('Victory Points (VP): surviving Army Points', 'tdBold'), box(), box()],
      [t('Tournament Points (TP)', 'tdBold'), box(), box()],
      [t('Signature', 'tdBold', { margin: [0, 6, 0, 6] }), blank(), blank()],
    ],
    gridLayout({ headerRows: 1, padding: 4 }),
    { dontBreakRows: true },
  );
}

function playersPanel(sheet: ScoreSheetData, total: number): Content {
  const [w = 0] = columnWidths(total, ['*', '*'], 4);
  return table(
    ['*', '*'],
    [
      [field('Player A', sheet.a.name, w, 'value'), field('Player B', sheet.b.name, w, 'value')],
      [
        field('Faction or sectorial army', sheet.a.faction, w, 'valueSmall'),
        field('Faction or sectorial army', sheet.b.faction, w, 'valueSmall'),
      ],
    ],
    gridLayout({ headerRows: 0, padding: 4 }),
  );
}

function sheetContent(sheet: ScoreSheetData, meta: PrintMeta, first: boolean): Content {
  const total = contentWidth(meta.pageSize);
  const perPlayer = sheet.questions.filter((q) => q.per === 'player');
  const perRound = sheet.questions.filter((q) => q.per === 'game-round');
  const perGame = sheet.questions.filter((q) => q.per === 'game');
  const place = sheet.tableName ? ` · ${sheet.tableName}` : '';
  const scenario = sheet.scenario.name || 'scenario to be announced';
  const content: Content[] = [
    documentHeader(
      `Score sheet · Table ${sheet.table}`,
      meta,
      `Round ${sheet.round} of ${meta.rounds} · ${scenario} · ${sheet.tier}${place}`,
    ),
    playersPanel(sheet, total),
  ];
  if (perPlayer.length) {
    content.push(
      sectionTitle('End of the game', 'Tick what each player achieved; write counts and Army Points in the boxes.'),
      perPlayerTable(perPlayer, total),
    );
  }
  if (perGame.length) content.push(sectionTitle('The table'), perGameTable(perGame, total));
  if (perRound.length) {
    content.push(
      sectionTitle('Each Game Round', 'Fill in at the end of every Game Round (GR).'),
      perRoundTable(perRound, sheet.gameRounds),
    );
  }
  if (sheet.questions.length === 0) {
    content.push(t('This scenario has no scoring questions on record: score it from its own rules.', 'note'));
  }
  content.push(
    sectionTitle('Result', 'Enter the facts above in the scoring wizard; it works out OP and TP.'),
    totals(total),
    t('Both players sign when they agree. A referee settles any disagreement before the result is entered.', 'note', {
      margin: [0, 6, 0, 0],
    }),
  );
  return { stack: content, ...(first ? {} : { pageBreak: 'before' as const }) };
}

export function buildScoreSheets(meta: PrintMeta, sheets: ScoreSheetData[]): DocDefinition {
  const content: Content[] =
    sheets.length === 0
      ? [documentHeader('Score sheets', meta, ''), t('This round has no pairings yet.', 'valueSmall')]
      : sheets.map((s, i) => sheetContent(s, meta, i === 0));
  return documentShell(meta, 'Scenario score sheets', content, 'Scenario score sheet');
}
