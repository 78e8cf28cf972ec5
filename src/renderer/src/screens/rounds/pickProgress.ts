/**
 * Where the captains' picks of one team match stand, read from the event as the desk holds it
 * (docs/TEAMS.md · Captains' picks), so the Rounds screen follows the phones' moves with its live
 * update and asks nothing more of main. The protocol (whose move, which role) is the rules
 * engine's own `toMove`; main checks every move again when it is made.
 */
import type { Pairing, TeamMatch } from '../../../../shared/model';
import { t } from '../../lib/i18n';
import { toMove } from '../../../../core/rules/tournament/teams/picks';
import type { PickSide, PickState } from '../../../../core/rules/tournament/teams/picks';

export type { PickSide };

/**
 * Who set the match-ups the match plays now: nobody yet (the first match-up, in roster order),
 * the captains (picking, or done and the games as they agreed), or the referee (by hand).
 */
export type PickProgress =
  | { kind: 'notRolled' }
  | {
      kind: 'picking';
      rolls: { a: number; b: number }[];
      first: PickSide;
      toMove: { side: PickSide; role: 'defend' | 'attack' };
      /** The player put forward and not answered yet (the side to move answers them). */
      pending: string | null;
    }
  | { kind: 'captains' }
  | { kind: 'referee' };

/** The players of one side, in table order, follow `roster` (a first match-up, made in roster order). */
function inRosterOrder(seated: readonly string[], roster: readonly string[] | undefined): boolean {
  if (!roster) return false;
  const places = seated.map((id) => roster.indexOf(id));
  return places.every((place, i) => place >= 0 && (i === 0 || place > (places[i - 1] as number)));
}

const pickState = (picks: NonNullable<TeamMatch['picks']>): PickState => ({
  players: picks.players,
  rolls: picks.rolls[picks.rolls.length - 1] as { a: number; b: number },
  first: picks.first,
  pending: picks.pending,
  games: picks.games,
});

/**
 * `games`: the match's games in table order; `rosters`: each team's members by team id. A pick
 * done whose games are not the ones at the tables was overruled by the referee's match-ups; with
 * no pick, a match-up that is not the teams' roster order is the referee's.
 */
export function pickProgress(
  match: TeamMatch,
  games: readonly Pick<Pairing, 'a' | 'b'>[],
  rosters: ReadonlyMap<string, readonly string[]>,
): PickProgress {
  const picks = match.picks;
  if (picks) {
    const state = pickState(picks);
    const move = toMove(state);
    if (move) {
      return {
        kind: 'picking',
        rolls: picks.rolls,
        first: picks.first,
        toMove: move,
        pending: picks.pending?.player ?? null,
      };
    }
    const asAgreed =
      picks.games.length === games.length &&
      picks.games.every((g, i) => games[i]?.a === g.pair[0] && games[i]?.b === g.pair[1]);
    return { kind: asAgreed ? 'captains' : 'referee' };
  }
  const roster =
    inRosterOrder(
      games.map((g) => g.a),
      rosters.get(match.a),
    ) &&
    inRosterOrder(
      games.map((g) => g.b),
      rosters.get(match.b),
    );
  return { kind: roster ? 'notRolled' : 'referee' };
}

/** The players `side` may still put forward or answer with: its fielded players not yet placed. */
export function freePlayers(picks: NonNullable<TeamMatch['picks']>, side: PickSide): string[] {
  const index = side === 'a' ? 0 : 1;
  const taken = new Set(picks.games.map((g) => g.pair[index]));
  if (picks.pending?.side === side) taken.add(picks.pending.player);
  return picks.players[side].filter((id) => !taken.has(id));
}

/** The rolls as the phones write them: side a's first, a roll again after each tie. */
export const rollsText = (rolls: readonly { a: number; b: number }[]): string =>
  rolls.map((r) => `${r.a}–${r.b}`).join(', ');

/** The one line the Rounds screen shows for the match, with the teams' and players' names. */
export function pickLine(
  progress: PickProgress,
  teams: Record<PickSide, string>,
  playerName: (id: string) => string,
): string {
  switch (progress.kind) {
    case 'notRolled':
      return t('teamRound.picksNotRolled');
    case 'captains':
      return t('teamRound.picksByCaptains');
    case 'referee':
      return t('teamRound.picksByReferee');
    case 'picking': {
      const values = {
        rolls: rollsText(progress.rolls),
        first: teams[progress.first],
        team: teams[progress.toMove.side],
      };
      return progress.pending
        ? t('teamRound.picksAnswer', { ...values, player: playerName(progress.pending) })
        : t('teamRound.picksForward', values);
    }
  }
}
