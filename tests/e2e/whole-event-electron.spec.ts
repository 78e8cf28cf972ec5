/**
 * The same whole-event run in the Electron window (IPC through the preload instead of HTTP).
 * The Electron binary is not downloadable on CI machines; the test then skips itself, visibly.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { announceSkipWithoutElectron } from './electronBinary';
import { playWholeEvent, readApi } from './flow';

const binary = announceSkipWithoutElectron('Electron whole-event run');

test.use({ actionTimeout: 15_000 });

test('a whole 7-player, 3-round event through the screens (Electron window)', async () => {
  test.skip(
    !binary,
    'Electron binary absent (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1): skipping the Electron whole-event run',
  );
  test.setTimeout(600_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-e2e-electron-'));
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: [path.resolve('out/main/index.js'), '--no-sandbox'],
    env: { ...process.env, ITS_REF_DATA: dataDir },
  });
  try {
    const page = await app.firstWindow();
    // The laptop size the referees use.
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.setContentSize(1366, 768));
    await expect(page.getByRole('heading', { name: 'Event', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => typeof window.api?.call)).toBe('function');
    const standings = await playWholeEvent({ page, prefix: 'electron', prints: 'file' });

    const { path: eventFile } = await readApi<{ path: string }>(page, 'events.current');
    const cli = JSON.parse(
      execFileSync(process.execPath, ['bin/its-ref.js', 'standings', eventFile], { encoding: 'utf8' }),
    ) as unknown;
    expect(cli).toEqual(
      standings.map((r) => ({ rank: r.rank, id: r.id, tp: r.tp, op: r.op, vp: r.vp, oppOp: r.oppOp })),
    );
  } finally {
    await app.close();
  }
});
