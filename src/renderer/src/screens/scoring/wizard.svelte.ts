/**
 * The scoring wizard for one table: questions from the scenario's facts schema, answers, a live
 * preview from the API as answers change, both players' confirmation, and the commit. A result
 * that differs from one already entered needs a reason and is sent as an explicit replacement.
 *
 * Questions and previews come from a `WizardSource`: the referee's `scoring.*` methods, or (on a
 * player's phone) `reports.mine`, which main scores exactly as the report will be scored.
 */
import type { ScoreResult, WizardQuestion } from '../../../../shared/api/scoring';
import type { Pairing, Round } from '../../../../shared/model';
import { ApiCallError, call } from '../../lib/api';
import {
  answersFromFacts,
  differsFrom,
  gameRecord,
  initialAnswers,
  isMidRoundEnd,
  isShown,
  roundEntries,
  toFacts,
} from '../../lib/wizardFacts';
import type { Answer, AnswerRecord, Side, WizardAnswers } from '../../lib/wizardFacts';
import { localQuestion } from '../../lib/scenarioText';
import type { ShownQuestion } from '../../lib/scenarioText';

/** Where the wizard's questions and live score come from; main scores either way. */
export interface WizardSource {
  questions(): Promise<WizardQuestion[]>;
  preview(facts: unknown): Promise<ScoreResult>;
}

/**
 * The referee's source: the scenario's schema and a preview as the open event scores the round
 * (its scenario pack first, else its season; its army size and preset); the players' names go
 * along so a refusal names them (not "Player A").
 */
export function scoringApi(round: Round, names?: { a: string; b: string }): WizardSource {
  const game = { event: true } as const;
  return {
    questions: async () =>
      (await call('scoring.schema', { scenarioId: round.scenarioId, tier: round.tier, ...game })).questions,
    preview: (facts) =>
      call('scoring.preview', { scenarioId: round.scenarioId, tier: round.tier, ...game, facts, names }),
  };
}

export class ScoringWizard {
  readonly round: Round;
  readonly pairing: Pairing;
  readonly #source: WizardSource;
  #questions = $state<ShownQuestion[] | null>(null);
  #loadError = $state<string | null>(null);
  answers = $state<WizardAnswers>({ a: {}, b: {}, rounds: [], game: {} });
  confirmedA = $state(false);
  confirmedB = $state(false);
  reason = $state('');
  /** Set when a fact changed after a player had confirmed: both confirmations were withdrawn. */
  confirmationsCleared = $state(false);
  #preview = $state<ScoreResult | null>(null);
  #problem = $state<{ message: string; fields: string[] } | null>(null);
  #timer: ReturnType<typeof setTimeout> | null = null;
  #sequence = 0;
  /** The answers as loaded (JSON), to tell whether the referee has typed anything since. */
  #loaded: string | null = null;
  #saved = false;

  constructor(round: Round, pairing: Pairing, source: WizardSource = scoringApi(round)) {
    this.round = round;
    this.pairing = pairing;
    this.#source = source;
  }

  /** The questions have arrived. */
  get ready(): boolean {
    return this.#questions !== null;
  }
  get loadError() {
    return this.#loadError;
  }
  get questions(): readonly ShownQuestion[] {
    return this.#questions ?? [];
  }
  get preview() {
    return this.#preview;
  }
  /** Contradictory or invalid facts, as the API explains them (fields as dotted paths). */
  get problem() {
    return this.#problem;
  }
  get existing() {
    return this.pairing.result;
  }
  /** The result on the table carries a referee's ruling, which new facts would replace. */
  get existingRuled(): boolean {
    return Object.keys(this.pairing.result?.rulings ?? {}).length > 0;
  }
  /** A result is already on the table and this one differs from it: never replaced silently. */
  get differs(): boolean {
    return differsFrom(
      this.pairing.result,
      this.#preview ? { op: [this.#preview.players.a.op, this.#preview.players.b.op], vp: this.#preview.vp } : null,
    );
  }
  /**
   * The players disputed their report and no result is in: the referee decides, and the result
   * is saved as that decision, with no confirmation the players did not give.
   */
  get decides(): boolean {
    return this.pairing.report?.state === 'disputed' && !this.pairing.result;
  }
  get canCommit(): boolean {
    return (
      this.#preview !== null &&
      this.#problem === null &&
      (this.decides || (this.confirmedA && this.confirmedB)) &&
      (!this.differs || this.reason.trim() !== '')
    );
  }

