/**
 * A player's phone (route `#/report`): sign in with ITS PIN or name plus the result code, see
 * the game of the current round, report it through the scenario's wizard questions, confirm or
 * dispute the opponent's report, and see the referee accept it. The `event.changed` push (the
 * existing event stream) brings every change made elsewhere.
 *
 * The Wi-Fi of a venue drops: the last game read is kept on the phone and shown with the time it
 * was read, and a report, confirmation or dispute made meanwhile waits on the phone ("waiting to
 * send", kept across reloads) and is sent when the server answers again. Each carries a key the
 * server stores with the report, so one sent twice (the answer lost) counts once, and the
 * identity of the game it was made for (`MyGame.game` as shown when it was made): if the referee
 * re-paired the round meanwhile, the server refuses it ("Your pairing changed: check your
 * table") and the phone shows the game as it is now, instead of it landing on another game.
 */
import type { MyGame, SignInChoice } from '../../../../shared/api/reports';
import type { ScoreResult, WizardQuestion } from '../../../../shared/api/scoring';
import type { Pairing, ReportSubmission, Round } from '../../../../shared/model';
import { coalesced } from '../../lib/coalesce';
import { ApiCallError, call, callSafe, loadOnEveryChange } from '../../lib/api';
import { t } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import { forget, keep, kept, newKey, Retry } from '../../phone/store';
import type { ScoringWizard, WizardSource } from '../scoring/wizard.svelte';
import { packOf } from './phonePack';

/** The player's own game as last read, and the wizard's questions of that round. */
const MINE = 'mine';
const QUESTIONS = 'questions';
const OUTBOX = 'outbox';

/**
 * The phone's wizard asks `reports.mine` for the questions (a player session never needs the
 * referee's scoring methods) and scores the answers on the phone with the round's scenario,
 * tier, the event's preset and its scenario pack, as `reports.submit` will score them. The
 * questions, the pack and the engine's chunk are kept, so the wizard opens, and shows its live
 * breakdown, with the Wi-Fi down too.
 */
function myGameSource(shown: NonNullable<MyGame['round']>): WizardSource {
  const round = shown.number;
  return {
    async questions() {
      try {
        const questions = (await call('reports.mine', { questions: true })).questions ?? [];
        keep(QUESTIONS, { round, questions });
        return questions;
      } catch (err) {
        const saved = kept<{ round: number; questions: WizardQuestion[] }>(QUESTIONS)?.value;
        if (err instanceof ApiCallError && err.code === 'IO_FAILURE' && saved?.round === round) return saved.questions;
        throw err;
      }
    },
    async scorer() {
      const [{ gameScoring, scoreReport }, pack] = await Promise.all([import('../../lib/localScore'), packOf(shown)]);
      // A pack's scenario without the pack cannot be scored here: the wizard says the server is
      // out of reach, as for questions never fetched, and opens once it answers.
      if (shown.pack && !pack) throw new Error(t('report.unreachable'));
      const settings = gameScoring(shown, pack);
      // Refusals read as main's `reports.submit` words them when the report is sent.
      return (facts) => scoreReport(settings, shown, facts);
    },
  };
}

/** Refusals that signing in again would not change: the queued item is dropped, the reason shown. */
const REFUSED_FOR_GOOD: ReadonlySet<string> = new Set(['m.report.notYourGame', 'm.report.off']);

/** The players listed to pick from, when a refusal carries them. */
function choicesIn(details: unknown): SignInChoice[] | null {
  const list = (details as { choices?: unknown } | undefined)?.choices;
  return Array.isArray(list) && list.length > 0 ? (list as SignInChoice[]) : null;
}

export type PhoneStep = 'signing-in' | 'game' | 'wizard';

type SendMethod = 'reports.submit' | 'reports.confirm' | 'reports.dispute';

/** The game an action is made for, as the phone shows it: where it goes, and its identity. */
interface ForGame {
  round: number;
  table: number;
  /** Absent from a game kept by an older page. */
  game: string | null | undefined;
}

