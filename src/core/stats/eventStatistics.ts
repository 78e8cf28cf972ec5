/**
 * The event in figures, from the event file alone (pure: the screens, the PDF and the CSV
 * exports all read this). Results are taken as committed; nothing is rescored.
 *
 * Readings:
 * - A game is won, tied or lost on Objective Points (ITS S17 · Keeping Score: the player with
 *   more OP wins). Byes are not games: they count in a player's Tournament Points only.
 * - A player's faction is what they registered with, else the army of their list; their
 *   sectorial is the army of their (first) list, '' when they brought none.
 * - Who played first is known only where the scoring wizard recorded it (a game ended by
 *   Retreat!, some scenarios): the side averages count those games only.
 */
import type {
  EventStatistics,
  GroupStats,
  RoundStats,
  ScenarioStats,
  StandingLine,
  UnitStats,
} from '../../shared/api/statistics';
import type { EventFile, Player } from '../../shared/model';
import { TIER_LIMITS } from '../../shared/model';
import { computeStandings, presetForSettings, tournamentInputFromEvent } from '../rules/tournament';
import { compareText } from '../rules/tournament/standings';
import { rateOf } from './rate';

/** How many players the TP-over-rounds chart follows. */
export const TOP_PLAYERS = 16;
/** Width of a VP band in the per-round distribution. */
export const VP_BAND = 50;
const MAX_OP = 10;

/** One player's side of a game with a result. */
interface Side {
  player: string;
  op: number;
  vp: number;
  oppOp: number;
}

export function eventStatistics(event: Readonly<EventFile>): EventStatistics {
  const preset = presetForSettings(event.settings);
  const input = tournamentInputFromEvent(event);
  const standings = computeStandings(input, preset);
  const rankOf = new Map(standings.map((r) => [r.id, r]));
  const sides = playedSides(event);
  const roundsPlayed = event.rounds.filter((r) => r.pairings.some((p) => p.result)).length;
  const lastPlayed = Math.max(0, ...event.rounds.filter((r) => r.pairings.some((p) => p.result)).map((r) => r.number));

  const group = (nameOf: (p: Player) => string): GroupStats[] => {
    const members = new Map<string, Player[]>();
    for (const p of event.players) {
      const name = nameOf(p);
      members.set(name, [...(members.get(name) ?? []), p]);
    }
    return [...members.entries()]
      .map(([name, ps]) => groupStats(name, ps, sides, (id) => rankOf.get(id)))
      .sort((x, y) => y.players - x.players || orderNames(x.name, y.name));
  };

  const top = standings.slice(0, TOP_PLAYERS);
  const tpByRound = Array.from(
    { length: lastPlayed },
    (_, i) => new Map(computeStandings(input, preset, { throughRound: i + 1 }).map((r) => [r.id, r.tp])),
  );
  const topLines: StandingLine[] = top.map((r) => ({
    id: r.id,
    name: r.name,
    rank: r.rank,
    tp: tpByRound.map((m) => m.get(r.id) ?? 0),
  }));

  return {
    players: event.players.length,
    withList: event.players.filter((p) => event.lists.some((l) => l.playerId === p.id)).length,
    publishing: event.players.filter((p) => p.publishList === true).length,
    roundsPlayed,
    factions: group((p) => factionOf(event, p)),
    sectorials: group((p) => sectorialOf(event, p)),
    rounds: roundStats(event),
    scenarios: scenarioStats(event),
    units: unitStats(event),
    top: topLines,
  };
}

/** The faction a player registered with, else the army of their list, else ''. */
export function factionOf(event: Readonly<EventFile>, player: Player): string {
  return player.faction.trim() || sectorialOf(event, player);
}

/** The army of the player's first list that names one; '' without a list. */
export function sectorialOf(event: Readonly<EventFile>, player: Player): string {
  return event.lists.find((l) => l.playerId === player.id && l.army.name.trim())?.army.name.trim() ?? '';
}

/** Names in code-unit order (the same on every machine), the unnamed group last. */
function orderNames(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return compareText(a, b);
}

function playedSides(event: Readonly<EventFile>): Map<string, Side[]> {
  const sides = new Map<string, Side[]>();
  const add = (side: Side) => sides.set(side.player, [...(sides.get(side.player) ?? []), side]);
  for (const round of event.rounds) {
    for (const p of round.pairings) {
      if (!p.result) continue;
      const [opA, opB] = p.result.op;
      add({ player: p.a, op: opA, vp: p.result.vp[0], oppOp: opB });
      add({ player: p.b, op: opB, vp: p.result.vp[1], oppOp: opA });
    }
  }
  return sides;
}

const mean = (sum: number, n: number): number | null => (n > 0 ? sum / n : null);

