/**
 * The wizards' live score, worked out on this device with the rules engine main scores with
 * (`src/core/rules`): on every answer, with no round trip, and on a phone without the venue's
 * Wi-Fi. Main scores the facts again when they are saved and its score is the one stored; this
 * only shows the same figures sooner. The one place the screens call the engine: a refusal
 * comes back as data, as main's answer carries it (code, English message, key, fields), with the
 * players named; the wizard words it in the display language like any answer's refusal.
 *
 * Imported dynamically (`import('…/lib/localScore')`), so it is a chunk of its own: the engine
 * holds every scenario of every season, which a phone that never opens the wizard does not need.
 */
import type { MyGame } from '../../../shared/api/reports';
import type { ScoreResult } from '../../../shared/api/scoring';
import { ApiError, CODE_OF_PROBLEM } from '../../../shared/errors';
import type { Ruled } from '../../../core/rules/problem';
import type { ApiErrorBody } from '../../../shared/errors';
import type { ReportSubmission, Round } from '../../../shared/model';
import type { ScenarioPack } from '../../../shared/scenarioPack';
import { withNames } from '../../../shared/sideNames';
import type { Names } from '../../../shared/sideNames';
import { scoreEventGame } from '../../../core/rules/scenarios/eventGame';
import type { EventScoring } from '../../../core/rules/scenarios/eventGame';
import { scorePlayerFacts } from '../../../core/rules/playerReports/scoreFacts';
import { scoreOf } from '../../../core/rules/scenarios/breakdown';
import { bookOf, gameOf } from '../../../core/rules/scenarios/seasons';
import { presetForSettings } from '../../../core/rules/tournament/presets';

export type { EventScoring };

export type LocalScore = { score: ScoreResult; problem: null } | { score: null; problem: ApiErrorBody };

/** Scores the answers as the referee's `scoring.commit` will. */
export function scoreGame(
  settings: EventScoring,
  round: Pick<Round, 'scenarioId' | 'tier'>,
  facts: unknown,
  names?: Names,
): LocalScore {
  return scored(() => scoreEventGame(settings, round, facts), names);
}

/** Scores a player's answers as `reports.submit` will (a player may not rule on the rules' silences). */
export function scoreReport(
  settings: EventScoring,
  round: Pick<Round, 'number' | 'scenarioId' | 'tier'>,
  facts: unknown,
  names?: Names,
): LocalScore {
  return scored(() => scorePlayerFacts(settings, round, facts), names);
}

/**
 * How a player's report on the table scored, with its stored figures, as main derives it for
 * `reports.mine { breakdowns }`; null when its facts no longer score (or it has none).
 */
export function reportBreakdown(
  settings: EventScoring,
  round: Pick<Round, 'scenarioId' | 'tier'>,
  submission: Pick<ReportSubmission, 'vp' | 'tp' | 'facts'>,
): ScoreResult | null {
  const score = scoreOf(gameOf(bookOf(settings), round), submission, presetForSettings(settings));
  return score && (JSON.parse(JSON.stringify(score)) as ScoreResult);
}

/**
 * What a player's game (`reports.mine`) is scored with: the event's settings main scores the report
 * with, and the event's scenario pack when the phone holds it (`round.pack` names it).
 */
export function gameScoring(round: NonNullable<MyGame['round']>, pack: ScenarioPack | null = null): EventScoring {
  // A game kept by an older page names no preset: an ITS S17 game is the one with Army Points.
  const season = round.scoring?.season ?? (round.armyPoints === undefined ? 'its-s11' : 'its-s17');
  return { presetId: season, ...round.scoring, season, armyPoints: round.armyPoints ?? null, pack };
}

/** The engine's refusal as main answers it (`orThrow`): the same code, message and details. */
function accepted(result: Ruled<ScoreResult>): ScoreResult {
  if (result.ok) return result.value;
  throw new ApiError(CODE_OF_PROBLEM[result.problem.kind], result.problem.message, result.problem.details);
}

function scored(work: () => Ruled<ScoreResult>, names: Names | undefined): LocalScore {
  try {
    // As main's answer reaches a screen (JSON): the same shape, and a -0 the engine may work
    // out reads 0, never “-0”.
    const score = withNames(names, () => accepted(work()));
    return { score: JSON.parse(JSON.stringify(score)) as ScoreResult, problem: null };
  } catch (err) {
    // Anything but a refusal is a fault in the engine: it surfaces as one, not as a message.
    if (!(err instanceof ApiError)) throw err;
    return { score: null, problem: err.toBody() };
  }
}