/** The game shown, if the player has one to report, confirm or dispute. */
function actionable(game: MyGame | null): ForGame | null {
  return game?.round && game.table !== null ? { round: game.round.number, table: game.table, game: game.game } : null;
}

/** A report, confirmation or dispute made on this phone and not yet answered by the server. */
export interface Pending {
  key: string;
  method: SendMethod;
  params: { round: number; table: number; key: string; game?: string } & Record<string, unknown>;
  /** When the player made it (ISO). */
  at: string;
}

export class PhoneReport {
  #game = $state<MyGame | null>(null);
  #signedIn = $state(false);
  #loading = $state(true);
  #busy = $state(false);
  #error = $state<string | null>(null);
  #wizard = $state<ScoringWizard | null>(null);
  /** The game the open wizard reports: its answers are for that game, whatever a push brings. */
  #wizardGame: MyGame | null = null;
  /** The server did not answer the last read: what is shown is what was kept, from `updatedAt`. */
  #offline = $state(false);
  #updatedAt = $state<string | null>(null);
  #outbox = $state<Pending[]>(kept<Pending[]>(OUTBOX)?.value ?? []);
  /** Rendered when shown: a notice set before the event's language arrived reads in it then. */
  #notice = $state<'phone.signInToSend' | 'phone.sent' | null>(null);
  #choices = $state<{ list: SignInChoice[]; who: { itsPin?: string; name?: string }; code: string } | null>(null);
  readonly #retry = new Retry(() => void this.load());
  /** The event this phone reports in: what it sends names it, as every screen's changes do. */
  #eventId: string | null = null;
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
  get offline() {
    return this.#offline;
  }
  get updatedAt() {
    return this.#updatedAt;
  }
  /** Reports made on this phone and waiting to be sent (oldest first). */
  get outbox(): readonly Pending[] {
    return this.#outbox;
  }
  /** A short word on something sent from the queue ("sent"), or why it needs the player. */
  get notice() {
    return this.#notice && t(this.#notice);
  }

  /** Starts listening for changes; returns the function that stops it. */
  attach(): () => void {
    const saved = kept<MyGame>(MINE);
    if (saved && !this.#game) {
      // Shown at once (and offline); the read below replaces it.
      this.#game = saved.value;
      this.#updatedAt = saved.at;
    }
    return loadOnEveryChange(() => this.load(), this.#retry);
  }

  /** Reloads the game; pushes arriving meanwhile coalesce into one more load (not one each). */
  readonly load = coalesced(() => this.#fetch());

  async #fetch(): Promise<void> {
    const answer = await callSafe('reports.mine', {});
    this.#loading = false;
    if ('data' in answer) {
      this.#retry.reset();
      this.#game = answer.data;
      this.#signedIn = true;
      this.#offline = false;
      this.#updatedAt = nowIso();
      keep(MINE, answer.data, this.#updatedAt);
      if (this.#eventId === null) await this.#learnEvent();
      if (this.step === 'signing-in') this.step = 'game';
      void this.flush();
      return;
    }
    const { code, message } = answer.error;
    if (code === 'UNAUTHORIZED') {
      this.#signedIn = false;
      this.#offline = false;
      this.#game = null;
      this.#eventId = null;
      forget(MINE);
      this.step = 'signing-in';
      // The session ended (the server restarted): what waits is sent once the player signs in.
      if (this.#outbox.length > 0) this.#notice = 'phone.signInToSend';
    } else if (code === 'IO_FAILURE') {
      // The Wi-Fi dropped (or the server restarts): keep showing the game as last read.
      this.#offline = true;
      if (this.#game) {
        this.#signedIn = true;
        if (this.step === 'signing-in') this.step = 'game';
      }
      this.#retry.later();
    } else this.#error = message;
  }

  async #learnEvent(): Promise<void> {
    const answer = await callSafe('events.current');
    if ('data' in answer && answer.data) this.#eventId = answer.data.id;
  }

  /** The players a name several players share answers to, listed to pick from (null: none). */
  get choices(): readonly SignInChoice[] | null {
    return this.#choices?.list ?? null;
  }

  async signIn(who: { itsPin?: string; name?: string; player?: string }, code: string): Promise<void> {
    this.#choices = null;
    await this.#act(async () => {
      try {
        await call('players.signIn', { ...who, code });
      } catch (err) {
        const choices = err instanceof ApiCallError ? choicesIn(err.body.details) : null;
        if (!choices) throw err;
        // Several players answer to that name: the phone lists them, the code waits for the pick.
        this.#choices = { list: choices, who, code };
        return;
      }
      this.step = 'game';
      await this.load();
      this.#prefetchWizard();
    });
  }

  /** Signs in as the player picked from the list, with the name and code typed before. */
  async pick(id: string): Promise<void> {
    const asked = this.#choices;
    if (asked) await this.signIn({ ...asked.who, player: id }, asked.code);
  }

  /** Back to the form from the list (another name typed). */
  unpick(): void {
    this.#choices = null;
  }

  /** The player gives (or withdraws) consent to publish their army list after the event. */
  async setPublishList(publishList: boolean): Promise<void> {
    await this.#act(async () => {
      const saved = await call('players.publishMyList', { publishList });
      if (this.#game) this.#game = { ...this.#game, me: { ...this.#game.me, publishList: saved.publishList } };
    });
  }

