/**
 * Scenario and tournament texts (names, wizard questions, score guides, breakdown lines, rule
 * citations such as "ITS S11 · Final Scores", presets' outcomes, tiebreaks' names) in the display
 * language: main sends them as `s.*` keys with their values, rendered here by the one render
 * function. What the organizer typed (a custom scenario's name) is shown as it is.
 */
import type { ScenarioText, WizardQuestion } from '../../../shared/api/scoring';
import { isMessageRef } from '../../../shared/messages';
import { tMessage } from './i18n';

/** A scenario or tournament text in the display language; a typed name or a figure as it is. */
export function st(text: ScenarioText | string): string {
  return isMessageRef(text) ? tMessage(text) : text;
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
