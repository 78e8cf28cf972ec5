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
import { gameOf, scoreInSeason } from './seasons';

/** What of the event's settings a game's score depends on (absent: ITS S11 and its preset). */
export type EventScoring = Partial<Pick<EventSettings, 'season' | 'presetId' | 'byeTp'>> & {
  /** The event's Army Points (ITS S17), or the round's own size where that is what is known. */
  armyPoints?: number | null;
};

export function scoreEventGame(
  settings: EventScoring,
  round: Pick<Round, 'scenarioId' | 'tier'>,
  facts: unknown,
): Ruled<ScoreResult> {
  const game = gameOf(settings, round);
  return scoreInSeason(game.season, game.scenarioId, game, facts, presetForSettings(settings));
}
