/**
 * Scenario texts (names, wizard questions, breakdown lines) and the tournament rules' texts main
 * sends (rule citations such as "ITS S11 · Final Scores" or "N4 · Lieutenant", tiebreak names)
 * in the display language. Main sends them in English, as the event file stores them; they are
 * translated only where shown (src/shared/scenarioTexts).
 */
import type { WizardQuestion } from '../../../shared/api/scoring';
import { questionIn, scenarioText } from '../../../shared/scenarioTexts/lookup';
import { currentLanguage } from './i18n';

/** One scenario or tournament text in the display language (English when no catalog has it). */
export function st(english: string): string {
  return scenarioText(currentLanguage(), english);
}

/** A wizard question in the display language (its key and option values unchanged). */
export function localQuestion(q: WizardQuestion): WizardQuestion {
  return questionIn(currentLanguage(), q);
}
