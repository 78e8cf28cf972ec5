/**
 * The scenario texts' catalogs of src/shared/scenarioTexts (issue 15, Build 3): every text a
 * scenario shows on a screen or a PDF (and every tournament rule citation, preset, outcome and
 * tiebreak name main sends: src/main/rules/tournament/texts.ts, LIST_RULES) has a Spanish, French
 * and Italian translation that differs from the English (a few names are the same in every
 * language), keeps its placeholders and numbers, and no catalog holds a key that is not such a
 * text (a typo would never be shown).
 * The test lives here because it needs the scenario registry, which shared code may not import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contract,
  lineIn,
  questionIn,
  SAME_IN_EVERY_LANGUAGE,
  SCENARIO_CATALOGS,
  scenarioText,
  TEMPLATES,
} from '../../../shared/scenarioTexts';
import { scenarioTextList, scenarioTextsShown } from './texts';

const list = scenarioTextList();
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
const numbers = (s: string): string[] => [...s.replace(/\{\w+\}/g, '').matchAll(/\d+/g)].map((m) => m[0]).sort();

const languages = ['es', 'fr', 'it'] as const;

/**
 * Names one language writes as English does (French keeps two scenario names, the Lieutenant,
 * and ITS S17's Extraction and Prototypes).
 */
const SAME_IN: Record<(typeof languages)[number], ReadonlySet<string>> = {
  es: new Set(),
  fr: new Set(['Acquisition', 'Biotechvore', 'Lieutenant', 'Extraction', 'Prototypes']),
  it: new Set(),
};
const keptAsIs = (lang: (typeof languages)[number], text: string): boolean =>
  SAME_IN_EVERY_LANGUAGE.has(text) || SAME_IN[lang].has(text);

describe('scenario text catalogs', () => {
  it('lists the texts of all scenarios, templates included', () => {
    expect(list).toContain('Acquisition');
    expect(list).toContain('Round {n}: {label}');
    expect(list).toContain('Main Objectives');
    expect(list).not.toContain('ITS S11');
    expect(list.filter((t) => /\d/.test(t) && !TEMPLATES.includes(t)).every((t) => !/^\d+ vs \d+$/.test(t))).toBe(true);
  });

  it.each(languages)('%s translates every text, keeping placeholders and numbers', (lang) => {
    const catalog = SCENARIO_CATALOGS[lang];
    const missing = list.filter((text) => catalog[text] === undefined);
    expect(missing).toEqual([]);
    const same = list.filter((text) => catalog[text] === text && !keptAsIs(lang, text));
    expect(same).toEqual([]);
    const changed = list.filter(
      (text) =>
        placeholders(catalog[text] ?? '').join() !== placeholders(text).join() ||
        numbers(catalog[text] ?? '').join() !== numbers(text).join(),
    );
    expect(changed).toEqual([]);
    const stale = Object.keys(catalog).filter((key) => !list.includes(key));
    expect(stale).toEqual([]);
  });

  it.each(languages)('%s: every text as shown (numbers filled in) comes out translated', (lang) => {
    // "ITS S11 · Frontline" stays as it is: every part of it is the same in every language.
    const same = (text: string) =>
      text.split(' · ').every((part) => ['ITS S11', 'ITS S17', 'N4'].includes(part) || keptAsIs(lang, part));
    const english = scenarioTextsShown().filter((text) => /[A-Za-z]/.test(text) && !same(text));
    expect(english.length).toBeGreaterThan(400);
    expect(english.filter((text) => scenarioText(lang, text) === text)).toEqual([]);
  });
});

