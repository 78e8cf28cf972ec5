/**
 * The result code on paper: each player's control sheet and their pairing slip carry it while
 * player reporting is on (real PDFs through pdf.generate, read back with pdftotext); the round
 * sheet posted on the wall never does.
 */
import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { flat, pageTexts } from '../../../tests/fixtures/pdfInspect';
import { stopPrintWorker } from '../pdf/jobs';
import { createTestContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => rmSync(t.dir, { recursive: true, force: true }));
afterAll(() => stopPrintWorker());

async function printed(kind: 'control-sheets' | 'pairing-slips' | 'round-sheet'): Promise<string> {
  const done = await t.ok('pdf.generate', { kind, ...(kind === 'control-sheets' ? {} : { round: 1 }) });
  return flat(pageTexts(done.path).join(' '));
}

describe('result codes in print', () => {
  it('are on the control sheets and pairing slips with reporting on, never on the round sheet', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, scenarios: ['acquisition'], playerReporting: 'referee-approves' });
    for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan'].entries())
      await t.ok('players.add', { name, itsPin: `7${i}` });
    await t.ok('rounds.generate', { seed: 's' });
    await t.ok('rounds.lock', { round: 1 });
    const codes = (await t.ok('players.list', {})).map((p) => p.resultCode!);
    const sheets = await printed('control-sheets');
    const slips = await printed('pairing-slips');
    for (const code of codes) {
      expect(sheets).toContain(code);
      expect(slips).toContain(`Result code ${code}`);
    }
    const wall = await printed('round-sheet');
    for (const code of codes) expect(wall).not.toContain(code);

    await t.ok('events.updateSettings', { settings: { playerReporting: 'off' } });
    const off = await printed('pairing-slips');
    for (const code of codes) expect(off).not.toContain(code);
  });
});
