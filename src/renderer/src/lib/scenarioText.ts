/**
 * Scenario texts (names, wizard questions, score guides, breakdown lines, rule citations) in the
 * display language: main sends them as `s.*` keys with their values, rendered here by the one
 * render function. The tournament rules' texts main still sends as English strings (citations
 * such as "ITS S11 · Final Scores", tiebreak names) go through the bridge of
 * src/shared/i18n/tournamentTexts.ts; what the organizer typed (a custom scenario's name) is shown
 * as it is.
 */
import type { ScenarioText, WizardQuestion } from '../../../shared/api/scoring';
import { isMessageRef } from '../../../shared/messages';
import { tournamentText } from '../../../shared/i18n/tournamentTexts';
import { currentLanguage, tMessage } from './i18n';

/** A scenario text, a tournament rule's English text, or a figure, in the display language. */
export function st(text: ScenarioText | string): string {
  return isMessageRef(text) ? tMessage(text) : tournamentText(currentLanguage(), text);
}

/** A wizard question as a screen shows it: its words in the display language. */
export type ShownQuestion = WizardQuestion<string>;

/** A wizard question in the display language (its key and option values unchanged). */
export function localQuestion(q: WizardQuestion): ShownQuestion {
  const { label, help, reading, rule, options, ...shape } = q;
  const out: ShownQuestion = { ...shape, label: st(label), rule: st(rule) };
  if (help !== undefined) out.help = st(help);
  if (reading !== undefined) out.reading = st(reading);
  if (options) out.options = options.map((o) => ({ value: o.value, label: st(o.label) }));
  return out;
}