describe('scenarioText', () => {
  it('keeps English and unknown texts as they are', () => {
    expect(scenarioText('en', 'Acquisition')).toBe('Acquisition');
    expect(scenarioText('es', 'Not a scenario text')).toBe('Not a scenario text');
    expect(scenarioText('es', '')).toBe('');
  });

  it('translates texts built from templates, nested texts and rule citations (Spanish)', () => {
    expect(scenarioText('es', 'Acquisition')).toBe('Adquisición');
    expect(scenarioText('es', 'ITS S11 · Acquisition · Main Objectives')).toBe(
      'ITS S11 · Adquisición · Objetivos Principales',
    );
    expect(scenarioText('es', 'Round 2: Dominates more Quadrants than the opponent')).toBe(
      'Ronda 2: Domina más Cuadrantes que el rival',
    );
    expect(scenarioText('es', 'Kill between 50 and 100 enemy Army Points (low tier)')).toBe(
      'Matar entre 50 y 100 Puntos de Ejército enemigos (Low-Tier)',
    );
    expect(scenarioText('es', 'Army Points: 3 vs 2')).toBe('Puntos de Ejército: 3 contra 2');
    expect(scenarioText('es', '3 vs 12')).toBe('3 contra 12');
    expect(
      scenarioText(
        'es',
        'The game ended by Retreat! in Game Round 2, after Player B’s turn, before the Game Round ended',
      ),
    ).toBe(
      'La partida terminó por ¡Retirada! en la Ronda de Juego 2, tras el turno de Jugador B, antes de que terminara la Ronda de Juego',
    );
    expect(scenarioText('es', 'INTELCOM Support and Control: +4 Army Points in the Armory')).toBe(
      'INTELCOM Apoyo y Control: +4 Puntos de Ejército en el Arsenal',
    );
    // A nested text no catalog knows stays English inside the translated template.
    expect(scenarioText('es', 'DataTracker in Quadrant 7')).toBe('DataTracker en el Cuadrante 7');
    expect(scenarioText('es', 'Army Points inside Zugzwang Hill')).toBe('Puntos de Ejército dentro de Zugzwang Hill');
  });

  it('lists every rule citation written in main’s tournament, army, tracker, API and PDF code', () => {
    // A citation written inline where it is sent would reach a screen untranslated: each must be
    // one the catalogs list (a constant of src/main/rules/tournament/texts.ts or LIST_RULES).
    const shown = new Set(scenarioTextsShown());
    const root = path.resolve(import.meta.dirname, '../..');
    const cited: string[] = [];
    for (const dir of ['api', 'rules/tournament', 'rules/army', 'rules/game', 'pdf', 'report']) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(path.join(root, dir, file), 'utf8');
        for (const m of source.matchAll(/'((?:ITS S\d+|N\d) · [^'\n]*)'/g)) cited.push(m[1] as string);
      }
    }
    expect(cited.length).toBeGreaterThan(15);
    expect(cited.filter((c) => !shown.has(c))).toEqual([]);
  });

  it('translates the tournament rules’ citations and names main sends, segment by segment', () => {
    expect(list).toContain('Number of Tournament Rounds');
    expect(list).toContain('Final Scores');
    expect(list).toContain('Army List; Reinforcements');
    expect(list).not.toContain('N4');
    expect(list).not.toContain('ITS S17');
    expect(scenarioText('it', 'ITS S11 · Number of Tournament Rounds')).toBe('ITS S11 · Numero di Turni del Torneo');
    expect(scenarioText('es', 'ITS S11 · Final Scores')).toBe('ITS S11 · Puntuación Final');
    expect(scenarioText('fr', 'ITS S17 · Keeping Score')).toBe('ITS S17 · Décompte des points');
    expect(scenarioText('es', 'N4 · Reinforcements · Commlink')).toBe('N4 · Refuerzos · Enlace de comunicaciones');
    expect(scenarioText('it', 'ITS S11 · Escalation Tournament')).toBe('ITS S11 · Torneo Escalation');
    expect(scenarioText('fr', 'N4 · Army List; Reinforcements · Commlink')).toBe(
      'N4 · Liste d’Armée ; Renforts · Liaison de communication',
    );
    expect(scenarioText('es', "Opponents' Objective Points")).toBe('Puntos de Objetivo de los rivales');
    // "Byes" is written so in every language; "Lieutenant" in French too.
    expect(scenarioText('es', 'ITS S11 · Byes')).toBe('ITS S11 · Byes');
    expect(scenarioText('fr', 'N4 · Lieutenant')).toBe('N4 · Lieutenant');
    expect(scenarioText('pseudo', 'N4 · Lieutenant')).toBe('N4 · ⟦Lîéütéñàñt····⟧');
  });

  it('contracts a preposition and an article where a template meets a nested text', () => {
    expect(scenarioText('es', 'Army Points inside the Armory')).toBe('Puntos de Ejército dentro del Arsenal');
    expect(contract('es', 'dentro de el Sector central, a el Arsenal')).toBe('dentro del Sector central, al Arsenal');
    expect(contract('es', 'Dominar el Arsenal de El Salvador')).toBe('Dominar el Arsenal de El Salvador');
    expect(contract('fr', 'Points d’Armée de le Secteur central, à les Consoles, de l’Armurerie')).toBe(
      'Points d’Armée du Secteur central, aux Consoles, de l’Armurerie',
    );
    expect(
      contract('it', 'Punti Esercito in il Quadrante 1, in l’Armeria, di lo Zaino, a gli HVT, su la Console'),
    ).toBe('Punti Esercito nel Quadrante 1, nell’Armeria, dello Zaino, agli HVT, sulla Console');
    // Not across a word: "da" inside "Guardia", "la" inside "lato".
    expect(contract('it', 'Guardia la lato')).toBe('Guardia la lato');
  });

  it('translates a question and a breakdown line, leaving keys, values and points alone', () => {
    const q = questionIn('es', {
      key: 'endedBy',
      label: 'How the game ended',
      kind: 'choice',
      scope: 'game',
      rule: 'ITS S11 · Acquisition · End of the Mission',
      options: [
        { value: 'third-round', label: 'At the end of the third Game Round' },
        { value: 'retreat', label: 'Early, by Retreat!' },
      ],
    });
    expect(q).toEqual({
      key: 'endedBy',
      label: 'Cómo terminó la partida',
      kind: 'choice',
      scope: 'game',
      rule: 'ITS S11 · Adquisición · Fin de la Misión',
      options: [
        { value: 'third-round', label: 'Al final de la tercera Ronda de Juego' },
        { value: 'retreat', label: 'Antes de tiempo, por ¡Retirada!' },
      ],
    });
    const line = lineIn('es', {
      objective: 'activated-antennas',
      label: 'Activated Communication Antennas',
      points: 2,
      rule: 'ITS S11 · Acquisition · Main Objectives',
      detail: '2 × 1',
    });
    expect(line).toEqual({
      objective: 'activated-antennas',
      label: 'Antenas de Transmisión Activadas',
      points: 2,
      rule: 'ITS S11 · Adquisición · Objetivos Principales',
      detail: '2 × 1',
    });
  });

  it('marks every text in the pseudo-locale', () => {
    expect(scenarioText('pseudo', 'Acquisition')).toBe('⟦Åçqüîsîtîöñ·····⟧');
    // As a translation is built: the template marked, its number as it is, the nested text marked on its own.
    expect(scenarioText('pseudo', 'Round 2: Dominate more Quadrants')).toBe(
      '⟦Röüñd 2: ⟦Dömîñàté möré Qüàdràñts··········⟧····⟧',
    );
    expect(scenarioText('pseudo', '2 × 1')).toBe('⟦2 × 1··⟧');
    // A text without a letter (a score guide's points) is left as it is, as every catalog leaves it.
    expect(scenarioText('pseudo', '10')).toBe('10');
    // A rule citation segment by segment, "ITS S11" kept.
    expect(scenarioText('pseudo', 'ITS S11 · Acquisition · Main Objectives')).toBe(
      'ITS S11 · ⟦Åçqüîsîtîöñ·····⟧ · ⟦Màîñ Öbjéçtîvés······⟧',
    );
  });
});
