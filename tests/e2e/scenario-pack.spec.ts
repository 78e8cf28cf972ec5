/**
 * A scenario pack at the desk, in Chromium against the real venue server: the ITS S17 pack file
 * loaded into a new event from the Event screen (a broken copy first, refused with its problems
 * and their paths), a round paired with one of the pack's scenarios, a game scored through the
 * wizard, and the round sheet printed with the scenario's name.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { ARTIFACTS } from './helpers';
import { expectOp, expectSaved, nav, readApi } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

const PACK_FILE = path.resolve(import.meta.dirname, '../../resources/scenario-packs/its-s17.its-scenarios.json');

test('the S17 pack is loaded from its file, and a game of its B-Pong is scored and printed', async ({ page }) => {
  const server = await opened.startServer();
  await page.goto(server.url);
  await page.getByLabel('Event name').fill('Pack Night');
  await page.getByLabel('Season').selectOption('its-s17');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);

  const card = page.getByTestId('pack-card');
  await expect(card).toContainText('The event plays its season’s built-in scenarios.');
  // A copy without its citation is refused, its problem named by its place in the file.
  const broken = JSON.parse(readFileSync(PACK_FILE, 'utf8')) as Record<string, unknown>;
  delete broken.cite;
  await page.getByTestId('pack-file').setInputFiles({
    name: 'broken.its-scenarios.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(page.getByTestId('pack-problems')).toContainText('cite');
  expect((await readApi<{ scenarioPack: unknown }>(page, 'events.get')).scenarioPack).toBeNull();

  await page.getByTestId('pack-file').setInputFiles(PACK_FILE);
  await expect(page.getByTestId('pack-summary')).toContainText('ITS Season 17 (2025-09): 16 scenarios');
  await expect(page.getByTestId('pack-changes')).toContainText('b-pong');
  await page.getByTestId('pack-contents').locator('summary').click();
  await expect(page.getByTestId('pack-contents')).toContainText('Controls the Tracking Beacon');
  const round1 = page.getByLabel('Round 1', { exact: true });
  await expect(round1.locator('option', { hasText: 'B-Pong' })).toHaveCount(1);

  await readApi(page, 'events.updateSettings', { settings: { scenarios: ['b-pong', 'hardlock', 'annihilation'] } });
  for (const name of ['Aino', 'Bruno']) await readApi(page, 'players.add', { name });
  const { round } = await readApi<{ round: { pairings: { table: number; a: string; b: string }[] } }>(
    page,
    'rounds.generate',
    {},
  );
  await readApi(page, 'rounds.lock', { round: 1 });
  const pairing = round.pairings[0]!;
  const players = await readApi<{ id: string; name: string }[]>(page, 'players.list');
  const nameA = players.find((p) => p.id === pairing.a)!.name;
  const nameB = players.find((p) => p.id === pairing.b)!.name;

  await page.reload();
  await page.evaluate((t) => (location.hash = `#/score/1/${t}`), pairing.table);
  const wizard = page.getByTestId('scoring-wizard');
  await expect(wizard).toBeVisible();
  // ITS S17 · B-Pong: the Beacon in the enemy half at the end (2) and in each Game Round (3).
  await wizard
    .getByLabel(`At the end, the Tracking Beacon is entirely inside the enemy’s half of the table — ${nameA}`, {
      exact: true,
    })
    .check();
  for (const r of [1, 2, 3]) {
    await wizard.getByLabel(`Controls the Tracking Beacon — ${nameA}, Game Round ${r}`, { exact: true }).check();
  }
  await expectOp(wizard, '5 OP', '0 OP');
  await expect(wizard.getByTestId('tp-a')).toHaveText('5 TP');
  await wizard.getByRole('checkbox', { name: `${nameA} confirms` }).check();
  await wizard.getByRole('checkbox', { name: `${nameB} confirms` }).check();
  await wizard.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText(`Result of table ${pairing.table} saved.`)).toBeVisible();

  await nav(page, 'Rounds');
  mkdirSync(ARTIFACTS, { recursive: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print round sheet' }).click();
  const pdf = path.join(ARTIFACTS, 'scenario-pack-round-sheet.pdf');
  await (await download).saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('B-Pong');
});
