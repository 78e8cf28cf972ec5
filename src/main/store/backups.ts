/**
 * Rotating backups, kept beside the event file in `.its-backups/<file name>/` so they travel
 * with it and can be found even when the event file itself is unreadable.
 *   - generation: a copy of the last saved file every GENERATION_EVERY revisions (the
 *     GENERATIONS_KEPT written last kept)
 *   - round:      a snapshot whenever a round is closed (kept forever)
 *   - pre-migration / pre-restore / pre-repair: before a schema upgrade, a restore or a repair
 *     (kept forever)
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CURRENT_SCHEMA_VERSION, EventFileSchema } from '../../shared/model';
import type { EventFile } from '../../shared/model';
import { ApiError } from '../../shared/errors';
import { english, msg } from '../../shared/messages';
import type { MessageKey, MessageRef } from '../../shared/messages';
import type { BackupInfo } from '../../shared/api/events';
import { readTextIfExists, writeFileDurably } from '../io/durable';
import { fastSafeParser } from './fastParse';
import { MissingMigration, migrate, needsMigration, schemaVersionOf } from './migrations';
import { renameOldKeys } from './renamedKeys';
import { parseJson } from '../errors/describe';

export const GENERATION_EVERY = 10;
export const GENERATIONS_KEPT = 10;

type BackupKind = BackupInfo['kind'];

export function backupDirFor(eventPath: string): string {
  return path.join(path.dirname(eventPath), '.its-backups', path.basename(eventPath));
}

const NAME = /^(generation|round-(\d+)|pre-migration|pre-restore|pre-repair)-r(\d+)-(\d+)\.json$/;

function backupName(kind: BackupKind, revision: number, round?: number): string {
  const label = kind === 'round' ? `round-${round ?? 0}` : kind;
  return `${label}-r${String(revision).padStart(6, '0')}-${Date.now()}.json`;
}

export async function writeBackup(
  eventPath: string,
  content: string,
  kind: BackupKind,
  revision: number,
  round?: number,
): Promise<string> {
  const dir = backupDirFor(eventPath);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, backupName(kind, revision, round));
  await writeFileDurably(file, content);
  if (kind === 'generation') await pruneGenerations(dir);
  return file;
}

/** When a backup was written (its name says), in milliseconds. */
const writtenAt = (file: string): number => Number(NAME.exec(file)?.[4] ?? 0);

/**
 * Keeps the GENERATIONS_KEPT generations written last. Not the highest revisions: after an older
 * backup is restored, the event's new generations have lower revisions than the abandoned ones.
 */
async function pruneGenerations(dir: string): Promise<void> {
  const generations = (await fs.readdir(dir))
    .filter((f) => f.startsWith('generation-'))
    .sort((a, b) => writtenAt(a) - writtenAt(b) || a.localeCompare(b));
  for (const old of generations.slice(0, Math.max(0, generations.length - GENERATIONS_KEPT))) {
    await fs.rm(path.join(dir, old), { force: true });
  }
}

const parseEventFile = fastSafeParser(EventFileSchema);

const SECTION_NAMES: Record<string, MessageKey> = {
  settings: 'm.store.section.settings',
  players: 'm.store.section.players',
  rounds: 'm.store.section.rounds',
  tables: 'm.store.section.tables',
  lists: 'm.store.section.lists',
  catalogs: 'm.store.section.catalogs',
  tracker: 'm.store.section.tracker',
  audit: 'm.store.section.audit',
};

/** A failure with its reason in English and as a message (`i18n`) to render in any language. */
const failure = (i18n: MessageRef, newerFormat?: number): ParsedEvent => ({
  ok: false,
  reason: english(i18n),
  i18n,
  ...(newerFormat === undefined ? {} : { newerFormat }),
});

export type ParsedEvent =
  | { ok: true; event: EventFile; migrated: boolean }
  | {
      ok: false;
      reason: string;
      i18n: MessageRef;
      /** Set when a newer app wrote the file: its format number. */
      newerFormat?: number;
    };

