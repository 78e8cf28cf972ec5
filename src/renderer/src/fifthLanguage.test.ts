/**
 * Issue 25 · Build 2, the screens' half of tests/unit/fifthLanguage.test.ts: a fifth language made
 * at test time from English (every text wrapped in ⁅…⁆) and registered as a real language is, one
 * catalog object and one line; a screen rendered in it shows no word from anywhere else (keys of
 * the keyboard aside).
 */
import { render } from 'svelte/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en';
import type { Catalog } from '../../shared/i18n/en';
import { addLanguage } from '../../shared/i18n/languages';

// ── The fifth language: one catalog object, one line to register it. ──
const zz: Catalog = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, `⁅${text}⁆`])) as Catalog;
addLanguage('zz', zz, 'en-GB');

/** Text with every ⁅…⁆ taken out (innermost first: texts nest). */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let i = 0; i < 6 && /⁅[^⁅⁆]*⁆/.test(rest); i++) rest = rest.replace(/⁅[^⁅⁆]*⁆/g, ' ');
  return rest;
}

const words = (text: string): string[] => text.match(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];

describe('a fifth language, added as one catalog', () => {
  describe('a screen', () => {
    beforeAll(() => {
      // The screens' router reads and follows the address bar when it loads; server rendering has none.
      vi.stubGlobal('location', { hash: '' });
      vi.stubGlobal('window', { addEventListener: () => {} });
    });
    afterAll(() => vi.unstubAllGlobals());

    it('renders the keyboard help with every word from the new catalog', async () => {
      const { setLanguage } = await import('./lib/i18n');
      const { default: ShortcutsHelp } = await import('./components/ShortcutsHelp.svelte');
      setLanguage('zz' as never);
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
