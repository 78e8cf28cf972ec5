/**
 * Shared page geometry, type styles and drawing primitives for every printed document.
 * Pure: returns pdfmake definition fragments.
 *
 * Geometry: every document keeps its text inside the page minus MARGIN (the footer sits in
 * the bottom margin, above SAFE_EDGE, the strip most office printers cannot print on).
 */
import { pdfDay, pdfText, pdfUpper } from './text';
import type { PdfKey } from './text';
import type {
  CanvasNode,
  Content,
  DocDefinition,
  Inline,
  StackNode,
  TableLayout,
  TableNode,
  TextNode,
  TextStyle,
} from './docTypes';
import { textWidth } from './metrics';
import type { PageSizeId, PrintMeta } from './viewModels';

export const FONT_FAMILY = 'Sans';

export const PAGE_SIZES: Record<PageSizeId, { width: number; height: number; pdfmake: DocDefinition['pageSize'] }> = {
  a4: { width: 595.28, height: 841.89, pdfmake: 'A4' },
  letter: { width: 612, height: 792, pdfmake: 'LETTER' },
};

export const MARGIN = { left: 36, top: 36, right: 36, bottom: 48 } as const;
/** No text is closer than this to any page edge (the footer included). */
export const SAFE_EDGE = 24;

export function contentWidth(size: PageSizeId): number {
  return PAGE_SIZES[size].width - MARGIN.left - MARGIN.right;
}

export function contentHeight(size: PageSizeId): number {
  return PAGE_SIZES[size].height - MARGIN.top - MARGIN.bottom;
}

export const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#8a8a8a';
export const SHADE = '#e6e6e6';
export const LIGHT_SHADE = '#f3f3f3';

/**
 * Named type styles. Every text node names one, so a document's look is set here.
 */
export const STYLES = {
  docTitle: { fontSize: 15, bold: true, color: INK },
  docKicker: { fontSize: 7.5, bold: true, color: MUTED, characterSpacing: 0.6 },
  eventName: { fontSize: 10.5, bold: true, color: INK, alignment: 'right' },
  eventLine: { fontSize: 8, color: MUTED, alignment: 'right' },
  section: { fontSize: 9.5, bold: true, color: INK },
  note: { fontSize: 7, color: MUTED },
  label: { fontSize: 6.5, bold: true, color: MUTED, characterSpacing: 0.3 },
  value: { fontSize: 11, bold: true, color: INK },
  valueSmall: { fontSize: 9, color: INK },
  th: { fontSize: 7, bold: true, color: INK },
  td: { fontSize: 8.5, color: INK },
  tdBold: { fontSize: 8.5, bold: true, color: INK },
  tdMuted: { fontSize: 7.5, color: MUTED },
  big: { fontSize: 13, bold: true, color: INK },
  footer: { fontSize: 6.5, color: MUTED },
} satisfies Record<string, TextStyle>;

export type StyleName = keyof typeof STYLES;

/**
 * Every text property pdfmake looks up, at its neutral value: the documents' default style.
 * Nodes carry only what their named style changes (copying more onto every node costs more
 * than pdfmake's look-ups save: pdfmake copies a node's properties onto each of its words).
 * (link, linkToPage, linkToDestination and fontFeatures stay unset: any value there changes
 * the output.)
 */
const NEUTRAL: TextStyle = {
  font: FONT_FAMILY,
  fontSize: 9,
  bold: false,
  italics: false,
  color: INK,
  alignment: 'left',
  lineHeight: 1.1,
  characterSpacing: 0,
  noWrap: false,
  opacity: 1,
  decoration: '',
  decorationColor: '',
  decorationStyle: '',
  decorationThickness: '',
  background: '',
  sup: false,
  sub: false,
  leadingIndent: 0,
  preserveLeadingSpaces: false,
  preserveTrailingSpaces: false,
  wordBreak: 'normal',
};

const FLAT: Record<StyleName, TextStyle> = Object.fromEntries(
  Object.entries(STYLES).map(([name, style]) => [name, { ...style }]),
) as Record<StyleName, TextStyle>;

/** A text node in one of the named styles, with optional overrides. */
export function t(text: string | Inline[], style: StyleName, extra: Omit<TextNode, 'text'> = {}): TextNode {
  return { text, ...FLAT[style], ...extra };
}

/** A piece of a mixed-style line. */
export function span(text: string, style: StyleName, extra: TextStyle = {}): Inline {
  return { text, ...FLAT[style], ...extra };
}

/** An empty table cell (no text to measure). */
export function blank(extra: Omit<StackNode, 'stack'> = {}): StackNode {
  return { stack: [], ...extra };
}

/** A small label over a value, as on a form ("ITS PIN" over "A-123"), in a column `width` wide. */
export function field(label: string, value: string, width: number, valueStyle: StyleName = 'value'): Content {
  return {
    stack: [
      fitted(label.toUpperCase(), 'label', width),
      fitted(value || ' ', valueStyle, width, { margin: [0, 1, 0, 0] }),
    ],
  };
}

