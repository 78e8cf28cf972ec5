/**
 * Reports domain: players report their own results from their phones on the venue network, the
 * opponent confirms or disputes, and the referee accepts or rejects (or, with the event setting
 * `playerReporting: auto-accept`, a confirmed report becomes the result by itself).
 *
 * A player signs in with `players.signIn` (ITS PIN or name, plus their personal result code)
 * and may then call only `reports.mine`, `reports.submit`, `reports.confirm` and
 * `reports.dispute`, for their own game of the current locked round, and `players.signOut`.
 * The phone's wizard gets its questions and live breakdown from `reports.mine` too (scored by
 * main with the round's scenario, tier and the event's preset, exactly as `reports.submit`
 * scores), so a player session needs none of the referee's `scoring.*` methods.
 */
import { z } from 'zod';
import type { EventSettings, GameResult, PlayerReporting, Report, ReportState, Round, Tier } from '../model';
import type { SavedAck } from './events';
import type { ScenarioText, ScoreResult, TableBreakdowns, WizardQuestion } from './scoring';
import { OpScoreSchema, VpEntrySchema } from './standings';
import type { ScenarioPack } from '../scenarioPack';

const RoundNo = z.int().min(1).max(50);
const TableNo = z.int().min(1).max(10_000);
/**
 * Idempotency key of a phone's report, confirmation or dispute: the phone keeps what it could not
 * send and sends it again when the Wi-Fi is back; the server stores the key with the report and
 * answers a second sending with the first one's outcome, changing nothing.
 */
const ActionKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();
/**
 * The game a phone's report, confirmation or dispute was made for (`MyGame.game`, as the phone
 * read it): it changes whenever the pairing does, and an action whose game is no longer on the
 * table is refused ("Your pairing changed: check your table"), never applied to another game.
 * Optional in the schema only so that a phone of an older page gets that refusal in words.
 */
const GameKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();

export const playerSignInParams = {
  /** Opens a player session: ITS PIN or name, plus the personal result code. */
  'players.signIn': z
    .object({
      itsPin: z.string().trim().max(40).optional(),
      name: z.string().trim().max(200).optional(),
      /** The player picked from the list a name several players share answered with (`choices`). */
      player: z.string().trim().min(1).max(40).optional(),
      code: z.string().trim().min(1).max(20),
    })
    .refine((p) => !!p.itsPin || !!p.name, { message: 'Give your ITS PIN or your name.', path: ['itsPin'] }),
  /** Ends the caller's own player session (the phone's Sign out); its cookie stops working. */
  'players.signOut': z.object({}).default({}),
  /** The referee issues a new result code for a player; the old one stops working. */
  'players.reissueCode': z.object({ id: z.string().min(1).max(40) }),
} satisfies Record<`players.${string}`, z.ZodType>;

export const reportsParams = {
  'reports.mine': z
    .object({
      /** Also send the round's wizard questions (when the phone opens the wizard). */
      questions: z.boolean().optional(),
      /** Score these facts of my game as `reports.submit` would, saving nothing: the live breakdown. */
      facts: z.unknown().optional(),
      /** Also send the breakdowns of my table's result and reports (derived from their facts). */
      breakdowns: z.boolean().optional(),
      /**
       * Also send the event's scenario pack (`MyGame.pack`): the phone asks once per pack (its
       * `round.pack.tag`) and keeps it, so its wizard scores a pack's scenario offline.
       */
      pack: z.boolean().optional(),
    })
    .default({}),
  /** The scenario's facts (scored by the engine, like the wizard) or, without a wizard, OP and VP. */
  'reports.submit': z.union([
    z.object({
      round: RoundNo,
      table: TableNo,
      facts: z.unknown().refine((f) => f !== undefined, 'facts needed'),
      game: GameKey,
      key: ActionKey,
    }),
    z.object({
      round: RoundNo,
      table: TableNo,
      op: z.tuple([OpScoreSchema, OpScoreSchema]),
      vp: z.tuple([VpEntrySchema, VpEntrySchema]),
      game: GameKey,
      key: ActionKey,
    }),
  ]),
  'reports.confirm': z.object({ round: RoundNo, table: TableNo, game: GameKey, key: ActionKey }),
  'reports.dispute': z.object({
    round: RoundNo,
    table: TableNo,
    note: z.string().trim().min(1).max(1000),
    game: GameKey,
    key: ActionKey,
  }),
  'reports.list': z.object({ round: RoundNo }),
  'reports.accept': z.object({ round: RoundNo, table: TableNo }),
  'reports.reject': z.object({ round: RoundNo, table: TableNo, reason: z.string().trim().min(1).max(500) }),
} satisfies Record<`reports.${string}`, z.ZodType>;