/**
 * Parses and validates an event file's text (migrating old schema versions in memory), with
 * `journal` (see journal.ts) replaying the changes journaled beside the file, and text keys
 * an older file saved read under their current names (renamedKeys.ts). A UTF-8
 * byte-order mark, which some editors add, is accepted. Reasons are for the referee: they name
 * the part of the event that is wrong, never a field path.
 */
export function parseEventText(text: string, journal?: (doc: unknown) => unknown): ParsedEvent {
  const json = parseJson(text.replace(/^\uFEFF/, ''));
  if (!json.ok) return failure(msg('m.store.notJson', { where: json.where }));
  // The journal's changes continue the file in its own format: replayed before any migration.
  let doc = journal ? journal(json.value) : json.value;
  const version = schemaVersionOf(doc);
  if (version !== null && version > CURRENT_SCHEMA_VERSION) {
    return failure(msg('m.store.newerReason', { format: version }), version);
  }
  const migrated = needsMigration(doc);
  try {
    if (migrated) doc = migrate(doc as Record<string, unknown>);
  } catch (err) {
    // A format with no conversion step, or contents a step cannot convert.
    const detail =
      err instanceof MissingMigration
        ? msg('m.store.noMigration', { format: err.format })
        : msg('m.store.migrationFailed', { format: version ?? 0 });
    return failure(msg('m.store.oldFormat', { detail }));
  }
  const parsed = parseEventFile(doc);
  if (!parsed.success) {
    const sections = [
      ...new Set(parsed.error.issues.map((i) => SECTION_NAMES[String(i.path[0])] ?? 'm.store.section.basics')),
    ];
    return failure(msg('m.store.invalid', { sections: sections.slice(0, 3).map((key): MessageRef => ({ key })) }));
  }
  renameOldKeys(parsed.data);
  return { ok: true, event: parsed.data, migrated };
}

/**
 * All backups of an event file, newest first by when they were written (after a restore of an
 * older backup, the abandoned history's backups carry higher revisions but are older), each
 * checked for validity.
 */
export async function listBackups(eventPath: string): Promise<BackupInfo[]> {
  const dir = backupDirFor(eventPath);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const infos: BackupInfo[] = [];
  for (const file of names) {
    const m = NAME.exec(file);
    if (!m) continue;
    const kindLabel = m[1] ?? '';
    const kind: BackupKind = kindLabel.startsWith('round-') ? 'round' : (kindLabel as BackupKind);
    const text = await readTextIfExists(path.join(dir, file));
    const parsed = text === null ? null : parseEventText(text);
    const event = parsed?.ok ? parsed.event : null;
    infos.push({
      file,
      kind,
      revision: Number(m[3]),
      createdAt: new Date(Number(m[4])).toISOString(),
      valid: event !== null,
      ...(event ? contentsOf(event) : {}),
    });
  }
  return infos.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.revision - a.revision);
}

export async function readBackup(eventPath: string, file: string): Promise<EventFile> {
  if (file !== path.basename(file) || !NAME.test(file))
    throw new ApiError('NOT_FOUND', msg('m.store.backupName', { file }));
  const text = await readTextIfExists(path.join(backupDirFor(eventPath), file));
  if (text === null) throw new ApiError('NOT_FOUND', msg('m.store.backupMissing', { file }));
  const parsed = parseEventText(text);
  if (!parsed.ok) throw new ApiError('NOT_FOUND', msg('m.store.backupBad', { file, reason: parsed.i18n }));
  return parsed.event;
}

/** Round numbers that became closed between two states (each gets a snapshot). */
export function newlyClosedRounds(before: EventFile, after: EventFile): number[] {
  return after.rounds
    .filter((r) => r.status === 'closed' && before.rounds.find((b) => b.number === r.number)?.status !== 'closed')
    .map((r) => r.number);
}

/** What a backup holds, for the referee to judge before restoring it. */
export function contentsOf(event: EventFile): { savedAt: string; players: number; rounds: number; results: number } {
  return {
    savedAt: event.updatedAt,
    players: event.players.length,
    rounds: event.rounds.length,
    results: event.rounds.reduce((n, r) => n + r.pairings.filter((p) => p.result !== null).length, 0),
  };
}
