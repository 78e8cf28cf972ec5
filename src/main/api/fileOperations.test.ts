/**
 * Which methods are whole-file operations is said once, in the contract
 * (`fileOperations`). The registry serves each with a file handler, and every method whose
 * handler runs alone in the store's queue (Workspace's whole-file turn) is one of them.
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileOperations, isFileOperation } from '../../shared/api';
import { Workspace } from '../store/workspace';
import { createTestContext } from './testing';
import type { TestContext } from './testing';

/** Parameters for every method served by a file handler (valid or not: the queue is reached first). */
const FILE_HANDLER_CALLS: Record<string, (t: TestContext, eventPath: string) => unknown> = {
  'events.create': () => ({ settings: { name: 'Another Event' } }),
  'events.open': (_t, eventPath) => ({ path: eventPath }),
  'events.close': () => ({}),
  'events.saveAs': (t) => ({ path: path.join(t.dir, 'copy.its.json') }),
  'events.repair': () => ({}),
  'events.acceptLoss': () => ({}),
  'backups.restore': () => ({ file: 'no-such-backup.json' }),
  'backups.recover': (_t, eventPath) => ({ path: eventPath, file: 'no-such-backup.json' }),
  'audit.undo': () => ({}),
  'audit.redo': () => ({}),
};

const opened: TestContext[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.ctx.workspace.close();
  vi.restoreAllMocks();
});

describe('whole-file operations', () => {
  const t = createTestContext();
  const methods = t.registry.methods();

  it('every one the contract declares is a registered file handler, flagged in the method table', () => {
    expect(fileOperations.length).toBeGreaterThan(0);
    for (const method of fileOperations) {
      expect(t.registry.kindOf(method), method).toBe('file');
      expect(t.registry.info(method)?.fileOperation, method).toBe(true);
    }
    for (const method of methods.filter((m) => !isFileOperation(m))) {
      expect(t.registry.info(method)?.fileOperation, method).toBeUndefined();
    }
  });

  it('every file handler is listed here, so the next one is checked below', () => {
    expect(methods.filter((m) => t.registry.kindOf(m) === 'file')).toEqual(Object.keys(FILE_HANDLER_CALLS).sort());
  });

  it.each(Object.keys(FILE_HANDLER_CALLS))('%s runs alone in the queue exactly when it is flagged', async (method) => {
    const run = createTestContext();
    opened.push(run);
    const event = await run.newEvent();
    await run.ok('players.add', { name: 'Ana Ruiz' });
    const exclusive = vi.spyOn(Workspace.prototype as unknown as { exclusive(): unknown }, 'exclusive');
    await run.call(method, FILE_HANDLER_CALLS[method]!(run, event.path));
    expect(exclusive.mock.calls.length > 0).toBe(isFileOperation(method));
  });
});
