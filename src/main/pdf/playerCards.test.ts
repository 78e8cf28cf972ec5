/**
 * A player's result code is printed on their player card and nowhere else: read back with
 * pdftotext from the rendered control sheets, pairing slips and cards, and the cards' QR
 * codes rasterized with pdftoppm and decoded (jsQR) to the report page's address.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventFile } from '../../shared/model';
import { makePrintEvent } from '../../../tests/fixtures/pdfEvents';
import { pageTexts } from '../../../tests/fixtures/pdfInspect';
import { payloadFromEvent, playerCardsFromEvent, reportUrl } from './fromEvent';
import { contentHeight, contentWidth, MARGIN } from './layout';
import { qrRuns } from './playerCards';
import { renderPayload } from './render';
import { printSources } from './sources';
import type { PrintKind } from './viewModels';

const ORIGIN = 'http://192.168.1.20:4820';
const dir = mkdtempSync(path.join(os.tmpdir(), 'its-player-cards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 11 players (a bye every round), round 2 paired, reporting on: every player holds a code. */
function reportingEvent(): EventFile {
  const event = makePrintEvent({ players: 11, rounds: 3, resultsThrough: 1, paired: 2, seed: 23 });
  event.settings.playerReporting = 'referee-approves';
  // Fixed codes with digits, so none can turn up by chance in a name or a label.
  event.players.forEach((p, i) => (p.resultCode = `Q${String(i).padStart(2, '0')}7X4`));
  return event;
}

async function rendered(event: EventFile, kind: PrintKind, extra: { round?: number; player?: string } = {}) {
  const payload = payloadFromEvent(event, { kind, origin: ORIGIN, ...extra }, printSources);
  const { bytes, pages } = await renderPayload(payload);
  const file = path.join(dir, `${kind}${extra.player ? `-${extra.player}` : ''}.pdf`);
  writeFileSync(file, bytes);
  return { file, pages, text: pageTexts(file, 'raw').join('\n') };
}

const count = (text: string, code: string) => text.split(code).length - 1;

/** A page rendered to grey pixels (pdftoppm's PGM), as RGBA for jsQR. */
function pagePixels(file: string, page: number, dpi: number): { width: number; height: number; data: Buffer } {
  const prefix = path.join(dir, `raster-${path.basename(file, '.pdf')}-${page}`);
  execFileSync('pdftoppm', [
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-gray',
    '-singlefile',
    file,
    prefix,
  ]);
  const pgm = readFileSync(`${prefix}.pgm`);
  // "P5\n<width> <height>\n<max>\n" then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('not a PGM file');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: pgm.subarray(Buffer.byteLength(header[0], 'latin1')) };
}

/** The QR codes of a page of cards, read slot by slot (two across, four down). */
function decodeCards(file: string, page: number, cards: number): string[] {
  const dpi = 150;
  const scale = dpi / 72;
  const { width, data } = pagePixels(file, page, dpi);
  const slot = { w: (contentWidth('a4') / 2) * scale, h: (contentHeight('a4') / 4) * scale };
  const found: string[] = [];
  for (let i = 0; i < cards; i++) {
    const x0 = Math.round(MARGIN.left * scale + (i % 2) * slot.w);
    const y0 = Math.round(MARGIN.top * scale + Math.floor(i / 2) * slot.h);
    const w = Math.floor(slot.w);
    const h = Math.floor(slot.h);
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = data[(y0 + y) * width + x0 + x] ?? 255;
        rgba.set([v, v, v, 255], (y * w + x) * 4);
      }
    }
    found.push(jsQR(rgba, w, h)?.data ?? `(no QR code in card ${i + 1})`);
  }
  return found;
}

