/**
 * The life of a table's player report, as a pure state machine (no clock, no I/O: the caller
 * passes the time and who acts).
 *
 *   none ──submit──▶ reported ──confirm (opponent)──▶ confirmed ──accept (referee)──▶ accepted
 *                       │  ▲                                                           ▲
 *                       │  └──submit (either player: replaces, clears the confirmation) │
 *                       └──dispute (opponent)──▶ disputed ──confirm / submit──────────┘
 *                                                   │
 *                                                   └──settle (referee)──▶ settled
 *
 * A disputed report the referee decides (a result entered or the report taken after review)
 * ends `settled`, not `accepted`: the phones and screens say the referee settled the dispute.
 * A referee's reject sends any open report back to none with the reason. Nothing moves an
 * accepted or settled report; the referee corrects the result itself instead.
 */
import { msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import type { Report, ReportState, ReportSubmission } from '../../../shared/model';
import { ok, refuse } from '../problem';
import type { Refused, Ruled } from '../problem';

export type Side = 'a' | 'b';

export type ReportAction =
  | { kind: 'submit'; submission: ReportSubmission }
  | { kind: 'confirm'; side: Side }
  | { kind: 'dispute'; side: Side; note: string }
  | { kind: 'accept'; by: string }
  | { kind: 'settle'; by: string }
  | { kind: 'reject'; by: string; reason: string };

export const EMPTY_REPORT: Report = {
  state: 'none',
  latest: null,
  submissions: { a: null, b: null },
  confirmedAt: null,
  dispute: null,
  accepted: null,
  settled: null,
  rejected: null,
};

/** The report is closed: its result is the table's, and players can no longer change it. */
export function isClosed(state: ReportState): boolean {
  return state === 'accepted' || state === 'settled';
}

export function stateOf(report: Report | null | undefined): ReportState {
  return report?.state ?? 'none';
}

/** The submission that counts (the latest), if any. */
export function currentSubmission(report: Report | null | undefined): ReportSubmission | null {
  return report?.latest ? report.submissions[report.latest] : null;
}

const conflict = (message: MessageRef): Refused => refuse('conflict', message);

/**
 * The report after `action` at time `at`. Refused as a conflict (with a message for the person
 * who acted) when the action is not possible in the current state.
 */
export function nextReport(report: Report | null | undefined, action: ReportAction, at: string): Ruled<Report> {
  const current = report ?? EMPTY_REPORT;
  if (isClosed(current.state)) return conflict(msg('m.report.accepted'));
  switch (action.kind) {
    case 'submit':
      return ok({
        ...current,
        state: 'reported',
        latest: action.submission.by,
        submissions: { ...current.submissions, [action.submission.by]: action.submission },
        confirmedAt: null,
        dispute: null,
        rejected: null,
      });
    case 'confirm':
    case 'dispute': {
      if (current.state === 'none' || current.latest === null)
        return conflict(msg(action.kind === 'confirm' ? 'm.report.noneToConfirm' : 'm.report.noneToDispute'));
      if (current.latest === action.side) {
        return conflict(msg(action.kind === 'confirm' ? 'm.report.ownConfirm' : 'm.report.ownDispute'));
      }
      if (action.kind === 'confirm') {
        if (current.state === 'confirmed') return ok(current);
        return ok({ ...current, state: 'confirmed', confirmedAt: at, dispute: null });
      }
      if (current.state === 'confirmed') return conflict(msg('m.report.alreadyConfirmed'));
      return ok({ ...current, state: 'disputed', dispute: { by: action.side, note: action.note, at } });
    }
    case 'accept':
      if (current.latest === null) return conflict(msg('m.report.noneToAccept'));
      // Taking a disputed report after review decides the dispute.
      if (current.state === 'disputed') return ok({ ...current, state: 'settled', settled: { by: action.by, at } });
      return ok({ ...current, state: 'accepted', accepted: { by: action.by, at } });
    case 'settle':
      return ok({ ...current, state: 'settled', settled: { by: action.by, at } });
    case 'reject':
      if (current.state === 'none') return conflict(msg('m.report.noneToReject'));
      return ok({
        ...EMPTY_REPORT,
        // Sent back, the report starts over; a phone's action arriving late still counts once.
        ...(current.keys ? { keys: current.keys } : {}),
        rejected: { by: action.by, reason: action.reason, at },
      });
  }
}
