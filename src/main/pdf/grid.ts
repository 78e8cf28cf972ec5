/**
 * Fixed grids for the positioned forms (./form.ts): every row has a known height, so the
 * grid's rules and shading are drawn as a handful of vectors instead of one line per cell
 * edge. pdfmake emits several PDF operators for each rule it draws; on a 256-page print run
 * drawing the rules cell by cell took a fifth of the rendering time.
 */
import type { CanvasItem } from './docTypes';
import { INK, RULE, SHADE } from './layout';

export interface GridSpec {
  /** Content width of each column; '*' columns share what is left of `totalWidth`. */
  widths: (number | '*')[];
  totalWidth: number;
  /** Cell padding on every side. */
  padding: number;
  /** Content height of each row (the header row included). */
  rowHeights: number[];
  /** Cells shaded (row, first column, number of columns, number of rows). */
  shade?: { row: number; col: number; span?: number; rows?: number; color?: string }[];
  /** Rows whose vertical rules are drawn only at these column boundaries (e.g. a totals row). */
  rowRules?: Record<number, number[]>;
  /** A heavier rule under this row (the header). */
  heavyAfter?: number;
  lineWidth?: number;
  lineColor?: string;
}

export interface Grid {
  /** Content widths of the columns, '*' resolved. */
  columns: number[];
  /** x of every column boundary, from 0 to totalWidth. */
  xs: number[];
  /** y of every row boundary, from 0 to the grid's height. */
  ys: number[];
  height: number;
}

export function measureGrid(spec: GridSpec): Grid {
  const cell = 2 * spec.padding;
  const fixed = spec.widths.reduce<number>((sum, w) => sum + (w === '*' ? 0 : w), 0);
  const stars = spec.widths.filter((w) => w === '*').length;
  const star = stars ? (spec.totalWidth - fixed - spec.widths.length * cell) / stars : 0;
  const columns = spec.widths.map((w) => (w === '*' ? star : w));
  const xs = [0];
  for (const w of columns) xs.push((xs[xs.length - 1] ?? 0) + w + cell);
  const ys = [0];
  for (const h of spec.rowHeights) ys.push((ys[ys.length - 1] ?? 0) + h + cell);
  return { columns, xs, ys, height: ys[ys.length - 1] ?? 0 };
}

/**
 * The rules and shading of a grid whose top-left corner is at (x, y), as a handful of vectors:
 * one rectangle per shaded area, one polyline snaking through every horizontal rule, one
 * through every vertical rule, and the heavy rule under the header. Every stretch of the
 * polylines runs along a rule of the grid, so nothing extra is drawn.
 */
export function gridVectors(spec: GridSpec, grid: Grid, x = 0, y = 0): CanvasItem[] {
  const lineWidth = spec.lineWidth ?? 0.5;
  const half = lineWidth / 2;
  const left = x + half;
  const right = x + (grid.xs[grid.xs.length - 1] ?? 0) - half;
  const last = grid.ys.length - 1;
  const yAt = (i: number): number => y + (i === 0 ? half : i === last ? grid.height - half : (grid.ys[i] ?? 0));
  const vectors: CanvasItem[] = [];
  for (const s of spec.shade ?? []) {
    const x0 = x + (grid.xs[s.col] ?? 0);
    const x1 = x + (grid.xs[s.col + (s.span ?? 1)] ?? 0);
    const y0 = y + (grid.ys[s.row] ?? 0);
    const y1 = y + (grid.ys[s.row + (s.rows ?? 1)] ?? grid.height);
    vectors.push({ type: 'rect', x: x0, y: y0, w: x1 - x0, h: y1 - y0, color: s.color ?? SHADE });
  }
  const color = spec.lineColor ?? RULE;
  // Horizontal rules, left to right then right to left, stepping down an outer edge.
  const across: { x: number; y: number }[] = [];
  for (let i = 0; i <= last; i++) {
    const [from, to] = i % 2 === 0 ? [left, right] : [right, left];
    across.push({ x: from, y: yAt(i) }, { x: to, y: yAt(i) });
  }
  vectors.push({ type: 'polyline', points: across, lineWidth, lineColor: color });
  // Vertical rules: down and back up each one, moving along the top rule between them.
  const down: { x: number; y: number }[] = [];
  for (let k = 0; k < grid.xs.length; k++) {
    const xx = k === 0 ? left : k === grid.xs.length - 1 ? right : x + (grid.xs[k] ?? 0);
    let bottom = last;
    for (let row = 0; row < spec.rowHeights.length; row++) {
      const only = spec.rowRules?.[row];
      if (only && !only.includes(k)) {
        bottom = row;
        break;
      }
    }
    if (bottom === 0) continue;
    down.push({ x: xx, y: y + half }, { x: xx, y: yAt(bottom) }, { x: xx, y: y + half });
  }
  if (down.length) vectors.push({ type: 'polyline', points: down, lineWidth, lineColor: color });
  if (spec.heavyAfter !== undefined) {
    const yy = y + (grid.ys[spec.heavyAfter + 1] ?? 0);
    vectors.push({ type: 'line', x1: left, y1: yy, x2: right, y2: yy, lineWidth: 1, lineColor: INK });
  }
  return vectors;
}
