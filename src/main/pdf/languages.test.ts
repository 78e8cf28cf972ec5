/**
 * The printed half of the translations: every kind of PDF rendered in Spanish, French and
 * Italian (the event's language drives its PDFs) and in the pseudo-locale, read back with
 * pdftotext.
 *
 * The pseudo-locale (src/shared/pseudoLocale.ts, as on the screens) wraps every catalog
 * string in ⟦…⟧ and makes it about 40 % longer. Scenario texts (names, score guides, wizard
 * questions, breakdown lines, rule citations) are catalog strings like any other (`s.*`), and so
 * is the preset's name (an `s.*` key from the tournament rules): no exemption. Once the wrapped
 * text is taken out, every word left must be data: what the organizer typed (event, players,
 * tables, a ruling's reason). A word outside the markers that is not is hard-coded text, or a
 * scenario text printed without rendering its key. With the longer texts,
 * every word must still be inside the page margins, a control sheet and a score sheet must still
 * fit one page. Pages are rendered to PNG in tests/artifacts/pdf/ to be looked at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '../../shared/locales';
import type { EventFile } from '../../shared/model';
import { pageTexts, pageWords, pdfInfo, renderPages, wordsOutsideMargins } from '../../../tests/fixtures/pdfInspect';
import { makePrintEvent } from '../../../tests/fixtures/pdfEvents';
import { ITS_S11, tournamentPoints } from '../../core/rules/tournament/presets';
import { buildDocument } from './build';
import { payloadFromEvent } from './fromEvent';
import { PAGE_SIZES } from './layout';
import { renderPayload } from './render';
import { printSources } from './sources';
import { pdfText } from './text';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { PrintKind, PrintPayload } from './viewModels';

const OUT = path.resolve('tests/artifacts/pdf');

/** A 5-player, 3-round event: results in rounds 1–2 (one game with referee's rulings), round 3 paired, a bye each round. */
function languageEvent(): EventFile {
  const event = makePrintEvent({ players: 5, rounds: 3, resultsThrough: 2, paired: 3, seed: 15 });
  event.settings.playerReporting = 'referee-approves';
  event.players.forEach((p, i) => (p.resultCode = `K${i + 1}Q${i + 7}`));
  const game = event.rounds[1]!.pairings[0]!;
  // Quadrant Control, worked by hand: A Dominates more Quadrants in round 1 (2) + 1 Classified
  // (1), total ruled 2; B Dominates more in round 2 (line 5: 2), ruled 0.
  game.result = {
    ...game.result!,
    op: [2, 0],
    tp: tournamentPoints(ITS_S11, [2, 0]),
    facts: {
      a: { classifieds: 1, survivingPoints: 150 },
      b: { survivingPoints: 100 },
      rounds: [
        { a: { pointsQ1: 30 }, b: {} },
        { a: {}, b: { pointsQ2: 10 } },
        { a: {}, b: {} },
      ],
    },
    rulings: {
      a: { points: 2, reason: 'Zuiderzee photo check', by: 'ref', at: '' },
      'b.4': { points: 0, reason: 'Quokka token misplaced', by: 'ref', at: '' },
    },
  };
  return event;
}

/** The same event with a custom scenario in every round: nothing on any sheet comes from a scenario definition. */
function customEvent(): EventFile {
  const event = languageEvent();
  event.settings.customScenario = { id: 'zugzwang-night', name: 'Zugzwang Night', notes: '' };
  event.settings.scenarios = ['zugzwang-night', 'zugzwang-night', 'zugzwang-night'];
  for (const round of event.rounds) round.scenarioId = 'zugzwang-night';
  return event;
}

interface Job {
  kind: PrintKind;
  round?: number;
  /** Player cards: the venue server's address their QR codes open. */
  origin?: string;
}

/** Every kind of document, and the per-round ones for each round (each scenario's sheets). */
const JOBS: Job[] = [
  { kind: 'control-sheets' },
  { kind: 'standings' },
  { kind: 'its-report' },
  { kind: 'pairing-slips', round: 3 },
  { kind: 'round-sheet', round: 2 },
  { kind: 'round-sheet', round: 3 },
  { kind: 'score-sheets', round: 1 },
  { kind: 'score-sheets', round: 2 },
  { kind: 'score-sheets', round: 3 },
  { kind: 'player-cards', origin: 'http://192.168.1.20:4820' },
];