function groupStats(
  name: string,
  players: readonly Player[],
  sides: ReadonlyMap<string, Side[]>,
  standing: (id: string) => { rank: number; tp: number } | undefined,
): GroupStats {
  const games = players.flatMap((p) => sides.get(p.id) ?? []);
  const wins = games.filter((g) => g.op > g.oppOp).length;
  const ties = games.filter((g) => g.op === g.oppOp).length;
  const ranked = players.map((p) => standing(p.id)).filter((s) => s !== undefined);
  return {
    name,
    players: players.length,
    games: games.length,
    wins,
    ties,
    losses: games.length - wins - ties,
    winRate: rateOf(wins, games.length),
    avgOp: mean(
      games.reduce((s, g) => s + g.op, 0),
      games.length,
    ),
    avgVp: mean(
      games.reduce((s, g) => s + g.vp, 0),
      games.length,
    ),
    avgTp: mean(
      ranked.reduce((s, r) => s + r.tp, 0),
      ranked.length,
    ),
    bestPlacing: ranked.length > 0 ? Math.min(...ranked.map((r) => r.rank)) : null,
  };
}

/** The wizard's answer about the whole game, when the result was scored through it. */
function gameFact(facts: unknown, key: string): unknown {
  if (typeof facts !== 'object' || facts === null) return undefined;
  const game = (facts as { game?: unknown }).game;
  if (typeof game !== 'object' || game === null) return undefined;
  return (game as Record<string, unknown>)[key];
}

function roundStats(event: Readonly<EventFile>): RoundStats[] {
  return [...event.rounds]
    .sort((a, b) => a.number - b.number)
    .map((round) => {
      const results = round.pairings.flatMap((p) => (p.result ? [p.result] : []));
      const points = event.settings.armyPoints ?? TIER_LIMITS[round.tier].points;
      const vps = results.flatMap((r) => r.vp);
      const bands = Math.floor(Math.max(points, ...vps) / VP_BAND) + 1;
      const opCounts = Array.from({ length: MAX_OP + 1 }, () => 0);
      const vpCounts = Array.from({ length: bands }, () => 0);
      for (const r of results) {
        for (const op of r.op) opCounts[Math.min(op, MAX_OP)] = (opCounts[Math.min(op, MAX_OP)] ?? 0) + 1;
        for (const vp of r.vp) vpCounts[Math.floor(vp / VP_BAND)] = (vpCounts[Math.floor(vp / VP_BAND)] ?? 0) + 1;
      }
      const retreats = results.filter((r) => gameFact(r.facts, 'endedBy') === 'retreat').length;
      return {
        round: round.number,
        scenarioId: round.scenarioId,
        games: results.length,
        opCounts,
        vpCounts,
        vpBand: VP_BAND,
        retreats: rateOf(retreats, results.length),
      };
    });
}

function scenarioStats(event: Readonly<EventFile>): ScenarioStats[] {
  const byScenario = new Map<string, { op: number[]; first: number[]; second: number[] }>();
  for (const round of [...event.rounds].sort((a, b) => a.number - b.number)) {
    const entry = byScenario.get(round.scenarioId) ?? { op: [], first: [], second: [] };
    byScenario.set(round.scenarioId, entry);
    for (const p of round.pairings) {
      if (!p.result) continue;
      const [opA, opB] = p.result.op;
      entry.op.push(opA, opB);
      const first = gameFact(p.result.facts, 'firstTurn');
      if (first === 'a' || first === 'b') {
        entry.first.push(first === 'a' ? opA : opB);
        entry.second.push(first === 'a' ? opB : opA);
      }
    }
  }
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  return [...byScenario.entries()]
    .filter(([, e]) => e.op.length > 0)
    .map(([scenarioId, e]) => ({
      scenarioId,
      games: e.op.length / 2,
      avgOp: mean(sum(e.op), e.op.length),
      sidesRecorded: e.first.length,
      avgOpFirst: mean(sum(e.first), e.first.length),
      avgOpSecond: mean(sum(e.second), e.second.length),
    }));
}

/**
 * Units of the lists whose players consented to publish them: a faction of one player would
 * otherwise show that player's list, unit by unit, to everybody.
 */
function unitStats(event: Readonly<EventFile>): UnitStats[] {
  const listsOf = new Map<string, number>();
  const fielded = new Map<string, Map<string, number>>();
  const consenting = new Set(event.players.filter((p) => p.publishList === true).map((p) => p.id));
  for (const list of event.lists.filter((l) => consenting.has(l.playerId))) {
    const army = list.army.name.trim();
    listsOf.set(army, (listsOf.get(army) ?? 0) + 1);
    const units = new Set(
      list.groups.flatMap((g) => g.troopers.map((t) => t.name.trim())).filter((name) => name !== ''),
    );
    const counts = fielded.get(army) ?? new Map<string, number>();
    fielded.set(army, counts);
    for (const unit of units) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return [...fielded.entries()]
    .sort(([a], [b]) => orderNames(a, b))
    .flatMap(([army, counts]) =>
      [...counts.entries()]
        .sort(([ua, a], [ub, b]) => b - a || compareText(ua, ub))
        .map(([unit, lists]) => ({ army, unit, lists, of: listsOf.get(army) ?? 0 })),
    );
}
