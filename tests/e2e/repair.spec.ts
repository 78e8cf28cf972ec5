/**
 * Issue 10 · Build 6 on the screen: an event file with a problem whose repair is unambiguous (a
 * round closed with a game without result) opens read-only with the problem listed; "Repair and
 * continue" reopens the round, keeps the file as it was among the backups, and the event is
 * writable again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiCall, checkScreen } from './helpers';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer;
test.afterAll(async () => server?.stop());

/** A call made with the page's own session (its cookie): the same referee as the screen. */
const call = (request: APIRequestContext, method: string, params?: unknown) =>
  apiCall(request, server.url, method, params);

interface EventLike {
  rounds: { status: string; pairings: { table: number; result: unknown }[] }[];
}

test('an inconsistent event opens read-only and is repaired from the banner', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  const created = await call(page.request, 'events.create', { settings: { name: 'Repair Cup' } });
  const file = created.path as string;
  for (const name of ['Ana Núñez', 'Bo Berg', 'Cy Chen', 'Di Diaz']) await call(page.request, 'players.add', { name });
  await call(page.request, 'rounds.generate', {});
  await call(page.request, 'rounds.lock', { round: 1 });
  await call(page.request, 'rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
  await call(page.request, 'rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });
  await call(page.request, 'rounds.close', { round: 1 });
  await call(page.request, 'events.close');
  // The file is damaged by hand: table 2's result is gone from the closed round.
  const event = JSON.parse(readFileSync(file, 'utf8')) as EventLike;
  (event.rounds[0]?.pairings.find((p) => p.table === 2) as { result: unknown }).result = null;
  writeFileSync(file, JSON.stringify(event));
  await call(page.request, 'events.open', { path: file });

  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'This event is open read-only' });
  await expect(banner).toContainText('Round 1 is closed, but table 2 has no result.');
  await expect(banner).toContainText('Reopen round 1 for its missing results');
  await checkScreen(page, 'repair-offered');
  await banner.getByRole('button', { name: 'Repair and continue' }).click();
  await expect(page.getByText('Repaired: Reopen round 1 for its missing results')).toBeVisible();
  await expect(banner).toHaveCount(0);
  const summary = await call(page.request, 'events.current');
  expect(summary.readOnly).toBeNull();
  const repaired = (await call(page.request, 'events.get')) as unknown as EventLike;
  expect(repaired.rounds[0]?.status).toBe('locked');
  const backups = (await call(page.request, 'backups.list')) as unknown as { kind: string }[];
  expect(backups.map((b) => b.kind)).toContain('pre-repair');
  // Writable again: the missing result is entered and the round closed.
  await call(page.request, 'rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });
  await call(page.request, 'rounds.close', { round: 1 });
});
