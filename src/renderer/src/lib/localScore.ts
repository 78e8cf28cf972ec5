/**
 * The wizards' live score, worked out on this device with the rules engine main scores with
 * (`src/core/rules`): on every answer, with no round trip, and on a phone without the venue's
 * Wi-Fi. Main scores the facts again when they are saved and its score is the one stored; this
 * only shows the same figures sooner. The one place the screens call the engine: a refusal
 * comes back as data, its message in the display language and the players named.
 *
 * Imported dynamically (`import('…/lib/localScore')`), so it is a chunk of its own: the engine
 * holds every scenario of every season, which a phone that never opens the wizard does not need.
 */
import type { ScoreResult } from '../../../shared/api/scoring';
import { ApiError } from '../../../shared/errors';
import type { ApiErrorBody } from '../../../shared/errors';
import type { Round } from '../../../shared/model';
import { namedSides } from '../../../shared/sideNames';
import type { Names } from '../../../shared/sideNames';
import { scoreEventGame } from '../../../core/rules/scenarios/eventGame';
import type { EventScoring } from '../../../core/rules/scenarios/eventGame';
import { scorePlayerFacts } from '../../../core/rules/playerReports/scoreFacts';
import { localizeMessages } from './i18n';

export type { EventScoring };

/** Why the answers do not score: the message as shown, and the fields it is about (dotted paths). */
export interface ScoreProblem {
  message: string;
  fields: string[];
}

export type LocalScore = { score: ScoreResult; problem: null } | { score: null; problem: ScoreProblem };

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

function scored(work: () => ScoreResult, names: Names | undefined): LocalScore {
  try {
    return { score: work(), problem: null };
  } catch (err) {
    // Anything but a refusal is a fault in the engine: it surfaces as one, not as a message.
    if (!(err instanceof ApiError)) throw err;
    return { score: null, problem: problemOf(err, names) };
  }
}

function problemOf(err: ApiError, names: Names | undefined): ScoreProblem {
  const body: ApiErrorBody = err.toBody();
  if (body.i18n && names) body.i18n = namedSides(body.i18n, names);
  // Worded in the display language, as an API answer's refusal is.
  localizeMessages({ error: body });
  const fields = (body.details as { fields?: unknown } | undefined)?.fields;
  return {
    message: body.message,
    fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [],
  };
}
