/**
 * An ITS Season 17 event on the desk (issue 26): the season chosen when the event is created, the
 * Event screen's scenario list of that season, and the scoring wizard asking B-Pong's questions
 * (per Game Round) with the live, S17 breakdown; in English and in Spanish.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from './server';
import type { RunningServer } from './server';
import { ARTIFACTS, checkScreen } from './helpers';
import { expectSaved, readApi } from './flow';

let server: RunningServer | null = null;

test.use({ actionTimeout: 15_000 });

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

test('an S17 event offers its scenarios and scores B-Pong by Game Round', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  await page.getByLabel('Event name').fill('Seekers Open');
  await page.getByLabel('Season').selectOption('its-s17');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);
  const settings = (await readApi<{ settings: { season: string; presetId: string } }>(page, 'events.get')).settings;
  expect(settings).toMatchObject({ season: 'its-s17', presetId: 'its-s17' });

  // The Event screen lists the season's scenarios for each round.
  await page.reload();
  const round1 = page.getByLabel('Round 1', { exact: true });
  await expect(round1.locator('option', { hasText: 'B-Pong' })).toHaveCount(1);
  await expect(round1.locator('option', { hasText: 'Acquisition' })).toHaveCount(0);

  await readApi(page, 'events.updateSettings', { settings: { scenarios: ['b-pong', 'hardlock', 'annihilation'] } });
  for (const name of ['Aino', 'Bruno']) await readApi(page, 'players.add', { name });
  const { round } = await readApi<{ round: { pairings: { table: number; a: string; b: string }[] } }>(
    page,
    'rounds.generate',
    {},
  );
  await readApi(page, 'rounds.lock', { round: 1 });
  const table = round.pairings[0]!.table;
  const players = await readApi<{ id: string; name: string }[]>(page, 'players.list');
  const nameA = players.find((p) => p.id === round.pairings[0]!.a)!.name;

  await page.reload();
  await page.evaluate((t) => (location.hash = `#/score/1/${t}`), table);
  const wizard = page.getByTestId('scoring-wizard');
  await expect(wizard).toBeVisible();
  // B-Pong: the Beacon at the end (2) and the Beacon in each of the three Game Rounds (3).
  await wizard
    .getByLabel(`At the end, the Tracking Beacon is entirely inside the enemy’s half of the table — ${nameA}`, {
      exact: true,
    })
    .check();
  for (const r of [1, 2, 3]) {
    await wizard.getByLabel(`Controls the Tracking Beacon — ${nameA}, Game Round ${r}`, { exact: true }).check();
  }
  // 5–0: Victory 4 + Offensive Bonus 1 (ITS S17 · Keeping Score).
  await expect(wizard.getByTestId('op-a')).toHaveText('5 OP');
  await expect(wizard.getByTestId('tp-a')).toHaveText('5 TP');
  await expect(wizard).toContainText('ITS S17 · B-Pong · Main Objectives');
  await checkScreen(page, 'season17-wizard-desk-en');

  // The same wizard in Spanish: questions, citations and breakdown lines from the catalogs.
  await readApi(page, 'events.updateSettings', { settings: { language: 'es' } });
  await page.reload();
  await page.evaluate((t) => (location.hash = `#/score/1/${t}`), table);
  await expect(wizard).toContainText('Controla la Baliza de Rastreo');
  for (const r of [1, 2, 3]) {
    await wizard.getByLabel(new RegExp(`^Controla la Baliza de Rastreo — ${nameA}\\D+${r}$`)).check();
  }
  await expect(wizard.getByTestId('op-a')).toHaveText('3 PO');
  await expect(wizard).toContainText('ITS S17 · B-Pong · Objetivos Principales');
  await wizard.screenshot({ path: path.join(ARTIFACTS, 'season17-wizard-desk-es.png') });
});
