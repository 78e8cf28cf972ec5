/**
 * The whole-event run in Chromium against the real venue server (`src/main/serve.ts`, what
 * `npm run serve` starts). Final standings are checked three ways: the screen, the API and the
 * CLI (`its-ref standings <event file>`), which re-reads the saved event file.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { playWholeEvent, readApi, restoreRoundOneBackup } from './flow';

// A step that cannot happen fails within seconds, naming the locator it waited for.
test.use({ actionTimeout: 15_000 });

const opened = closedAfterEachTest();

test('a whole 7-player, 3-round event through the screens (Chromium, venue server)', async ({ page }) => {
  test.setTimeout(600_000);
  const server = await opened.startServer();
  await page.goto(server.url);
  const standings = await playWholeEvent({ page, prefix: 'web', prints: 'download' });

  const { path } = await readApi<{ path: string }>(page, 'events.current');
  const cli = JSON.parse(
    execFileSync(process.execPath, ['bin/its-ref.js', 'standings', path], { encoding: 'utf8' }),
  ) as unknown;
  expect(cli).toEqual(standings.map((r) => ({ rank: r.rank, id: r.id, tp: r.tp, op: r.op, vp: r.vp, oppOp: r.oppOp })));

  await restoreRoundOneBackup({ page, prefix: 'web', prints: 'download' });
});
