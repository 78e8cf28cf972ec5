/**
 * Scoring what a player's phone sends with the same engine as the referee's wizard: the round's
 * scenario, tier and the event's preset. The phone's live breakdown (`reports.mine { facts }`)
 * and `reports.submit` take the one path, so what the phone shows is what is stored.
 */
import { isDeepStrictEqual } from 'node:util';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile, ReportSubmission, Round } from '../../shared/model';
import { opTpHoles } from '../../shared/scoreHoles';
import { storedFacts } from '../../core/rules/scenarios/breakdown';
import { byId } from '../../core/rules/scenarios/registry';
import type { ScenarioSource } from '../../core/rules/scenarios/registry';
import { eventBook } from '../../core/rules/scenarios/seasons';
import { scorePlayerFacts } from '../../core/rules/playerReports/scoreFacts';
import type { ScoreResult } from '../../shared/api/scoring';
import { presetForSettings, tournamentPoints } from '../../core/rules/tournament';
import type { Side } from '../../core/rules/playerReports/machine';
import { orThrow } from '../api/fromRules';

type State = Readonly<EventFile>;

/** The round's scenario has wizard questions (a custom scenario takes OP and VP as typed). */
export const hasWizard = (round: Pick<Round, 'scenarioId'>, from: ScenarioSource) =>
  byId(round.scenarioId, from) !== undefined;

/** Scores a player's facts with the round's scenario, tier and the event's preset, as the phone does. */
export function scoreFacts(state: State, round: Round, sent: unknown): ScoreResult {
  return orThrow(scorePlayerFacts({ ...state.settings, pack: state.scenarioPack }, round, sent));
}

/** Scores what a player sent with the round's scenario (as the wizard does) or takes OP/VP. */
export function scoreSubmission(
  draft: State,
  round: Round,
  side: Side,
  sent: { facts: unknown } | { op: [number, number]; vp: [number, number] },
  at: string,
): ReportSubmission {
  if ('facts' in sent) {
    const scored = scoreFacts(draft, round, sent.facts);
    // Facts and figures only: the breakdown is derived from them when shown (breakdown.ts).
    return {
      by: side,
      at,
      op: [scored.players.a.op, scored.players.b.op],
      vp: scored.vp,
      tp: scored.tp,
      facts: orThrow(storedFacts(round.scenarioId, sent.facts, eventBook(draft))),
    };
  }
  if (hasWizard(round, eventBook(draft))) {
    throw new ApiError('INVALID_INPUT', msg('m.report.answerQuestions', { round: round.number }));
  }
  const preset = presetForSettings(draft.settings);
  return { by: side, at, op: sent.op, vp: sent.vp, tp: tournamentPoints(preset, sent.op) };
}

/** Two submissions say the same (whenever they were sent). */
export function sameSubmission(a: ReportSubmission | null, b: ReportSubmission): boolean {
  if (!a) return false;
  const { at: _a, ...left } = a;
  const { at: _b, ...right } = b;
  return isDeepStrictEqual(JSON.parse(JSON.stringify(left)), JSON.parse(JSON.stringify(right)));
}

/** A submission's score as the audit words it. */
export const opText = (s: Pick<ReportSubmission, 'op' | 'tp'>) => msg('m.audit.score', opTpHoles(s));
