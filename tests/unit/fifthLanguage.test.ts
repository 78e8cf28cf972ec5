/**
 * Adding a language is its catalog folder and its line in the table of languages
 * (src/shared/languageTable.ts; CONTRIBUTING.md, "Add a language"). This test adds a fifth one
 * the same way: a line in the table and a catalog made at test time from English, every text
 * wrapped in ⁅…⁆, under its code in src/shared/i18n/catalogs.ts (what its folder and line there
 * give main). Nothing else is told about it: the event settings accept it, the venue server
 * answers a browser asking for it, main registers it, and main's messages and printed documents
 * are rendered in it, where every word must lie inside a marker (a text of the new catalog) or be
 * data typed by the organizer (names, clubs, codes). The screens' half is
 * src/renderer/src/fifthLanguage.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { textIn } from '../../src/shared/i18n/everyLanguage';
import { LANGUAGES } from '../../src/shared/languageTable';
import { LOCALES } from '../../src/shared/locales';
import { msg } from '../../src/shared/messages';
import { EventSettingsPatchSchema } from '../../src/shared/model';
import type { EventFile } from '../../src/shared/model';
import { payloadFromEvent } from '../../src/main/pdf/fromEvent';
import { renderPayload } from '../../src/main/pdf/render';
import { printSources } from '../../src/main/pdf/sources';
import type { PrintKind } from '../../src/main/pdf/viewModels';
import { preferredLanguage } from '../../src/main/transports/http/language';
import { makePrintEvent } from '../fixtures/pdfEvents';
import { pageTexts } from '../fixtures/pdfInspect';

// ── The fifth language: one line in the table… ──
vi.mock('../../src/shared/languageTable', async (original) => {
  const table = await original<typeof import('../../src/shared/languageTable')>();
  return { ...table, LANGUAGES: [...table.LANGUAGES, { code: 'zz', locale: 'en-GB', name: 'Zedish' }] };
});
// ── …and its catalog, as its folder would bring it. ──
vi.mock('../../src/shared/i18n/catalogs', async (original) => {
  const catalogs = await original<typeof import('../../src/shared/i18n/catalogs')>();
  const zz = Object.fromEntries(Object.entries(catalogs.en).map(([key, text]) => [key, `⁅${text}⁆`]));
  return { ...catalogs, zz };
});

/** The new language, read from the table as every part of the app reads it. */
const fifth = LANGUAGES.at(-1)?.code ?? 'en';

/** Text with every ⁅…⁆ taken out (innermost first: texts nest, a tier inside its label). */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let i = 0; i < 6 && /⁅[^⁅⁆]*⁆/.test(rest); i++) rest = rest.replace(/⁅[^⁅⁆]*⁆/g, ' ');
  // A footer may cut a text short with an ellipsis.
  return rest.replace(/⁅[^⁅⁆]*…/g, ' ');
}

const words = (text: string): string[] => text.match(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];

describe('a fifth language, added as one folder and one line of the table', () => {
  it('is a language of the event file, of the venue server and of main', () => {
    expect(fifth).toBe('zz');
    expect(EventSettingsPatchSchema.parse({ language: fifth })).toEqual({ language: 'zz' });
    expect(EventSettingsPatchSchema.safeParse({ language: 'zy' }).success).toBe(false);
    expect(LOCALES[fifth]).toBe('en-GB');
    expect(preferredLanguage('zz-ZZ,fr;q=0.8')).toBe('zz');
    // Its name, in its own words, in every catalog (the picker shows it).
    expect(textIn('fr', msg(`lang.${fifth}`))).toBe('Zedish');
    expect(textIn(fifth, msg(`lang.${fifth}`))).toBe('⁅Zedish⁆');
  });

  it('speaks main’s messages, with plural forms chosen in its locale', () => {
    const text = textIn(fifth, msg('m.close.missing', { round: 2, n: 1, tables: [4] }));
    expect(text).toBe('⁅Round 2 cannot be closed: table 4 has no result.⁆');
    expect(textIn(fifth, msg('m.audit.imported', { n: 3, refused: msg('m.audit.refused', { n: 1 }) }))).toBe(
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
          { kind, language: fifth, origin: 'http://192.168.1.20:4820' },
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
