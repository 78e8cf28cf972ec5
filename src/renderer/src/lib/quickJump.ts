/**
 * The quick-jump (Ctrl+K or /): finds a table by number or a player by name in the round in play
 * (the newest round with pairings), from any screen. Pure, so the bench and the tests share it.
 */
import type { EventFile, Round } from '../../../shared/model';
import { namesToldApart } from '../../../shared/namesakes';
import { matches } from './search';

export type JumpTarget =
  | { kind: 'table'; round: number; table: number; a: string; b: string; player?: string }
  | { kind: 'bye'; round: number; player: string }
  | { kind: 'player'; player: string };

/** The round a referee is chasing: the newest one that has pairings. */
export function currentRound(event: Pick<EventFile, 'rounds'>): Round | null {
  for (let i = event.rounds.length - 1; i >= 0; i--) {
    const round = event.rounds[i] as Round;
    if (round.pairings.length > 0 || round.bye) return round;
  }
  return null;
}

export function quickJump(event: Pick<EventFile, 'rounds' | 'players'>, query: string, limit = 8): JumpTarget[] {
  const q = query.trim().replace(/^(table|t|mesa)\s*/i, '');
  if (q === '') return [];
  const round = currentRound(event);
  // Two "Carlos García" read with their club: the referee picks one of them from this list.
  const names = namesToldApart(event.players);
  const nameOf = (id: string) => names.get(id) ?? '';
  const out: JumpTarget[] = [];
  if (round && /^\d+$/.test(q)) {
    const exact = round.pairings.find((p) => p.table === Number(q));
    if (exact)
      out.push({ kind: 'table', round: round.number, table: exact.table, a: nameOf(exact.a), b: nameOf(exact.b) });
    for (const p of round.pairings) {
      if (p !== exact && String(p.table).startsWith(q))
        out.push({ kind: 'table', round: round.number, table: p.table, a: nameOf(p.a), b: nameOf(p.b) });
    }
  }
  const numeric = /^\d+$/.test(q);
  for (const player of event.players) {
    if (out.length >= limit) break;
    // A number is a table number, or a player's whole ITS PIN; words are looked for in names.
    if (numeric ? player.itsPin !== q : !matches(q, [player.name])) continue;
    const pairing = round?.pairings.find((p) => p.a === player.id || p.b === player.id);
    if (round && pairing)
      out.push({
        kind: 'table',
        round: round.number,
        table: pairing.table,
        a: nameOf(pairing.a),
        b: nameOf(pairing.b),
        player: player.id,
      });
    else if (round && round.bye === player.id)
      out.push({ kind: 'bye', round: round.number, player: nameOf(player.id) });
    else out.push({ kind: 'player', player: player.name });
  }
  return out.slice(0, limit);
}