export interface PlayerSignedIn {
  name: string;
  /** Also set as an HttpOnly cookie by the venue server; returned for non-browser clients. */
  token: string;
}

/**
 * One of the players a name several players share answers to (`players.signIn` refuses with
 * CONFLICT and `details.choices`); the phone lists them and signs in with the one picked
 * (`player`). Names are public on the pairings; club and faction tell namesakes apart.
 */
export interface SignInChoice {
  id: string;
  name: string;
  club: string;
  faction: string;
  /** Only when name, club and faction do not tell this player from another one listed. */
  itsPin?: string;
}

/** A player's own game in the current round, as their phone shows it. */
export interface MyGame {
  mode: PlayerReporting;
  /** `publishList`: whether the player consents to their list being published after the event. */
  me: { name: string; side: 'a' | 'b' | null; publishList: boolean };
  /** null before the first round is published. */
  round: {
    number: number;
    scenarioId: string;
    /** The scenario's name as a text, or the custom scenario's name as the organizer typed it. */
    scenarioName: ScenarioText | string;
    tier: Tier;
    /** The game's Army Points where the season scores by them (ITS S17); absent in ITS S11. */
    armyPoints?: number;
    /**
     * The event's season and Tournament Points preset: the phone scores the wizard's answers
     * with them as main will (absent from a game kept by an older page).
     */
    scoring?: Pick<EventSettings, 'season' | 'presetId' | 'byeTp' | 'packPreset'>;
    /** The scenario pack the event plays, named by its tag (absent: none); the pack itself comes with `pack: true`. */
    pack?: PackTag;
    timer: Round['timer'];
  } | null;
  /** null with a bye (or when not paired this round). */
  table: number | null;
  /**
   * The identity of this game (round, table, both players in their sides): sent back with a
   * report, confirmation or dispute, which the server refuses if the pairing changed since.
   * null without a game.
   */
  game: string | null;
  bye: boolean;
  opponent: { name: string } | null;
  names: { a: string; b: string } | null;
  state: ReportState;
  report: Report | null;
  /** The round's scenario is scored through the wizard's questions (else both players' OP and VP). */
  wizard: boolean;
  /** The wizard's questions, when asked for with `questions: true` and the round has a wizard. */
  questions?: WizardQuestion[];
  /** The score of the facts sent with `facts`, with the breakdown citing the rules. */
  preview?: ScoreResult;
  /** The result on the table (accepted from the reports, or entered by the referee). */
  result: Pick<GameResult, 'op' | 'vp' | 'tp'> | null;
  /** With `breakdowns: true`: how the result and each report scored, derived when asked. */
  breakdowns?: TableBreakdowns;
  /** With `pack: true`, when the event plays a scenario pack: the event's copy, whole. */
  pack?: ScenarioPack;
}

/**
 * The event's scenario pack as every `reports.mine` names it: a few bytes, where the pack is tens
 * of kilobytes. `tag` changes whenever the event's copy does (a new version, a fix in place), so
 * a phone holding the pack of that tag never asks for it again.
 */
export interface PackTag {
  id: string;
  version: string;
  tag: string;
}

export interface TableReport {
  table: number;
  a: { id: string; name: string };
  b: { id: string; name: string };
  state: ReportState;
  report: Report | null;
  /** The referee (or an accepted report) has put a result on the table. */
  resultEntered: boolean;
}

export interface ReportAck extends SavedAck {
  state: ReportState;
}

export interface ReportsResults {
  'players.signIn': PlayerSignedIn;
  'players.signOut': { signedOut: boolean };
  'players.reissueCode': SavedAck & { code: string };
  'reports.mine': MyGame;
  /**
   * The score as the server worked it out. Sent again with the same key after the referee sent
   * the report back, the answer is the table's state alone (the score is no longer on it).
   */
  'reports.submit': ReportAck & Partial<{ op: [number, number]; vp: [number, number]; tp: [number, number] }>;
  'reports.confirm': ReportAck;
  'reports.dispute': ReportAck;
  'reports.list': TableReport[];
  'reports.accept': ReportAck;
  'reports.reject': ReportAck;
}