/** A horizontal rule across `width`. */
export function rule(width: number, lineWidth = 0.6, color = RULE): CanvasNode {
  return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth, lineColor: color }] };
}

/** Thin grid lines everywhere, a heavier rule under the header rows. */
export function gridLayout(options: { headerRows?: number; padding?: number; fillHeader?: boolean } = {}): TableLayout {
  const headerRows = options.headerRows ?? 1;
  const padding = options.padding ?? 3;
  return {
    hLineWidth: (i) => (i === headerRows ? 1 : 0.5),
    vLineWidth: () => 0.5,
    hLineColor: (i) => (i === headerRows ? INK : RULE),
    vLineColor: () => RULE,
    paddingLeft: () => padding,
    paddingRight: () => padding,
    paddingTop: () => padding,
    paddingBottom: () => padding,
    fillColor: (row) => (options.fillHeader !== false && row < headerRows ? SHADE : null),
  };
}

/**
 * The content width of each column of a table, as pdfmake computes it: fixed widths as given,
 * the rest shared by the '*' columns after padding and rules ('auto' is not supported here).
 */
export function columnWidths(total: number, widths: (number | '*')[], padding: number, rule = 0.5): number[] {
  const fixed = widths.reduce<number>((sum, w) => sum + (w === '*' ? 0 : w), 0);
  const stars = widths.filter((w) => w === '*').length;
  const offsets = widths.length * 2 * padding + (widths.length + 1) * rule;
  const star = stars ? (total - fixed - offsets) / stars : 0;
  return widths.map((w) => (w === '*' ? star : w));
}

/** Horizontal rules only, shaded every other body row (long lists read across easily). */
export function zebraLayout(headerRows = 1): TableLayout {
  return {
    hLineWidth: (i, node) => (i === headerRows ? 1 : i === 0 || i === node.table.body.length ? 0.8 : 0),
    vLineWidth: () => 0,
    hLineColor: () => INK,
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 2.5,
    paddingBottom: () => 2.5,
    fillColor: (row) => (row < headerRows ? SHADE : (row - headerRows) % 2 === 1 ? LIGHT_SHADE : null),
  };
}

/** The block at the top of each document: what it is on the left, the event on the right. */
/** "21/11/2026 · Venue": the event's day (in the language's order) and venue, whichever are set. */
export function eventLine(meta: PrintMeta): string {
  return [pdfDay(meta.language, meta.date), meta.venue].filter((s) => s.trim() !== '').join(' · ');
}

/** The line above a document's title: the ITS season the event is played under, in capitals. */
export function kickerText(meta: PrintMeta): string {
  return pdfUpper(meta.language, pdfText(meta.language, meta.season === 'its-s17' ? 'pdf.kicker.s17' : 'pdf.kicker'));
}

export function documentHeader(title: string, meta: PrintMeta, subtitle: string): Content {
  const line = eventLine(meta);
  const width = contentWidth(meta.pageSize);
  const left = (width - 12) * 0.55;
  const right = (width - 12) * 0.45;
  return {
    stack: [
      {
        columns: [
          {
            width: left,
            stack: [
              fitted(kickerText(meta), 'docKicker', left),
              fitted(title, 'docTitle', left),
              ...(subtitle ? [fitted(subtitle, 'note', left, { margin: [0, 1, 0, 0] })] : []),
            ],
          },
          {
            width: right,
            stack: [fitted(meta.eventName, 'eventName', right), ...(line ? [fitted(line, 'eventLine', right)] : [])],
          },
        ],
        columnGap: 12,
      },
      { ...rule(width, 1.2, INK), margin: [0, 5, 0, 8] },
    ],
  };
}

/** A section heading with an optional note on the same line. */
export function sectionTitle(title: string, note = ''): Content {
  return {
    text: note ? [span(title, 'section', { noWrap: true }), span(`   ${note}`, 'note', { noWrap: true })] : title,
    ...FLAT.section,
    // Headings are short and notes one line by design: no line breaking needed.
    noWrap: true,
    margin: [0, 8, 0, 3],
  };
}

/**
 * A table's column widths with every fixed column at least as wide as its header label (in the
 * header style): a translated header never breaks between letters.
 */
export function widthsForHeaders(widths: (number | '*')[], labels: string[]): (number | '*')[] {
  const th = STYLES.th;
  return widths.map((w, i) =>
    w === '*' ? w : Math.max(w, Math.ceil(textWidth(labels[i] ?? '', th.fontSize, th.bold) + 1)),
  );
}

/** Header row cells in the header style, for columns of the given content widths. */
type Alignment = 'left' | 'center' | 'right';

