/**
 * A player's phone (route `#/report`): sign in with ITS PIN or name plus the result code, see
 * the game of the current round, report it through the scenario's wizard questions, confirm or
 * dispute the opponent's report, and see the referee accept it. The `event.changed` push (the
 * existing event stream) brings every change made elsewhere.
 */
import type { MyGame } from '../../../../shared/api/reports';
import type { ScoreResult } from '../../../../shared/api/scoring';
import type { Pairing, ReportSubmission, Round } from '../../../../shared/model';
import { ApiCallError, call, on } from '../../lib/api';
import { t } from '../../lib/i18n';
import { ScoringWizard } from '../scoring/wizard.svelte';
import type { WizardSource } from '../scoring/wizard.svelte';

/**
 * The phone's wizard asks `reports.mine` for the questions and the live breakdown: main scores
 * the player's own game with the round's scenario, tier and the event's preset (as the report
 * will be scored), and a player session never needs the referee's scoring methods.
 */
const myGameSource: WizardSource = {
  questions: async () => (await call('reports.mine', { questions: true })).questions ?? [],
  async preview(facts) {
    const game = await call('reports.mine', { facts });
    if (!game.preview) throw new Error(t('report.unreachable'));
    return game.preview;
  },
};

export type PhoneStep = 'signing-in' | 'game' | 'wizard';

export class PhoneReport {
  #game = $state<MyGame | null>(null);
  #signedIn = $state(false);
  #loading = $state(true);
  #busy = $state(false);
  #error = $state<string | null>(null);
  #wizard = $state<ScoringWizard | null>(null);
  /** While the wizard is open, the live update must not throw the answers away. */
  step = $state<PhoneStep>('signing-in');

  get game() {
    return this.#game;
  }
  get signedIn() {
    return this.#signedIn;
  }
  get loading() {
    return this.#loading;
  }
  get busy() {
    return this.#busy;
  }
  get error() {
    return this.#error;
  }
  get wizard() {
    return this.#wizard;
  }

  /** Starts listening for changes; returns the function that stops it. */
  attach(): () => void {
    void this.load();
    return on('event.changed', () => void this.load());
  }

  #inFlight: Promise<void> | null = null;
  #again = false;

  /** Reloads the game; pushes arriving meanwhile coalesce into one more load (not one each). */
  load(): Promise<void> {
    if (this.#inFlight) {
      this.#again = true;
      return this.#inFlight;
    }
    this.#inFlight = this.#fetch().finally(() => {
      this.#inFlight = null;
      if (this.#again) {
        this.#again = false;
        void this.load();
      }
    });
    return this.#inFlight;
  }

  async #fetch(): Promise<void> {
    try {
      this.#game = await call('reports.mine', {});
      this.#signedIn = true;
      if (this.step === 'signing-in') this.step = 'game';
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'UNAUTHORIZED') {
        this.#signedIn = false;
        this.step = 'signing-in';
      } else this.#error = (err as Error).message;
    } finally {
      this.#loading = false;
    }
  }

  async signIn(who: { itsPin?: string; name?: string }, code: string): Promise<void> {
    await this.#act(async () => {
      await call('players.signIn', { ...who, code });
      this.step = 'game';
      await this.load();
    });
  }

  /** Ends this phone's player session on the server: its cookie no longer signs anybody in. */
  async signOut(): Promise<void> {
    await this.#act(async () => {
      await call('players.signOut', {});
      this.#wizard = null;
      this.#game = null;
      this.#signedIn = false;
      this.step = 'signing-in';
    });
  }

  /** Opens the wizard, pre-filled with the report on the table when there is one. */
  openWizard(): void {
    const game = this.#game;
    if (!game?.round || game.table === null) return;
    const round: Round = {
      number: game.round.number,
      scenarioId: game.round.scenarioId,
      tier: game.round.tier,
      status: 'locked',
      seed: '',
      pairings: [],
      bye: null,
      warnings: [],
      timer: game.round.timer,
    };
    const pairing: Pairing = {
      table: game.table,
      a: '',
      b: '',
      listA: null,
      listB: null,
      result: null,
      dispute: '',
      report: game.report,
    };
    const wizard = new ScoringWizard(round, pairing, myGameSource);
    this.#wizard = wizard;
    this.step = 'wizard';
    void wizard.load({});
  }

  closeWizard(): void {
    this.#wizard = null;
    this.step = 'game';
  }

  /** Sends the wizard's answers (scored again by the server with the same engine). */
  async submitFacts(): Promise<void> {
    const game = this.#game;
    const wizard = this.#wizard;
    if (!game?.round || game.table === null || !wizard) return;
    await wizard.refresh();
    if (wizard.problem) return;
    await this.#act(async () => {
      await call('reports.submit', { round: game.round!.number, table: game.table!, facts: wizard.facts() });
      this.closeWizard();
      await this.load();
    });
  }

  /** For a round without a wizard: both players' OP and VP. */
  async submitScores(op: [number, number], vp: [number, number]): Promise<void> {
    const game = this.#game;
    if (!game?.round || game.table === null) return;
    await this.#act(async () => {
      await call('reports.submit', { round: game.round!.number, table: game.table!, op, vp });
      await this.load();
    });
  }

  async confirm(): Promise<void> {
    const game = this.#game;
    if (!game?.round || game.table === null) return;
    await this.#act(async () => {
      await call('reports.confirm', { round: game.round!.number, table: game.table! });
      await this.load();
    });
  }

  async dispute(note: string): Promise<void> {
    const game = this.#game;
    if (!game?.round || game.table === null) return;
    await this.#act(async () => {
      await call('reports.dispute', { round: game.round!.number, table: game.table!, note });
      await this.load();
    });
  }

  /** The submission both players are looking at (the latest), and who sent it. */
  get current(): ReportSubmission | null {
    const report = this.#game?.report;
    return report?.latest ? report.submissions[report.latest] : null;
  }

  /** It is this player's turn to confirm or dispute: the opponent sent the latest report. */
  get awaitingMe(): boolean {
    const game = this.#game;
    const current = this.current;
    return (
      !!game && !!current && current.by !== game.me.side && (game.state === 'reported' || game.state === 'disputed')
    );
  }

  clearError(): void {
    this.#error = null;
  }

  /** How my table's result or a player's report on it scored, derived by main when unfolded. */
  async breakdownOf(which: 'a' | 'b' | 'result'): Promise<ScoreResult | null> {
    return (await call('reports.mine', { breakdowns: true })).breakdowns?.[which] ?? null;
  }

  async #act(work: () => Promise<void>): Promise<void> {
    this.#busy = true;
    this.#error = null;
    try {
      await work();
    } catch (err) {
      this.#error = err instanceof ApiCallError ? err.message : t('report.unreachable');
    } finally {
      this.#busy = false;
    }
  }
}
