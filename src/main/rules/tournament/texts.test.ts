/**
 * The tournament rules' texts main sends as English strings (citations, presets' and tiebreaks'
 * names, outcomes, bonuses) read in every language through the bridge of
 * src/shared/i18n/tournamentTexts.ts: each is an `s.*` text of the English catalog, a citation
 * section by section ("ITS S11", "ITS S17" and "N4" kept), and no citation written in main's code
 * escapes the list. The army list checks' citations (`LIST_RULES`) are keys already.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textIn } from '../../../shared/i18n/everyLanguage';
import { tournamentText, tournamentTextKey } from '../../../shared/i18n/tournamentTexts';
import { LIST_RULES } from '../army/validate';
import { tournamentTextsShown } from './texts';

const REFERENCES = new Set(['ITS S11', 'ITS S17', 'N4']);
const shown = tournamentTextsShown();

describe('the tournament rules’ texts', () => {
  it('are texts of the English catalog, a citation section by section', () => {
    const sections = shown.flatMap((text) => text.split(' · ')).filter((s) => !REFERENCES.has(s));
    expect(sections.length).toBeGreaterThan(20);
    expect(sections.filter((s) => tournamentTextKey(s) === undefined)).toEqual([]);
  });

  it.each(['es', 'fr', 'it'])('read in %s, with the rulebooks’ references kept', (language) => {
    // A text whose sections all read as English in this language (Byes, Spec-Ops…) stays as it is.
    const differs = (section: string) => {
      const key = tournamentTextKey(section);
      return !REFERENCES.has(section) && key !== undefined && textIn(language, { key }) !== section;
    };
    const english = shown.filter((text) => text.split(' · ').some(differs));
    expect(english.length).toBeGreaterThan(15);
    expect(english.filter((text) => tournamentText(language, text) === text)).toEqual([]);
    expect(tournamentText('it', 'ITS S11 · Final Scores')).toBe('ITS S11 · Punteggi Finali');
    expect(tournamentText('es', 'N4 · Reinforcements · Commlink')).toBe('N4 · Refuerzos · Enlace de comunicaciones');
    expect(tournamentText('fr', 'N4 · Army List; Reinforcements · Commlink')).toBe(
      'N4 · Liste d’Armée ; Renforts · Liaison de communication',
    );
    expect(tournamentText('es', 'ITS S11 · Byes')).toBe('ITS S11 · Byes');
    expect(tournamentText('pseudo', 'N4 · Lieutenant')).toBe('N4 · ⟦Lîéütéñàñt····⟧');
    expect(tournamentText('en', 'ITS S11 · Final Scores')).toBe('ITS S11 · Final Scores');
  });

  it('leave the army list checks’ citations to their keys (no bridge)', () => {
    for (const rule of Object.values(LIST_RULES)) {
      const english = textIn('en', rule);
      expect(english).toMatch(/^(ITS S11|N4) · [A-Z]/);
      for (const language of ['es', 'fr', 'it']) expect(textIn(language, rule)).not.toMatch(/\{\w+\}/);
    }
    expect(textIn('es', LIST_RULES.commlink)).toBe('N4 · Refuerzos · Enlace de comunicaciones');
    expect(textIn('fr', LIST_RULES.armyListCommlink)).toBe('N4 · Liste d’Armée ; Renforts · Liaison de communication');
  });

  it('include every rule citation written in main’s tournament, army, tracker, API and PDF code', () => {
    // A citation written inline where it is sent would reach a screen untranslated.
    const known = new Set(shown);
    const root = path.resolve(import.meta.dirname, '../..');
    const cited: string[] = [];
    for (const dir of ['api', 'rules/tournament', 'rules/army', 'rules/game', 'pdf', 'report']) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(path.join(root, dir, file), 'utf8');
        for (const m of source.matchAll(/'((?:ITS S\d+|N\d) · [^'\n]*)'/g)) cited.push(m[1] as string);
      }
    }
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.filter((c) => !known.has(c))).toEqual([]);
  });
});