describe('result codes on paper', () => {
  const event = reportingEvent();
  const codes = event.players.map((p) => p.resultCode ?? '');

  it('are not on the control sheets nor on the pairing slips', async () => {
    const sheets = await rendered(event, 'control-sheets');
    const slips = await rendered(event, 'pairing-slips', { round: 2 });
    expect(sheets.pages).toBe(11);
    // The documents print (names are there) but no code, even without its spacing.
    for (const doc of [sheets, slips]) {
      expect(doc.text).toContain(event.players[1]!.name);
      const squeezed = doc.text.replace(/\s+/g, '');
      for (const code of codes) expect(squeezed, code).not.toContain(code);
    }
  });

  it('are on the player cards, each exactly once, beside its player, eight cards a page', async () => {
    const cards = await rendered(event, 'player-cards');
    expect(cards.pages).toBe(2);
    for (const p of event.players) {
      expect(count(cards.text, p.resultCode!), p.name).toBe(1);
      expect(cards.text).toContain(p.name.split(' ')[0]);
    }
    // The address to type by hand, without the scheme.
    expect(cards.text).toContain('192.168.1.20:4820');
    expect(cards.text).not.toContain('#/report');
  });

  it('carry a QR code that decodes to the report page signing that player in', async () => {
    const cards = await rendered(event, 'player-cards');
    const sorted = [...event.players].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
    const decoded = [...decodeCards(cards.file, 1, 8), ...decodeCards(cards.file, 2, 3)];
    expect(decoded).toEqual(sorted.map((p) => reportUrl(ORIGIN, p.name, p.resultCode!)));
    // The name and code travel in the fragment, which never reaches a server.
    const first = new URL(decoded[0]!);
    expect(first.origin).toBe(ORIGIN);
    expect(first.pathname).toBe('/');
    const query = new URLSearchParams(first.hash.slice('#/report?'.length));
    expect(first.hash.startsWith('#/report?')).toBe(true);
    expect(query.get('who')).toBe(sorted[0]!.name);
    expect(query.get('code')).toBe(sorted[0]!.resultCode);
  });

  it('one player’s card alone, after a new code', async () => {
    const player = event.players[4]!;
    const card = await rendered(event, 'player-cards', { player: player.id });
    expect(card.pages).toBe(1);
    expect(count(card.text, player.resultCode!)).toBe(1);
    for (const other of codes.filter((c) => c !== player.resultCode)) expect(card.text).not.toContain(other);
    expect(decodeCards(card.file, 1, 1)).toEqual([reportUrl(ORIGIN, player.name, player.resultCode!)]);
  });

  it('are not printed while player reporting is off, nor without the server’s address', () => {
    const off = structuredClone(event);
    off.settings.playerReporting = 'off';
    expect(() => payloadFromEvent(off, { kind: 'player-cards', origin: ORIGIN }, printSources)).toThrow(
      /Player reporting is off/,
    );
    expect(() => payloadFromEvent(event, { kind: 'player-cards' }, printSources)).toThrow(/venue server’s address/);
  });
});

describe('reportUrl and the QR matrix', () => {
  it('puts the encoded name and the code in the fragment', () => {
    expect(reportUrl('http://10.0.0.2:4820/', 'Łukasz Wójcik & co', 'K4QX7A')).toBe(
      'http://10.0.0.2:4820/#/report?who=%C5%81ukasz%20W%C3%B3jcik%20%26%20co&code=K4QX7A',
    );
  });

  it('adds the player’s id to the card of a name another player shares, so it signs in at once', () => {
    const twins = reportingEvent();
    twins.players[1]!.name = twins.players[0]!.name;
    const urls = playerCardsFromEvent(twins, ORIGIN).map((c) => new URLSearchParams(c.url.split('?')[1]).get('id'));
    expect(urls.filter((id) => id !== null).sort()).toEqual([twins.players[0]!.id, twins.players[1]!.id].sort());
  });

  it('draws a square code with its three finder patterns', () => {
    const { size, rows } = qrRuns(reportUrl(ORIGIN, 'Ana', 'K4QX7A'));
    expect(rows.length).toBe(size);
    // A finder pattern's top edge: 7 dark modules from the first column, and from size - 7.
    expect(rows[0]).toContainEqual([0, 7]);
    expect(rows[0]).toContainEqual([size - 7, 7]);
    expect(rows[size - 1]).toContainEqual([0, 7]);
  });
});
