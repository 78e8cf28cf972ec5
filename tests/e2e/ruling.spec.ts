/**
 * The referee's ruling (issue 16): a saved result's breakdown shows a line ruled on beside its
 * computed points, OP and TP follow, and the header's Undo takes the ruling back. Checked at
 * 1366×768 and on a 390×844 phone.
 */
import { expect, test } from '@playwright/test';
import { closedAfterEachTest } from './server';
import path from 'node:path';
import { ARTIFACTS, checkScreen, expectAccessible } from './helpers';
import { expectSaved, readApi, saveRuling } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

// ITS S11 · Acquisition: A 2 Activated Antennas (2) + Tech-Coffin (3) + Classified (1) = 6; B 1.
const facts = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};

test('rule on a line of a saved result, see it beside the computed points, undo it', async ({ page }) => {
  const server = await opened.startServer();
  await page.goto(server.url);
  await page.getByLabel('Event name').fill('Ruling Open');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);
  await readApi(page, 'events.updateSettings', {
    settings: { scenarios: ['acquisition', 'annihilation', 'frontline'] },
  });
  for (const name of ['Aino', 'Bruno']) await readApi(page, 'players.add', { name });
  const { round } = await readApi<{ round: { pairings: { table: number; a: string }[] } }>(page, 'rounds.generate', {});
  await readApi(page, 'rounds.lock', { round: 1 });
  const table = round.pairings[0]!.table;
  const players = await readApi<{ id: string; name: string }[]>(page, 'players.list');
  const nameA = players.find((p) => p.id === round.pairings[0]!.a)!.name;
  await readApi(page, 'scoring.commit', { round: 1, table, facts, confirmedByA: true, confirmedByB: true });

  // The session reloads the event after a change made in the page; open the wizard's route.
  await page.reload();
  await page.evaluate((t) => (location.hash = `#/score/1/${t}`), table);
  const panel = page.getByTestId('ruling-panel');
  await expect(panel).toContainText('saved 6–1 OP, 3–0 TP');
  await saveRuling(page, `Rule Controls the Tech-Coffin, ${nameA}`, '0', 'B was in base contact with the Tech-Coffin');
  // A 6 − 3 = 3 vs 1: a Victory, 2–0 TP (ITS S11 · Keeping Score).
  await expect(panel).toContainText('saved 3–1 OP, 2–0 TP');
  await expect(panel.getByTestId('line-ruling')).toContainText('B was in base contact with the Tech-Coffin');
  await checkScreen(page, 'ruling-desktop');
  // On a phone the panel and its form fit the width (the header's own width is not this test's).
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: `Rule Total OP, ${nameA}` }).click();
  const widest = await panel.evaluate((el) =>
    Math.max(...[el, ...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'ruling-phone');
  await panel.screenshot({ path: path.join(ARTIFACTS, 'ruling-phone.png') });
  await page.getByTestId('ruling-form').getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(panel).toContainText('saved 6–1 OP, 3–0 TP');
  await expect(panel.getByTestId('line-ruling')).toHaveCount(0);
});
