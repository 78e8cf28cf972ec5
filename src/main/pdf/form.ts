/**
 * Positioned forms: a page region whose rules, boxes and texts sit at coordinates the builder
 * computes, for the documents printed by the hundred (control sheets, pairing slips).
 *
 * pdfmake spends most of a large print run in per-node layout (tables, cells, line breaking)
 * and in drawing rules one cell edge at a time. A form instead becomes one canvas (every
 * rule and box) and one text node per printed line, each placed with pdfmake's
 * relativePosition and marked noWrap. Lines are broken here with the font's own advance
 * widths (./metrics.ts), which never under-estimate a line, so no text leaves its box.
 */
import type { CanvasItem, CanvasNode, Content, TextNode } from './docTypes';
import { gridVectors, measureGrid } from './grid';
import type { GridSpec } from './grid';
import { INK, lineHeightPt, RULE, t } from './layout';
import type { StyleName } from './layout';
import { STYLES } from './layout';
import { largestFittingSize, textWidth } from './metrics';

export interface TextOptions {
  align?: 'left' | 'center' | 'right';
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
}

const LINE_HEIGHT = 1.1;

function styleOf(style: StyleName, options: TextOptions): { size: number; bold: boolean; spacing: number } {
  const base: { fontSize?: number; bold?: boolean; characterSpacing?: number } = STYLES[style];
  return {
    size: options.fontSize ?? base.fontSize ?? 9,
    bold: options.bold ?? base.bold ?? false,
    spacing: base.characterSpacing ?? 0,
  };
}

/**
 * Greedy word wrap with the font's advance widths; a word wider than the column is split
 * between characters. Returns the lines.
 */
export function wrapText(text: string, fontSize: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const candidate = current ? `${current} ${word}` : word;
      if (textWidth(candidate, fontSize, bold) <= width - 0.5) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      let rest = word;
      while (textWidth(rest, fontSize, bold) > width - 0.5 && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), fontSize, bold) > width - 0.5) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    lines.push(current);
  }
  return lines;
}

export class Form {
  private readonly vectors: CanvasItem[] = [];
  private readonly texts: { x: number; y: number; node: TextNode }[] = [];
  private bottom = 0;

  /** One line of text whose line box starts at (x, y), aligned within [x, x + width]. */
  line(x: number, y: number, width: number, text: string, style: StyleName, options: TextOptions = {}): number {
    const s = styleOf(style, options);
    const size = Math.max(4, largestFittingSize(text, s.size, width, s.bold, s.spacing));
    const w = textWidth(text, size, s.bold, s.spacing);
    const dx = options.align === 'center' ? (width - w) / 2 : options.align === 'right' ? width - w : 0;
    this.place(x + Math.max(0, dx), y, text, style, { ...options, fontSize: size });
    const height = lineHeightPt(size, LINE_HEIGHT);
    this.bottom = Math.max(this.bottom, y + height);
    return height;
  }

