/**
 * The scoring wizard for one table: questions from the scenario's facts schema, answers, a live
 * score worked out on this device on every answer (lib/localScore.ts, the engine main scores
 * with), both players' confirmation, and the commit, which main scores again and stores. A
 * result that differs from one already entered needs a reason and is sent as an explicit
 * replacement.
 *
 * Questions and the scorer come from a `WizardSource`: the referee's `scoring.schema` and the
 * event's settings, or (on a player's phone) `reports.mine` and the game it shows, scored as the
 * report will be scored.
 */
import type { ScoreResult, WizardQuestion } from '../../../../shared/api/scoring';
import type { Pairing, Round } from '../../../../shared/model';
import { call } from '../../lib/api';
import type { ApiErrorBody } from '../../../../shared/errors';
import { localizeMessages } from '../../lib/i18n';
import type { EventScoring, LocalScore } from '../../lib/localScore';
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

/** Why the answers do not score: the message in the display language, and the fields it is about (dotted paths). */
export interface ScoreProblem {
  message: string;
  fields: string[];
}

/** A refusal of the engine as the wizard shows it, worded like any API answer's. */
function shownProblem(body: ApiErrorBody): ScoreProblem {
  localizeMessages({ error: body });
  const fields = (body.details as { fields?: unknown } | undefined)?.fields;
  return {
    message: body.message,
    fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [],
  };
}

/** Scores the wizard's answers on this device, as main scores them when they are saved. */
export type Scorer = (facts: unknown) => LocalScore;

/** Where the wizard's questions and its scorer come from. */
export interface WizardSource {
  questions(): Promise<WizardQuestion[]>;
  /** Fetched with the questions: the engine is a chunk of its own. */
  scorer(): Promise<Scorer>;
}

/**
 * The referee's source: the scenario's questions as the open event has them (its scenario pack
 * first, else its season), and a scorer with the open event's pack, season, army size and preset
 * (what `scoring.commit` scores with); the players' names go along so a refusal names them (not
 * "Player A").
 */
export function scoringApi(round: Round, names?: { a: string; b: string }, settings: EventScoring = {}): WizardSource {
  const game = { event: true } as const;
  return {
    questions: async () =>
      (await call('scoring.schema', { scenarioId: round.scenarioId, tier: round.tier, ...game })).questions,
    scorer: async () => {
      const { scoreGame } = await import('../../lib/localScore');
      return (facts) => scoreGame(settings, round, facts, names);
    },
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
  #preview = $state.raw<ScoreResult | null>(null);
  #problem = $state<ScoreProblem | null>(null);
  #score: Scorer | null = null;
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
  /** Contradictory or invalid facts, as the engine explains them (fields as dotted paths). */
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
      const [questions, score] = await Promise.all([this.#source.questions(), this.#source.scorer()]);
      this.#score = score;
      // A result already entered, else what the players reported from their phones.
      const report = this.pairing.report;
      const stored = this.pairing.result?.facts ?? (report?.latest ? report.submissions[report.latest]?.facts : null);
      this.answers = stored ? answersFromFacts(questions, stored) : initialAnswers(questions, prefill);
      this.#loaded = JSON.stringify($state.snapshot(this.answers));
      // Shown in the display language; keys and values stay as main sent them.
      this.#questions = questions.map(localQuestion);
      this.refresh();
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
    this.refresh();
  }

  facts() {
    return toFacts(this.questions, $state.snapshot(this.answers) as WizardAnswers);
  }

  /** Scores the answers as they are now: the live score, or why they do not add up. */
  refresh(): void {
    if (!this.#score) return;
    const { score, problem } = this.#score(this.facts());
    this.#preview = score;
    this.#problem = problem && shownProblem(problem);
  }

  async commit(): Promise<boolean> {
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
