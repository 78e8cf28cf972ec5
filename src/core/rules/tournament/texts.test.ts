/**
 * The tournament rules' texts (citations, presets' and tiebreaks' names, outcomes, bonuses) are
 * keys of the catalogs with their values, never English sentences: every key is in the English
 * catalog, the only words given as values are the rulebooks' references ("ITS S11", "ITS S17",
 * "N4"), each reads in every language, and no citation is written as an English string in main's
 * code. The army list checks' citations (`LIST_RULES`) are keys too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { textIn } from '../../../shared/i18n/everyLanguage';
import { TRANSLATED_LANGUAGES } from '../../../shared/locales';
import { isMessageRef } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import { LIST_RULES } from '../army/validate';
import { BYES_RULE, tournamentTextsShown } from './texts';
import { FINAL_SCORES_RULE } from './tiebreaks/types';

const REFERENCES = new Set(['ITS S11', 'ITS S17', 'N4']);
const shown = tournamentTextsShown();

/** The keys of a text and of the texts it holds, and the words it holds as they are. */
function parts(ref: MessageRef): { keys: string[]; words: string[] } {
  const out = { keys: [ref.key as string], words: [] as string[] };
  for (const value of Object.values(ref.params ?? {})) {
    if (isMessageRef(value)) {
      const inner = parts(value);
      out.keys.push(...inner.keys);
      out.words.push(...inner.words);
    } else if (typeof value === 'string') out.words.push(value);
  }
  return out;
}

/** `'ITS S11 · Byes'` and the like: a citation written as an English string. */
const CITATION = /'((?:ITS S\d+|N\d) · [^'\n]*)'/g;

describe('the tournament rules’ texts', () => {
  it('are keys of the English catalog, with only the rulebooks’ references as words', () => {
    expect(shown.length).toBeGreaterThan(20);
    const all = shown.map(parts);
    expect(all.flatMap((p) => p.keys).filter((key) => !(key in en))).toEqual([]);
    expect(all.flatMap((p) => p.words).filter((word) => !REFERENCES.has(word))).toEqual([]);
    expect(all.flatMap((p) => p.words)).toContain('ITS S17');
  });

  it.each(TRANSLATED_LANGUAGES)('read in %s, with the rulebooks’ references kept', (language) => {
    const read = shown.map((text) => textIn(language, text));
    expect(read.filter((text) => /\{\w+\}/.test(text))).toEqual([]);
    // Most read differently from English (Byes, Spec-Ops… are the same words in some languages).
    expect(shown.filter((text) => textIn(language, text) !== textIn('en', text)).length).toBeGreaterThan(15);
    expect(read.filter((text) => text.includes('·')).every((text) => /^ITS S1[17] · /.test(text))).toBe(true);
  });

  it('word a citation section by section in the reader’s language', () => {
    expect(textIn('it', FINAL_SCORES_RULE)).toBe('ITS S11 · Punteggi Finali');
    expect(textIn('en', FINAL_SCORES_RULE)).toBe('ITS S11 · Final Scores');
    expect(textIn('es', BYES_RULE)).toBe('ITS S11 · Byes');
    expect(textIn('pseudo', BYES_RULE)).toContain('ITS S11 · ⟦Byés');
  });

  it('leave the army list checks’ citations to their keys', () => {
    for (const rule of Object.values(LIST_RULES)) {
      const english = textIn('en', rule);
      expect(english).toMatch(/^(ITS S11|N4) · [A-Z]/);
      for (const language of TRANSLATED_LANGUAGES) expect(textIn(language, rule)).not.toMatch(/\{\w+\}/);
    }
    expect(textIn('es', LIST_RULES.commlink)).toBe('N4 · Refuerzos · Enlace de comunicaciones');
    expect(textIn('fr', LIST_RULES.armyListCommlink)).toBe('N4 · Liste d’Armée ; Renforts · Liaison de communication');
  });

  it('are never written as English citations in main’s tournament, army, tracker, API and PDF code', () => {
    // A citation written where it is sent would reach a screen in English.
    expect([..."rule: 'ITS S11 · Byes',".matchAll(CITATION)].map((m) => m[1])).toEqual(['ITS S11 · Byes']);
    const root = path.resolve(import.meta.dirname, '../../..');
    const cited: string[] = [];
    for (const dir of [
      'main/api',
      'core/rules/tournament',
      'core/rules/army',
      'core/rules/game',
      'main/pdf',
      'main/reportPack',
    ]) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(path.join(root, dir, file), 'utf8');
        for (const m of source.matchAll(CITATION)) cited.push(`${file}: ${m[1] as string}`);
      }
    }
    expect(cited).toEqual([]);
  });
});
