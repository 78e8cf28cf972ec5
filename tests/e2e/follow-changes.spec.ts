/**
 * Issue 21 · Build 3 on the screens: a referee's screen follows the event by its changes. While
 * another referee works, the screen shows every change from the pushes alone — no whole-event
 * read (`events.get`). A screen whose live updates were cut catches up by revision when it next
 * saves (`events.changesSince`), again without reading the event whole.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { nav } from './flow';
import { apiCall, twoReferees } from './helpers';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer;
test.afterAll(async () => server?.stop());

const call = (request: APIRequestContext, method: string, params?: unknown) =>
  apiCall(request, server.url, method, params);

/** Counts the API calls the page makes, by method. */
function countCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (req) => {
    const method = /\/api\/([\w.]+)$/.exec(req.url())?.[1];
    if (method) counts.set(method, (counts.get(method) ?? 0) + 1);
  });
  return counts;
}

test('a referee screen follows changes by others without reading the event whole', async ({ browser }) => {
  server = await startServer({ args: ['--host', '127.0.0.5', '--pin', '1357'] });
  const { ana, bo, close } = await twoReferees(browser, server.url, '1357');
  await call(bo.request, 'events.create', { settings: { name: 'Following Cup', venue: 'Hall' } });
  for (const name of ['Ana Núñez', 'Bo Berg']) await call(bo.request, 'players.add', { name });
  await nav(ana, 'Players & Lists');
  await expect(ana.getByText('Bo Berg')).toBeVisible();

  // Bo works; Ana's screen shows each change as it is pushed.
  const counts = countCalls(ana);
  const cy = (await call(bo.request, 'players.add', { name: 'Cy Chen' })) as { player: { id: string } };
  await call(bo.request, 'players.add', { name: 'Di Diaz' });
  await call(bo.request, 'players.update', { id: cy.player.id, changes: { name: 'Cyrus Chen' } });
  await call(bo.request, 'events.updateSettings', { settings: { venue: 'Main Hall' } });
  await expect(ana.getByText('Cyrus Chen')).toBeVisible();
  await expect(ana.getByText('Di Diaz')).toBeVisible();
  await nav(ana, 'Event');
  await expect(ana.getByLabel('Venue', { exact: true })).toHaveValue('Main Hall');
  expect(counts.get('events.get') ?? 0).toBe(0);
  expect(counts.get('events.current') ?? 0).toBe(0);

  // Ana's live updates are cut; Bo adds a player; Ana saves a setting: her screen catches up.
  await ana.route('**/events', (route) => route.abort());
  await ana.reload();
  await nav(ana, 'Event');
  await expect(ana.getByLabel('Venue', { exact: true })).toHaveValue('Main Hall');
  counts.clear();
  await call(bo.request, 'players.add', { name: 'Eve Ek' });
  await ana.getByLabel('Event name').fill('Following Cup 2026');
  await ana.getByRole('button', { name: 'Save setup' }).click();
  await expect(ana.getByRole('status')).toContainText(/Saved/);
  await nav(ana, 'Players & Lists');
  await expect(ana.getByText('Eve Ek')).toBeVisible();
  expect(counts.get('events.get') ?? 0).toBe(0);
  expect(counts.get('events.changesSince') ?? 0).toBeGreaterThan(0);
  await close();
});
