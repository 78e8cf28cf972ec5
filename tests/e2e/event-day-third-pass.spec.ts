/**
 * The event day, third pass (issue 31), against the real venue server at the referees' laptop
 * size (1366×768): pairing driven by attendance.
 *   - the Event screen's tables hint counts the players checked in (the bye needs no table), and
 *     Save tables saves on the first click, straight after typing the count;
 *   - round 1 leaves out the player not checked in; the draft and the Lock dialog name her, and
 *     one click checks her in and seats her before the lock;
 *   - a swap that puts club mates together in round 1 is marked on its row and in the Lock dialog.
 * Screenshots: docs/screenshots/event-day-3/ (the draft and the Lock dialog as the referee sees them).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { expectAccessible, expectNoSideways } from './helpers';
import { expectSaved, nav, readApi } from './flow';

test.use({ actionTimeout: 15_000 });

const SHOTS = path.resolve('docs/screenshots/event-day-3');
const opened = closedAfterEachTest();

interface Round {
  pairings: { table: number; a: string; b: string }[];
  bye: string | null;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoSideways(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

// Zoë and Stefan share a club; Nia has registered but is not there when round 1 is paired.
const PLAYERS = [
  { name: 'Zoë Brandt', club: 'Hexa Club' },
  { name: 'Stefan Kowalski', club: 'Hexa Club' },
  { name: 'Ana Núñez', club: 'Lisboa Dice' },
  { name: 'Björn Åberg', club: 'Nordic Dice' },
  { name: 'Chloé Martin', club: 'Lyon Wargames' },
  { name: 'Dmitri Volkov', club: '' },
  { name: 'Eleni Papadaki', club: 'Athens Club' },
  { name: 'Farah Haddad', club: '' },
  { name: 'Gus Okafor', club: 'Lagos Minis' },
  { name: 'Nia Late', club: '' },
];

test('attendance drives round 1: left out, seated in one click, swap costs shown before the lock', async ({ page }) => {
  const server = await opened.startServer();
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Third Pass Open', rounds: 3 } });
  for (const p of PLAYERS) {
    await readApi(page, 'players.add', { name: p.name, club: p.club, checkedIn: p.name !== 'Nia Late' });
  }
  await page.reload();

  // Tables: the hint counts the 9 checked in (4 tables, the bye needs none); one click saves.
  await nav(page, 'Event');
  await expect(page.getByTestId('tables-hint')).toHaveText(
    '9 players checked in need 4 tables. The odd player has the bye, which needs no table.',
  );
  await page.getByLabel('Number of tables').fill('5');
  await page.getByRole('button', { name: 'Save tables' }).click();
  await expectSaved(page);
  await expect.poll(async () => (await readApi<{ tables: unknown[] }>(page, 'events.get')).tables.length).toBe(5);

  // Round 1 leaves Nia out and says so in the draft.
  await nav(page, 'Rounds');
  await page.getByLabel('Seed (optional)').fill('third-pass');
  await page.getByRole('button', { name: 'Generate round 1' }).click();
  const leftOut = page.getByTestId('left-out');
  await expect(leftOut).toContainText('Nia Late');
  const players = await readApi<{ id: string; name: string }[]>(page, 'players.list');
  const id = (name: string) => players.find((p) => p.name === name)?.id as string;
  const first = await readApi<Round>(page, 'rounds.get', { round: 1 });
  expect(first.pairings).toHaveLength(4);
  expect(first.bye).not.toBe(id('Nia Late'));

  // Swap Stefan into the seat of Zoë's opponent: club mates meet in round 1.
  const zoeGame = first.pairings.find((p) => p.a === id('Zoë Brandt') || p.b === id('Zoë Brandt'));
  const rival = zoeGame?.a === id('Zoë Brandt') ? zoeGame.b : (zoeGame?.a as string);
  const table = page.getByTestId('pairings');
  await table.locator(`button[data-player="${id('Stefan Kowalski')}"]`).click();
  await table.locator(`button[data-player="${rival}"]`).click();
  const row = table.locator(`tr[data-table="${zoeGame?.table}"]`);
  await expect(row.getByTestId('row-cost')).toHaveText('⚠ Club mates');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'draft');

  // The Lock dialog names who is left out and what the swap costs.
  await page.getByRole('button', { name: 'Lock round…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock round 1?' });
  await expect(dialog.getByTestId('lock-left-out')).toContainText('Left out of this round: Nia Late.');
  await expect(dialog.getByTestId('lock-costs')).toContainText('Club clash at table');
  await expect(dialog.getByTestId('lock-costs')).toContainText('Zoë Brandt');
  await shot(page, 'lock-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Nia arrives: one click checks her in and seats her with the bye's player on table 5.
  const { bye } = await readApi<Round>(page, 'rounds.get', { round: 1 });
  await leftOut.getByRole('button', { name: 'Check in and seat Nia Late' }).click();
  await expect(leftOut).toHaveCount(0);
  await expect(table.locator('tr[data-table="5"]')).toContainText('Nia Late');
  const seated = await readApi<Round>(page, 'rounds.get', { round: 1 });
  expect(seated.bye).toBeNull();
  expect(seated.pairings.find((p) => p.table === 5)).toMatchObject({ a: bye, b: id('Nia Late') });
  const nia = (await readApi<{ name: string; checkedIn: boolean }[]>(page, 'players.list')).find(
    (p) => p.name === 'Nia Late',
  );
  expect(nia?.checkedIn).toBe(true);
});
