/** Finishing the event: what blocks it, the ITS PIN warning, the report pack, reopening. */
import type { ExportedFile, FinishCheck, FinishProblem } from '../../../../shared/api';
import { call } from '../../lib/api';
import { forEvent } from '../../lib/callEnvelope';
import { messageOf } from '../../lib/messageOf';

/** One line per round of what still stands between the event and its end. */
export type RoundSummary =
  | { round: number; kind: 'results'; results: number; total: number }
  | { round: number; kind: 'unpaired' | 'notClosed' };

/**
 * The checklist in the referee's words: during play, "Round 2: 57 of 60 results in" rather than
 * one line per table; a round whose results are all in but still open says so.
 */
export function summarize(problems: readonly FinishProblem[], tablesOf: (round: number) => number): RoundSummary[] {
  const rounds = problems
    .map((p) => p.round)
    .filter((round, i, all) => all.indexOf(round) === i)
    .sort((a, b) => a - b);
  return rounds.map((round) => {
    const mine = problems.filter((p) => p.round === round);
    const missing = mine.filter((p) => p.kind === 'noResult').length;
    if (missing > 0) {
      const total = Math.max(tablesOf(round), missing);
      return { round, kind: 'results', results: total - missing, total };
    }
    return { round, kind: mine.some((p) => p.kind === 'unpaired') ? 'unpaired' : 'notClosed' };
  });
}

export class FinishView {
  /** `eventId` names the event shown: the finish and the reopening are changes to it. */
  constructor(private readonly eventId: () => string | undefined) {}

  #check = $state<FinishCheck | null>(null);
  #files = $state<ExportedFile[]>([]);
  #error = $state<string | null>(null);
  #busy = $state(false);
  confirming = $state(false);
  /** The referee pressed Finish while something blocks it: the full list is shown. */
  tried = $state(false);
  reopenReason = $state('');

  get check() {
    return this.#check;
  }
  get files() {
    return this.#files;
  }
  get error() {
    return this.#error;
  }
  get busy() {
    return this.#busy;
  }

  async load(): Promise<void> {
    try {
      this.#check = await call('events.finishCheck', {});
      this.#error = null;
    } catch (err) {
      this.#error = messageOf(err);
    }
  }

  async #run(work: () => Promise<void>): Promise<void> {
    this.#busy = true;
    let refused: string | null = null;
    try {
      await work();
    } catch (err) {
      refused = messageOf(err);
    }
    this.#busy = false;
    // The checklist is read again either way (it shows what still blocks the finish); the
    // refusal stays shown beside it, not wiped by that read going well.
    await this.load();
    if (refused !== null) this.#error = refused;
  }

  finish(): Promise<void> {
    this.confirming = false;
    return this.#run(async () => {
      await call('events.finish', forEvent({ confirm: true as const }, this.eventId()));
      this.#files = (await call('exports.pack', {})).files;
    });
  }

  remakePack(): Promise<void> {
    return this.#run(async () => {
      this.#files = (await call('exports.pack', {})).files;
    });
  }

  reopen(): Promise<void> {
    return this.#run(async () => {
      await call('events.reopen', forEvent({ reason: this.reopenReason }, this.eventId()));
      this.reopenReason = '';
      this.#files = [];
    });
  }
}
