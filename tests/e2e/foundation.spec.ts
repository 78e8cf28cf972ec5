import { expect, test } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { expectCspKept, watchCsp } from './helpers';

const opened = closedAfterEachTest();

test('create an event, see it saved, restart the server, open it again', async ({ page }) => {
  let server = await opened.startServer();
  await watchCsp(page);
  const first = await page.goto(server.url);
  // The page runs under the venue server's policy (src/shared/csp.ts), sent as a header.
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();

  await page.getByLabel('Event name').fill('Barcelona Open Ñandú');
  await page.getByLabel('Venue').fill('Sala Ω');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByRole('status')).toContainText(/Saved \d{1,2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('current-event-name')).toHaveText('Barcelona Open Ñandú');
  await page.screenshot({ path: 'tests/artifacts/e2e/foundation-created.png' });

  const dataDir = server.dataDir;
  await server.stop();
  server = await opened.startServer({ dataDir });
  await page.goto(server.url);
  await expect(page.getByText('No event is open yet')).toBeVisible();
  const recent = page.getByRole('listitem').filter({ hasText: 'Barcelona Open Ñandú' });
  await recent.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('current-event-name')).toHaveText('Barcelona Open Ñandú');
  await expect(page.getByRole('status')).toContainText('Saved');
  await expectCspKept(page);
});
