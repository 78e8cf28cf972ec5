/**
 * Every document rendered for a 6-player and a 256-player event (tests/fixtures/pdfEvents.ts),
 * read back with poppler's pdftotext: each name, table number and score where it belongs,
 * the page counts, the embedded font, and every word inside the page margins. The first
 * pages are also rendered to PNG in tests/artifacts/pdf/ for a person to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventFile } from '../../shared/model';
import { computeStandings, presetOrDefault, tournamentInputFromEvent } from '../../core/rules/tournament';
import {
  flat,
  pageTexts,
  pageWords,
  pdfFonts,
  pdfInfo,
  renderPages,
  wordsOutsideMargins,
} from '../../../tests/fixtures/pdfInspect';
import type { PdfInfo, PdfWord } from '../../../tests/fixtures/pdfInspect';
import { LONG_NAME, largeEvent, makePrintEvent, smallEvent } from '../../../tests/fixtures/pdfEvents';
import { payloadFromEvent } from './fromEvent';
import { MARGIN, PAGE_SIZES } from './layout';
import { renderDocument, renderPayload } from './render';
import { printSources } from './sources';
import type { PageSizeId, PrintKind } from './viewModels';

const OUT = path.resolve('tests/artifacts/pdf');

interface Rendered {
  file: string;
  info: PdfInfo;
  /** Text per page in content order (a cell's lines stay together). */
  raw: string[];
  /** Text per page with the layout kept (a table row on one line). */
  layout: string[];
  words: PdfWord[];
}

function rawTexts(file: string): string[] {
  return pageTexts(file, 'raw');
}

async function render(name: string, event: EventFile, kind: PrintKind, page?: PageSizeId): Promise<Rendered> {
  mkdirSync(OUT, { recursive: true });
  const { bytes, pages } = await renderPayload(payloadFromEvent(event, { kind, page }, printSources));
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, bytes);
  const info = pdfInfo(file);
  expect(info.pages).toBe(pages);
  renderPages(file, OUT, `${name}-page`, 1, Math.min(2, info.pages));
  return { file, info, raw: rawTexts(file), layout: pageTexts(file), words: pageWords(file) };
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every word on the page inside the margins; the footer, alone, in the bottom margin above the safe edge. */
function expectInsideMargins(doc: Rendered, size: PageSizeId): void {
  const { width, height } = PAGE_SIZES[size];
  expect(doc.info.width).toBeCloseTo(width, 0);
  expect(doc.info.height).toBeCloseTo(height, 0);
  expect(wordsOutsideMargins(doc.words, PAGE_SIZES[size]).slice(0, 5)).toEqual([]);
}

