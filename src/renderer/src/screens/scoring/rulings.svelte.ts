/**
 * The referee's ruling on a saved result (ITS S11 · Referees): which line or total is being
 * ruled on, the points and the reason, and sending it. The result shown is always the open
 * event's current one, so an undo elsewhere shows at once; its breakdown is derived by main from
 * the result's facts and rulings (`scoring.breakdown`), asked again whenever they change.
 */
import type { PlayerScore, ScenarioText } from '../../../../shared/api/scoring';
import type { GameResult } from '../../../../shared/model';
import { ApiCallError, call } from '../../lib/api';
import type { Side } from '../../lib/wizardFacts';
import { session } from '../../state/session.svelte';

export interface RulingTarget {
  side: Side;
  /** Index of the breakdown line; undefined for the player's total OP. */
  line: number | undefined;
}

export class RulingDesk {
  readonly round: number;
  readonly table: number;
  target = $state<RulingTarget | null>(null);
  points = $state(0);
  reason = $state('');
  #problem = $state<string | null>(null);
  #players = $state<Record<Side, PlayerScore> | null>(null);
  #fallback: GameResult;

  constructor(round: number, table: number, result: GameResult) {
    this.round = round;
    this.table = table;
    this.#fallback = result;
  }

  /** The table's result as the open event holds it now. */
  get result(): GameResult {
    const pairing = session.event?.rounds
      .find((r) => r.number === this.round)
      ?.pairings.find((p) => p.table === this.table);
    return pairing?.result ?? this.#fallback;
  }

  get players(): Record<Side, PlayerScore> | null {
    return this.#players;
  }

  /** What the breakdown is derived from; when it changes, `load` asks main again. */
  get basis(): string {
    const { op, facts, rulings } = this.result;
    return JSON.stringify([op, facts, rulings]);
  }

  /** The saved result's breakdown, rulings beside the computed points. */
  async load(): Promise<void> {
    try {
      this.#players =
        (await call('scoring.breakdown', { round: this.round, table: this.table })).result?.players ?? null;
    } catch (err) {
      this.#problem = err instanceof ApiCallError ? err.message : String(err);
    }
  }

  get problem() {
    return this.#problem;
  }

  /** The line or total being ruled on, with its computed and current points. */
  get current(): { label: ScenarioText | null; computed: number; ruled: number | null } | null {
    const players = this.players;
    if (!this.target || !players) return null;
    const player = players[this.target.side];
    if (this.target.line === undefined) {
      const computed = player.lines.reduce((s, l) => s + l.points, 0);
      return { label: null, computed, ruled: player.ruling?.points ?? null };
    }
    const line = player.lines[this.target.line];
    if (!line) return null;
    return { label: line.label, computed: line.points, ruled: line.ruling?.points ?? null };
  }

  choose(side: Side, line: number | undefined): void {
    this.target = { side, line };
    this.#problem = null;
    const now = this.current;
    this.points = now ? (now.ruled ?? now.computed) : 0;
    this.reason = '';
  }

  cancel(): void {
    this.target = null;
    this.#problem = null;
  }

  /** Sends the ruling (or, with `withdraw`, takes it back). */
  async send(withdraw = false): Promise<boolean> {
    if (!this.target) return false;
    const outcome = await session.attempt('scoring.override', {
      round: this.round,
      table: this.table,
      side: this.target.side,
      ...(this.target.line === undefined ? {} : { line: this.target.line }),
      points: withdraw ? null : Math.trunc(this.points),
      reason: this.reason.trim(),
    });
    if (outcome instanceof ApiCallError) {
      this.#problem = outcome.message;
      return false;
    }
    if (outcome.breakdown) this.#players = outcome.breakdown.players;
    this.target = null;
    this.#problem = null;
    return true;
  }
}
