/**
 * API domain `reports.*`: players report their own results from their phones, the opponent
 * confirms or disputes, the referee accepts or rejects. The report's states live in the pure
 * machine (rules/playerReports/machine.ts); who may do what, the scoring of what a phone sends
 * and the writes are in src/main/model (playerSession, playerActions, reportScores, reportKeys,
 * reportViews, reports). Every check a write depends on runs inside `store.mutate` against the
 * draft: the event setting, the round's status, the player's seat, the code the session was
 * opened with, and whether the referee has already put a result on the table.
 * A phone signs in with `players.signIn`, served with the players' handlers (players.ts).
 */
import { msg } from '../../shared/messages';
import type { ReportsResults } from '../../shared/api/reports';
import type { DomainHandlers } from './registry';
import { requireSession } from '../model/playerSession';
import { playerStep, submitReport } from '../model/playerActions';
import { acceptReport, rejectReport } from '../model/reports';
import { opText } from '../model/reportScores';
import { mineFor, tableReports } from '../model/reportViews';
import { findRound } from '../model/rounds';

export const reportsHandlers = {
  'reports.mine': {
    write: false,
    player: true,
    handle(params, ctx) {
      const session = requireSession(ctx);
      return mineFor(ctx.workspace.current().state, session, params);
    },
  },
  'reports.submit': {
    write: true,
    player: true,
    edit(draft, params, ctx) {
      return submitReport(draft, params, ctx);
    },
  },
  'reports.confirm': {
    write: true,
    player: true,
    edit(draft, params, ctx) {
      return playerStep(draft, ctx, params, (side) => ({ kind: 'confirm', side }), 'm.audit.reportConfirmed');
    },
  },
  'reports.dispute': {
    write: true,
    player: true,
    edit(draft, params, ctx) {
      return playerStep(
        draft,
        ctx,
        params,
        (side) => ({ kind: 'dispute', side, note: params.note }),
        'm.audit.reportDisputed',
      );
    },
  },
  'reports.list': {
    write: false,
    handle({ round }, ctx) {
      const state = ctx.workspace.current().state;
      return tableReports(state, findRound(state, round));
    },
  },
  'reports.accept': {
    write: true,
    edit(draft, { round, table }, ctx) {
      const { pairing, submission, settled } = acceptReport(draft, round, table, ctx.actor, ctx.now().toISOString());
      // A disputed report taken after review settles the dispute (machine.ts), and says so.
      return {
        result: { state: settled ? ('settled' as const) : ('accepted' as const) },
        summary: msg(settled ? 'm.audit.disputeSettled' : 'm.audit.reportAccepted', {
          round,
          table,
          score: opText(submission),
        }),
        tables: [table],
        players: pairing ? [pairing.a, pairing.b] : [],
      };
    },
  },
  'reports.reject': {
    write: true,
    edit(draft, { round, table, reason }, ctx) {
      const pairing = rejectReport(draft, round, table, ctx.actor, reason, ctx.now().toISOString());
      return {
        result: { state: 'none' as const },
        summary: msg('m.audit.reportRejected', { round, table }),
        reason,
        tables: [table],
        players: [pairing.a, pairing.b],
      };
    },
  },
} satisfies DomainHandlers<Exclude<keyof ReportsResults, `players.${string}`>>;
