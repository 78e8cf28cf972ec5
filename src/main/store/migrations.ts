/**
 * Event file schema migrations. Each step upgrades a document from version N to N + 1.
 * The store backs the file up before running any of them.
 */
import { CURRENT_SCHEMA_VERSION } from '../../shared/model';
import { compactResults } from './compactResults';

export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Step from version `key` to `key + 1`. Version 1 is the first released format; 2 stores results
 * and player reports without their breakdowns (compactResults.ts).
 */
export const MIGRATIONS: Readonly<Record<number, Migration>> = { 1: compactResults };

/** A format no step converts from; the store words it for the referee (`m.store.noMigration`). */
export class MissingMigration extends Error {
  constructor(readonly format: number) {
    super(`No migration from schema version ${format}.`);
  }
}

export function schemaVersionOf(doc: unknown): number | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const v = (doc as { schemaVersion?: unknown }).schemaVersion;
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
}

export function needsMigration(doc: unknown, target = CURRENT_SCHEMA_VERSION): boolean {
  const v = schemaVersionOf(doc);
  return v !== null && v < target;
}

export function migrate(
  doc: Record<string, unknown>,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
  target = CURRENT_SCHEMA_VERSION,
): Record<string, unknown> {
  let current = doc;
  let version = schemaVersionOf(current);
  if (version === null) throw new Error('The file has no schemaVersion.');
  if (version > target) {
    throw new Error(
      `The file was written by a newer version of the app (schema ${version}; this app reads ${target}).`,
    );
  }
  while (version < target) {
    const step = migrations[version];
    if (!step) throw new MissingMigration(version);
    current = { ...step(current), schemaVersion: version + 1 };
    version += 1;
  }
  return current;
}