  /**
   * Text wrapped in a box `width` × `height`: at the first of `sizes` (largest first) whose
   * lines fit the height. Returns the height used.
   */
  block(
    x: number,
    y: number,
    width: number,
    height: number,
    text: string,
    style: StyleName,
    sizes: number[],
    options: TextOptions = {},
  ): number {
    const s = styleOf(style, options);
    let size = sizes[sizes.length - 1] ?? 5;
    let lines = wrapText(text, size, width, s.bold);
    for (const candidate of sizes) {
      const wrapped = wrapText(text, candidate, width, s.bold);
      if (wrapped.length * lineHeightPt(candidate, LINE_HEIGHT) <= height) {
        size = candidate;
        lines = wrapped;
        break;
      }
    }
    const step = lineHeightPt(size, LINE_HEIGHT);
    lines.forEach((line, i) => this.line(x, y + i * step, width, line, style, { ...options, fontSize: size }));
    return lines.length * step;
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fill?: string; stroke?: string; lineWidth?: number } = {},
  ): void {
    this.vectors.push({
      type: 'rect',
      x,
      y,
      w,
      h,
      ...(options.fill ? { color: options.fill } : {}),
      ...(options.stroke || !options.fill
        ? { lineColor: options.stroke ?? INK, lineWidth: options.lineWidth ?? 0.8 }
        : {}),
    });
    this.bottom = Math.max(this.bottom, y + h);
  }

  hline(x1: number, x2: number, y: number, options: { color?: string; lineWidth?: number; dash?: number } = {}): void {
    this.vectors.push({
      type: 'line',
      x1,
      y1: y,
      x2,
      y2: y,
      lineWidth: options.lineWidth ?? 0.5,
      lineColor: options.color ?? RULE,
      ...(options.dash ? { dash: { length: options.dash, space: options.dash * 0.75 } } : {}),
    });
    this.bottom = Math.max(this.bottom, y);
  }

  vline(x: number, y1: number, y2: number, options: { color?: string; lineWidth?: number; dash?: number } = {}): void {
    this.vectors.push({
      type: 'line',
      x1: x,
      y1,
      x2: x,
      y2,
      lineWidth: options.lineWidth ?? 0.5,
      lineColor: options.color ?? RULE,
      ...(options.dash ? { dash: { length: options.dash, space: options.dash * 0.75 } } : {}),
    });
    this.bottom = Math.max(this.bottom, y1, y2);
  }

  /**
   * A grid whose top-left corner is at (x, y), drawn as a few vectors (see ./grid.ts).
   * Returns each cell's content box: cells[row][col] = { x, y, w, h } inside the padding.
   */
  grid(x: number, y: number, spec: GridSpec): { x: number; y: number; w: number; h: number }[][] {
    const grid = measureGrid(spec);
    this.vectors.push(...gridVectors(spec, grid, x, y));
    this.bottom = Math.max(this.bottom, y + grid.height);
    return spec.rowHeights.map((h, row) =>
      grid.columns.map((w, col) => ({
        x: x + (grid.xs[col] ?? 0) + spec.padding,
        y: y + (grid.ys[row] ?? 0) + spec.padding,
        w,
        h,
      })),
    );
  }

  /** Copies everything of `other` into this form, `dy` points lower. */
  append(other: Form, dy: number): void {
    for (const v of other.vectors) {
      if (v.type === 'rect') this.vectors.push({ ...v, y: v.y + dy });
      else if (v.type === 'line') this.vectors.push({ ...v, y1: v.y1 + dy, y2: v.y2 + dy });
      else this.vectors.push({ ...v, points: v.points.map((p) => ({ x: p.x, y: p.y + dy })) });
    }
    for (const text of other.texts) this.texts.push({ ...text, y: text.y + dy });
    this.bottom = Math.max(this.bottom, other.bottom + dy);
  }

  /** The lowest point drawn or written so far. */
  get height(): number {
    return this.bottom;
  }

  private place(x: number, y: number, text: string, style: StyleName, options: TextOptions): void {
    // The x already accounts for the alignment; pdfmake must not align again.
    const extra: Omit<TextNode, 'text'> = { noWrap: true, alignment: 'left' };
    if (options.fontSize !== undefined) extra.fontSize = options.fontSize;
    if (options.bold !== undefined) extra.bold = options.bold;
    if (options.italics !== undefined) extra.italics = options.italics;
    if (options.color !== undefined) extra.color = options.color;
    this.texts.push({ x, y, node: t(text, style, extra) });
  }

  /**
   * The form as pdfmake content filling a page: the canvas first (so text prints over
   * shading), pulled back up by its own height, then each line of text placed relative to
   * the form's top-left corner. Nothing after it on the same page: start the next form with
   * a page break.
   *
   * (pdfmake checks that a relatively positioned line fits the space left below the current
   * position, not below the line's own position, so the texts must come while the position
   * is still the form's top.)
   */
  toContent(): Content {
    const drawn = this.vectors.reduce((max, v) => {
      if (v.type === 'rect') return Math.max(max, v.y + v.h);
      if (v.type === 'line') return Math.max(max, v.y1, v.y2);
      return v.points.reduce((m, p) => Math.max(m, p.y), max);
    }, 0);
    const canvas: CanvasNode = { canvas: this.vectors, margin: [0, 0, 0, -drawn] };
    return { stack: [canvas, ...this.texts.map(({ x, y, node }) => ({ ...node, relativePosition: { x, y } }))] };
  }
}
