/**
 * What anyone on the venue network may read, as the phone app shows it: the event's name and
 * language, the published round's pairings and clock, the standings of the closed rounds, and
 * the scenario names. The last answers are kept on the phone (phone/store.ts): a reload with the
 * Wi-Fi down shows them with the time they were read, and the page keeps trying quietly.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import type { StandingsResult, StandingsRow } from '../../../shared/api';
import type { EventSummary, Round } from '../../../shared/model';
import { namesToldApart } from '../../../shared/namesakes';
import { coalesced } from '../lib/coalesce';
import { callSafe, loadOnEveryChange } from '../lib/api';
import type { ApiResult } from '../../../shared/errors';
import { nowIso } from '../lib/time';
import type { Language } from '../lib/i18n';
import { keep, kept, Retry } from './store';

/**
 * Every season's scenario names: the public summary does not say the event's season, and an id
 * in both seasons names the same scenario (Annihilation), so an ITS S17 round is named too. The
 * open event's own scenarios (its scenario pack's) come first; without an event there are none.
 */
async function scenarioNames(): Promise<ApiResult<{ id: string; name: ScenarioText }[]>> {
  const [own, ...lists] = await Promise.all([
    callSafe('scoring.scenarios', { event: true }),
    callSafe('scoring.scenarios'),
    callSafe('scoring.scenarios', { season: 'its-s17' }),
  ]);
  const names: { id: string; name: ScenarioText }[] =
    own && 'data' in own ? own.data.map((s) => ({ id: s.id, name: s.name })) : [];
  for (const list of lists) {
    if ('error' in list) return list;
    for (const s of list.data) if (!names.some((n) => n.id === s.id)) names.push({ id: s.id, name: s.name });
  }
  return { data: names };
}

/** A pairing as the phone shows it: names, not ids. */
export interface PhonePairing {
  table: number;
  a: string;
  b: string;
  /** OP of each side once a result is on the table. */
  op: [number, number] | null;
}

export interface PhoneRound {
  number: number;
  scenarioId: string;
  status: Round['status'];
  timer: Round['timer'];
  pairings: PhonePairing[];
  bye: string | null;
}

/** What a phone keeps of a standings row (names resolved, small enough to keep offline). */
export type PhoneStandingRow = Pick<StandingsRow, 'rank' | 'name' | 'tp' | 'op' | 'vp' | 'oppOp' | 'byeAdjusted'>;

/** Everything the public tabs show, small enough to keep (names resolved, reports left out). */
export interface PublicSnapshot {
  event: { name: string; language: Language } | null;
  round: PhoneRound | null;
  standings: { throughRound: number; rows: PhoneStandingRow[] } | null;
  scenarios: Record<string, ScenarioText>;
}

const SNAPSHOT = 'public';

export function snapshotOf(
  summary: Pick<EventSummary, 'name' | 'language'> | null,
  rounds: readonly Round[],
  standings: StandingsResult | null,
  scenarios: readonly { id: string; name: ScenarioText }[],
): PublicSnapshot {
  // Two "Carlos García" read with their club: a player picks their own name from these lists.
  const names = namesToldApart(standings?.rows ?? []);
  const name = (id: string) => names.get(id) ?? id;
  // The latest published round (locked or closed); a draft is the referee's alone.
  const published = [...rounds].reverse().find((r) => r.status !== 'draft') ?? null;
  return {
    event: summary ? { name: summary.name, language: summary.language ?? 'en' } : null,
    round: published && {
      number: published.number,
      scenarioId: published.scenarioId,
      status: published.status,
      timer: published.timer,
      pairings: published.pairings.map((p) => ({
        table: p.table,
        a: name(p.a),
        b: name(p.b),
        op: p.result ? [p.result.op[0], p.result.op[1]] : null,
      })),
      bye: published.bye ? name(published.bye) : null,
    },
    // Standings count closed rounds only: a round in play would rank players mid-game.
    standings:
      standings && standings.throughRound > 0
        ? {
            throughRound: standings.throughRound,
            rows: standings.rows.map((r) => ({
              rank: r.rank,
              name: name(r.id),
              tp: r.tp,
              op: r.op,
              vp: r.vp,
              oppOp: r.oppOp,
              byeAdjusted: !!r.byeAdjusted,
            })),
          }
        : null,
    scenarios: Object.fromEntries(scenarios.map((s) => [s.id, s.name])),
  };
}

