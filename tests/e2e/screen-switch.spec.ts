/**
 * Issue 31 · 7 (the desk stays fast): a screen switch draws the screen switched to, once. The
 * screen left is not drawn again under the new address first: at 60 tables or 120 players that
 * second drawing was most of a switch (and of a slip, which leaves the Rounds screen and comes
 * back). Counted, not timed: the speed itself is `npm run bench desk`.
 */
import { expect, test } from '@playwright/test';
import { nav } from './flow';
import { apiCall } from './helpers';
import { closedAfterEachTest } from './server';

const opened = closedAfterEachTest();

test('leaving the Rounds screen does not draw its table again; coming back draws it once', async ({ page }) => {
  const server = await opened.startServer();
  const call = (method: string, params?: unknown) => apiCall(page.request, server.url, method, params);
  await page.goto(server.url);
  await call('events.create', { settings: { name: 'Switch Cup' } });
  for (const name of ['Ana Núñez', 'Bo Berg', 'Cy Chen', 'Di Diaz']) await call('players.add', { name });
  await call('rounds.generate', {});
  await page.reload();
  await nav(page, 'Rounds');
  await expect(page.locator('[data-testid="pairings"] tbody tr[data-table]')).toHaveCount(2);

  // Every pairings table put into the page from now on.
  await page.evaluate(() => {
    const w = window as unknown as { drawn: number };
    w.drawn = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.matches('[data-testid="pairings"]') || node.querySelector('[data-testid="pairings"]'))
          )
            w.drawn++;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const drawn = () => page.evaluate(() => (window as unknown as { drawn: number }).drawn);

  await nav(page, 'Event');
  await nav(page, 'Players & Lists');
  expect(await drawn()).toBe(0);
  await nav(page, 'Rounds');
  await expect(page.locator('[data-testid="pairings"] tbody tr[data-table]')).toHaveCount(2);
  expect(await drawn()).toBe(1);
});