interface Rendered {
  payload: PrintPayload;
  /** Texts of the document that break between letters because a word is wider than its column. */
  broken: string[];
  file: string;
  pages: number;
  text: string[];
}

async function render(event: EventFile, job: Job, lang: PdfDisplayLanguage, label: string): Promise<Rendered> {
  const localized = structuredClone(event);
  // The pseudo-locale is no event language: the request asks for it.
  if (lang !== 'pseudo') localized.settings.language = lang;
  const request = {
    kind: job.kind,
    round: job.round,
    origin: job.origin,
    ...(lang === 'pseudo' ? { language: lang } : {}),
  };
  const payload = payloadFromEvent(localized, request, printSources);
  const broken: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const n = node as Record<string, unknown>;
      if (n.wordBreak === 'break-all' && typeof n.text === 'string') broken.push(n.text);
      for (const value of Object.values(n)) if (typeof value === 'object') walk(value);
    }
  };
  walk(buildDocument(payload).content);
  const { bytes, pages } = await renderPayload(payload);
  mkdirSync(OUT, { recursive: true });
  const name = `lang-${label}-${lang}-${job.kind}${job.round ? `-r${job.round}` : ''}`;
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, bytes);
  renderPages(file, OUT, `${name}-page`, 1, 1);
  return { payload, broken, file, pages, text: pageTexts(file, 'raw') };
}

/**
 * Words of what the organizer and the referee typed (a ruling's reason, not the breakdown line it
 * rules on: that is a scenario text).
 */
function dataWords(event: EventFile): string[] {
  const texts: string[] = [event.settings.name, event.settings.date, event.settings.venue];
  for (const p of event.players) texts.push(p.name, p.faction, p.club, p.itsPin, p.resultCode ?? '');
  for (const t of event.tables) texts.push(t.name);
  if (event.settings.customScenario) texts.push(event.settings.customScenario.name);
  for (const round of event.rounds) {
    for (const pairing of round.pairings) {
      for (const ruling of Object.values(pairing.result?.rulings ?? {})) texts.push(ruling.reason);
    }
  }
  return [...new Set(texts.flatMap((s) => words(s.toLowerCase())))];
}

function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
}

/**
 * The text once every catalog string is taken out: ⟦…⟧ (innermost first, as strings nest:
 * a tier inside its label) and a catalog string cut short with an ellipsis to fit (a footer).
 */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let i = 0; i < 5 && /⟦[^⟦⟧]*⟧/.test(rest); i++) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  return rest.replace(/⟦[^⟦⟧]*…/g, ' ');
}

