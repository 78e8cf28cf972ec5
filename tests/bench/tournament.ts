/**
 * Tournament engine benchmark (`npm run bench -- tournament`):
 *   - median time (CPU and wall) to pair round 5 for 64, 256, 1,024, 4,096 and 10,000 players
 *     after 4 rounds of random results (the history itself is paired by our engine, results
 *     drawn from a seeded RNG), with the growth exponent between sizes (n log n ≈ 1.1–1.2 here);
 *     target: 10,000 players in ≤ 3 s of CPU;
 *   - median time to compute the standings of 1,024 players × 6 rounds;
 *   - the same round-5 inputs (players, the 4 rounds of pairings and results) loaded into the
 *     npm package `tournament-organizer` (Swiss format, its `nextRound()`), timed the same way.
 * Both rematch counts are printed. With n ≥ 2 × round a rematch-free pairing always exists
 * (Dirac), so every rematch at these sizes is an avoidable one.
 *
 * Note on scores: tournament-organizer only knows win/draw/loss, so its players carry 2/1/0
 * per game (bye 2) — the same games and opponents, without ITS's Total Victory margin.
 */
import { performance } from 'node:perf_hooks';
import { Match as ToMatch, Player as ToPlayer, Tournament as ToTournament } from 'tournament-organizer/components';
import { createRng } from '../../src/core/rules/random';
import { ITS_S11, computeStandings, isBye, pairRoundDetailed } from '../../src/core/rules/tournament';
import type { TournamentGame, TournamentInput } from '../../src/core/rules/tournament';
import { orThrow } from '../../src/main/api/fromRules';
import { median } from './fixtures';

