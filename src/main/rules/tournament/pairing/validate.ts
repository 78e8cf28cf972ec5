/**
 * Checks a round's pairing — typically one the referee changed by hand — and returns one
 * readable warning per problem. Nothing is refused: the referee decides.
 *   - a player paired twice, with themself, unknown, dropped or not arrived yet, or left out;
 *   - a rematch (ITS S11 · Pairings is silent, but every Swiss tool avoids them);
 *   - a second bye for a player (ITS S11 · Byes: never);
 *   - a club clash, when club avoidance applies to the round;
 *   - a repeated table, when the event avoids repeated tables.
 */
import type { PairedTable } from '../../../../shared/api/rounds';
import type { TournamentInput } from '../../../../shared/api/standings';
import { clubAvoidanceApplies, historyBefore, isActiveIn, pairKey, sameClub } from './history';

export interface ValidateOptions {
  avoidSameClub?: 'never' | 'round1' | 'always';
  avoidRepeatTables?: boolean;
}

export function validatePairing(
  input: TournamentInput,
  round: number,
  pairs: readonly PairedTable[],
  bye: string | null,
  options: ValidateOptions = {},
): string[] {
  const warnings: string[] = [];
  const history = historyBefore(input, round);
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const seen = new Map<string, string>();
  const tablesUsed = new Map<number, number>();
  const place = (id: string, where: string): void => {
    const p = byId.get(id);
    if (!p) warnings.push(`Unknown player "${id}" at ${where}.`);
    else if (!isActiveIn(p, round)) {
      warnings.push(
        p.joinedRound > round
          ? `${id} joins in round ${p.joinedRound} but is placed at ${where}.`
          : `${id} dropped after round ${p.droppedAfterRound} but is placed at ${where}.`,
      );
    }
    const before = seen.get(id);
    if (before) warnings.push(`${id} is placed twice: at ${before} and at ${where}.`);
    else seen.set(id, where);
  };
  for (const p of pairs) {
    const where = `table ${p.table}`;
    if (p.a === p.b) warnings.push(`${p.a} is paired against themself at ${where}.`);
    place(p.a, where);
    if (p.b !== p.a) place(p.b, where);
    tablesUsed.set(p.table, (tablesUsed.get(p.table) ?? 0) + 1);
    const met = history.met.get(pairKey(p.a, p.b));
    if (met && p.a !== p.b)
      warnings.push(`Rematch at ${where}: ${p.a} and ${p.b} already played in round ${met.join(', ')}.`);
    if (clubAvoidanceApplies(options.avoidSameClub ?? 'round1', round) && sameClub(byId.get(p.a), byId.get(p.b))) {
      warnings.push(`Club clash at ${where}: ${p.a} and ${p.b} are both from ${byId.get(p.a)?.club}.`);
    }
    if (options.avoidRepeatTables) {
      for (const id of [p.a, p.b]) {
        const rounds = history.tables.get(id)?.get(p.table);
        if (rounds)
          warnings.push(`Repeated table: ${id} already played on table ${p.table} in round ${rounds.join(', ')}.`);
      }
    }
  }
  for (const [table, count] of tablesUsed) if (count > 1) warnings.push(`Table ${table} has ${count} games.`);
  if (bye !== null) {
    place(bye, 'the bye');
    const previous = history.byes.get(bye);
    if (previous !== undefined) {
      warnings.push(
        `Second bye: ${bye} already had the bye in round ${previous}; ITS S11 · Byes allows one per event.`,
      );
    }
  }
  const activeIds = input.players.filter((p) => isActiveIn(p, round)).map((p) => p.id);
  const missing = activeIds.filter((id) => !seen.has(id));
  if (missing.length > 0) warnings.push(`Not paired this round: ${missing.join(', ')}.`);
  if (bye === null && activeIds.length % 2 === 1 && missing.length === 0) {
    warnings.push('Odd number of players but no bye.');
  }
  return warnings;
}
