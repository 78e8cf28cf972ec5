/**
 * Test helpers: a real Workspace in a fresh temp directory and the real registry.
 * Used by handler tests of every domain (no mocks of the store).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiResult } from '../../shared/errors';
import type { Method, Params, PushEvents, PushName, Result } from '../../shared/api';
import { Workspace } from '../store/workspace';
import { decodeRecords, journalPathFor, replay } from '../store/journal';
import type { EventFile } from '../../shared/model';
import type { HandlerContext } from './context';
import { createRegistry } from './handlers';
import type { Registry } from './registry';

export interface TestContext {
  dir: string;
  ctx: HandlerContext;
  registry: Registry;
  pushes: { name: PushName; payload: unknown }[];
  /** Raw call: returns `{ data }` or `{ error }`. */
  call(method: string, params?: unknown): Promise<ApiResult<unknown>>;
  /** Typed call that throws on `{ error }` — for arranging a test. */
  ok<M extends Method>(method: M, params: Params<M>): Promise<Result<M>>;
  /** Creates and opens an event named "Test Event" with the given settings overrides. */
  newEvent(settings?: Partial<Params<'events.create'>['settings']>): Promise<Result<'events.create'>>;
}

export function createTestContext(options: { dir?: string; actor?: string; now?: () => Date } = {}): TestContext {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'its-ref-test-'));
  const workspace = new Workspace(dir, options.now);
  const pushes: TestContext['pushes'] = [];
  const ctx: HandlerContext = {
    actor: options.actor ?? 'local',
    workspace,
    now: options.now,
    push<N extends PushName>(name: N, payload: PushEvents[N]) {
      pushes.push({ name, payload });
    },
  };
  const registry = createRegistry();
  const call = (method: string, params?: unknown) => registry.call(method, params, ctx);
  const ok = async <M extends Method>(method: M, params: Params<M>): Promise<Result<M>> => {
    const res = await call(method, params);
    if ('error' in res) throw new Error(`${method} failed: ${res.error.code} ${res.error.message}`);
    return res.data as Result<M>;
  };
  return {
    dir,
    ctx,
    registry,
    pushes,
    call,
    ok,
    newEvent: (settings = {}) => ok('events.create', { settings: { name: 'Test Event', ...settings } }),
  };
}

/**
 * After a test (`afterEach(() => disposeContext(t))`): closes its event, then removes its
 * folder. Closing comes first: a backup still being written would race the folder's removal.
 */
export async function disposeContext(t: TestContext | undefined): Promise<void> {
  if (!t) return;
  await t.ctx.workspace.close();
  rmSync(t.dir, { recursive: true, force: true });
}

/**
 * A game of Acquisition (ITS S11 · Acquisition) scored 6–1. A: 2 Activated Antennas (2) +
 * Tech-Coffin (3) + 1 Classified (1) = 6 OP; B: 1 Controlled Antenna = 1 OP. VP are the
 * surviving Army Points (180–90).
 */
export const ACQUISITION_6_1 = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};

/**
 * `rounds.setResult` parameters that replace the result already entered at `table` of `round`
 * with `op` and `vp`, for `reason` (left out, the call is refused for want of one).
 */
export function correction(
  { round, table }: { round: number; table: number },
  op: [number, number],
  vp: [number, number],
  reason?: string,
): Params<'rounds.setResult'> {
  return { round, table, op, vp, replace: true, ...(reason === undefined ? {} : { reason }) };
}

/** Adds `names` as players of the open event, then pairs round 1 and locks it; the round paired. */
export async function lockedFirstRound(
  t: TestContext,
  names: readonly string[] = ['Ana', 'Bea', 'Cai', 'Dan'],
  generate: Params<'rounds.generate'> = {},
): Promise<Result<'rounds.generate'>['round']> {
  for (const name of names) await t.ok('players.add', { name });
  const { round } = await t.ok('rounds.generate', generate);
  await t.ok('rounds.lock', { round: 1 });
  return round;
}

/**
 * The event as it stands on disk, for a test to check: the event file with its journal replayed
 * (a saved change may be in the journal until it is folded into the file).
 */
export function eventFileOnDisk(file: string): EventFile {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as EventFile;
  const journal = journalPathFor(file);
  if (!existsSync(journal)) return snapshot;
  return replay(snapshot, decodeRecords(readFileSync(journal))).doc as EventFile;
}

type Call = (method: string, params?: unknown) => Promise<ApiResult<unknown>>;
const PLAYER_ACTIONS = new Set(['reports.submit', 'reports.confirm', 'reports.dispute']);

/**
 * A phone's calls as its page makes them: a report, confirmation or dispute names the game it
 * is made for (`game` of `reports.mine`, read just before), unless the test names one itself.
 */
export function asPhonePage(call: Call): Call {
  return async (method, params) => {
    if (PLAYER_ACTIONS.has(method) && typeof params === 'object' && params !== null && !('game' in params)) {
      const mine = await call('reports.mine', {});
      const game = 'data' in mine ? (mine.data as { game: string | null }).game : null;
      if (game) return call(method, { ...params, game });
    }
    return call(method, params);
  };
}
