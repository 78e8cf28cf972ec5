/**
 * End of event: checking that an event can be finished, finishing it (freezing it and writing
 * the report pack into the exports folder), reopening it, and the ITS exports on their own.
 */
import { z } from 'zod';
import type { MessageRef } from '../messages';
import type { SavedAck } from './events';

/** An event file's content (exports from a file, as the CLI does); the open event when absent. */
const Document = z.unknown().optional();

export const finishParams = {
  /** What stands in the way of finishing, and the players with no ITS PIN (a warning). */
  'events.finishCheck': z.object({}).default({}),
  /**
   * Finishes the open event: confirmed, audited, undoable (audit.undo) and reopenable. The
   * report pack is then written by `exports.pack` (the Finish button does both).
   */
  'events.finish': z.object({
    confirm: z.literal(true, { error: 'confirm: finishing the event must be confirmed' }),
  }),
  /** Reopens a finished event for changes; the reason is kept in the audit log. */
  'events.reopen': z.object({ reason: z.string().trim().min(1, 'reason: say why the event is reopened').max(500) }),
  /** Writes the report pack of a finished event into `<data>/exports/` (again, if need be). */
  'exports.pack': z.object({}).default({}),
  /** The ITS report as CSV or a printable PDF. */
  'exports.itsReport': z.object({
    document: Document,
    format: z.enum(['csv', 'pdf']).default('csv'),
    out: z.string().min(1).max(4096).optional(),
  }),
  /** Final standings (rank, name, ITS PIN, army, TP, OP, VP, opponents' OP, byes, dropped). */
  'exports.standings': z.object({
    document: Document,
    format: z.enum(['csv', 'pdf']),
    out: z.string().min(1).max(4096).optional(),
  }),
} satisfies Record<`events.${string}` | `exports.${string}`, z.ZodType>;

/** One reason an event cannot be finished yet; `message` is the English wording. */
export type FinishProblem =
  | { kind: 'unpaired' | 'notClosed'; round: number; message: string; i18n: MessageRef }
  | { kind: 'noResult'; round: number; table: number; a: string; b: string; message: string; i18n: MessageRef };

export interface FinishCheck {
  /** Nothing blocks finishing. */
  ready: boolean;
  /** Why the event cannot be finished yet, naming rounds, tables and players. */
  problems: FinishProblem[];
  /** Players with no ITS PIN: the report can be made, but Corvus Belli cannot credit them. */
  missingPins: { id: string; name: string }[];
  finished: { at: string; by: string } | null;
}

export interface ExportedFile {
  /** What the file is, in English; `i18n` names it in the reader's language. */
  label: string;
  i18n?: MessageRef;
  /** File name in the exports folder. */
  file: string;
  /** Absolute path (the referee's machine; never shown to a visitor). */
  path: string;
  /** Where the venue server offers it for download (`/files/<name>`): files of the exports folder. */
  url: string | null;
}

export interface FinishResults {
  'events.finishCheck': FinishCheck;
  'events.finish': SavedAck & { missingPins: { id: string; name: string }[] };
  'events.reopen': SavedAck;
  'exports.pack': { files: ExportedFile[] };
  'exports.itsReport': ExportedFile;
  'exports.standings': ExportedFile;
}