  /**
   * Something typed here would be lost by leaving: an answer, a confirmation or a reason
   * changed since the wizard loaded, and not saved.
   */
  get unsaved(): boolean {
    if (this.#saved || this.#loaded === null) return false;
    return (
      JSON.stringify($state.snapshot(this.answers)) !== this.#loaded ||
      this.confirmedA ||
      this.confirmedB ||
      this.reason.trim() !== ''
    );
  }

  shown(q: ShownQuestion, record: AnswerRecord): boolean {
    return isShown(q, record);
  }

  /** Game questions read the game answers and both players' (as `a.<key>`, `b.<key>`). */
  shownForGame(q: ShownQuestion): boolean {
    return isShown(q, gameRecord(this.answers));
  }

  /** Per-round entries asked: 3, or up to the Game Round an early end by Retreat! happened in. */
  get roundEntries(): number {
    return roundEntries(this.answers.game);
  }

  /** The entry is the state when the game stopped inside a Game Round (not a round's end). */
  isMidRoundEnd(index: number): boolean {
    return isMidRoundEnd(this.answers.game, index);
  }

  invalid(path: string): boolean {
    return this.#problem?.fields.includes(path) ?? false;
  }

  async load(prefill: Partial<Record<Side, AnswerRecord>>): Promise<void> {
    try {
      const questions = await this.#source.questions();
      // A result already entered, else what the players reported from their phones.
      const report = this.pairing.report;
      const stored = this.pairing.result?.facts ?? (report?.latest ? report.submissions[report.latest]?.facts : null);
      this.answers = stored ? answersFromFacts(questions, stored) : initialAnswers(questions, prefill);
      this.#loaded = JSON.stringify($state.snapshot(this.answers));
      // Shown in the display language; keys and values stay as main sent them.
      this.#questions = questions.map(localQuestion);
      await this.refresh();
    } catch (err) {
      this.#loadError = (err as Error).message;
    }
  }

  set(side: Side | 'game', key: string, value: Answer, round?: number): void {
    const target =
      side === 'game'
        ? this.answers.game
        : round === undefined
          ? this.answers[side]
          : this.answers.rounds[round]?.[side];
    if (!target || target[key] === value) return;
    target[key] = value;
    this.factChanged();
  }

  /**
   * The players confirmed a score computed from the facts as they were: a changed fact makes a
   * different score, so both confirmations are withdrawn (and the panel says so).
   */
  private factChanged(): void {
    if (this.confirmedA || this.confirmedB) {
      this.confirmedA = false;
      this.confirmedB = false;
      this.confirmationsCleared = true;
    }
    this.schedule();
  }

  /** Preview after a short pause in typing. */
  schedule(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.refresh(), 120);
  }

  facts() {
    return toFacts(this.questions, $state.snapshot(this.answers) as WizardAnswers);
  }

  async refresh(): Promise<void> {
    const sequence = ++this.#sequence;
    try {
      const preview = await this.#source.preview(this.facts());
      if (sequence !== this.#sequence) return;
      this.#preview = preview;
      this.#problem = null;
    } catch (err) {
      if (sequence !== this.#sequence) return;
      const details = err instanceof ApiCallError ? (err.body.details as { fields?: unknown } | undefined) : undefined;
      const fields = Array.isArray(details?.fields)
        ? details.fields.filter((f): f is string => typeof f === 'string')
        : [];
      this.#preview = null;
      this.#problem = { message: (err as Error).message, fields };
    }
  }

  async commit(): Promise<boolean> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      await this.refresh();
    }
    if (!this.canCommit) return false;
    // Only the referee commits: a phone opening its wizard does not load the desk's session.
    const { session } = await import('../../state/session.svelte');
    const done = await session.run('scoring.commit', {
      round: this.round.number,
      table: this.pairing.table,
      facts: this.facts(),
      confirmedByA: !this.decides && this.confirmedA,
      confirmedByB: !this.decides && this.confirmedB,
      ...(this.differs ? { replace: true, reason: this.reason.trim() } : {}),
    });
    if (done !== null) this.#saved = true;
    return done !== null;
  }
}
