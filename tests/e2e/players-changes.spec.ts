/**
 * Registration changes during an event, from the Players & Lists screen: a drop (no longer
 * paired, still ranked), a late arrival (joins the next round with 0 points), a rejoin, and the
 * removal of a player who was never paired (confirmed, then undone from the header).
 */
import { expect, test } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { checkScreen } from './helpers';
import { eventWithPlayers, lockRoundOne, nav, readApi, row } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

test('drop, late join, rejoin and remove a player', async ({ page }) => {
  const server = await opened.startServer();
  await page.goto(server.url);
  await eventWithPlayers(page, 'Changes Open', ['Aino', 'Bruno', 'Cleo', 'Dario']);
  // Check-in is a toggle on the row.
  await page.getByRole('checkbox', { name: 'Dario is checked in' }).uncheck();
  await expect(page.getByRole('heading', { name: 'Players (4, 3 checked in)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Dario is checked in' }).check();

  await lockRoundOne(page);

  await nav(page, 'Players & Lists');
  const players = page.getByTestId('players-table');
  await page.getByRole('button', { name: 'Drop Bruno' }).click();
  await expect(row(players, 'Bruno')).toContainText('Dropped after round 1');

  // A late arrival: registered after round 1 started, joins round 2 with 0 points.
  await page.getByLabel('Name', { exact: true }).fill('Eero');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(row(players, 'Eero')).toContainText('Joins in round 2');
  await checkScreen(page, 'players-changes');

  await nav(page, 'Standings');
  const bruno = (await readApi<{ id: string; name: string }[]>(page, 'players.list')).find((p) => p.name === 'Bruno');
  await expect(page.getByTestId('standings-table').locator(`tr[data-player="${bruno?.id}"]`)).toContainText('Dropped');

  await nav(page, 'Players & Lists');
  await page.getByRole('button', { name: 'Rejoin Bruno' }).click();
  await expect(row(players, 'Bruno')).not.toContainText('Dropped');

  // Eero was never paired: removing him is confirmed first, and can still be undone.
  await page.getByRole('button', { name: 'Remove Eero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this player?' });
  await dialog.getByRole('button', { name: 'Remove player' }).click();
  await expect(row(players, 'Eero')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(row(players, 'Eero')).toBeVisible();
  // A paired player offers no removal, only a drop.
  await expect(page.getByRole('button', { name: 'Remove Aino' })).toHaveCount(0);
  const names = (await readApi<{ name: string }[]>(page, 'players.list')).map((p) => p.name);
  expect(names).toEqual(['Aino', 'Bruno', 'Cleo', 'Dario', 'Eero']);
});
