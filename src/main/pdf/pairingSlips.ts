/**
 * Pairing slips: one per table per round, several to a page with dashed cut lines between
 * them. Each slip names the round, table and scenario, both players with their faction and
 * ITS PIN, boxes for each player's OP, VP and TP, and a short guide to the scenario's
 * objectives and their OP. The table number is printed at 36 pt, readable when the slip is
 * taped to the table; the guide runs across the whole slip, one objective a line, so it reads
 * as one guide for both players (not a column under each). A player with the bye gets a slip
 * that says so, with what the bye scores.
 *
 * A slip never carries a result code: it lies on the table both players share, and a code
 * the opponent could read would let them sign in as that player and confirm their own report.
 * Codes are printed on the player cards (./playerCards.ts), one per player.
 *
 * Every slip of a job has the same height, so the cut lines fall in the same place on every
 * page: 4 to a page when the tallest slip fits a quarter page, otherwise 3, 2 or 1. Slips are
 * positioned forms (./form.ts), laid out here line by line.
 */
import type { Content, DocDefinition } from './docTypes';
import { seasonCite } from '../../shared/model';
import { Form, wrapText } from './form';
import {
  contentHeight,
  contentWidth,
  documentHeader,
  documentShell,
  INK,
  lineHeightPt,
  MUTED,
  RULE,
  t,
} from './layout';
import { textWidth } from './metrics';
import { pdfText, pdfUpper, tierText } from './text';
import type { PdfDisplayLanguage } from './text';
import type { PlayerRef, PrintMeta, ScoreGuideLine, SlipData } from './viewModels';

const PAD_X = 6;
const PAD_Y = 6;
const GAP = 14;
const NAME_SIZES = [11, 10, 9, 8, 7, 6, 5];
const INFO_SIZES = [7.5, 7, 6.5, 6, 5.5, 5];
const GUIDE_SIZES = [6.5, 6, 5.5];
/** A name takes one line down to this size before it may take two. */
const ONE_LINE_NAME = 9;
const POINTS_WIDTH = 100;
const BOX = { w: 30, h: 16, label: 13, gap: 8 };
const LINE = 1.1;
const GUIDE_GAP = 5;
const TABLE_SIZE = 36;
/** Room for a three-digit table number at TABLE_SIZE. */
const TABLE_COLUMN = textWidth('888', TABLE_SIZE, true) + 10;
const HEADER_HEIGHT = lineHeightPt(6.5, LINE) + lineHeightPt(TABLE_SIZE, LINE) + 1;

interface Geometry {
  width: number;
  half: number;
  slot: number;
  perPage: number;
  /** Font size of the score guide. */
  guide: number;
}

const lh = (size: number): number => lineHeightPt(size, LINE);

function infoLine(player: PlayerRef, lang: PdfDisplayLanguage | undefined): string {
  const pin = pdfText(lang, 'pdf.pin', { pin: player.itsPin || '________' });
  return player.faction ? `${player.faction} · ${pin}` : pin;
}

/** The size and lines a text takes in at most `maxLines` lines (smallest size otherwise). */
function fit(
  text: string,
  sizes: number[],
  width: number,
  maxLines: number,
  bold: boolean,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapText(text, size, width, bold);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 5;
  return { size, lines: wrapText(text, size, width, bold) };
}

function guideEntryHeight(line: ScoreGuideLine, width: number, size: number): number {
  const labels = wrapText(line.label, size, width - POINTS_WIDTH - 4);
  const points = wrapText(line.points, size, POINTS_WIDTH, true);
  return Math.max(labels.length, points.length) * lh(size) + 1.5;
}

/** A name on one line if it fits at ONE_LINE_NAME or larger, else on two lines. */
function nameLines(name: string, half: number): { size: number; lines: string[] } {
  const one = fit(
    name,
    NAME_SIZES.filter((s) => s >= ONE_LINE_NAME),
    half,
    1,
    true,
  );
  return one.lines.length === 1 ? one : fit(name, NAME_SIZES, half, 2, true);
}

function playerHeight(player: PlayerRef, half: number, lang: PdfDisplayLanguage | undefined): number {
  const name = nameLines(player.name, half);
  const info = fit(infoLine(player, lang), INFO_SIZES, half, 2, false);
  return lh(6.5) + name.lines.length * lh(name.size) + info.lines.length * lh(info.size) + 3 + BOX.h;
}

function guideHeight(slip: SlipData, width: number, size: number): number {
  if (slip.b === null) return GUIDE_GAP + lh(7) * 2;
  const lines = slip.scenario.guide.reduce((sum, l) => sum + guideEntryHeight(l, width, size), 0);
  return GUIDE_GAP + lh(6.5) + 1 + Math.max(lines, lh(7));
}

