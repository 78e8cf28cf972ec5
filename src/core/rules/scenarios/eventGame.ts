/**
 * Scores one game of an event: the round's scenario in the event's season, at the round's army
 * size, with the event's Tournament Points preset. Main scores a saved result with it inside the
 * write queue (`scoring.commit`), and the wizards on the desk and on the phones preview with it
 * on the device, so the figures a person watches are the figures main saves.
 */
import type { ScoreResult } from '../../../shared/api/scoring';
import type { EventSettings, Round } from '../../../shared/model';
import type { Ruled } from '../problem';
import { presetForSettings } from '../tournament/presets';
import type { ScoringPreset } from '../tournament/presets';
import { bookOf, gameOf, scoreInSeason } from './seasons';
import type { ScenarioPack } from '../../../shared/scenarioPack';

/** What of the event a game's score depends on (absent: ITS S11 and its preset, no pack). */
export type EventScoring = Partial<Pick<EventSettings, 'season' | 'presetId' | 'byeTp'>> & {
  /** The event's Army Points (ITS S17), or the round's own size where that is what is known. */
  armyPoints?: number | null;
  /** The scenario pack the event keeps, whose scenarios come first. */
  pack?: ScenarioPack | null;
  /** The pack's own Tournament Points table (`settings.packPreset`), used when `presetId` names it. */
  packPreset?: ScoringPreset;
};

export function scoreEventGame(
  settings: EventScoring,
  round: Pick<Round, 'scenarioId' | 'tier'>,
  facts: unknown,
): Ruled<ScoreResult> {
  const game = gameOf(bookOf(settings), round);
  return scoreInSeason(game, game.scenarioId, game, facts, presetForSettings(settings));
}
