/**
 * The scenario definitions' texts (names, deployments, special rules, wizard questions, score
 * guide entries, breakdown lines and rule citations) in the event's language, and the tournament
 * rules' texts main sends the same way: the citations of the rounds guideline, the byes, the
 * presets, the tiebreaks and the army list checks ("ITS S11 · Final Scores", "N4 · Lieutenant")
 * and the tiebreaks' names (src/main/rules/tournament/texts.ts, `LIST_RULES`). The definitions,
 * the API and everything stored in an event file stay English; they are translated only where
 * shown (the wizards, the breakdown, the Event, Players and Standings screens, the PDFs), so a
 * catalog can improve without touching any data.
 *
 * Each catalog maps an exact English string to its translation. Texts that carry numbers or
 * other texts are keyed by a template from `TEMPLATES` ("Round {n}: {label}"): `{n}`, `{m}`,
 * `{a}`, `{b}` stand for whole numbers and are copied as they are; any other placeholder stands
 * for a text that is itself translated (a zone, a tier, a nested label). A rule citation
 * ("ITS S11 · Acquisition · Main Objectives") is translated segment by segment, the rulebooks'
 * own references ("ITS S11", "ITS S17", "N4") kept. Where a filled template puts a preposition
 * before a nested text's article, the language's contraction is made ("de" + "el Arsenal" →
 * "del Arsenal"; `contract`). A text no catalog knows is shown in English.
 * The wizard puts the players' names in place of the translations of "Player A" and "Player B"
 * inside the game questions' options: write them where a name can stand (no article before).
 */
import type { ScoreLine, WizardQuestion } from '../api/scoring';
import { pseudoOf } from '../pseudoLocale';

export type ScenarioTextLanguage = 'en' | 'es' | 'fr' | 'it' | 'pseudo';
type Translated = 'es' | 'fr' | 'it';

/**
 * The catalogs in use. This module holds no catalog itself: main registers all three
 * (./index.ts), the screens register a language when they load it (the catalogs are large and a
 * phone needs one at most). A text whose language is not registered reads in English.
 */
const catalogsInUse: Partial<Record<Translated, Readonly<Record<string, string>>>> = {};

export function useScenarioCatalog(language: Translated, catalog: Readonly<Record<string, string>>): void {
  catalogsInUse[language] = catalog;
}

/** Names every language writes as English does (the catalogs' test allows them unchanged). */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'B-Pong',
  'Byes',
  'CivEvac',
  'DataTracker',
  'Frontline',
  'Hardlock',
  'Key Ops',
  'Power Pack',
  'Spec-Ops',
  'Tech-Coffin',
  'Tech-Coffins',
]);

/** Placeholders standing for whole numbers (copied as they are); any other name is a text. */
export const NUMBER_PLACEHOLDERS: ReadonlySet<string> = new Set(['n', 'm', 'a', 'b']);

/**
 * Texts built with numbers or other texts, as the scenario files write them. A string matching
 * one is translated through the template's own entry.
 */
export const TEMPLATES: readonly string[] = [
  'Round {n}: {label}',
  '{n} × 1',
  '{a} vs {b}',
  '{noun}: {a} vs {b}',
  '{a} vs {b} (never-deployed Specialists included)',
  'after Counterespionage: {a} vs {b}',
  '{n} of {m}',
  '{n} of {m} (one is Secure HVT)',
  '{n} of {m}; the card was used as INTELCOM',
  '{n} cancelled',
  '{n} accomplished',
  '{n} Hacked',
  '{n} Controlled, 1 lost to the opponent’s Interference',
  '{n} OP scored, 10 kept',
  '{n} OP earned, {m} kept (maximum of 10)',
  '{n} killed, {tier} tier',
  '{n} killed ({m} never deployed), {tier} tier',
  '{n} surviving, {tier} tier',
  'between {a} and {b}',
  'more than {n}',
  'Kill {band} enemy Army Points ({tier} tier)',
  'Have {band} surviving Army Points ({tier} tier)',
  'STR {n}',
  'DataTracker in Quadrant {n}',
  'Liaison Officer in Section {n}',
  'Army Points inside {zone}',
  'INTELCOM Support and Control: +{n} Army Points in {zone}',
  'INTELCOM Support and Control had no effect (no non-Null trooper in {zone})',
  'The game ended by Retreat! in Game Round {n}, after {player}’s turn, {when}',
  'Classified cards drawn from the deck that this player accomplished (the scenario gives {n}).',
  'Each Classified Objective accomplished ({n} per player)',
  '{n} each',
  '−{n} per cancelled Classified',
  // ITS S17 (figures per army size).
  'Killed at least {n} enemy Army Points',
  '{n} killed',
  '{n} killed, {m} points',
  '{n} killed ({m} never deployed), {a} points',
  '{n} surviving, {m} points',
  'Kill {band} enemy Army Points ({n} points)',
  'Have {band} surviving Army Points ({n} points)',
  '{n} credited, {m} at most',
  '{n} Hacked, {m} at most',
  '{n} × 2',
  '{n} of {m} (one is Secure Treasure)',
  'OP given by Tactical Objective {n}',
  'Tactical Objective {n}',
];

