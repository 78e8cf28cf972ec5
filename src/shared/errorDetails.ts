/**
 * What a refusal carries beside its message, for programs (a screen that marks a field, offers
 * "keep mine", asks to confirm). The JSON on the wire is exactly these objects; each shape has a
 * field no other shape has, so a reader narrows with `'stale' in details` instead of casting.
 * The codes that send each shape are named beside it. Kept apart from the error class so the
 * rules core, which never throws the API's error, can name the details its refusals carry.
 */
import type { MessageRef } from './messages';
import type { GameResult } from './model';
import type { BackupInfo } from './api/events';
import type { SignInChoice } from './api/reports';

/** INVALID_INPUT, NOT_FOUND, RULES_VIOLATION: the parameters the refusal is about (a form marks them). */
export interface FieldsDetails {
  fields: string[];
}

/** RULES_VIOLATION: a result's facts the scenario refuses, problem by problem, each with its fields. */
export interface FactProblemsDetails {
  fields: string[];
  problems: { fields: string[]; message: string }[];
}

/** One parameter a schema refused: its path for programs, never shown as text. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** INVALID_INPUT: the parameters failed their schema. */
export interface IssuesDetails {
  issues: FieldIssue[];
}

/** INVALID_INPUT, RULES_VIOLATION, CONFLICT: the problems found, in English (the CLI, the logs). */
export interface ProblemsDetails {
  problems: readonly string[] | readonly { where: string; message: string }[];
}

/** One problem of a scenario pack: its place in the file (a JSON path) and what is wrong there. */
export interface PackProblemLine {
  path: string;
  message: string;
  i18n: MessageRef;
}

/** INVALID_INPUT, CONFLICT: a scenario pack refused, with every problem it has. */
export interface PackProblemsDetails {
  packProblems: PackProblemLine[];
}

/** INVALID_INPUT: a list's value out of range (the model's path of it). */
export interface ValuePathDetails {
  path: string | undefined;
}

/** One line of pasted trooper rows. */
export interface LineProblem {
  line: number;
  message: string;
  i18n: MessageRef;
}

/** INVALID_INPUT: pasted trooper rows that cannot be read, line by line. */
export interface RowErrorsDetails {
  errors: LineProblem[];
  warnings: LineProblem[];
}

/** INVALID_INPUT: a write over HTTP that names no event. */
export interface MissingParamDetails {
  missing: 'eventId';
}

/** RULES_VIOLATION: a round cannot close while these tables have no result. */
export interface MissingResultsDetails {
  missing: number[];
}

/** NOT_FOUND: no such API method. */
export interface UnknownMethodDetails {
  method: string;
}

/** NOT_FOUND: a table the tracker does not follow. IO_FAILURE (with `issues`): its record is damaged. */
export interface TrackedTableDetails {
  round: number;
  table: number;
  issues?: unknown[];
}

/** INVALID_INPUT: an army list the tracker cannot set up (the trooper listed twice). */
export interface ListSetupDetails {
  list: string;
  trooper?: string;
}

/** RULES_VIOLATION, NOT_FOUND: a trooper of one side the tracker refuses. */
export interface TrooperDetails {
  side: 'a' | 'b';
  trooper: string;
}

/** RULES_VIOLATION: a round's scenario has too few tables; the organizer may use others. */
export interface TablesShortDetails {
  tablesShort: { round: number; needed: number; usable: number; otherScenarioTables: readonly number[] };
}

/** CONFLICT: another player already has this ITS PIN (named). */
export interface DuplicatePinDetails {
  duplicatePin: string;
}

/** CONFLICT: several players answer to the name given; the phone lists them to pick one. */
export interface SignInChoicesDetails {
  choices: SignInChoice[];
}

/** UNAUTHORIZED: too many tries; the next one is heard from this moment (ISO). */
export interface RetryDetails {
  retryAt: string;
}

