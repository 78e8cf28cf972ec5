/**
 * The one API contract. A method name maps to a parameter schema (validated in main) and a
 * result type. Every transport (IPC, HTTP, CLI) serves exactly this map.
 */
import type { z } from 'zod';
import { mergeDomains } from './define';
import { appParams } from './appInfo';
import type { AppResults } from './appInfo';
import { auditParams, backupsFileOperations, backupsParams, eventsFileOperations, eventsParams } from './events';
import type { AuditResults, BackupsResults, EventsResults } from './events';
import { catalogsParams, listsParams } from './lists';
import type { CatalogsResults, ListsResults } from './lists';
import { gitmParams, tablesParams } from './tables';
import type { GitmResults, TablesResults } from './tables';
import { playersParams } from './players';
import { teamsParams } from './teams';
import type { TeamsResults } from './teams';
import { matchupsParams } from './matchups';
import type { MatchupsResults } from './matchups';
import type { PlayersResults } from './players';
import { roundsParams } from './rounds';
import type { RoundsResults } from './rounds';
import { standingsParams } from './standings';
import type { StandingsResults } from './standings';
import { statisticsParams } from './statistics';
import type { StatisticsResults } from './statistics';
import { scoringParams } from './scoring';
import type { ScoringResults } from './scoring';
import { pdfParams } from './pdf';
import { authParams } from './auth';
import { dialogParams } from './dialog';
import type { DialogResults } from './dialog';
import type { AuthResults } from './auth';
import type { PdfResults } from './pdf';
import { finishParams } from './finish';
import type { FinishResults } from './finish';
import { playerSignInParams, reportsParams } from './reports';
import type { ReportsResults } from './reports';
import { reportsAcceptAllParams } from './reportsAcceptAll';
import type { ReportsAcceptAllResults } from './reportsAcceptAll';
import { packFileParams } from './packFiles';
import type { PackFileResults } from './packFiles';
import { packsParams } from './packs';
import type { PacksResults } from './packs';
import type { MessageRef } from '../messages';
import type { ChangedPush } from '../follow';

export const apiParams = mergeDomains(
  appParams,
  eventsParams,
  backupsParams,
  auditParams,
  listsParams,
  catalogsParams,
  tablesParams,
  gitmParams,
  playersParams,
  teamsParams,
  matchupsParams,
  roundsParams,
  standingsParams,
  statisticsParams,
  scoringParams,
  pdfParams,
  finishParams,
  authParams,
  dialogParams,
  playerSignInParams,
  reportsParams,
  reportsAcceptAllParams,
  packFileParams,
  packsParams,
);

export type ApiResults = AppResults &
  EventsResults &
  BackupsResults &
  AuditResults &
  ListsResults &
  CatalogsResults &
  TablesResults &
  GitmResults &
  PlayersResults &
  TeamsResults &
  MatchupsResults &
  RoundsResults &
  StandingsResults &
  StatisticsResults &
  ScoringResults &
  PdfResults &
  AuthResults &
  DialogResults &
  FinishResults &
  ReportsResults &
  ReportsAcceptAllResults &
  PackFileResults &
  PacksResults;

export type Method = keyof typeof apiParams & keyof ApiResults;
export type Params<M extends Method> = z.input<(typeof apiParams)[M]>;
export type ParsedParams<M extends Method> = z.output<(typeof apiParams)[M]>;
export type Result<M extends Method> = ApiResults[M];

/**
 * The whole-file operations of the contract, as each domain declares them beside its schemas
 * (create, open, close, Save As, repair, restore, recover). The registry requires a file handler
 * for each; the screens read the event again after one and send it no screen revision.
 */
export type FileOperation = (typeof eventsFileOperations)[number] | (typeof backupsFileOperations)[number];
export const fileOperations: readonly FileOperation[] = [...eventsFileOperations, ...backupsFileOperations];
const fileOperationSet: ReadonlySet<string> = new Set(fileOperations);

/** Whether `method` opens, creates, closes or replaces the event file as a whole. */
export function isFileOperation(method: string): method is FileOperation {
  return fileOperationSet.has(method);
}

/** Pushes from main to every connected screen. */
export interface PushEvents {
  /**
   * The open event changed: one push per saved revision, in order, or a whole-file operation
   * (open, close, restore, …: `reset`, read the event again). A saved change carries its
   * committed audit entry (`entry`, its patches) only to signed-in referees and the desktop
   * window: it may hold private data (army lists, result codes). See src/shared/follow.ts.
   */
  'event.changed': ChangedPush;
  /** Save pipeline state, for the always-visible save indicator. */
  'save.status': { state: 'saving' | 'saved' | 'failed'; revision: number; at: string; message?: string };
  /** Progress of a long job (PDF generation, imports). */
  /** `label` in English; `i18n`, when given, the same step for the screen's language. */
  'job.progress': { jobId: string; done: number; total: number; label: string; i18n?: MessageRef };
}
export type PushName = keyof PushEvents;

export * from './define';
export * from './appInfo';
export * from './events';
export * from './lists';
export * from './tables';
export * from './players';
export * from './teams';
export * from './matchups';
export * from './rounds';
export * from './standings';
export * from './statistics';
export * from './scoring';
export * from './finish';
export * from './auth';
export * from './pdf';
export * from './reports';
export * from './packs';
export * from './envelope';
