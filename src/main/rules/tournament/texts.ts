/**
 * The tournament rules' English texts that main sends for a screen or a PDF to show: the rule
 * citations of the bye adjustment, the presets and the tiebreaks, the
 * presets' names, outcomes and bonuses, and the tiebreaks' names. They stay English in the API
 * and the event file; their words are `s.*` keys of the catalogs, found where shown by the bridge
 * src/shared/i18n/tournamentTexts.ts (`tournamentTextsShown` lists them for its test,
 * ./texts.test.ts). A new citation is a constant here, never a string written where it is sent
 * (the army list checks cite keys: `LIST_RULES`).
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { DEFEAT_OUTCOME, PRESETS, TIE_OUTCOME } from './presets';
import { TIEBREAKS } from './tiebreaks';

/** The guideline for the number of rounds by player count (rounds.guideline), sent as a key. */
export const ROUNDS_RULE: ScenarioText = cite('ITS S11', msg('s.numberTournamentRounds'));

/** A bye's score and the end-of-event adjustment of OP and VP for it. */
export const BYES_RULE = 'ITS S11 · Byes';

/** A bye's outcome on a player's round-by-round explanation. */
export const BYE_OUTCOME = 'Bye (Victory)';

/** Every tournament text a screen or a PDF may show, without repeats. */
export function tournamentTextsShown(): string[] {
  const out = new Set<string>([BYES_RULE, BYE_OUTCOME, TIE_OUTCOME, DEFEAT_OUTCOME]);
  for (const preset of PRESETS) {
    out.add(preset.name);
    out.add(preset.rule);
    for (const band of preset.winBands) out.add(band.outcome);
    for (const bonus of preset.bonuses ?? []) out.add(bonus.label);
  }
  for (const tiebreak of TIEBREAKS) {
    out.add(tiebreak.rule);
    out.add(tiebreak.label);
  }
  return [...out];
}