  /** Ends this phone's player session on the server: its cookie no longer signs anybody in. */
  async signOut(): Promise<void> {
    await this.#act(async () => {
      await call('players.signOut', {});
      this.#wizard = null;
      this.#game = null;
      this.#signedIn = false;
      this.#eventId = null;
      this.step = 'signing-in';
      // A shared phone is handed on: the next player must not see this one's game or queue.
      forget(MINE);
      forget(QUESTIONS);
      this.#setOutbox([]);
    });
  }

  /**
   * Once signed in, the wizard's code, the scoring engine and the round's questions are fetched in
   * the background (the service worker keeps the files), so a result can be reported, with its
   * breakdown, when the Wi-Fi drops before the player opens the wizard.
   */
  #prefetchWizard(): void {
    const round = this.#game?.round;
    if (!this.#game?.wizard || !round) return;
    void import('../scoring/wizard.svelte').catch(() => undefined);
    void import('./PhoneWizard.svelte').catch(() => undefined);
    void import('../../lib/localScore').catch(() => undefined);
    void packOf(round).catch(() => undefined);
    void myGameSource(round)
      .questions()
      .catch(() => undefined);
  }

  /** Opens the wizard, pre-filled with the report on the table when there is one. */
  async openWizard(): Promise<void> {
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
    let ScoringWizardClass: typeof ScoringWizard;
    try {
      // The wizard is fetched when first opened (or prefetched after signing in).
      ({ ScoringWizard: ScoringWizardClass } = await import('../scoring/wizard.svelte'));
    } catch {
      this.#error = t('report.unreachable');
      return;
    }
    const wizard = new ScoringWizardClass(round, pairing, myGameSource(game.round));
    this.#wizard = wizard;
    this.#wizardGame = game;
    this.step = 'wizard';
    void wizard.load({});
  }

  closeWizard(): void {
    this.#wizard = null;
    this.#wizardGame = null;
    this.step = 'game';
  }

  /**
   * Sends the wizard's answers, or queues them on the phone without the Wi-Fi; the server scores
   * them again with the same engine (and refuses them, with its reason, if they do not add up).
   */
  async submitFacts(): Promise<void> {
    const game = actionable(this.#wizardGame);
    const wizard = this.#wizard;
    if (!game || !wizard || !wizard.preview || wizard.problem) return;
    const facts = wizard.facts();
    this.closeWizard();
    await this.#send('reports.submit', game, { facts });
  }

  /** For a round without a wizard: both players' OP and VP. */
  async submitScores(op: [number, number], vp: [number, number]): Promise<void> {
    const game = actionable(this.#game);
    if (!game) return;
    await this.#send('reports.submit', game, { op, vp });
  }

  async confirm(): Promise<void> {
    const game = actionable(this.#game);
    if (!game) return;
    await this.#send('reports.confirm', game, {});
  }

  async dispute(note: string): Promise<void> {
    const game = actionable(this.#game);
    if (!game) return;
    await this.#send('reports.dispute', game, { note });
  }

  /**
   * Queues a report, confirmation or dispute on the phone for `game` (as shown when the player
   * made it), then sends what is queued. A game read by an older page has no identity: the
   * action goes without one and the server refuses it rather than guess the game.
   */
  async #send(method: SendMethod, game: ForGame, sent: Record<string, unknown>): Promise<void> {
    const key = newKey();
    this.#error = null;
    this.#notice = null;
    const params = {
      ...sent,
      round: game.round,
      table: game.table,
      ...(game.game ? { game: game.game } : {}),
      key,
      ...(this.#eventId ? { eventId: this.#eventId } : {}),
    };
    this.#setOutbox([...this.#outbox, { key, method, params, at: nowIso() }]);
    await this.flush();
  }

  #flushing: Promise<void> | null = null;

  /**
   * Sends the queue in order, one at a time. A send the server did not answer stays queued and
   * is tried again quietly; one it refused (the referee closed the round meanwhile) leaves the
   * queue with the refusal shown; a send refused because the session ended waits for the
   * player to sign in again. Sent twice, a report counts once (its key).
   */
  flush(): Promise<void> {
    this.#flushing ??= this.#drain().finally(() => (this.#flushing = null));
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    let sent = false;
    let refused = false;
    while (this.#outbox.length > 0) {
      const next = this.#outbox[0] as Pending;
      this.#busy = true;
      const answer = await callSafe(next.method, next.params as never);
      this.#busy = false;
      if ('error' in answer) {
        const { code, message, i18n } = answer.error;
        if (code === 'IO_FAILURE') {
          this.#offline = true;
          this.#retry.later();
          return;
        }
        if (code === 'UNAUTHORIZED' && !(i18n && REFUSED_FOR_GOOD.has(i18n.key))) {
          // The session is gone (signed out elsewhere, the server restarted): the queue stays and
          // the sign-in form asks for the code again; signing in sends it.
          this.#signedIn = false;
          this.step = 'signing-in';
          this.#notice = 'phone.signInToSend';
          return;
        }
        this.#setOutbox(this.#outbox.filter((p) => p.key !== next.key));
        this.#error = t('phone.refused', { message });
        refused = true;
        continue;
      }
      this.#offline = false;
      this.#setOutbox(this.#outbox.filter((p) => p.key !== next.key));
      sent = true;
    }
    if (sent) this.#notice = 'phone.sent';
    // Shows the game as it is now: after a refusal (a re-paired round) the player checks it.
    if (sent || refused) await this.load();
  }

  #setOutbox(next: Pending[]): void {
    this.#outbox = next;
    if (next.length) keep(OUTBOX, next);
    else forget(OUTBOX);
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

  /**
   * How my table's result or a player's report on it scored, when unfolded: a report from its
   * facts, on the phone (offline too); the result by main, which holds its facts and rulings.
   */
  async breakdownOf(which: 'a' | 'b' | 'result'): Promise<ScoreResult | null> {
    const round = this.#game?.round;
    const submission = which === 'result' ? null : this.#game?.report?.submissions[which];
    if (round && submission) {
      const [{ gameScoring, reportBreakdown }, pack] = await Promise.all([
        import('../../lib/localScore'),
        packOf(round),
      ]);
      return reportBreakdown(gameScoring(round, pack), round, submission);
    }
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