function expectFooters(doc: Rendered): void {
  doc.layout.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${doc.info.pages}`));
}

function expectEmbeddedFontOnly(doc: Rendered): void {
  const fonts = pdfFonts(doc.file);
  expect(fonts.length).toBeGreaterThan(0);
  for (const f of fonts) {
    expect(f.name).toMatch(/\+DejaVuSansCondensed(-Bold|-Oblique|-BoldOblique)?$/);
    expect(f.embedded).toBe(true);
  }
}

function checkEvent(label: string, makeEvent: () => EventFile, expected: { slipPages: number; perPage: number }): void {
  describe(`${label}`, () => {
    const event = makeEvent();
    const name = (id: string): string => event.players.find((p) => p.id === id)?.name ?? id;
    const slug = label.replace(/\s+/g, '-');
    const docs = {} as Record<PrintKind, Rendered>;
    const lastRound = event.rounds[event.rounds.length - 1]!;

    beforeAll(async () => {
      for (const kind of ['control-sheets', 'pairing-slips', 'round-sheet', 'standings', 'score-sheets'] as const) {
        docs[kind] = await render(`${slug}-${kind}`, event, kind);
      }
    }, 120_000);

    it('keeps every word inside the margins, with a page footer, in the embedded font', () => {
      for (const doc of Object.values(docs)) {
        expectInsideMargins(doc, 'a4');
        expectFooters(doc);
        expectEmbeddedFontOnly(doc);
      }
    });

    it('control sheets: one page per player, with the player and every round in its row', () => {
      const doc = docs['control-sheets'];
      expect(doc.info.pages).toBe(event.players.length);
      for (const p of event.players) {
        const pages = doc.raw.map((t, i) => [t, i] as const).filter(([t]) => flat(t).includes(p.itsPin));
        expect(pages.length, p.name).toBe(1);
        const [raw, index] = pages[0]!;
        expect(flat(raw)).toContain(flat(p.name));
        expect(flat(raw)).toContain(p.faction);
        const lines = doc.layout[index]!.split('\n');
        for (const round of event.rounds) {
          const row = lines.find((l) => new RegExp(`^\\s*${round.number}\\s{2,}`).test(l)) ?? '';
          if (round.bye === p.id) {
            // ITS S11 · Byes: a Victory, 2 TP, 0 OP, 0 VP, noted on the sheet.
            expect(row).toMatch(/—\s+Bye \(no game\)\s+0\s+2\s+0\s+BYE/);
            continue;
          }
          const pairing = round.pairings.find((x) => x.a === p.id || x.b === p.id)!;
          const side = pairing.a === p.id ? 0 : 1;
          const opponent = name(side === 0 ? pairing.b : pairing.a);
          expect(row, `${p.name} round ${round.number}`).toMatch(
            new RegExp(`^\\s*${round.number}\\s+${pairing.table}\\s+`),
          );
          expect(flat(raw)).toContain(flat(opponent));
          if (pairing.result) {
            const r = pairing.result;
            expect(row).toMatch(new RegExp(`\\s${r.op[side]}\\s+${r.tp[side]}\\s+${r.vp[side]}\\s*$`));
          } else {
            expect(row).not.toMatch(/\s\d+\s+\d+\s+\d+\s*$/);
          }
        }
      }
    });

    it('pairing slips: several to a page, each with its table number, round, scenario and both players', () => {
      const doc = docs['pairing-slips'];
      expect(doc.info.pages).toBe(expected.slipPages);
      for (const [i, pairing] of lastRound.pairings.entries()) {
        const page = Math.floor(i / expected.perPage);
        const text = flat(doc.raw[page]!);
        expect(text).toContain(flat(name(pairing.a)));
        expect(text).toContain(flat(name(pairing.b)));
        expect(text).toContain(`ROUND ${lastRound.number} OF ${event.settings.rounds}`);
        // The table number, large (36 pt, readable taped to the table), at the left of the slip.
        const big = doc.words.filter(
          (w) =>
            w.page === page + 1 &&
            w.text === String(pairing.table) &&
            w.xMin < MARGIN.left + 20 &&
            w.yMax - w.yMin > 30,
        );
        expect(big.length, `table ${pairing.table}`).toBe(1);
      }
      expect(flat(doc.raw[0]!)).toContain('HOW TO SCORE');
    });

    it('round sheet: every pairing on the wall list, every player in the index, every result in its row', () => {
      const doc = docs['round-sheet'];
      const all = flat(doc.raw.join(' '));
      const resultsStart = doc.layout.findIndex((t) => t.includes(`Round ${lastRound.number} results`));
      expect(resultsStart).toBeGreaterThan(0);
      const resultLines = doc.layout.slice(resultsStart).join('\n').split('\n');
      for (const p of lastRound.pairings) {
        expect(all).toContain(flat(name(p.a)));
        expect(all).toContain(flat(name(p.b)));
        const row = resultLines.find((l) => new RegExp(`^\\s*${p.table}\\s{2,}\\S`).test(l));
        expect(row, `results row of table ${p.table}`).toBeDefined();
        if (p.result) {
          const r = p.result;
          expect(row).toMatch(
            new RegExp(`\\s${r.op[0]}\\s+${r.vp[0]}\\s+${r.tp[0]}\\s.*\\s${r.op[1]}\\s+${r.vp[1]}\\s+${r.tp[1]}\\s*$`),
          );
        }
      }
      const index = doc.layout.findIndex((t) => t.includes('players A–Z'));
      expect(index).toBeGreaterThan(0);
      expect(index).toBeLessThan(resultsStart);
      // The index reads in order, page by page, down the left column and then the right one.
      const indexText = flat(doc.raw.slice(index, resultsStart).join(' '));
      const sorted = lastRound.pairings
        .flatMap((p) => [name(p.a), name(p.b)])
        .sort((x, y) => x.localeCompare(y, undefined, { sensitivity: 'base' }));
      let from = 0;
      for (const n of sorted) {
        const at = indexText.indexOf(flat(n), from);
        expect(at, n).toBeGreaterThanOrEqual(from);
        from = at + 1;
      }
    });

    it('standings: the engine’s ranking, row by row, with TP, OP, VP and opponents’ OP', () => {
      const doc = docs.standings;
      const lastPlayed = Math.max(...event.rounds.filter((r) => r.pairings.some((p) => p.result)).map((r) => r.number));
      const rows = computeStandings(tournamentInputFromEvent(event), presetOrDefault(event.settings.presetId), {
        throughRound: lastPlayed,
      });
      const lines = doc.layout.join('\n').split('\n');
      let at = 0;
      for (const r of rows) {
        const first = esc(name(r.id).split(' ')[0]!);
        const index = lines.findIndex(
          (l, i) =>
            i >= at &&
            new RegExp(
              `^\\s*${r.rank}\\s+${first}(?=\\s).*\\s${r.tp}\\s+${r.op}\\*?\\s+${r.vp}\\*?\\s+${r.oppOp}(\\s|$)`,
            ).test(l),
        );
        expect(index, `row of ${name(r.id)}`).toBeGreaterThanOrEqual(at);
        at = index + 1;
      }
    });

    it('score sheets: one page per table, with both players', () => {
      const doc = docs['score-sheets'];
      expect(doc.info.pages).toBe(lastRound.pairings.length);
      lastRound.pairings.forEach((p, i) => {
        const text = flat(doc.raw[i]!);
        expect(text).toContain(`Score sheet · Table ${p.table}`);
        expect(text).toContain(flat(name(p.a)));
        expect(text).toContain(flat(name(p.b)));
        expect(text).toContain('Objective Points (OP), at most 10');
      });
    });

    it('prints names in Latin with accents, Greek and Cyrillic as text, and wraps the longest', () => {
      const text = flat(docs['control-sheets'].raw.join(' '));
      for (const sample of [
        'Łukasz',
        'Ødegaard',
        'Αλέξανδρος',
        'Παπαδόπουλος',
        'Дмитрий',
        'Иванов',
        'Zoë',
        'Søren',
        LONG_NAME,
      ]) {
        expect(text).toContain(sample);
      }
    });
  });
}

checkEvent('6 players', () => smallEvent(), { slipPages: 1, perPage: 4 });
// The large event's scenario has a longer guide: slips are taller than a quarter page, three to a page.
checkEvent('256 players', () => largeEvent(), { slipPages: 43, perPage: 3 });

describe('Letter paper', () => {
  it('lays the same documents out on Letter pages', async () => {
    const event = smallEvent('letter');
    for (const kind of ['control-sheets', 'pairing-slips', 'round-sheet', 'standings', 'score-sheets'] as const) {
      const doc = await render(`letter-${kind}`, event, kind);
      expectInsideMargins(doc, 'letter');
      expectFooters(doc);
    }
  });

  it('follows the page size asked for over the event’s setting', async () => {
    const doc = await render('a4-asked', smallEvent('letter'), 'standings', 'a4');
    expect(doc.info.width).toBeCloseTo(595.28, 1);
  });
});

describe('offline by construction', () => {
  it('refuses to fetch a URL or read a local file named in a document', async () => {
    const base = {
      pageSize: 'A4' as const,
      pageOrientation: 'portrait' as const,
      pageMargins: [36, 36, 36, 48] as [number, number, number, number],
      info: { title: 't' },
      defaultStyle: { font: 'Sans' },
    };
    await expect(
      renderDocument({
        ...base,
        content: [{ image: 'remote' }],
        images: { remote: 'https://example.com/x.png' },
      } as never),
    ).rejects.toThrow(/Access to URL denied/);
    await expect(
      renderDocument({ ...base, content: [{ image: 'local' }], images: { local: '/etc/hostname' } } as never),
    ).rejects.toThrow(/Access to local file denied/);
  });
});

describe('names at the longest the event file allows', () => {
  it('wraps or shrinks them, never past a margin, on every document', async () => {
    // 200 characters (the limit of a player's name), one unbroken 40-letter word among them.
    const long = (seed: string): string =>
      `${seed} Wolfeschlegelsteinhausenbergerdorffvoralt ${'Fernández-Villaverde y Quiñones '.repeat(6)}`.slice(0, 200);
    const event = makePrintEvent({ players: 7, rounds: 9, resultsThrough: 2, paired: 3, seed: 3 });
    event.settings.name = `${'Campeonato Regional de Infinity '.repeat(6)}`.slice(0, 200);
    event.players.forEach((p, i) => {
      p.name = long(`Player${i}`);
      p.faction = 'Jurisdictional Command of Corregidor (Mercenary Kosmoflot Detachment Auxiliaries)';
    });
    for (const kind of ['control-sheets', 'pairing-slips', 'round-sheet', 'standings', 'score-sheets'] as const) {
      const doc = await render(`longest-${kind}`, event, kind);
      expectInsideMargins(doc, 'a4');
      expectFooters(doc);
      const text = flat(doc.raw.join(' ')).replace(/\s/g, '');
      for (const p of event.players.slice(0, 2)) expect(text).toContain(p.name.replace(/\s/g, '').slice(0, 120));
    }
  });
});