export class PhoneData {
  #snapshot = $state<PublicSnapshot | null>(null);
  #updatedAt = $state<string | null>(null);
  #offline = $state(false);
  #loading = $state(true);
  #error = $state<string | null>(null);
  readonly #retry = new Retry(() => void this.load());

  constructor() {
    const saved = kept<PublicSnapshot>(SNAPSHOT);
    if (saved) {
      this.#snapshot = saved.value;
      this.#closed = saved.value.standings?.throughRound ?? 0;
      this.#updatedAt = saved.at;
      this.#loading = false;
    }
  }

  get snapshot() {
    return this.#snapshot;
  }
  get round() {
    return this.#snapshot?.round ?? null;
  }
  get standings() {
    return this.#snapshot?.standings ?? null;
  }
  get event() {
    return this.#snapshot?.event ?? null;
  }
  /** When what is shown was read from the server (ISO), null before the first answer. */
  get updatedAt() {
    return this.#updatedAt;
  }
  get offline() {
    return this.#offline;
  }
  get loading() {
    return this.#loading;
  }
  get error() {
    return this.#error;
  }

  scenarioName(id: string): ScenarioText | string {
    return this.#snapshot?.scenarios[id] ?? id;
  }

  /** Loads now and on every change pushed by the server; returns the function that stops it. */
  attach(): () => void {
    return loadOnEveryChange(() => this.load(), this.#retry);
  }

  /** Pushes arriving during a load coalesce into one more load. */
  readonly load = coalesced(() => this.#fetch());

  #scenarios: { id: string; name: ScenarioText }[] | null = null;
  /** The closed rounds the standings were last read through. */
  #closed = 0;

  async #fetch(): Promise<void> {
    // All at once: on a phone network each round trip costs more than the answers' bytes. The
    // standings through the closed rounds are asked for as last seen (through round 0 they still
    // name every player, for the pairings, with nothing counted), and again if that changed.
    const [summary, rounds, scenarios, guessed] = await Promise.all([
      callSafe('events.current'),
      callSafe('rounds.list'),
      this.#scenarios ? Promise.resolve({ data: this.#scenarios }) : scenarioNames(),
      callSafe('standings.compute', { throughRound: this.#closed }),
    ]);
    let standings = guessed;
    if ('data' in rounds) {
      const closed = rounds.data.filter((r) => r.status === 'closed').reduce((max, r) => Math.max(max, r.number), 0);
      if (closed !== this.#closed) {
        this.#closed = closed;
        standings = await callSafe('standings.compute', { throughRound: closed });
      }
    }
    this.#loading = false;
    if ('data' in summary && summary.data === null) {
      // No event open yet: nothing to show, and nothing wrong.
      this.#retry.reset();
      this.#offline = false;
      this.#snapshot = snapshotOf(null, [], null, []);
      return;
    }
    const failed = [summary, rounds, standings].find((a) => a && 'error' in a);
    if (failed && 'error' in failed) {
      if (failed.error.code === 'IO_FAILURE') {
        this.#offline = true;
        this.#retry.later();
      } else {
        // No event open yet, or nothing published: the page says so, it is not an outage.
        this.#offline = false;
        this.#error = failed.error.message;
      }
      return;
    }
    if ('data' in scenarios) this.#scenarios = scenarios.data.map((s) => ({ id: s.id, name: s.name }));
    const snapshot = snapshotOf(
      'data' in summary ? summary.data : null,
      'data' in rounds ? rounds.data : [],
      standings && 'data' in standings ? standings.data : null,
      this.#scenarios ?? [],
    );
    this.#retry.reset();
    this.#snapshot = snapshot;
    this.#offline = false;
    this.#error = null;
    this.#updatedAt = nowIso();
    keep(SNAPSHOT, snapshot, this.#updatedAt);
  }
}
