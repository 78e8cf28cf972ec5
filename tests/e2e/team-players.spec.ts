/**
 * The Players screen of a teams event (docs/TEAMS.md · Desk screens), against the real venue
 * server: a registration sheet with a Team column previewed with each row's team and imported
 * there, then the players table with its Team column (a player in no team says so) and its
 * search finding a team's players by the team's name.
 */
import { expect, test } from '@playwright/test';
import { nav, readApi, row } from './flow';
import { closedAfterEachTest } from './server';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

const SHEET = [
  'Name,Faction,Team',
  'Ana,PanOceania,Hexa',
  'Bea,Yu Jing,Hexa',
  'Cai,Ariadna,Órbita',
  'Dan,Nomads,',
].join('\n');

test('a teams event’s players: the sheet’s Team column imported, then shown and searched in the players table', async ({
  page,
}) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Team Players Cup' } });
  await readApi(page, 'events.updateSettings', { settings: { format: 'teams', teams: { size: 2 } } });
  await page.reload();
  await nav(page, 'Players & Lists');

  await page.getByRole('button', { name: 'Import a sheet…' }).click();
  await page
    .getByLabel('Sheet file')
    .setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET, 'utf8') });
  const preview = page.getByTestId('import-rows');
  await expect(preview.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  await expect(preview.getByTestId('import-team')).toHaveText(['Hexa', 'Hexa', 'Órbita', '']);
  await page.getByRole('button', { name: 'Register 4 players' }).click();
  await expect(page.getByTestId('import-outcome')).toHaveText('4 players registered, 0 rows refused.');

  const table = page.getByTestId('players-table');
  await expect(table.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  await expect(row(table, 'Ana').getByTestId('player-team')).toHaveText('Hexa');
  await expect(row(table, 'Cai').getByTestId('player-team')).toHaveText('Órbita');
  await expect(row(table, 'Dan').getByTestId('player-team')).toHaveText('No team yet');

  const search = page.getByRole('searchbox', { name: 'Search players' });
  await expect(search).toHaveAttribute('placeholder', 'Name, PIN, faction, club or team');
  await search.fill('orbita');
  await expect(table.getByRole('row')).toHaveCount(2); // the heading row and Cai's
  await expect(row(table, 'Cai')).toBeVisible();
  await search.fill('hexa');
  await expect(table.locator('tbody tr')).toHaveCount(2);
});
