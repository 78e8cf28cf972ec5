/**
 * A finished event is frozen against changes, except its language: how the screens and the
 * documents read it, not what it holds (store/changeChecks.ts · assertNotFrozen).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';
import { playHandWorkedEvent } from '../reportPack/testing/handWorkedEvent';

let t: TestContext;
afterEach(() => disposeContext(t));

describe('a finished event', () => {
  it('changes its language, and nothing else', async () => {
    t = createTestContext();
    await playHandWorkedEvent(t, {});
    await t.ok('events.finish', { confirm: true });
    await t.ok('events.updateSettings', { settings: { language: 'es' } });
    expect((await t.ok('events.get', {})).settings.language).toBe('es');
    for (const settings of [{ venue: 'Elsewhere' }, { language: 'fr', venue: 'Elsewhere' }] as const) {
      expect(await t.call('events.updateSettings', { settings })).toMatchObject({ error: { code: 'CONFLICT' } });
    }
    expect((await t.ok('events.get', {})).settings.language).toBe('es');
  });
});
