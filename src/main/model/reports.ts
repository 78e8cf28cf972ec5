/**
 * The referee's side of the players' reports, inside a draft (`store.mutate`): a report made the
 * table's result — one table (`reports.accept`, a confirmation under auto-accept) or every
 * confirmed table of a round at once (`reports.acceptAll`) — or sent back (`reports.reject`).
 * The report's states are the pure machine's (rules/playerReports/machine.ts); these write its
 * next state and the result field by field.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile, Pairing, Report, ReportSubmission, Round } from '../../shared/model';
import { currentSubmission, isClosed, nextReport, stateOf } from '../../core/rules/playerReports/machine';
import { findDraft } from './drafts';
import { editInPlace } from './inPlace';
import { findRound, findTable, writeResult } from './rounds';
import { orThrow } from '../api/fromRules';

/** A report's next state written into the draft field by field (see inPlace.ts). */
export function moveReport(pairing: Pairing, next: Report): Report {
  if (pairing.report) editInPlace(pairing.report, next);
  else pairing.report = next;
  return pairing.report;
}

/**
 * Accepts the table's current report inside a draft: writes it as the table's result (refused
 * when the referee has entered one) and moves the report to accepted (settled when disputed).
 * The result records the confirmations the players gave: the one who reported, and the other
 * when they confirmed; a dispute the referee decides records no confirmation of the disputer.
 */
export function acceptInto(draft: EventFile, roundNo: number, table: number, by: string, at: string): ReportSubmission {
  const round = findRound(draft, roundNo) as Round;
  const pairing = findTable(round, table);
  if (pairing.result && !isClosed(stateOf(pairing.report))) {
    throw new ApiError('CONFLICT', msg('m.report.resultEntered', { table }));
  }
  const accepted = orThrow(nextReport(pairing.report, { kind: 'accept', by }, at));
  const submission = currentSubmission(accepted) as ReportSubmission;
  const confirmed = pairing.report?.state === 'confirmed';
  // The result's own copies: a ruling or a correction of the result (written in place) leaves
  // the players' report as they sent it. JSON copies: a draft's objects may be proxies.
  writeResult(draft, roundNo, table, {
    op: [...submission.op],
    vp: [...submission.vp],
    tp: [...submission.tp],
    ...(submission.facts === undefined ? {} : { facts: JSON.parse(JSON.stringify(submission.facts)) as unknown }),
    confirmedByA: submission.by === 'a' || confirmed,
    confirmedByB: submission.by === 'b' || confirmed,
    committedAt: at,
    committedBy: by,
  });
  moveReport(pairing, accepted);
  return submission;
}

/** Report states a referee can still act on: someone has reported. */
function requireOpenReport(report: Report | null | undefined, table: number): void {
  if (stateOf(report) === 'none') throw new ApiError('CONFLICT', msg('m.report.nobodyReported', { table }));
}

/**
 * The referee takes a table's report as its result (`reports.accept`); `settled` when it was
 * disputed (the machine settles a dispute taken after review).
 */
export function acceptReport(
  draft: EventFile,
  roundNo: number,
  table: number,
  by: string,
  at: string,
): { pairing: Pairing | undefined; submission: ReportSubmission; settled: boolean } {
  const pairing = findDraft(findRound(draft, roundNo).pairings, (p) => p.table === table);
  requireOpenReport(pairing?.report, table);
  const submission = acceptInto(draft, roundNo, table, by, at);
  return { pairing, submission, settled: pairing?.report?.state === 'settled' };
}

/** The referee sends a table's report back to the players (`reports.reject`), saying why. */
export function rejectReport(
  draft: EventFile,
  roundNo: number,
  table: number,
  by: string,
  reason: string,
  at: string,
): Pairing {
  const pairing = findTable(findRound(draft, roundNo), table);
  requireOpenReport(pairing.report, table);
  moveReport(pairing, orThrow(nextReport(pairing.report, { kind: 'reject', by, reason }, at)));
  return pairing;
}

/** A table whose players both confirmed the report and that has no result yet. */
export function awaitsAcceptance(pairing: Pairing): boolean {
  return pairing.report?.state === 'confirmed' && pairing.result === null;
}

/**
 * Accepts every confirmed, undisputed report of the round that has no result: the tables
 * accepted, in table order. Disputed, unconfirmed and already decided tables are left alone.
 */
export function acceptConfirmed(
  draft: EventFile,
  roundNo: number,
  by: string,
  at: string,
): { table: number; a: string; b: string }[] {
  const round = findRound(draft, roundNo);
  const waiting = round.pairings.filter(awaitsAcceptance).map((p) => ({ table: p.table, a: p.a, b: p.b }));
  for (const { table } of waiting) acceptInto(draft, roundNo, table, by, at);
  return waiting.sort((x, y) => x.table - y.table);
}
