/**
 * The result code on paper: each player's control sheet and their pairing slip carry it while
 * player reporting is on (real PDFs through pdf.generate, read back with pdftotext); the round
 * sheet posted on the wall never does. One slip serves both players of a table, so each code
 * sits on its own player's cut-off strip at the foot of the slip, never where the opponent
 * reads it.
 */
import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { flat, pageTexts, pageWords, pdfInfo } from '../../../tests/fixtures/pdfInspect';
import { stopPrintWorker } from '../pdf/jobs';
import { createTestContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(async () => {
  // Close first: a backup still being written would race the folder's removal.
  await t.ctx.workspace.close();
  rmSync(t.dir, { recursive: true, force: true });
});
afterAll(() => stopPrintWorker());

async function pdf(kind: 'control-sheets' | 'pairing-slips' | 'round-sheet'): Promise<string> {
  return (await t.ok('pdf.generate', { kind, ...(kind === 'control-sheets' ? {} : { round: 1 }) })).path;
}

const printed = async (kind: Parameters<typeof pdf>[0]) => flat(pageTexts(await pdf(kind)).join(' '));

describe('result codes in print', () => {
  it('are on the control sheets and pairing slips with reporting on, never on the round sheet', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, scenarios: ['acquisition'], playerReporting: 'referee-approves' });
    for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan', 'Eve'].entries())
      await t.ok('players.add', { name, itsPin: `7${i}` });
    await t.ok('rounds.generate', { seed: 's' });
    await t.ok('rounds.lock', { round: 1 });
    const players = await t.ok('players.list', {});
    const codes = players.map((p) => p.resultCode!);
    const sheets = await printed('control-sheets');
    for (const code of codes) expect(sheets).toContain(code);

    // Each player of a game finds their code once on the slips, on their own strip: under the
    // slip's score guide (below the dashed cut line), in their half, next to their name. The
    // bye's slip has no game to report, and no code.
    const slips = await pdf('pairing-slips');
    const { width } = pdfInfo(slips);
    const words = pageWords(slips);
    const round = await t.ok('rounds.get', { round: 1 });
    const seats = round.pairings.flatMap((p) => [
      { id: p.a, half: 'left' },
      { id: p.b, half: 'right' },
    ]);
    expect(seats).toHaveLength(4);
    const bye = players.find((p) => p.id === round.bye)!;
    expect(words.some((w) => w.text === bye.resultCode)).toBe(false);
    for (const { id, half } of seats) {
      const player = players.find((p) => p.id === id)!;
      const hits = words.filter((w) => w.text === player.resultCode);
      expect(hits, player.name).toHaveLength(1);
      const code = hits[0]!;
      expect(code.xMin < width / 2, `${player.name}'s code in the ${half} half`).toBe(half === 'left');
      const name = words.find(
        (w) => w.page === code.page && w.text === player.name && w.yMin > code.yMin - 4 && w.yMin < code.yMax,
      );
      expect(name && name.xMin > code.xMax, `${player.name} beside their code`).toBe(true);
      // The slip's own header and players sit above the code, the next slip's below it; a game
      // slip's score guide ("HOW TO SCORE") ends above the strip.
      const above = words.filter((w) => w.page === code.page && w.yMax < code.yMin);
      const header =
        above.filter((w) => w.text === 'TABLE' || w.text === 'BYE').at(-1) ?? above.find((w) => w.text === 'BYE');
      expect(header, 'the slip above').toBeTruthy();
      if (half === 'right' || round.pairings.some((p) => p.a === id)) {
        expect(
          above.some((w) => w.text === 'HOW' && w.yMin > header!.yMin),
          'guide above the strip',
        ).toBe(true);
      }
    }
    const strips = words.filter((w) => w.text === 'PRIVATE:');
    expect(strips).toHaveLength(4);

    const wall = await printed('round-sheet');
    for (const code of codes) expect(wall).not.toContain(code);

    await t.ok('events.updateSettings', { settings: { playerReporting: 'off' } });
    const off = await printed('pairing-slips');
    for (const code of codes) expect(off).not.toContain(code);
    expect(off).not.toContain('PRIVATE');
  });
});
