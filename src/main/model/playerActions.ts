/**
 * What a player's phone does to their own table's report, inside the write queue: report the
 * score, confirm or dispute the opponent's. The report's states are the pure machine's
 * (rules/playerReports/machine.ts); the seat, the session and the action's key are checked here
 * against the draft. With auto-accept, a confirmation makes the report the result at once, audited
 * in the names of both players.
 */
import type { ParsedParams, Result } from '../../shared/api';
import type { ReportAck } from '../../shared/api/reports';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { currentSubmission, nextReport, stateOf } from '../../core/rules/playerReports/machine';
import type { ReportAction, Side } from '../../core/rules/playerReports/machine';
import type { PlayerIdentity } from '../auth/venueAuth';
import type { Edit } from '../store/eventStore';
import { mySeat, requireSession } from './playerSession';
import { alreadyApplied, remember } from './reportKeys';
import { acceptInto, moveReport } from './reports';
import { opText, sameSubmission, scoreSubmission } from './reportScores';
import { nameOf } from './reportViews';
import { requireVpOfGame } from './rounds';
import { orThrow } from '../api/fromRules';

/** What an edit by a player's phone knows of its caller: the session and the clock. */
interface PlayerCall {
  player?: PlayerIdentity | undefined;
  now(): Date;
}

/** A player's confirm or dispute on their own table (`reports.confirm`, `reports.dispute`). */
export function playerStep(
  draft: EventFile,
  ctx: PlayerCall,
  sent: { round: number; table: number; key?: string | undefined; game?: string | undefined },
  action: (side: Side) => ReportAction,
  verb: 'm.audit.reportConfirmed' | 'm.audit.reportDisputed',
): Edit<Pick<ReportAck, 'state'>> {
  const { round: roundNo, table, key, game } = sent;
  const session = requireSession(ctx);
  const done = alreadyApplied(draft, session, { round: roundNo, table, key });
  if (done)
    return { result: { state: done.report.state }, summary: msg(verb, { round: roundNo, table, name: session.name }) };
  const seat = mySeat(draft, session, roundNo, table, game);
  const at = ctx.now().toISOString();
  moveReport(seat.pairing, orThrow(nextReport(seat.pairing.report, action(seat.side), at)));
  remember(seat.pairing, key);
  const facts = { tables: [table], players: [seat.pairing.a, seat.pairing.b] };
  const step = msg(verb, { round: roundNo, table, name: session.name });
  if (seat.pairing.report?.state !== 'confirmed' || draft.settings.playerReporting !== 'auto-accept') {
    return { result: { state: stateOf(seat.pairing.report) }, summary: step, ...facts };
  }
  const reporter = nameOf(draft, seat.pairing[seat.pairing.report.latest ?? seat.side]);
  const players = `${reporter} + ${session.name} (players)`;
  const submission = acceptInto(draft, roundNo, table, players, at);
  return {
    result: { state: 'accepted' },
    actor: players,
    summary: msg('m.audit.autoAccepted', { step, score: opText(submission) }),
    ...facts,
  };
}

/**
 * A player reports their table's score (`reports.submit`): facts scored as the wizard scores
 * them, or OP and VP where the scenario has no wizard, within the same bounds as a referee's result.
 */
export function submitReport(
  draft: EventFile,
  params: ParsedParams<'reports.submit'>,
  ctx: PlayerCall,
): Edit<Omit<Result<'reports.submit'>, 'revision' | 'savedAt'>> {
  const session = requireSession(ctx);
  const done = alreadyApplied(draft, session, params);
  if (done) {
    // Nothing changes, so no audit entry is written: the summary is never shown.
    const sent = done.report.submissions[done.side];
    const summary = msg('m.audit.reported', {
      round: params.round,
      table: params.table,
      name: session.name,
      score: '',
    });
    if (!sent) return { result: { state: done.report.state }, summary };
    return { result: { state: done.report.state, op: sent.op, vp: sent.vp, tp: sent.tp }, summary };
  }
  const seat = mySeat(draft, session, params.round, params.table, params.game);
  const submission = scoreSubmission(draft, seat.round, seat.side, params, ctx.now().toISOString());
  // The same bounds as a referee's result, before anything is stored.
  requireVpOfGame(draft, seat.round, params.table, submission.vp);
  const summary = msg('m.audit.reported', {
    round: params.round,
    table: params.table,
    name: session.name,
    score: opText(submission),
  });
  const current = seat.pairing.report;
  if (current && current.latest === seat.side && sameSubmission(currentSubmission(current), submission)) {
    // Sending the report that stands again is not a change: no save, no audit entry.
    if (current.state === 'reported' || current.state === 'confirmed') {
      return { result: { state: current.state, op: submission.op, vp: submission.vp, tp: submission.tp }, summary };
    }
  }
  const report = moveReport(
    seat.pairing,
    orThrow(nextReport(seat.pairing.report, { kind: 'submit', submission }, submission.at)),
  );
  remember(seat.pairing, params.key);
  return {
    result: { state: report.state, op: submission.op, vp: submission.vp, tp: submission.tp },
    summary,
    tables: [params.table],
    players: [seat.pairing.a, seat.pairing.b],
  };
}
