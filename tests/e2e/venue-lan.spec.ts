/**
 * Venue mode on the LAN (`serve --host 0.0.0.0 --pin …`): a visitor without the PIN sees only the
 * public page (published pairings and standings); the referee signs in with the PIN from the
 * same page and gets every screen; Settings shows the venue address as text and as a QR code.
 */
import { expect, test } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { checkScreen, expectCspKept, watchCsp } from './helpers';
import { eventWithPlayers, lockRoundOne, nav } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

test('visitors see pairings and standings; the referee signs in with the PIN', async ({ page, browser }) => {
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', '2468'] });
  await watchCsp(page);
  await page.goto(server.url);

  // No PIN yet: the public page, no navigation to referee screens.
  await expect(page.getByText('No pairings are published yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Referee sign-in' }).click();
  await page.getByLabel('Referee PIN').fill('0000');
  await page.getByRole('button', { name: 'Referee sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('That PIN was not accepted.');
  await page.getByLabel('Referee PIN').fill('2468');
  await page.getByRole('button', { name: 'Referee sign-in' }).click();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();

  // The referee runs the event as usual.
  await eventWithPlayers(page, 'LAN Night', ['Zoë', 'Yusuf', 'Xiomara', 'Wen', 'Véra']);
  await lockRoundOne(page);
  // The round clock starts on the referee's screen; it is kept with the event.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('timer-clock')).toHaveAttribute('data-phase', 'running');

  await nav(page, 'Settings');
  await expect(page.getByTestId('venue-url').first()).toContainText(':');
  // The wrong PIN typed earlier is listed for the referee: which device, how many, when.
  await expect(page.getByTestId('signed-in-as')).toContainText('Referee 1 · ');
  await expect(page.getByTestId('failed-sign-ins').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /^QR code for http:\/\// }).first()).toBeVisible();
  await checkScreen(page, 'lan-settings-venue');

  // Admitting a new device: a one-time code shown large, typed with the PIN on the new device,
  // which is named in the audit log by the name given to it (never by its address).
  await page.getByRole('button', { name: 'Admit a device' }).click();
  const shown = (await page.getByTestId('admission-code').locator('.code').textContent()) ?? '';
  expect(shown).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{4} [34679ACDEFGHJKMNPQRTWXY]{4}$/);
  await checkScreen(page, 'lan-settings-admit');
  const tablet = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await tablet.goto(server.url);
  await tablet.getByRole('link', { name: 'Referee sign-in' }).click();
  await tablet.getByLabel('Referee PIN').fill('2468');
  await tablet.getByLabel(/^Admission code/).fill(shown.toLowerCase());
  await tablet.getByLabel(/^Name this device/).fill('Desk tablet');
  await tablet.getByRole('button', { name: 'Referee sign-in' }).click();
  await expect(tablet.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await nav(tablet, 'Settings');
  await expect(tablet.getByTestId('signed-in-as')).toContainText('Referee 2 · Desk tablet');
  await expect(tablet.getByTestId('signed-in-as')).not.toContainText('127.0.0.1');
  await tablet.close();

  // A player's phone: a fresh browser without the PIN sees the published round and the standings.
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await watchCsp(visitor);
  await visitor.goto(server.url);
  await expect(visitor.getByRole('searchbox', { name: 'Find my table' })).toBeVisible();
  await visitor.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Pairings' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pairings · round 1' })).toBeVisible();
  await expect(visitor.getByTestId('public-pairings').locator('li')).toHaveCount(3);
  await expect(visitor.getByTestId('public-pairings')).toContainText('Zoë');
  await expect(visitor.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
  await checkScreen(visitor, 'lan-visitor', { themes: true });
  // Public standings count closed rounds only: none while round 1 is in play.
  await visitor.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Standings' }).click();
  await expect(visitor.getByTestId('public-standings')).toHaveCount(0);
  await expect(visitor.getByText('Standings appear here once round 1 is closed.')).toBeVisible();
  await visitor.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Pairings' }).click();

  // The projector on another device, without the PIN: the same clock, running, then held
  // when the referee pauses it.
  await visitor.getByRole('link', { name: /^Round clock and pairings/ }).click();
  const projector = visitor.getByTestId('projector-clock');
  await expect(projector).toHaveAttribute('data-phase', 'running');
  await expect(projector).toHaveText(/^1:59:\d\d$|^2:00:00$/);
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Zoë' })).toBeVisible();
  await checkScreen(visitor, 'lan-visitor-projector');
  await nav(page, 'Rounds');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('timer-clock')).toHaveAttribute('data-phase', 'paused');
  await expect(projector).toHaveAttribute('data-phase', 'paused');
  await expect(projector).toHaveText((await page.getByTestId('timer-clock').innerText()).trim());
  // Both screens ran under the server's Content-Security-Policy without tripping it.
  await expectCspKept(page);
  await expectCspKept(visitor);
  await visitor.close();
});