function halfWidth(meta: PrintMeta): number {
  return (contentWidth(meta.pageSize) - 2 * PAD_X - GAP) / 2;
}

/** Height of a slip's content, padding included, with its guide at `guideSize`. */
export function slipHeight(slip: SlipData, meta: PrintMeta, guideSize = GUIDE_SIZES[0] ?? 6.5): number {
  const half = halfWidth(meta);
  return (
    2 * PAD_Y +
    HEADER_HEIGHT +
    Math.max(playerHeight(slip.a, half, meta.language), slip.b ? playerHeight(slip.b, half, meta.language) : 0) +
    guideHeight(slip, 2 * half + GAP, guideSize)
  );
}

/**
 * How many slips share a page and the guide's type size: the most slips (4, 3, 2, then 1)
 * for which every slip fits its slot, with the guide as large as that allows.
 */
export function slipLayout(slips: SlipData[], meta: PrintMeta): { perPage: number; guideSize: number } {
  const available = contentHeight(meta.pageSize);
  for (const perPage of [4, 3, 2]) {
    for (const guideSize of GUIDE_SIZES) {
      if (slips.every((s) => slipHeight(s, meta, guideSize) <= available / perPage)) return { perPage, guideSize };
    }
  }
  return { perPage: 1, guideSize: GUIDE_SIZES[GUIDE_SIZES.length - 1] ?? 5.5 };
}

function player(
  form: Form,
  x: number,
  y: number,
  half: number,
  label: string,
  p: PlayerRef,
  lang: PdfDisplayLanguage | undefined,
): void {
  let yy = y + form.line(x, y, half, pdfUpper(lang, label), 'label');
  const name = nameLines(p.name, half);
  for (const line of name.lines) yy += form.line(x, yy, half, line, 'value', { fontSize: name.size });
  const info = fit(infoLine(p, lang), INFO_SIZES, half, 2, false);
  for (const line of info.lines) yy += form.line(x, yy, half, line, 'note', { fontSize: info.size });
  yy += 3;
  // Score boxes with their labels on the left, then a line to sign on.
  const labelY = yy + (BOX.h - lh(6.5)) / 2;
  const step = BOX.label + BOX.w + BOX.gap;
  (['standings.op', 'standings.vp', 'standings.tp'] as const).forEach((box, i) => {
    const bx = x + i * step;
    form.line(bx, labelY, BOX.label, pdfText(lang, box), 'label');
    form.rect(bx + BOX.label, yy, BOX.w, BOX.h, { stroke: INK, lineWidth: 0.8 });
  });
  const sx = x + 3 * step;
  const sign = pdfUpper(lang, pdfText(lang, 'pdf.signature'));
  // The line to sign on keeps at least a third of the space after the boxes.
  const signWidth = Math.min(textWidth(sign, 6.5, true, 0.3) + 4, (x + half - sx) * 0.66);
  form.line(sx, labelY, signWidth, sign, 'label');
  form.hline(sx + signWidth, x + half, yy + BOX.h, { color: RULE, lineWidth: 0.6 });
}

function guide(
  form: Form,
  x: number,
  y: number,
  width: number,
  slip: SlipData,
  size: number,
  lang: PdfDisplayLanguage | undefined,
): void {
  const title = pdfUpper(lang, pdfText(lang, 'pdf.slip.howToScore'));
  form.line(x, y, width, title, 'label', { color: INK });
  if (slip.scenario.name) {
    const tx = x + textWidth(title, 6.5, true, 0.3) + 10;
    form.line(tx, y, width - (tx - x), pdfText(lang, 'pdf.slip.guideOf', { scenario: slip.scenario.name }), 'label');
  }
  let yy = y + lh(6.5) + 1;
  if (slip.scenario.guide.length === 0) {
    form.line(x, yy, width, pdfText(lang, 'pdf.slip.noGuide'), 'note');
    return;
  }
  for (const entry of slip.scenario.guide) {
    const labels = wrapText(entry.label, size, width - POINTS_WIDTH - 4);
    const points = wrapText(entry.points, size, POINTS_WIDTH, true);
    labels.forEach((l, i) => form.line(x, yy + i * lh(size), width - POINTS_WIDTH - 4, l, 'td', { fontSize: size }));
    points.forEach((p, i) =>
      form.line(x + width - POINTS_WIDTH, yy + i * lh(size), POINTS_WIDTH, p, 'tdBold', {
        fontSize: size,
        align: 'right',
      }),
    );
    yy += guideEntryHeight(entry, width, size);
  }
}