/** Segments of a rule citation that stay as they are (the rulebooks' own references). */
const UNTRANSLATED_SEGMENTS: ReadonlySet<string> = new Set(['ITS S11', 'ITS S17', 'N4']);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  template: string;
  regex: RegExp;
  names: string[];
}

/** Most literal text first, so "{noun}: {a} vs {b}" is tried before "{a} vs {b}". */
const COMPILED: readonly Compiled[] = TEMPLATES.map((template) => {
  const names: string[] = [];
  const parts = template.split(/(\{\w+\})/);
  const source = parts
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escape(part);
      const name = m[1] as string;
      names.push(name);
      return NUMBER_PLACEHOLDERS.has(name) ? '(-?\\d+)' : '(.+?)';
    })
    .join('');
  return { template, regex: new RegExp(`^${source}$`, 's'), names };
}).sort((x, y) => y.template.replace(/\{\w+\}/g, '').length - x.template.replace(/\{\w+\}/g, '').length);

/** The template a text was built from, with the values of its placeholders; null if none. */
export function matchTemplate(text: string): { template: string; values: Record<string, string> } | null {
  for (const c of COMPILED) {
    const m = c.regex.exec(text);
    if (!m) continue;
    const values: Record<string, string> = {};
    c.names.forEach((name, i) => (values[name] = m[i + 1] as string));
    return { template: c.template, values };
  }
  return null;
}

export const RULE_SEPARATOR = ' · ';

/** True for a rule citation: "ITS S11 · Acquisition · Main Objectives", "N4 · Lieutenant". */
export function isRuleCitation(text: string): boolean {
  return UNTRANSLATED_SEGMENTS.has(text.split(RULE_SEPARATOR)[0] ?? '') && text.includes(RULE_SEPARATOR);
}

/** The translatable segments of a rule citation ("ITS S11", "ITS S17" and "N4" stay). */
export function ruleSegments(rule: string): string[] {
  return rule.split(RULE_SEPARATOR).filter((s) => !UNTRANSLATED_SEGMENTS.has(s));
}

/**
 * Preposition + article contractions the grammar requires where a template meets a nested text
 * ("dentro de {zone}" + "el Arsenal" → "dentro del Arsenal"; "in {zone}" + "il Quadrante" →
 * "nel Quadrante"; "de {zone}" + "le Secteur" → "du Secteur"). Applied only to filled templates:
 * catalog entries are written contracted already.
 */
