/**
 * A teams round as the desk and the projector show it (docs/TEAMS.md): each team match with its
 * two teams, its tables and its games in table order, and the team that has the bye.
 */
import type { EventFile, Pairing, Round } from '../../../../shared/model';

export interface TeamSide {
  id: string;
  name: string;
}

export interface TeamMatchView {
  match: number;
  a: TeamSide;
  b: TeamSide;
  tables: number[];
  /** The match's games, at its tables, in table order. */
  games: Pairing[];
  /** Games with a result, and the games each team's players won (more TP; equal TP won by none). */
  decided: number;
  gamesWon: [number, number];
}

export interface TeamByeView {
  team: TeamSide;
  players: string[];
}

/** True when the event pairs teams. */
export const isTeamsEvent = (event: Pick<EventFile, 'settings'> | null | undefined): boolean =>
  event?.settings.format === 'teams';

/** The round's team matches, and its team bye, with the teams' names from `teamName`. */
export function teamMatches(
  round: Pick<Round, 'pairings' | 'matches' | 'teamBye'>,
  teamName: (id: string) => string,
): { matches: TeamMatchView[]; bye: TeamByeView | null } {
  const byTable = new Map(round.pairings.map((p) => [p.table, p]));
  const matches = (round.matches ?? []).map((m) => {
    const games = [...m.tables]
      .sort((x, y) => x - y)
      .flatMap((table) => {
        const game = byTable.get(table);
        return game ? [game] : [];
      });
    const gamesWon: [number, number] = [0, 0];
    let decided = 0;
    for (const g of games) {
      if (!g.result) continue;
      decided++;
      const [a, b] = g.result.tp;
      if (a > b) gamesWon[0]++;
      else if (b > a) gamesWon[1]++;
    }
    return {
      match: m.match,
      a: { id: m.a, name: teamName(m.a) },
      b: { id: m.b, name: teamName(m.b) },
      tables: games.map((g) => g.table),
      games,
      decided,
      gamesWon,
    };
  });
  const bye = round.teamBye
    ? { team: { id: round.teamBye.team, name: teamName(round.teamBye.team) }, players: round.teamBye.players }
    : null;
  return { matches, bye };
}

/** Tables 1, 2, 3 read "1–3"; tables not in a row are listed. */
export function tableSpan(tables: readonly number[]): string {
  if (tables.length === 0) return '';
  const sorted = [...tables].sort((x, y) => x - y);
  const first = sorted[0] ?? 0;
  const last = sorted[sorted.length - 1] ?? 0;
  const inRow = sorted.every((n, i) => n === first + i);
  if (sorted.length === 1) return String(first);
  return inRow ? `${first}–${last}` : sorted.join(', ');
}

/** Players named at more than one table of a match's match-ups. */
export function pickedTwice(picks: readonly (readonly [string, string])[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of picks.flat()) {
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  return twice;
}

/** The projector's heights, in rem: a match's heading line, each game's line, and its margins. */
const MATCH_LINE_REM = 2.5;
const MATCH_GAP_REM = 1.1;
/** What the projector keeps above the matches: the buttons, the title, the clock and the page line. */
const PROJECTOR_TOP_REM = 17;

/**
 * Whole team matches that fit one projector page under the clock: as many as fit a column's
 * height, in two columns on a wide screen (a match is never split between columns or pages).
 */
export function matchesPerPage(games: number, screen: { width: number; height: number; rem: number }): number {
  const match = ((games + 1) * MATCH_LINE_REM + MATCH_GAP_REM) * screen.rem;
  const perColumn = Math.max(1, Math.floor((screen.height - PROJECTOR_TOP_REM * screen.rem) / match));
  return perColumn * (screen.width >= 62 * screen.rem ? 2 : 1);
}