/** The bye instead of an opponent and a guide: no game, and what the bye scores. */
function byeNote(form: Form, x: number, y: number, width: number, s: SlipData, meta: PrintMeta): void {
  const lang = meta.language;
  const season = seasonCite(meta.season);
  const score = s.byeScore;
  form.line(x, y + GUIDE_GAP, width, pdfUpper(lang, pdfText(lang, 'pdf.slip.byeTitle')), 'label', { color: INK });
  const worth = score
    ? pdfText(lang, 'pdf.slip.byeScores', { ...score, season })
    : pdfText(lang, 'pdf.slip.byeRules', { season });
  form.line(x, y + GUIDE_GAP + lh(7), width, worth, 'note');
}

function slip(form: Form, top: number, s: SlipData, meta: PrintMeta, g: Geometry): void {
  const x = PAD_X;
  const y = top + PAD_Y;
  const inner = g.width - 2 * PAD_X;
  const lang = meta.language;
  const say = (key: Parameters<typeof pdfText>[1], values: Record<string, string | number> = {}): string =>
    pdfText(lang, key, values);
  // Header: table number (or BYE), round and scenario, tier.
  form.line(x, y, TABLE_COLUMN, pdfUpper(lang, s.b ? say('rounds.table') : say('pdf.slip.thisRound')), 'label');
  form.line(x, y + lh(6.5), TABLE_COLUMN, s.b ? String(s.table) : say('pdf.byeMark'), 'docTitle', {
    fontSize: s.b ? TABLE_SIZE : TABLE_SIZE / 2,
  });
  const place = s.tableName ? ` · ${s.tableName}` : '';
  const tier = tierText(lang, s.tier);
  const tierWidth = Math.min(150, textWidth(tier, 9) + 2);
  const middle = inner - TABLE_COLUMN - tierWidth - 16;
  form.line(
    x + TABLE_COLUMN,
    y,
    middle,
    pdfUpper(lang, `${say('pdf.roundOf', { n: s.round, of: meta.rounds })}${place}`),
    'label',
  );
  form.line(x + TABLE_COLUMN, y + lh(6.5), middle, s.scenario.name || say('pdf.slip.tba'), 'value', {
    fontSize: 11,
  });
  form.line(x + inner - tierWidth, y, tierWidth, pdfUpper(lang, say('pdf.slip.tier')), 'label', { align: 'right' });
  form.line(x + inner - tierWidth, y + lh(6.5), tierWidth, tier, 'valueSmall', { align: 'right' });
  // Players side by side.
  const py = y + HEADER_HEIGHT;
  if (!s.b) {
    player(form, x, py, g.half, say('standings.player'), s.a, lang);
    byeNote(form, x, py + playerHeight(s.a, g.half, lang), inner, s, meta);
    return;
  }
  player(form, x, py, g.half, say('rounds.playerA'), s.a, lang);
  player(form, x + g.half + GAP, py, g.half, say('rounds.playerB'), s.b, lang);
  // The score guide under them, across the whole slip.
  const gy = py + Math.max(playerHeight(s.a, g.half, lang), playerHeight(s.b, g.half, lang)) + GUIDE_GAP;
  guide(form, x, gy, inner, s, g.guide, lang);
}

export function buildPairingSlips(meta: PrintMeta, slips: SlipData[]): DocDefinition {
  const title = pdfText(meta.language, 'pdf.slip.title');
  if (slips.length === 0) {
    return documentShell(
      meta,
      title,
      [documentHeader(title, meta, ''), t(pdfText(meta.language, 'pdf.noPairings'), 'valueSmall')],
      title,
    );
  }
  const width = contentWidth(meta.pageSize);
  const { perPage, guideSize } = slipLayout(slips, meta);
  const slot = contentHeight(meta.pageSize) / perPage;
  const g: Geometry = { width, half: halfWidth(meta), slot, perPage, guide: guideSize };
  const content: Content[] = [];
  for (let start = 0; start < slips.length; start += perPage) {
    const page = slips.slice(start, start + perPage);
    const form = new Form();
    page.forEach((s, i) => slip(form, i * slot, s, meta, g));
    // Cut lines above and below every slip, with a pair of scissors at the left end.
    for (let i = 0; i <= page.length; i++) {
      const y = Math.min(i * slot, contentHeight(meta.pageSize) - 0.5);
      form.hline(12, width, y, { color: MUTED, lineWidth: 0.6, dash: 4 });
      // The scissors sit just inside the cut-out area: below the top line, above the others.
      form.line(0, i === 0 ? y + 1 : y - lh(8) - 1, 12, '\u2702', 'note', { fontSize: 8 });
    }
    const node = form.toContent();
    content.push(start > 0 && typeof node !== 'string' ? { ...node, pageBreak: 'before' } : node);
  }
  const rounds = [...new Set(slips.map((s) => s.round))].join(', ');
  return documentShell(meta, title, content, pdfText(meta.language, 'pdf.slip.footer', { rounds }));
}
