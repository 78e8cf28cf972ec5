/**
 * The languages whose catalogs are here, and a renderer for each. English is always here; main
 * registers every language at start (./everyLanguage.ts), the screens register one when they
 * load its chunk (a phone needs its event's language at most). Which languages there are is the
 * table's (../languageTable.ts).
 */
import { LOCALES } from '../locales';
import { pseudoOf } from '../pseudoLocale';
import { contractionOf } from './contract';
import { en } from './en';
import type { Catalog } from './en';
import { catalogRenderer, renderMessage } from './render';
import type { MessageRef, Renderer } from './render';

const registered = new Map<string, Renderer>([['en', catalogRenderer(en, LOCALES.en)]]);

/** The test-only pseudo-locale: English, every text marked, accented and lengthened. */
const PSEUDO = catalogRenderer(en, LOCALES.en, { mark: pseudoOf });

/** Makes `code`'s texts available; a key its catalog lacks reads in English. */
export function addLanguage(code: string, catalog: Partial<Catalog>, locale: string): void {
  const contract = contractionOf(code);
  registered.set(code, catalogRenderer(catalog, locale, { fallback: en, ...(contract ? { contract } : {}) }));
}

/** Whether `code`'s catalog is here (English and the pseudo-locale always are). */
export function hasLanguage(code: string): boolean {
  return code === 'pseudo' || registered.has(code);
}

/** The renderer of `code`; English for a language not (yet) here. */
export function rendererIn(code: string): Renderer {
  if (code === 'pseudo') return PSEUDO;
  return registered.get(code) ?? (registered.get('en') as Renderer);
}

/** `ref` written in `code`. */
export function textIn(code: string, ref: MessageRef): string {
  return renderMessage(ref, rendererIn(code));
}
