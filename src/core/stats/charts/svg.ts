/**
 * What every chart shares: the SVG frame with its text alternative (`<title>`, `<desc>`, named
 * by `aria-labelledby`), the fills that tell series apart in greyscale and for colour-blind
 * readers (solid, stripes, dots: never colour alone), and the chart's figures as a table.
 * Pure strings: the screens put them in the page, the PDF hands them to pdfmake.
 */
import type { Renderer } from '../../../shared/i18n/render';
import { renderMessage } from '../../../shared/i18n/render';
import type { MessageRef } from '../../../shared/messages';

/** The chart's figures as a table: the same numbers for a reader who cannot see the chart. */
export interface DataTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export interface Chart {
  /** Stable within a page: prefixes the ids of the title, description and fills. */
  id: string;
  title: string;
  desc: string;
  svg: string;
  table: DataTable;
}

/**
 * The PDF draws the texts in its embedded face (its font table names it ChartSans,
 * src/main/pdf/fonts.ts); a screen falls back to its sans-serif.
 */
export const CHART_FONT = 'ChartSans, DejaVu Sans Condensed, sans-serif';
export const INK = '#1a1a1a';

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A text of the catalogs in the chart's language. */
export function say(r: Renderer, ref: MessageRef): string {
  return renderMessage(ref, r);
}

/** A figure as the language writes it, at most `digits` decimals. */
export function figure(r: Renderer, value: number | null, digits = 1): string {
  if (value === null) return '–';
  const factor = 10 ** digits;
  return r.number(Math.round(value * factor) / factor);
}

/** The three fills: `solid`, `stripes` (diagonal lines) and `dots`, as `url(#<id>-…)`. */
export function fills(id: string): { defs: string; solid: string; stripes: string; dots: string } {
  const defs =
    `<pattern id="${id}-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="6" height="6" fill="#ffffff"/><rect width="2.5" height="6" fill="${INK}"/></pattern>` +
    `<pattern id="${id}-dots" width="5" height="5" patternUnits="userSpaceOnUse">` +
    `<rect width="5" height="5" fill="#ffffff"/><circle cx="2.5" cy="2.5" r="1.1" fill="${INK}"/></pattern>`;
  return { defs, solid: '#4a4a4a', stripes: `url(#${id}-stripes)`, dots: `url(#${id}-dots)` };
}

/** A text element; `anchor` start, middle or end. */
export function label(
  x: number,
  y: number,
  text: string,
  options: { anchor?: 'start' | 'middle' | 'end'; size?: number; bold?: boolean; fill?: string } = {},
): string {
  const { anchor = 'start', size = 11, bold = false, fill = INK } = options;
  return (
    `<text x="${round(x)}" y="${round(y)}" font-size="${size}" text-anchor="${anchor}" fill="${fill}"` +
    `${bold ? ' font-weight="bold"' : ''}>${esc(text)}</text>`
  );
}

/** A label on a white plate, readable over any fill. */
export function plated(x: number, y: number, text: string, size = 10): string {
  const w = text.length * size * 0.6 + 4;
  return (
    `<rect x="${round(x - w / 2)}" y="${round(y - size + 1)}" width="${round(w)}" height="${size + 2}" fill="#ffffff"/>` +
    label(x, y, text, { anchor: 'middle', size })
  );
}

export const round = (n: number): number => Math.round(n * 10) / 10;

export function frame(
  chart: { id: string; title: string; desc: string },
  width: number,
  height: number,
  defs: string,
  body: string,
): string {
  const { id } = chart;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${CHART_FONT}">` +
    `<title id="${id}-title">${esc(chart.title)}</title><desc id="${id}-desc">${esc(chart.desc)}</desc>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`
  );
}

/** A name cut to fit a label column, whole when it fits. */
export function fit(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}
