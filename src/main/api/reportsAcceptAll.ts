/**
 * API `reports.acceptAll`: the referee accepts, in one audited change, every report of a round
 * that both players confirmed (event setting "referee accepts each confirmed report"). The
 * checks and the writes run in the write queue against the draft (model/reports.ts).
 */
import type { ReportsAcceptAllResults } from '../../shared/api/reportsAcceptAll';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { acceptConfirmed } from '../model/reports';
import type { DomainHandlers } from './registry';

export const reportsAcceptAllHandlers = {
  'reports.acceptAll': {
    write: true,
    edit(draft, { round }, ctx) {
      // Under auto-accept a confirmed report is already the result; with reporting off there is none.
      if (draft.settings.playerReporting !== 'referee-approves') {
        throw new ApiError('CONFLICT', msg('m.report.acceptAllMode'));
      }
      const accepted = acceptConfirmed(draft, round, ctx.actor, ctx.now().toISOString());
      if (accepted.length === 0) throw new ApiError('CONFLICT', msg('m.report.noneConfirmed', { round }));
      const tables = accepted.map((x) => x.table);
      return {
        result: { tables },
        summary: msg('m.audit.reportsAccepted', { round, n: tables.length, tables }),
        tables,
        players: accepted.flatMap((x) => [x.a, x.b]),
      };
    },
  },
} satisfies DomainHandlers<keyof ReportsAcceptAllResults>;
