/**
 * A bridge for the tournament rules' texts only: the citations and names main still sends as
 * English strings (src/main/rules/tournament/texts.ts: byes, presets, outcomes, bonuses and
 * tiebreaks). Their words are `s.*`
 * keys of the catalogs (en/scenarios.ts); this finds the key of an exact English text, a citation
 * segment by segment ("ITS S11", "ITS S17" and "N4" are the rulebooks' references and stay).
 * Scenario texts never come through here: the rules engine sends them as keys.
 */
import { scenarios } from './en/scenarios';
import { rendererIn } from './languages';
import { renderMessage } from './render';
import type { TextKey } from './en';

const KEY_OF: ReadonlyMap<string, TextKey> = new Map(
  Object.entries(scenarios).map(([key, english]) => [english as string, key as TextKey]),
);
const REFERENCES: ReadonlySet<string> = new Set(['ITS S11', 'ITS S17', 'N4']);
const SEPARATOR = ' · ';

/** The key of a tournament text ("Byes", "Bye (Victory)"), or undefined for a text it does not know. */
export function tournamentTextKey(english: string): TextKey | undefined {
  return KEY_OF.get(english);
}

/**
 * A tournament rule's text in `language` (English, or as it came, when no key matches); in the
 * test-only pseudo-locale it is marked as the catalogs' strings are.
 */
export function tournamentText(language: string | undefined, english: string): string {
  if (!language || language === 'en' || english === '') return english;
  const key = KEY_OF.get(english);
  if (key) return renderMessage({ key }, rendererIn(language));
  const segments = english.split(SEPARATOR);
  if (segments.length > 1 && REFERENCES.has(segments[0] as string)) {
    return segments.map((s) => (REFERENCES.has(s) ? s : tournamentText(language, s))).join(SEPARATOR);
  }
  return english;
}
