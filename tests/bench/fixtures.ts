/** Shared by the benchmarks: percentiles and the large event they write to. */
import type { EventFile, GameResult, Pairing } from '../../src/shared/model';

/** The value below which `p` % of the samples fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const median = (values: number[]): number => percentile(values, 50);

/** A result the benchmarks commit: these scores, both players' confirmations or neither, now. */
export function benchResult(
  op: [number, number],
  vp: [number, number],
  tp: [number, number],
  confirmed: boolean,
): GameResult {
  return {
    op,
    vp,
    tp,
    confirmedByA: confirmed,
    confirmedByB: confirmed,
    committedAt: new Date().toISOString(),
    committedBy: 'bench',
  };
}

/**
 * Fills an empty event with `players` players and `rounds` rounds of pairings, every round but
 * the last with results (closed when `closePlayed`, as a real event would be; locked otherwise).
 */
export function fillBigEvent(
  draft: EventFile,
  options: { players: number; rounds: number; closePlayed: boolean },
): void {
  const { players, rounds } = options;
  for (let i = 0; i < players; i++) {
    draft.players.push({
      id: `p${i}`,
      name: `Player ${i} Ñandú`,
      itsPin: `PIN${i}`,
      faction: 'Nomads',
      club: `Club ${i % 20}`,
      checkedIn: true,
      droppedAfterRound: null,
      joinedRound: 1,
      rating: 1000,
    });
  }
  for (let r = 1; r <= rounds; r++) {
    const played = r < rounds;
    const pairings: Pairing[] = [];
    for (let t = 0; t < players / 2; t++) {
      pairings.push({
        table: t + 1,
        a: `p${(2 * t + r) % players}`,
        b: `p${(2 * t + 1 + r) % players}`,
        listA: null,
        listB: null,
        dispute: '',
        result: played ? benchResult([7, 3], [250, 120], [2, 0], true) : null,
      });
    }
    draft.rounds.push({
      number: r,
      scenarioId: '',
      tier: 'mid',
      status: played && options.closePlayed ? 'closed' : 'locked',
      seed: 's',
      pairings,
      bye: null,
      warnings: [],
      timer: null,
    });
  }
}