const NOT_LETTER_BEFORE = "(?<![\\p{L}'’])";
const NOT_LETTER_AFTER = "(?![\\p{L}'’])";
const FRENCH: Record<string, string> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' };
const ITALIAN_STEM: Record<string, string> = { a: 'a', da: 'da', di: 'de', in: 'ne', su: 'su' };
const ITALIAN_ENDING: Record<string, string> = { il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' };
const CONTRACTIONS: Record<'es' | 'fr' | 'it', [RegExp, (...m: string[]) => string][]> = {
  es: [[new RegExp(`${NOT_LETTER_BEFORE}(de|a) el${NOT_LETTER_AFTER}`, 'gu'), (_m, p) => (p === 'de' ? 'del' : 'al')]],
  fr: [[new RegExp(`${NOT_LETTER_BEFORE}(?:de|à) les?${NOT_LETTER_AFTER}`, 'gu'), (m) => FRENCH[m] ?? m]],
  it: [
    [
      new RegExp(`${NOT_LETTER_BEFORE}(a|da|di|in|su) (il|lo|la|i|gli|le)${NOT_LETTER_AFTER}`, 'gu'),
      (_m, p, art) => `${ITALIAN_STEM[p as string]}${ITALIAN_ENDING[art as string]}`,
    ],
    [
      new RegExp(`${NOT_LETTER_BEFORE}(a|da|di|in|su) l(['’])(?=\\p{L})`, 'gu'),
      (_m, p, apostrophe) => `${ITALIAN_STEM[p as string]}ll${apostrophe}`,
    ],
  ],
};

export function contract(language: 'es' | 'fr' | 'it', text: string): string {
  return CONTRACTIONS[language].reduce((out, [regex, to]) => out.replace(regex, to), text);
}

/**
 * `english` in `language` (or the pseudo-locale, where every text is known): the exact text if
 * the catalog has it, else its template filled with the numbers as they are and the nested texts
 * translated, else a rule citation segment by segment. In the pseudo-locale templates and
 * segments are tried first, so it is marked the way a translation is built (numbers and "ITS S11"
 * outside the markers, each nested text marked on its own).
 */
function translate(language: 'es' | 'fr' | 'it' | 'pseudo', english: string, depth: number): string {
  const known = (text: string): string | undefined =>
    language === 'pseudo' ? pseudoOf(text) : catalogsInUse[language]?.[text];
  const exact = language === 'pseudo' ? undefined : known(english);
  if (exact !== undefined) return exact;
  const matched = depth > 4 ? null : matchTemplate(english);
  if (matched) {
    const template = known(matched.template);
    if (template === undefined) return english;
    const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = matched.values[name];
      if (value === undefined) return whole;
      return NUMBER_PLACEHOLDERS.has(name) ? value : translate(language, value, depth + 1);
    });
    return language === 'pseudo' ? filled : contract(language, filled);
  }
  if (depth <= 4 && isRuleCitation(english)) {
    return english
      .split(RULE_SEPARATOR)
      .map((segment) => (UNTRANSLATED_SEGMENTS.has(segment) ? segment : translate(language, segment, depth + 1)))
      .join(RULE_SEPARATOR);
  }
  // A text with no letter (a score guide's "3") is no wording: no catalog translates it.
  return language === 'pseudo' && /\p{L}/u.test(english) ? pseudoOf(english) : english;
}

/**
 * A scenario definition's text (or a breakdown line's) in `language`; English when unknown. In
 * the test-only pseudo-locale every text comes out marked as the catalog strings are
 * (src/shared/pseudoLocale.ts), so a test finds a scenario text shown without this lookup.
 */
export function scenarioText(language: ScenarioTextLanguage | undefined, english: string): string {
  if (!language || language === 'en' || english === '') return english;
  return translate(language, english, 0);
}

/** A wizard question with its label, help, reading, rule and options' labels in `language`. */
export function questionIn(language: ScenarioTextLanguage | undefined, q: WizardQuestion): WizardQuestion {
  const tr = (text: string): string => scenarioText(language, text);
  const out: WizardQuestion = { ...q, label: tr(q.label), rule: tr(q.rule) };
  if (q.help !== undefined) out.help = tr(q.help);
  if (q.reading !== undefined) out.reading = tr(q.reading);
  if (q.options) out.options = q.options.map((o) => ({ ...o, label: tr(o.label) }));
  return out;
}

/** A breakdown line's words in `language` (its points and ruling stay as they are). */
export function lineIn(language: ScenarioTextLanguage | undefined, line: ScoreLine): ScoreLine {
  const out: ScoreLine = {
    ...line,
    label: scenarioText(language, line.label),
    rule: scenarioText(language, line.rule),
  };
  if (line.detail !== undefined) out.detail = scenarioText(language, line.detail);
  return out;
}
