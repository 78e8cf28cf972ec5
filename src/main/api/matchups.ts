/**
 * API domain `matchups.*`: the captains' picks of a team match from their phones (or the
 * referee's desk). Who may do what and every check are in src/main/model/matchups.ts, run
 * against the draft inside the write queue; the protocol is core/rules/tournament/teams/picks.ts.
 */
import { msg } from '../../shared/messages';
import type { MatchupsResults } from '../../shared/api/matchups';
import { callerIn, locate, matchupView, moveSummary, myMatch, pickFor, rollFor, rollValues } from '../model/matchups';
import { rollD20 } from '../model/dice';
import { requireSession } from '../model/playerSession';
import type { DomainHandlers } from './registry';

export const matchupsHandlers = {
  'matchups.state': {
    write: false,
    player: true,
    handle({ round, match }, ctx) {
      const state = ctx.workspace.current().state;
      const at = locate(state, round, match);
      return matchupView(state, at, callerIn(state, at, ctx.player));
    },
  },
  'matchups.mine': {
    write: false,
    player: true,
    handle(_params, ctx) {
      const session = requireSession(ctx);
      const state = ctx.workspace.current().state;
      const at = myMatch(state, session);
      return at ? matchupView(state, at, callerIn(state, at, session)) : null;
    },
  },
  'matchups.roll': {
    write: true,
    player: true,
    edit(draft, { round, match }, ctx) {
      const at = locate(draft, round, match);
      const caller = callerIn(draft, at, ctx.player);
      const picks = rollFor(draft, at, caller, rollD20);
      return {
        result: { state: matchupView(draft, at, caller) },
        summary: msg('m.audit.picksRolled', { round, match, ...rollValues(draft, at, picks) }),
        tables: [...at.match.tables],
      };
    },
  },
  'matchups.pick': {
    write: true,
    player: true,
    edit(draft, { round, match, player, side }, ctx) {
      const at = locate(draft, round, match);
      const caller = callerIn(draft, at, ctx.player);
      const move = pickFor(draft, at, caller, { player, side });
      // The last move set the games: the view reads them from the round again.
      const now = locate(draft, round, match);
      return {
        result: { state: matchupView(draft, now, caller) },
        summary: moveSummary(draft, now, move, player),
        tables: [...at.match.tables],
        players: move.done ? now.games.flatMap((g) => [g.a, g.b]) : [player],
      };
    },
  },
} satisfies DomainHandlers<keyof MatchupsResults>;
