/**
 * The store tests' kit (imported by *.test.ts only): a workspace in a fresh temp folder, and a
 * crashed event for the journal damage tests: a snapshot at change 2 and a journal holding the
 * 40 changes after it (3 to 42, one player each), copied while the app still had it open, as a
 * power cut leaves them. Each damage of the matrix is made to those bytes.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlayerSchema } from '../../shared/model';
import { journalPathFor } from './journal';
import { Workspace } from './workspace';

/** A workspace over a fresh folder under the system's temp folder, named from `prefix`. */
export const tempWorkspace = (prefix = 'its-store-'): Workspace =>
  new Workspace(mkdtempSync(path.join(os.tmpdir(), prefix)));

export const SNAPSHOT_REVISION = 2;
export const JOURNALED = 40;

export interface Crashed {
  /** The event file's text at change 2, and at creation (change 0). */
  snapshot: string;
  created: string;
  journal: Buffer;
  /** Where each record starts in the journal, and where the last one ends. */
  starts: number[];
}

async function crash(name: string): Promise<Crashed> {
  const ws = tempWorkspace('its-journal-src-');
  const store = await ws.create({ name } as never);
  const created = readFileSync(store.path, 'utf8');
  const add = (i: number) =>
    store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.players.push(PlayerSchema.parse({ id: `p${i}`, name: `Player ${i}` }));
      return { result: undefined, summary: `player ${i}` };
    });
  for (let i = 1; i <= SNAPSHOT_REVISION; i++) await add(i);
  await store.fold();
  const snapshot = readFileSync(store.path, 'utf8');
  for (let i = SNAPSHOT_REVISION + 1; i <= SNAPSHOT_REVISION + JOURNALED; i++) await add(i);
  const journal = readFileSync(journalPathFor(store.path));
  await ws.close();
  const starts: number[] = [];
  for (let at = 0; at < journal.length;) {
    starts.push(at);
    const newline = journal.indexOf(0x0a, at);
    at = newline + 1 + Number(journal.subarray(at, newline).toString().split(' ')[0]) + 1;
  }
  return { snapshot, created, journal, starts };
}

let made: Promise<[Crashed, Crashed]> | null = null;
/** The crashed event, and another event crashed the same way (for a foreign journal). */
export const crashed = (): Promise<[Crashed, Crashed]> => (made ??= Promise.all([crash('Cup'), crash('Other')]));

/**
 * Lays `snapshot` and `journal` down as `<data>/events/cup.its.json` and its journal, in `dir`
 * (a fresh data folder when not given).
 */
export function layDown(snapshot: string, journal: Buffer, dir?: string): { ws: Workspace; file: string } {
  const ws = new Workspace(dir ?? mkdtempSync(path.join(os.tmpdir(), 'its-journal-')));
  mkdirSync(ws.eventsDir, { recursive: true });
  const file = path.join(ws.eventsDir, 'cup.its.json');
  writeFileSync(file, snapshot);
  writeFileSync(journalPathFor(file), journal);
  return { ws, file };
}
