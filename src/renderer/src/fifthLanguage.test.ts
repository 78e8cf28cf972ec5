/**
 * The screens' half of tests/unit/fifthLanguage.test.ts: a fifth language added as a language is
 * added, a line in the table of languages (src/shared/languageTable.ts) and its catalog (made at
 * test time from English, every text wrapped in ⁅…⁆, registered as `loadLanguage` registers a
 * fetched folder). The language picker lists it by its name, and a screen rendered in it shows
 * no word from anywhere else (keys of the keyboard aside).
 */
import { render } from 'svelte/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en';
import type { Catalog } from '../../shared/i18n/en';
import { addLanguage } from '../../shared/i18n/languages';
import { LANGUAGES } from '../../shared/languageTable';
import { LOCALES } from '../../shared/locales';
import type { EventSettings, EventSummary } from '../../shared/model';

// ── The fifth language: one line in the table… ──
vi.mock('../../shared/languageTable', async (original) => {
  const table = await original<typeof import('../../shared/languageTable')>();
  return { ...table, LANGUAGES: [...table.LANGUAGES, { code: 'zz', locale: 'en-GB', name: 'Zedish' }] };
});

/** The new language, read from the table as every part of the app reads it. */
const fifth = LANGUAGES.at(-1)?.code ?? 'en';

// ── …and its catalog, as the screens register a language's folder once it is fetched. ──
const zz = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, `⁅${text}⁆`])) as Catalog;
addLanguage(fifth, zz, LOCALES[fifth]);

/** Text with every ⁅…⁆ taken out (innermost first: texts nest). */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let i = 0; i < 6 && /⁅[^⁅⁆]*⁆/.test(rest); i++) rest = rest.replace(/⁅[^⁅⁆]*⁆/g, ' ');
  return rest;
}

const words = (text: string): string[] => text.match(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];

describe('a fifth language, added as one folder and one line of the table', () => {
  describe('the screens', () => {
    beforeAll(() => {
      // The screens' router reads and follows the address bar when it loads; server rendering has none.
      vi.stubGlobal('location', { hash: '' });
      vi.stubGlobal('window', { addEventListener: () => {} });
      // The settings card's session listens to the venue server's stream; no server here.
      vi.stubGlobal(
        'EventSource',
        class {
          addEventListener(): void {}
        },
      );
    });
    afterAll(() => vi.unstubAllGlobals());

    it('offer it in the language picker, by its name', async () => {
      const { setLanguage } = await import('./lib/i18n');
      const { default: EventFileCard } = await import('./screens/settings/EventFileCard.svelte');
      setLanguage(fifth);
      try {
        const settings = { pageSize: 'a4', language: fifth } as EventSettings;
        const summary = { path: 'zz.its.json' } as EventSummary;
        const { body } = render(EventFileCard, { props: { settings, summary } });
        const options = [...body.matchAll(/<option value="(\w+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
        // The language select comes last, in the table's order, each language by its own name.
        expect(options.slice(-LANGUAGES.length)).toEqual(LANGUAGES.map(({ code, name }) => [code, `⁅${name}⁆`]));
        expect(options.at(-1)).toEqual(['zz', '⁅Zedish⁆']);
      } finally {
        setLanguage('en');
      }
    });

    it('render the keyboard help with every word from the new catalog', async () => {
      const { setLanguage } = await import('./lib/i18n');
      const { default: ShortcutsHelp } = await import('./components/ShortcutsHelp.svelte');
      setLanguage(fifth);
      try {
        const { body } = render(ShortcutsHelp);
        // Keys of the keyboard are not words of any language.
        const shown = body
          .replace(/<!--[^]*?-->/g, '')
          .replace(/<kbd>[^<]*<\/kbd>/g, ' ')
          .replace(/<[^>]+>/g, '\n');
        const texts = shown
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean);
        expect(texts.length).toBeGreaterThan(10);
        expect(texts.filter((s) => !/^⁅.*⁆$/.test(s))).toEqual([]);
        expect(words(outsideMarkers(shown))).toEqual([]);
        expect(texts).toContain('⁅Keyboard shortcuts⁆');
      } finally {
        setLanguage('en');
      }
    });
  });
});
