/**
 * The scenario texts with every catalog in place, as main (PDFs, the texts' tests) uses them.
 * The screens import ./lookup.ts and load a language's catalog when they show it.
 */
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { useScenarioCatalog } from './lookup';

export * from './lookup';

export const SCENARIO_CATALOGS: Readonly<Record<'es' | 'fr' | 'it', Readonly<Record<string, string>>>> = {
  es,
  fr,
  it,
};

for (const [language, catalog] of Object.entries(SCENARIO_CATALOGS)) {
  useScenarioCatalog(language as keyof typeof SCENARIO_CATALOGS, catalog);
}
