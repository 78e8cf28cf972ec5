/**
 * The normalized tournament input: building it from an event file, and checking that it
 * makes sense (every rule below names the game it found the problem in).
 */
import type { EventFile } from '../../../shared/model';
import { isBye } from '../../../shared/api/standings';
import type { TournamentBye, TournamentGame, TournamentInput } from '../../../shared/api/standings';

export interface InputProblem {
  /** Where: e.g. `games[3] (round 2, table 1)` or `players[4]`. */
  where: string;
  message: string;
}

/** The event's players, pairings, results and byes as the engine's input. */
export function tournamentInputFromEvent(event: Readonly<EventFile>): TournamentInput {
  return tournamentInputWithSources(event).input;
}

/** Same, with a location label per game for error messages. */
export function tournamentInputWithSources(event: Readonly<EventFile>): { input: TournamentInput; sources: string[] } {
  const sources: string[] = [];
  const games: (TournamentGame | TournamentBye)[] = [];
  event.rounds.forEach((round, r) => {
    round.pairings.forEach((p, i) => {
      const result = p.result;
      const game: TournamentGame = {
        round: round.number,
        table: p.table,
        a: p.a,
        b: p.b,
        op: result ? [result.op[0], result.op[1]] : null,
        vp: result ? [result.vp[0], result.vp[1]] : null,
      };
      if (result) game.tp = [result.tp[0], result.tp[1]];
      games.push(game);
      sources.push(`rounds[${r}].pairings[${i}] (round ${round.number}, table ${p.table})`);
    });
    if (round.bye !== null) {
      games.push({ round: round.number, bye: round.bye });
      sources.push(`rounds[${r}].bye (round ${round.number})`);
    }
    // A team's bye is a bye for each of its members listed with it (docs/TEAMS.md).
    for (const id of round.teamBye?.players ?? []) {
      games.push({ round: round.number, bye: id });
      sources.push(`rounds[${r}].teamBye (round ${round.number})`);
    }
  });
  const input: TournamentInput = {
    rounds: event.settings.rounds,
    players: event.players.map((p) => ({
      id: p.id,
      name: p.name,
      club: p.club,
      droppedAfterRound: p.droppedAfterRound,
      joinedRound: p.joinedRound,
    })),
    games,
  };
  return { input, sources };
}

/** Where a game is, for messages: `games[3] (round 2, table 1)`. */
export function describeGame(input: TournamentInput, index: number): string {
  const g = input.games[index];
  if (!g) return `games[${index}]`;
  if (isBye(g)) return `games[${index}] (round ${g.round}, bye)`;
  return g.table === undefined
    ? `games[${index}] (round ${g.round})`
    : `games[${index}] (round ${g.round}, table ${g.table})`;
}

/**
 * Consistency of a tournament input beyond its shape: known players, nobody twice in a round,
 * one bye per player (ITS S11 · Byes), rounds within the event, one game per table.
 */
export function validateInput(input: TournamentInput, sources?: readonly string[]): InputProblem[] {
  const problems: InputProblem[] = [];
  const where = (i: number): string => sources?.[i] ?? describeGame(input, i);
  const ids = new Map<string, number>();
  input.players.forEach((p, i) => {
    const first = ids.get(p.id);
    if (first !== undefined) {
      problems.push({ where: `players[${i}]`, message: `player id "${p.id}" is used twice (also players[${first}])` });
    } else ids.set(p.id, i);
  });
  const seenInRound = new Map<string, number>(); // "round|player" → game index
  const tablesInRound = new Map<string, number>(); // "round|table" → game index
  const byeOf = new Map<string, number>(); // player → game index of their bye
  input.games.forEach((g, i) => {
    if (g.round > input.rounds) {
      problems.push({
        where: where(i),
        message: `round ${g.round} is beyond the ${input.rounds} rounds of the event`,
      });
    }
    const people = isBye(g) ? [g.bye] : [g.a, g.b];
    if (!isBye(g) && g.a === g.b) {
      problems.push({ where: where(i), message: `player "${g.a}" is paired against themself` });
    }
    for (const id of new Set(people)) {
      if (!ids.has(id)) {
        problems.push({ where: where(i), message: `unknown player id "${id}"` });
        continue;
      }
      const key = `${g.round}|${id}`;
      const other = seenInRound.get(key);
      if (other !== undefined) {
        problems.push({
          where: where(i),
          message: `player "${id}" appears twice in round ${g.round} (also in ${where(other)})`,
        });
      } else seenInRound.set(key, i);
    }
    if (isBye(g)) {
      const previous = byeOf.get(g.bye);
      if (previous !== undefined) {
        problems.push({
          where: where(i),
          message: `player "${g.bye}" gets a second bye (first in ${where(previous)}); ITS S11 · Byes allows one per event`,
        });
      } else byeOf.set(g.bye, i);
    } else {
      if (g.table !== undefined) {
        const key = `${g.round}|${g.table}`;
        const other = tablesInRound.get(key);
        if (other !== undefined) {
          problems.push({
            where: where(i),
            message: `table ${g.table} is used twice in round ${g.round} (also ${where(other)})`,
          });
        } else tablesInRound.set(key, i);
      }
      if (g.op === null && g.vp !== null) {
        problems.push({ where: where(i), message: 'VP are given but OP are missing' });
      }
    }
  });
  return problems;
}