const SIZES = [64, 256, 1024, 4096, 10000];
/** tournament-organizer needs minutes beyond this size. */
const TO_LIMIT = 1024;
const TARGET_MS: Record<number, number> = { 256: 50, 1024: 1000, 10000: 3000 };
const STANDINGS_TARGET_MS = 10;

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Players, then `rounds` rounds paired by our engine with seeded random results. */
function buildEvent(n: number, rounds: number, totalRounds: number): TournamentInput {
  const rng = createRng(`bench-results-${n}`);
  const input: TournamentInput = {
    rounds: totalRounds,
    players: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${i}`,
      club: `Club ${i % 16}`,
      droppedAfterRound: null,
      joinedRound: 1,
    })),
    games: [],
  };
  for (let r = 1; r <= rounds; r++) {
    const paired = orThrow(pairRoundDetailed(input, r, { preset: ITS_S11, seed: 'bench', avoidSameClub: 'never' }));
    for (const p of paired.pairs) {
      input.games.push({
        round: r,
        table: p.table,
        a: p.a,
        b: p.b,
        op: [Math.floor(rng() * 11), Math.floor(rng() * 11)],
        vp: [Math.floor(rng() * 301), Math.floor(rng() * 301)],
      });
    }
    if (paired.bye) input.games.push({ round: r, bye: paired.bye });
  }
  return input;
}

function metPairs(input: TournamentInput): Set<string> {
  const met = new Set<string>();
  for (const g of input.games) if (!isBye(g)) met.add(key(g.a, g.b));
  return met;
}

function timeOurs(input: TournamentInput, round: number, samples: number, warmups: number) {
  let rematches = 0;
  for (let i = 0; i < warmups; i++)
    pairRoundDetailed(input, round, { preset: ITS_S11, seed: `warm${i}`, avoidSameClub: 'never' });
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < samples; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = orThrow(pairRoundDetailed(input, round, { preset: ITS_S11, seed: `s${i}`, avoidSameClub: 'never' }));
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
    rematches = Math.max(rematches, r.rematches);
  }
  return { ms: median(times), cpu: median(cpus), rematches };
}

/** Loads the same history into a tournament-organizer Swiss tournament standing after round `done`. */
function loadIntoTournamentOrganizer(input: TournamentInput, done: number): ToTournament {
  const t = new ToTournament('bench', 'bench');
  t.set({
    stageOne: { format: 'swiss', rounds: input.rounds },
    scoring: { bestOf: 1, win: 2, draw: 1, loss: 0, bye: 2 },
    sorting: 'none',
  });
  const players = new Map(input.players.map((p) => [p.id, new ToPlayer(p.id, p.name)]));
  const score = new Map(input.players.map((p) => [p.id, 0]));
  const matches: ToMatch[] = [];
  for (let r = 1; r <= done; r++) {
    const games = input.games.filter((g) => g.round === r);
    const before = new Map(score);
    games.forEach((g, i) => {
      const id = `r${r}m${i}`;
      const m = new ToMatch(id, r, i + 1);
      if (isBye(g)) {
        m.set({ active: false, bye: true, player1: { id: g.bye, win: 1, loss: 0, draw: 0 } });
        players.get(g.bye)?.addMatch({ id, opponent: null, bye: true, win: 1, loss: 0, draw: 0 });
        score.set(g.bye, (score.get(g.bye) ?? 0) + 2);
      } else {
        const game = g as TournamentGame;
        const [oa, ob] = game.op ?? [0, 0];
        const wa = oa > ob ? 1 : 0;
        const wb = ob > oa ? 1 : 0;
        const d = oa === ob ? 1 : 0;
        m.set({
          active: false,
          player1: { id: game.a, win: wa, loss: wb, draw: d },
          player2: { id: game.b, win: wb, loss: wa, draw: d },
        });
        const upDown = before.get(game.a) !== before.get(game.b);
        players.get(game.a)?.addMatch({ id, opponent: game.b, pairUpDown: upDown, win: wa, loss: wb, draw: d });
        players.get(game.b)?.addMatch({ id, opponent: game.a, pairUpDown: upDown, win: wb, loss: wa, draw: d });
        score.set(game.a, (score.get(game.a) ?? 0) + (wa ? 2 : d));
        score.set(game.b, (score.get(game.b) ?? 0) + (wb ? 2 : d));
      }
      matches.push(m);
    });
  }
  t.set({ players: [...players.values()], matches, round: done, status: 'stage-one' });
  return t;
}

function timeTournamentOrganizer(input: TournamentInput, round: number, samples: number) {
  const met = metPairs(input);
  const times: number[] = [];
  let rematches = 0;
  let unpaired = 0;
  for (let i = 0; i < samples; i++) {
    const t = loadIntoTournamentOrganizer(input, round - 1);
    const t0 = performance.now();
    t.nextRound();
    times.push(performance.now() - t0);
    const fresh = t.getMatchesByRound(round);
    let r = 0;
    let u = 0;
    for (const m of fresh) {
      const a = m.getPlayer1().id;
      const b = m.getPlayer2().id;
      if (a === null || b === null) u++;
      else if (met.has(key(a, b))) r++;
    }
    rematches = Math.max(rematches, r);
    unpaired = Math.max(unpaired, u);
  }
  return { ms: median(times), rematches, unpaired };
}

function timeStandings(input: TournamentInput, samples: number): number {
  for (let i = 0; i < 5; i++) computeStandings(input, ITS_S11);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    computeStandings(input, ITS_S11);
    times.push(performance.now() - t0);
  }
  return median(times);
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(9);

export const tournamentSuite = {
  name: 'tournament',
  async run(): Promise<void> {
    console.log('Pairing round 5 after 4 rounds of random results (median; ours 21/21/9/5/3 samples after warm-up,');
    console.log(
      'tournament-organizer 9/5/1 samples, not run beyond 1,024 players). Targets are read against CPU time:',
    );
    console.log(
      '  players  ours CPU (ms)  wall (ms)  growth  rematches   t-o (ms)  rematches  t-o extra byes   t-o ÷ ours   target',
    );
    let previous: { n: number; cpu: number } | null = null;
    for (const n of SIZES) {
      const input = buildEvent(n, 4, 6);
      const samples = n >= 10000 ? 3 : n >= 4096 ? 5 : n >= 1024 ? 9 : 21;
      const ours = timeOurs(input, 5, samples, n >= 4096 ? 1 : n >= 1024 ? 5 : 20);
      // tournament-organizer needs ~30 s per 1,024-player round here: one sample at that size.
      const to = n <= TO_LIMIT ? timeTournamentOrganizer(input, 5, n >= 1024 ? 1 : n >= 256 ? 5 : 9) : null;
      const target = TARGET_MS[n];
      const verdict =
        target === undefined ? '' : `≤ ${target} ms ${ours.cpu <= target && ours.rematches === 0 ? 'PASS' : 'FAIL'}`;
      const growth = previous ? (Math.log(ours.cpu / previous.cpu) / Math.log(n / previous.n)).toFixed(2) : '';
      previous = { n, cpu: ours.cpu };
      const toColumns = to
        ? `${fmt(to.ms)}   ${String(to.rematches).padStart(9)}  ${String(to.unpaired).padStart(14)}   ${(to.ms / ours.ms).toFixed(1).padStart(9)}×`
        : `${'—'.padStart(9)}   ${'—'.padStart(9)}  ${'—'.padStart(14)}   ${'—'.padStart(10)}`;
      console.log(
        `  ${String(n).padStart(7)} ${fmt(ours.cpu)}     ${fmt(ours.ms)}  ${growth.padStart(6)}  ${String(ours.rematches).padStart(9)} ${toColumns}   ${verdict}`,
      );
    }
    const six = buildEvent(1024, 6, 6);
    const ms = timeStandings(six, 31);
    console.log(
      `Standings, 1,024 players × 6 rounds (median): ${ms.toFixed(2)} ms  (target ≤ ${STANDINGS_TARGET_MS} ms ${ms <= STANDINGS_TARGET_MS ? 'PASS' : 'FAIL'})`,
    );
  },
};
