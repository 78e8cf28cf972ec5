/**
 * End of the game: Victory Points (surviving Army Points, ITS S11 · Tournament Points tiebreak)
 * and killed points, per player, in the shape the scenario scoring wizard takes as facts.
 *
 * - A trooper in any Null state at the end counts as Killed (ITS S11 scenarios · Killing), and
 *   a Shasvastii-Embryo is treated as Unconscious at the end (N4 · Shasvastii).
 * - Troopers never deployed by the end count as Killed by the adversary (ITS S11 · Killing).
 *   Hidden Deployment troopers were deployed: they survive.
 * - Evacuated troopers survived (N3 · Retreat!).
 * - Baggage adds its points only to a non-Null survivor; a Null one is worth its cost alone for
 *   killing (N3 FAQ: Ikadron 29 alive, 9 killed).
 */
import type { GameTally, ScoringFacts, SideTally, TrooperTallyLine } from '../../../shared/api/tables';
import type { ArmySetup, ArmyState, Side, TableState } from './types';
import { otherSide } from './types';

function tallyLines(setup: ArmySetup, army: ArmyState): TrooperTallyLine[] {
  return setup.troopers.map((trooper) => {
    const status = army.troopers[trooper.id]?.status ?? 'not-deployed';
    const baggage = trooper.skills.baggage ? trooper.baggagePoints : 0;
    switch (status) {
      case 'model':
      case 'marker':
      case 'hidden':
        return { id: trooper.id, name: trooper.name, outcome: 'survived', points: trooper.cost + baggage };
      case 'evacuated':
        return { id: trooper.id, name: trooper.name, outcome: 'evacuated', points: trooper.cost + baggage };
      case 'not-deployed':
        return { id: trooper.id, name: trooper.name, outcome: 'not-deployed', points: trooper.cost };
      default:
        return { id: trooper.id, name: trooper.name, outcome: 'killed', points: trooper.cost };
    }
  });
}

function sum(lines: TrooperTallyLine[], keep: (line: TrooperTallyLine) => boolean): number {
  return lines.filter(keep).reduce((total, line) => total + line.points, 0);
}

/** Victory Points and killed points for both players as the table stands now. */
export function tallyGame(state: Pick<TableState, 'setup' | 'armies'>): GameTally {
  const partial = {} as Record<Side, Omit<SideTally, 'killedPoints'>>;
  for (const side of ['a', 'b'] as const) {
    const setup = state.setup.armies[side];
    const lines = tallyLines(setup, state.armies[side]);
    partial[side] = {
      playerId: setup.playerId,
      victoryPoints: sum(lines, (l) => l.outcome === 'survived' || l.outcome === 'evacuated'),
      pointsLost: sum(lines, (l) => l.outcome === 'killed' || l.outcome === 'not-deployed'),
      lines,
    };
  }
  const withKilled = (side: Side): SideTally => ({
    ...partial[side],
    killedPoints: partial[otherSide(side)].pointsLost,
  });
  const facts = (side: Side): ScoringFacts => ({
    survivingPoints: partial[side].victoryPoints,
    killedPoints: sum(partial[otherSide(side)].lines, (l) => l.outcome === 'killed'),
    notDeployedPoints: sum(partial[side].lines, (l) => l.outcome === 'not-deployed'),
  });
  return { a: withKilled('a'), b: withKilled('b'), facts: { a: facts('a'), b: facts('b') } };
}
