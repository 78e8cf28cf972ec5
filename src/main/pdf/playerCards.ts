/**
 * Player cards: one per player, eight to a page (two across, four down) with dashed cut lines,
 * handed to each player alone. A card carries the player's name, their personal result code
 * (printed nowhere else: not on the control sheet the opponent signs, not on the slip left on
 * the shared table) and a QR code that opens the phone's report page on the venue server,
 * signed in as that player (see `reportUrl` in ./fromEvent.ts), with the server's address
 * printed for typing by hand.
 *
 * The QR code is drawn as vector squares (one rectangle per run of dark modules in a row), so
 * it stays sharp at any printer resolution; medium error correction survives a crease.
 */
import QRCode from 'qrcode';
import type { Content, DocDefinition } from './docTypes';
import { Form } from './form';
import { contentHeight, contentWidth, documentHeader, documentShell, INK, lineHeightPt, MUTED, t } from './layout';
import { pdfText, pdfUpper } from './text';
import type { PlayerCardData, PrintMeta } from './viewModels';

const ACROSS = 2;
const DOWN = 4;
const PAD = 10;
/** Side of the QR code, quiet zone included (points). */
const QR_SIDE = 100;
/** Light modules around the code (the card's white margin adds to them). */
const QUIET = 2;
const CODE_SIZE = 20;
const NAME_SIZES = [13, 12, 11, 10, 9, 8, 7, 6];
const NOTE_SIZES = [7, 6.5, 6, 5.5, 5, 4.5];
const LINE = 1.1;

const lh = (size: number): number => lineHeightPt(size, LINE);

/** The dark modules of `text`'s QR code, as rows of [start, length] runs. */
export function qrRuns(text: string): { size: number; rows: [number, number][][] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: [number, number][][] = [];
  for (let r = 0; r < modules.size; r++) {
    const runs: [number, number][] = [];
    let start = -1;
    for (let c = 0; c <= modules.size; c++) {
      const dark = c < modules.size && modules.get(r, c) !== 0;
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        runs.push([start, c - start]);
        start = -1;
      }
    }
    rows.push(runs);
  }
  return { size: modules.size, rows };
}

function drawQr(form: Form, x: number, y: number, text: string): void {
  const { size, rows } = qrRuns(text);
  const module = QR_SIDE / (size + 2 * QUIET);
  rows.forEach((runs, r) => {
    for (const [start, length] of runs) {
      // A hair taller and wider than the module, so no light seam shows between neighbours.
      form.rect(x + (QUIET + start) * module, y + (QUIET + r) * module, length * module + 0.05, module + 0.05, {
        fill: INK,
      });
    }
  });
}

function card(form: Form, left: number, top: number, width: number, c: PlayerCardData, meta: PrintMeta): void {
  const lang = meta.language;
  const x = left + PAD;
  const inner = width - 2 * PAD;
  const text = inner - QR_SIDE - 8;
  let y = top + PAD;
  y += form.line(x, y, inner, pdfUpper(lang, `${pdfText(lang, 'pdf.card.title')} · ${meta.eventName}`), 'label');
  const qrTop = y + 2;
  y += 2;
  y += form.block(x, y, text, 2 * lh(NAME_SIZES[0] ?? 13), c.name, 'value', NAME_SIZES);
  const info = [c.faction, c.itsPin ? pdfText(lang, 'pdf.pin', { pin: c.itsPin }) : '']
    .filter((s) => s !== '')
    .join(' · ');
  if (info) y += form.line(x, y, text, info, 'note', { fontSize: 7.5 });
  y += 6;
  y += form.line(x, y, text, pdfUpper(lang, pdfText(lang, 'pdf.card.code')), 'label', { color: INK });
  y += form.line(x, y, text, c.code, 'docTitle', { fontSize: CODE_SIZE });
  y += 2;
  y += form.block(x, y, text, 2 * lh(7), pdfText(lang, 'pdf.card.private'), 'note', NOTE_SIZES, { italics: true });

  const qrX = x + inner - QR_SIDE;
  drawQr(form, qrX, qrTop, c.url);
  const scanTop = qrTop + QR_SIDE + 1;
  const scan = form.block(qrX, scanTop, QR_SIDE, 2 * lh(6.5), pdfText(lang, 'pdf.card.scan'), 'note', NOTE_SIZES, {
    align: 'center',
  });
  const bottom = Math.max(y, scanTop + scan) + 4;
  form.block(x, bottom, inner, 2 * lh(7), pdfText(lang, 'pdf.card.typed', { address: c.address }), 'note', NOTE_SIZES, {
    color: INK,
  });
}

/** Dashed cut lines around and between the cards of a page, with scissors at the left ends. */
function cutLines(form: Form, width: number, slot: { w: number; h: number }, rows: number, height: number): void {
  const dashed = { color: MUTED, lineWidth: 0.6, dash: 4 };
  for (let i = 0; i <= rows; i++) {
    const y = Math.min(i * slot.h, height - 0.5);
    form.hline(12, width, y, dashed);
    form.line(0, i === 0 ? y + 1 : y - lh(8) - 1, 12, '\u2702', 'note', { fontSize: 8 });
  }
  for (let i = 1; i < ACROSS; i++) form.vline(i * slot.w, 0, rows * slot.h, dashed);
}

export function buildPlayerCards(meta: PrintMeta, cards: PlayerCardData[]): DocDefinition {
  const lang = meta.language;
  const title = pdfText(lang, 'pdf.card.titles');
  if (cards.length === 0) {
    return documentShell(
      meta,
      title,
      [documentHeader(title, meta, ''), t(pdfText(lang, 'pdf.card.none'), 'valueSmall')],
      title,
    );
  }
  const width = contentWidth(meta.pageSize);
  const height = contentHeight(meta.pageSize);
  const slot = { w: width / ACROSS, h: height / DOWN };
  const perPage = ACROSS * DOWN;
  const content: Content[] = [];
  for (let start = 0; start < cards.length; start += perPage) {
    const page = cards.slice(start, start + perPage);
    const form = new Form();
    page.forEach((c, i) => card(form, (i % ACROSS) * slot.w, Math.floor(i / ACROSS) * slot.h, slot.w, c, meta));
    cutLines(form, width, slot, Math.ceil(page.length / ACROSS), height);
    const node = form.toContent();
    content.push(start > 0 && typeof node !== 'string' ? { ...node, pageBreak: 'before' } : node);
  }
  return documentShell(meta, title, content, pdfText(lang, 'pdf.card.footer'));
}
