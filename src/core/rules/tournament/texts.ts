/**
 * The tournament rules' texts that main sends for a screen or a PDF to show: the rule
 * citations of the round guideline, the bye adjustment, the presets and the tiebreaks, the
 * presets' names, outcomes and bonuses, and the tiebreaks' names. Each is a catalog key
 * (`s.*`, src/shared/i18n/en/scenarios.ts) with its values, rendered where shown in the reader's
 * language; `tournamentTextsShown` lists them for their test (./texts.test.ts). A new citation is
 * a constant here or beside its rule, built with `cite`, never an English string.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import { DEFEAT_OUTCOME, PRESETS, TIE_OUTCOME } from './presets';
import { TIEBREAKS } from './tiebreaks';

/** The guideline for the number of rounds by player count (rounds.guideline), sent as a key. */
export const ROUNDS_RULE: ScenarioText = cite('ITS S11', msg('s.tournament.numberOfRounds'));

/** A bye's score and the end-of-event adjustment of OP and VP for it. */
export const BYES_RULE: MessageRef = cite('ITS S11', msg('s.tournament.byes'));

/** A bye's outcome on a player's round-by-round explanation. */
export const BYE_OUTCOME: MessageRef = msg('s.tournament.byeVictory');

/** Every tournament text a screen or a PDF may show. */
export function tournamentTextsShown(): MessageRef[] {
  const out: MessageRef[] = [ROUNDS_RULE, BYES_RULE, BYE_OUTCOME, TIE_OUTCOME, DEFEAT_OUTCOME];
  for (const preset of PRESETS) {
    out.push(preset.name, preset.rule);
    for (const band of preset.winBands) out.push(band.outcome);
    for (const bonus of preset.bonuses ?? []) out.push(bonus.label);
  }
  for (const tiebreak of TIEBREAKS) out.push(tiebreak.rule, tiebreak.label);
  return out;
}
