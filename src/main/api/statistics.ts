/**
 * `standings.statistics`: the event in figures (src/core/stats), for the Standings →
 * Statistics screen. A referee's read (player names and lists' units), worked out once per
 * revision like the standings.
 */
import { eventStatistics } from '../../core/stats/eventStatistics';
import type { DomainHandlers } from './registry';
import { perRevision } from './revisionCache';

export const statisticsHandlers = {
  'standings.statistics': {
    write: false,
    handle(_params, ctx) {
      const state = ctx.workspace.current().state;
      return perRevision(state, 'standings.statistics', () => eventStatistics(state));
    },
  },
} satisfies DomainHandlers<'standings.statistics'>;