/**
 * A game's two players as columns, each followed by its OP, VP and TP (the ITS report's rows and
 * the round sheet's): their heads, and their alignments, the name left and the scores centred.
 */
export function bothPlayersColumns(say: (key: PdfKey) => string): { heads: string[]; alignments: Alignment[] } {
  const scores = [say('standings.op'), say('standings.vp'), say('standings.tp')];
  const player: Alignment[] = ['left', 'center', 'center', 'center'];
  return {
    heads: [say('rounds.playerA'), ...scores, say('rounds.playerB'), ...scores],
    alignments: [...player, ...player],
  };
}

export function headerRow(labels: string[], widths: number[], alignments: Alignment[] = []): Content[] {
  return labels.map((label, i) => fitted(label, 'th', widths[i] ?? 0, { alignment: alignments[i] ?? 'left' }));
}

export function table(
  widths: TableNode['table']['widths'],
  body: Content[][],
  layout: TableLayout,
  extra: Partial<Omit<TableNode['table'], 'widths' | 'body'>> = {},
  margin: TableNode['margin'] = [0, 0, 0, 0],
): TableNode {
  // pdfmake rewrites a table's widths in place: give it a copy, never a shared array.
  return { table: { widths: [...widths], body, ...extra }, layout, margin };
}

/** A long list: zebra rows, none split across pages, under a heading row every page repeats. */
export function listTable(widths: TableNode['table']['widths'], body: Content[][]): TableNode {
  return table(widths, body, zebraLayout(), { headerRows: 1, dontBreakRows: true });
}

/** `text` cut at a word and ended with an ellipsis so that it fits one line `width` wide. */
export function shortened(text: string, fontSize: number, width: number): string {
  if (fitsOneLine(text, fontSize, width)) return text;
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const candidate = `${words.join(' ')}…`;
    if (fitsOneLine(candidate, fontSize, width)) return candidate;
  }
  let cut = text;
  while (cut.length > 1 && !fitsOneLine(`${cut}…`, fontSize, width)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The document shell: page size, margins, fonts, styles and the footer. */
export function documentShell(meta: PrintMeta, title: string, content: Content[], footerLabel: string): DocDefinition {
  const size = PAGE_SIZES[meta.pageSize];
  const footerWidth = contentWidth(meta.pageSize) - 100;
  const footerText = shortened(`${meta.eventName} · ${footerLabel}`, 6.5, footerWidth);
  return {
    pageSize: size.pdfmake,
    pageOrientation: 'portrait',
    pageMargins: [MARGIN.left, MARGIN.top, MARGIN.right, MARGIN.bottom],
    info: {
      title: `${title} — ${meta.eventName}`,
      subject: title,
      creator: 'ITS Referee Desk',
      producer: 'ITS Referee Desk (pdfmake)',
    },
    content,
    defaultStyle: { ...NEUTRAL },
    footer: (currentPage, pageCount) => ({
      columns: [
        t(footerText, 'footer', { width: footerWidth, noWrap: true }),
        t(pdfText(meta.language, 'pdf.page', { n: currentPage, of: pageCount }), 'footer', {
          width: '*',
          alignment: 'right',
          noWrap: true,
        }),
      ],
      columnGap: 12,
      margin: [MARGIN.left, 16, MARGIN.right, 0],
    }),
  };
}

/** Whether `text` surely fits on one line `width` points wide (see ./metrics.ts). */
export function fitsOneLine(
  text: string,
  fontSize: number,
  width: number,
  bold = false,
  characterSpacing = 0,
): boolean {
  return !text.includes('\n') && textWidth(text, fontSize, bold, characterSpacing) <= width - 0.5;
}

/** Line height in points for a font size: DejaVu's ascent plus descent is 1.164 em, times `lineHeight`. */
export function lineHeightPt(fontSize: number, lineHeight = 1.1): number {
  return fontSize * 1.165 * lineHeight;
}

/**
 * A text node for a column `width` points wide. Text that surely fits is marked noWrap, which
 * lets pdfmake skip line breaking and draw it in one piece instead of word by word (most of
 * the rendering time of a form); longer text wraps as usual.
 */
export function fitted(text: string, style: StyleName, width: number, extra: Omit<TextNode, 'text'> = {}): TextNode {
  const flat = { ...FLAT[style], ...extra };
  const size = flat.fontSize ?? 9;
  const bold = flat.bold ?? false;
  const noWrap = fitsOneLine(text, size, width, bold, flat.characterSpacing ?? 0);
  if (noWrap) return { text, ...flat, noWrap };
  // A word wider than the column would make pdfmake widen the column past the margin:
  // such a text breaks between any two letters instead.
  const tooLong = text.split(/\s+/).some((word) => textWidth(word, size, bold) > width - 0.5);
  return tooLong ? { text, ...flat, noWrap, wordBreak: 'break-all' } : { text, ...flat, noWrap };
}