/** CONFLICT: the table's lists hold troopers of unknown cost; the screen asks to confirm. */
export interface ConfirmDetails {
  /** unknown-cost: the table's lists; pack-change: a scenario pack changes rounds already paired. */
  confirm: 'unknown-cost' | 'pack-change';
  problems: string[];
}

/** CONFLICT: the table already has another result (replace it to go on). */
export interface ResultDiffersDetails {
  round: number;
  table: number;
  existing: GameResult;
  proposed: GameResult;
}

/**
 * CONFLICT: someone else changed the same thing since the screen showed revision `revision`
 * — both versions, so the screen offers "keep theirs" or "save mine".
 */
export interface StaleDetails {
  stale: true;
  /** The thing, in English (the screens word it from the message's key). */
  what: string;
  changedBy: string;
  changedAt: string;
  summary: string;
  revision: number;
  current: unknown;
  yours: unknown;
}

/** CONFLICT: undoing someone else's change needs `confirm`. */
export interface UndoConfirmDetails {
  needsConfirm: true;
  revision: number;
  actor: string;
  at: string;
  summary: string;
}

/** CONFLICT: a later change depends on the one to undo or redo (null: none to name). */
export interface BlockedByDetails {
  blockedBy: number | null;
}

/** CONFLICT: the file was written by a newer version of the app. */
export interface NewerFormatDetails {
  newerFormat: number;
}

/** IO_FAILURE: the event file cannot be read; the newest valid backup, if any, to restore. */
export interface UnreadableFileDetails {
  path: string;
  reason: string;
  newestValidBackup: BackupInfo | null;
}

/** CONFLICT: the file changed on disk outside the app; the screens reload it. */
export interface ChangedOutsideDetails {
  changedOutside: true;
  reload: true;
  /** The revision the file on disk holds, null when it cannot be read. */
  diskRevision?: number | null;
}

/** CONFLICT: the change named another event than the one open; the screens reload. */
export interface OtherEventDetails {
  otherEvent: true;
  reload: true;
}

/** CONFLICT: the event must be read again before writing. */
export interface ReloadDetails {
  reload: true;
}

/** CONFLICT: the event is open read-only here. */
export interface ReadOnlyDetails {
  readOnly: true;
}

/** IO_FAILURE: the disk is full; nothing was written. */
export interface DiskFullDetails {
  diskFull: true;
}

/** CONFLICT: the event was finished at this moment (ISO) and is frozen. */
export interface FinishedDetails {
  finished: string;
}

/** CONFLICT: another program holds the event file (never its token). */
export interface LockedDetails {
  lockedBy: {
    pid: number;
    hostname: string;
    program: 'desktop' | 'serve' | 'cli';
    port?: number;
    since: string;
    claim?: string;
    /** Written as undefined: the holder's token never leaves the process. */
    token?: undefined;
  };
  readOnlyPossible: true;
  forcePossible: boolean;
}

export type ErrorDetails =
  | FieldsDetails
  | FactProblemsDetails
  | IssuesDetails
  | ProblemsDetails
  | ValuePathDetails
  | RowErrorsDetails
  | MissingParamDetails
  | MissingResultsDetails
  | UnknownMethodDetails
  | TrackedTableDetails
  | ListSetupDetails
  | TrooperDetails
  | TablesShortDetails
  | DuplicatePinDetails
  | SignInChoicesDetails
  | RetryDetails
  | ConfirmDetails
  | ResultDiffersDetails
  | StaleDetails
  | UndoConfirmDetails
  | BlockedByDetails
  | NewerFormatDetails
  | UnreadableFileDetails
  | ChangedOutsideDetails
  | OtherEventDetails
  | ReloadDetails
  | ReadOnlyDetails
  | DiskFullDetails
  | FinishedDetails
  | PackProblemsDetails
  | LockedDetails;

/** The parameters a refusal names (a form marks them); none when it names none. */
export function fieldsOf(details: ErrorDetails | undefined): readonly string[] {
  return details && 'fields' in details ? details.fields : [];
}