/** Words outside the markers that are not (a piece of) a data word. */
function untranslated(rendered: Rendered[], allowed: string[]): string[] {
  const found = new Set<string>();
  for (const doc of rendered) {
    for (const [page, text] of doc.text.entries()) {
      for (const word of words(outsideMarkers(text).toLowerCase())) {
        const bare = word.replace(/[-'’]+$/, '');
        if (bare.length > 1 && !allowed.some((w) => w.includes(bare))) {
          found.add(`${path.basename(doc.file)} p${page + 1}: ${word}`);
        }
      }
    }
  }
  return [...found];
}

/** Words outside the page margins, or across the line between the body and the footer. */
function outsideMargins(doc: Rendered): string[] {
  return wordsOutsideMargins(pageWords(doc.file), PAGE_SIZES.a4).map(
    (w) => `${path.basename(doc.file)} p${w.page}: ${w.text}`,
  );
}

/**
 * The checks every language shares: margins, one page per control sheet and per score sheet,
 * and no printed word of the catalog too wide for its column (it would break between letters).
 */
function expectLaidOut(docs: Rendered[], event: EventFile): void {
  const data = dataWords(event);
  for (const doc of docs) {
    const broken = doc.broken.filter((text) => words(text.toLowerCase()).some((w) => !data.includes(w)));
    expect(broken, `${path.basename(doc.file)}: words broken between letters`).toEqual([]);
    expect(outsideMargins(doc).slice(0, 5), path.basename(doc.file)).toEqual([]);
    expect(pdfInfo(doc.file).pages).toBe(doc.pages);
    if (doc.payload.kind === 'control-sheets') expect(doc.pages).toBe(event.players.length);
    if (doc.payload.kind === 'score-sheets') expect(doc.pages).toBe(doc.payload.sheets.length);
  }
}

const flatText = (doc: Rendered): string => doc.text.join(' ').replace(/\s+/g, ' ');

/** Catalog strings long enough to be told apart from data, without placeholders. */
function plainStrings(lang: PdfDisplayLanguage, keys: PdfKey[]): string[] {
  return keys.map((key) => pdfText(lang, key)).filter((s) => !s.includes('{'));
}

describe('every PDF in Spanish, French and Italian', () => {
  const event = languageEvent();
  // What each document must say in each language (checked on the rendered text).
  const expected: Partial<Record<PrintKind, PdfKey[]>> = {
    'control-sheets': [
      'pdf.cs.title',
      'pdf.cs.private',
      'pdf.cs.liaison',
      'skill.hiddenDeployment',
      'pdf.cs.byeNoGame',
    ],
    'pairing-slips': ['pdf.slip.byeTitle', 'pdf.slip.howToScore'],
    'round-sheet': ['pdf.rs.indexNote', 'pdf.rs.notes'],
    'score-sheets': ['pdf.ss.endOfGame', 'pdf.ss.atEachRound', 'pdf.ss.tp', 'pdf.ss.agree'],
    standings: ['standings.player'],
    'its-report': ['pdf.report.title'],
    'player-cards': ['pdf.card.code', 'pdf.card.private', 'pdf.card.scan'],
  };

  for (const lang of TRANSLATED_LANGUAGES) {
    it(`prints every document in ${lang}, with no English left and every word inside the margins`, async () => {
      const docs: Rendered[] = [];
      for (const job of JOBS) docs.push(await render(event, job, lang, 'official'));
      expectLaidOut(docs, event);
      for (const [kind, keys] of Object.entries(expected) as [PrintKind, PdfKey[]][]) {
        const text = docs
          .filter((d) => d.payload.kind === kind)
          .map(flatText)
          .join(' ');
        // Slips print their labels in capitals: the translation is looked for in small letters.
        for (const s of plainStrings(lang, keys)) {
          expect(text.toLowerCase(), `${lang} ${kind}`).toContain(s.toLowerCase());
        }
        // The English (as it prints; a scenario's own English texts may hold the same words in small letters).
        for (const s of plainStrings('en', keys).filter((e) => e.includes(' '))) {
          expect(text, `${lang} ${kind}`).not.toContain(s);
        }
      }
      // The referee's rulings of round 2, table 1, beside the computed values, in the language.
      const round2 = flatText(docs.find((d) => d.payload.kind === 'round-sheet' && d.file.includes('-r2'))!);
      expect(round2).toContain(pdfText(lang, 'pdf.rs.rulings'));
      expect(round2).toContain('Zuiderzee photo check');
      expect(round2).toContain('Quokka token misplaced');
    }, 120_000);
  }
});

describe('the pseudo-locale check on every PDF', () => {
  it('finds no word outside the catalog but data, with a custom scenario in every round', async () => {
    const event = customEvent();
    const docs: Rendered[] = [];
    for (const job of JOBS) docs.push(await render(event, job, 'pseudo', 'custom'));
    expectLaidOut(docs, event);
    expect(untranslated(docs, dataWords(event))).toEqual([]);
    // The check can fail: an English word on the page that is not data is found.
    expect(untranslated([{ ...docs[0]!, text: ['⟦Pàgé⟧ Signature'] }], dataWords(event))).toEqual([
      `${path.basename(docs[0]!.file)} p1: signature`,
    ]);
  }, 120_000);

  it('finds no word outside the catalogs but data, with the official scenarios’ texts marked too', async () => {
    const event = languageEvent();
    const docs: Rendered[] = [];
    for (const job of JOBS) docs.push(await render(event, job, 'pseudo', 'official'));
    expectLaidOut(docs, event);
    const data = dataWords(event);
    expect(untranslated(docs, data)).toEqual([]);
    // The preset's name on the ITS report is rendered from its key: ITS Season 11, marked.
    const report = docs.find((d) => d.payload.kind === 'its-report');
    expect(report?.text.join(' ')).toContain('⟦ÎTS Séàsöñ 11······⟧');
    // The check can fail: a scenario's name printed as English, not rendered from its key, is found.
    expect(untranslated([{ ...docs[0]!, text: ['⟦Röüñd 2⟧ Quadrant Control'] }], data)).toEqual([
      `${path.basename(docs[0]!.file)} p1: quadrant`,
      `${path.basename(docs[0]!.file)} p1: control`,
    ]);
  }, 120_000);
});
