import { z } from 'zod';
import { DisplayNameSchema, TableNumberSchema } from '../bounds';
import { EventSettingsPatchSchema, EventSettingsSchema, TableDefSchema } from '../model';
import type { AuditEntry, EventFile, EventSummary } from '../model';
import type { MessageRef } from '../messages';
import type { ChangesSince } from '../follow';

const EventPath = z.string().min(1).max(4096);

export const eventsParams = {
  'events.create': z.object({
    settings: EventSettingsSchema.extend({ name: DisplayNameSchema }),
    /** Where to save; defaults to the data folder's events directory. */
    path: EventPath.optional(),
  }),
  'events.open': z.object({
    path: EventPath,
    /** Open without taking the event's lock (another program has it open for changes). */
    readOnly: z.boolean().optional(),
    /** Take over the lock of another computer that no longer has the event open. */
    force: z.boolean().optional(),
  }),
  'events.current': z.object({}).default({}),
  'events.get': z.object({}).default({}),
  'events.recent': z.object({}).default({}),
  /**
   * The saved changes after `revision` of the event `eventId` (a screen that missed pushes
   * catches up): their audit entries in order, or `reset` when the open event is another one,
   * its revision `revision` is not the one the screen holds (`at` differs: a restore went back),
   * or too many changes were missed (read the event whole).
   */
  'events.changesSince': z.object({
    eventId: z.string().max(100),
    revision: z.int().min(0),
    /** When the revision held was saved (its `updatedAt`): another history of the event is a reset. */
    at: z.string().max(40).optional(),
  }),
  'events.close': z.object({}).default({}),
  'events.saveAs': z.object({ path: EventPath }),
  'events.updateSettings': z.object({
    settings: EventSettingsPatchSchema.extend({ name: DisplayNameSchema.optional() }),
    reason: z.string().max(500).optional(),
  }),
  'events.setTables': z.object({ tables: z.array(TableDefSchema.extend({ number: TableNumberSchema })).max(999) }),
  /**
   * An event opened read-only because of problems: apply the repairs the consistency check
   * offers (only unambiguous ones), after a backup, and reopen it.
   */
  'events.repair': z.object({}).default({}),
  /**
   * An event opened read-only because its journal is damaged: accept losing what could not be
   * recovered and continue from what was (audited; the journal is kept aside, never deleted).
   */
  'events.acceptLoss': z.object({}).default({}),
} satisfies Record<`events.${string}`, z.ZodType>;

/**
 * The whole-file operations of this domain: each creates, replaces or lets go of the open event
 * file, so the store's queue runs it alone (after every change queued before it is on disk), it
 * carries no screen revision, and a screen reads the event again after it. The registry makes
 * each one a file handler; see `fileOperations` in ./index.ts.
 */
export const eventsFileOperations = [
  'events.create',
  'events.open',
  'events.close',
  'events.saveAs',
  'events.repair',
  'events.acceptLoss',
] as const satisfies readonly (keyof typeof eventsParams)[];

export interface SavedAck {
  revision: number;
  savedAt: string;
}

export interface EventsResults {
  'events.create': EventSummary & SavedAck;
  'events.open': EventSummary;
  'events.current': EventSummary | null;
  'events.get': EventFile;
  'events.recent': EventSummary[];
  'events.changesSince': ChangesSince;
  'events.close': { closed: boolean };
  'events.saveAs': EventSummary;
  'events.updateSettings': SavedAck;
  'events.setTables': SavedAck;
  /** The event as reopened (read-only again only if problems without a safe repair remain). */
  /** What was repaired: in English, and as messages for the referee's language. */
  'events.repair': EventSummary & { repaired: string[]; repairedI18n: MessageRef[] };
  /** The event as reopened, and the name the damaged journal is kept under beside the file. */
  'events.acceptLoss': EventSummary & { keptAs: string };
}

export const backupsParams = {
  'backups.list': z.object({}).default({}),
  /** Opens a backup as the current event after backing up the current file. */
  'backups.restore': z.object({ file: z.string().min(1).max(400) }),
  /** When an event file cannot be opened: restore its newest valid backup into place. */
  'backups.recover': z.object({ path: EventPath, file: z.string().min(1).max(400) }),
} satisfies Record<`backups.${string}`, z.ZodType>;

/** The whole-file operations of this domain (as `eventsFileOperations`). */
export const backupsFileOperations = [
  'backups.restore',
  'backups.recover',
] as const satisfies readonly (keyof typeof backupsParams)[];

export interface BackupInfo {
  file: string;
  kind: 'generation' | 'round' | 'pre-migration' | 'pre-restore' | 'pre-repair';
  revision: number;
  createdAt: string;
  valid: boolean;
  /** What a valid backup holds: when the event was last saved in it, and its size. */
  savedAt?: string;
  players?: number;
  rounds?: number;
  results?: number;
}

export interface BackupsResults {
  'backups.list': BackupInfo[];
  'backups.restore': EventSummary;
  'backups.recover': EventSummary;
}

export const auditParams = {
  'audit.list': z
    .object({
      table: TableNumberSchema.optional(),
      player: z.string().optional(),
      limit: z.int().min(1).max(10000).optional(),
    })
    .default({}),
  /** Undo the newest change (or one given revision, if nothing since depends on it). */
  /** Without `revision`: the caller's own newest change. Someone else's change needs `confirm`. */
  'audit.undo': z
    .object({
      revision: z.int().min(1).optional(),
      reason: z.string().max(500).optional(),
      confirm: z.boolean().optional(),
    })
    .default({}),
  'audit.redo': z.object({}).default({}),
} satisfies Record<`audit.${string}`, z.ZodType>;

export interface AuditResults {
  'audit.list': AuditEntry[];
  'audit.undo': SavedAck & { undone: number };
  'audit.redo': SavedAck & { redone: number };
}
