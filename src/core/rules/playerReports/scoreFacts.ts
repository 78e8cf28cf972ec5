/**
 * Scores the answers a player sends from a phone: the one path the phone's live breakdown (on the
 * phone itself) and `reports.submit` (in main's write queue) both take, so the breakdown a
 * player watches is the score main stores.
 */
import type { ScoreResult } from '../../../shared/api/scoring';
import { msg } from '../../../shared/messages';
import type { Round } from '../../../shared/model';
import { refuse } from '../problem';
import type { Ruled } from '../problem';
import { scoreEventGame } from '../scenarios/eventGame';
import type { EventScoring } from '../scenarios/eventGame';
import { byId, normalizeFacts } from '../scenarios/registry';
import { bookOf, gameOf } from '../scenarios/seasons';

export function scorePlayerFacts(
  settings: EventScoring,
  round: Pick<Round, 'number' | 'scenarioId' | 'tier'>,
  sent: unknown,
): Ruled<ScoreResult> {
  const game = gameOf(bookOf(settings), round);
  if (!byId(round.scenarioId, game)) return refuse('invalid', msg('m.report.noQuestions', { round: round.number }));
  const facts = normalizeFacts(round.scenarioId, sent, game);
  if (!facts.ok) return facts;
  // ITS S11 · Referees: where the rules are silent the referee rules, never a player's phone.
  const ruling = (facts.value as { game?: { hvtRuling?: string } }).game?.hvtRuling;
  if (ruling !== undefined && ruling !== 'unruled') return refuse('violation', msg('m.report.hvtRuling'));
  return scoreEventGame(settings, round, sent);
}
