/**
 * Issue 25 · Build 2: adding a language is adding one catalog. A fifth language is made here at
 * test time from English, every text wrapped in ⁅…⁆, and registered as a real language is
 * (src/shared/i18n/everyLanguage.ts does the same for Spanish, French and Italian): one catalog
 * object and one line. Main's messages and printed documents are then rendered in it, and every
 * word they show must lie inside a marker (a text of the new catalog) or be data typed by the
 * organizer (names, clubs, codes). The screens' half is src/renderer/src/fifthLanguage.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en';
import type { Catalog } from '../../src/shared/i18n/en';
import { addLanguage, textIn } from '../../src/shared/i18n/languages';
import { msg } from '../../src/shared/messages';
import type { EventFile } from '../../src/shared/model';
import { payloadFromEvent } from '../../src/main/pdf/fromEvent';
import { renderPayload } from '../../src/main/pdf/render';
import { printSources } from '../../src/main/pdf/sources';
import type { PdfDisplayLanguage } from '../../src/main/pdf/text';
import type { PrintKind } from '../../src/main/pdf/viewModels';
import { makePrintEvent } from '../fixtures/pdfEvents';
import { pageTexts } from '../fixtures/pdfInspect';

// ── The fifth language: one catalog object, one line to register it. ──
const zz: Catalog = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, `⁅${text}⁆`])) as Catalog;
addLanguage('zz', zz, 'en-GB');

/** Text with every ⁅…⁆ taken out (innermost first: texts nest, a tier inside its label). */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let i = 0; i < 6 && /⁅[^⁅⁆]*⁆/.test(rest); i++) rest = rest.replace(/⁅[^⁅⁆]*⁆/g, ' ');
  // A footer may cut a text short with an ellipsis.
  return rest.replace(/⁅[^⁅⁆]*…/g, ' ');
}

const words = (text: string): string[] => text.match(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];

describe('a fifth language, added as one catalog', () => {
  it('speaks main’s messages, with plural forms chosen in its locale', () => {
    const text = textIn('zz', msg('m.close.missing', { round: 2, n: 1, tables: [4] }));
    expect(text).toBe('⁅Round 2 cannot be closed: table 4 has no result.⁆');
    expect(textIn('zz', msg('m.audit.imported', { n: 3, refused: msg('m.audit.refused', { n: 1 }) }))).toBe(
      '⁅3 players registered from a sheet⁅ (1 row refused)⁆⁆',
    );
  });

  describe('printed documents', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'its-fifth-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const event = makePrintEvent({ players: 5, rounds: 3, resultsThrough: 2, paired: 3, seed: 25 });
    event.settings.playerReporting = 'referee-approves';
    event.players.forEach((p, i) => (p.resultCode = `K${i + 1}Q${i + 7}`));

    /** Words of what the organizer typed: names, clubs, factions, PINs, the event's name and venue. */
    function dataWords(e: EventFile): string[] {
      const texts = [e.settings.name, e.settings.date, e.settings.venue];
      for (const p of e.players) texts.push(p.name, p.faction, p.club, p.itsPin, p.resultCode ?? '');
      return [...new Set(texts.flatMap((s) => words(s.toLowerCase())))];
    }

    it.each<PrintKind>(['standings', 'its-report', 'player-cards'])(
      '%s: every printed word from the new catalog',
      async (kind) => {
        const payload = payloadFromEvent(
          event,
          { kind, language: 'zz' as PdfDisplayLanguage, origin: 'http://192.168.1.20:4820' },
          printSources,
        );
        const { bytes } = await renderPayload(payload);
        const file = path.join(dir, `${kind}.pdf`);
        writeFileSync(file, bytes);
        const text = pageTexts(file, 'raw').join('\n');
        expect(text).toContain('⁅');
        const data = dataWords(event);
        const foreign = words(outsideMarkers(text).toLowerCase()).filter(
          (w) => w.length > 1 && !data.some((d) => d.includes(w.replace(/[-'’]+$/, ''))),
        );
        expect([...new Set(foreign)]).toEqual([]);
      },
    );
  });
});
