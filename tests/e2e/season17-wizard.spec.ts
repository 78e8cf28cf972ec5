/**
 * An ITS Season 17 event on the desk: the season chosen when the event is created, the Event
 * screen's scenario list of that season, and the scoring wizard asking B-Pong's questions (per
 * Game Round) with the live, S17 breakdown, worked out on the desk without an API call; in
 * English and in Spanish.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { ARTIFACTS, checkScreen } from './helpers';
import { expectOp, expectSaved, readApi } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

/**
 * The whole phone page in one picture with the Send button and the tab bar where the page ends: a
 * full-page shot draws those fixed elements where the first screen ends, over the questions.
 */
async function wholePhone(phone: Page, name: string): Promise<void> {
  const size = phone.viewportSize()!;
  const height = await phone.evaluate(() => document.documentElement.scrollHeight);
  await phone.setViewportSize({ width: size.width, height });
  await phone.screenshot({ path: path.join(ARTIFACTS, `${name}-whole.png`) });
  await phone.setViewportSize(size);
}

test('an S17 event offers its scenarios and scores B-Pong by Game Round', async ({ page }) => {
  const server = await opened.startServer();
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
  await expect(wizard.getByTestId('op-a')).toHaveText('0 OP');
  // The live score is worked out on the desk: answering makes no call to the API.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
  });
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
  expect(calls).toEqual([]);
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
  await checkScreen(page, 'season17-wizard-desk-es');
});

test('a player fills the S17 wizard on a phone, in English and in Spanish', async ({ page, browser }) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await page.goto(server.url);
  await readApi(page, 'events.create', {
    settings: { name: 'Seekers Open', season: 'its-s17', scenarios: ['b-pong', 'hardlock', 'annihilation'] },
  });
  await readApi(page, 'events.updateSettings', { settings: { armyPoints: 250, playerReporting: 'referee-approves' } });
  for (const name of ['Aino', 'Bruno']) await readApi(page, 'players.add', { name });
  await readApi(page, 'rounds.generate', {});
  await readApi(page, 'rounds.lock', { round: 1 });
  const { pairings } = await readApi<{ pairings: { table: number; a: string; b: string }[] }>(page, 'rounds.get', {
    round: 1,
  });
  const players = await readApi<{ id: string; name: string; resultCode: string }[]>(page, 'players.list');
  const a = players.find((p) => p.id === pairings[0]!.a)!;
  const b = players.find((p) => p.id === pairings[0]!.b)!;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const phone = await context.newPage();
    await phone.goto(`${server.url}#/report`);
    await phone.getByLabel('Your name or ITS PIN').fill(a.name);
    await phone.getByLabel('Result code').fill(a.resultCode);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone.getByTestId('my-game')).toContainText('B-Pong');
    await phone.getByTestId('open-wizard').click();
    const wizard = phone.getByTestId('phone-wizard');
    // ITS S17 · B-Pong: the Beacon in the enemy half at the end (2), the Beacon in Game Rounds 1
    // and 2 (1 each), a Console in Game Round 3 (1) and a Classified (1) = 6 for A; B controls
    // the Beacon in Game Round 3 (1). 6–1: Victory 4 + Offensive Bonus 1 = 5 TP.
    await wizard
      .getByLabel(`At the end, the Tracking Beacon is entirely inside the enemy’s half of the table — ${a.name}`, {
        exact: true,
      })
      .check();
    await wizard.getByLabel(`Classified Objectives accomplished — ${a.name}`, { exact: true }).fill('1');
    for (const r of [1, 2]) {
      await wizard.getByLabel(`Controls the Tracking Beacon — ${a.name}, Game Round ${r}`, { exact: true }).check();
    }
    await wizard.getByLabel(`Controls at least one Console — ${a.name}, Game Round 3`, { exact: true }).check();
    await wizard.getByLabel(`Controls the Tracking Beacon — ${b.name}, Game Round 3`, { exact: true }).check();
    await expectOp(wizard, '6 OP', '1 OP');
    await expect(wizard.getByTestId('breakdown-a')).toContainText('ITS S17 · B-Pong · Main Objectives');
    await checkScreen(phone, 'season17-wizard-phone-en');
    await wholePhone(phone, 'season17-wizard-phone-en');

    // The same wizard in Spanish (the event's language): questions, breakdown and citations.
    await readApi(page, 'events.updateSettings', { settings: { language: 'es' } });
    await phone.reload();
    await phone.getByTestId('open-wizard').click();
    await expect(wizard).toContainText('Controla la Baliza de Rastreo');
    for (const r of [1, 2]) {
      await wizard.getByLabel(new RegExp(`^Controla la Baliza de Rastreo — ${a.name}\\D+${r}$`)).check();
    }
    await expect(wizard.getByTestId('op-a')).toHaveText('2 PO');
    await expect(wizard.getByTestId('breakdown-a')).toContainText('ITS S17 · B-Pong · Objetivos Principales');
    await checkScreen(phone, 'season17-wizard-phone-es');
    await wholePhone(phone, 'season17-wizard-phone-es');
  } finally {
    await context.close();
  }
});
