/**
 * Event day at 100 players and 5 rounds, at the referees' laptop size (1366×768), against the real
 * venue server on the LAN: the players come from a registration sheet (previewed row by row), round
 * 1 is paired, the referee sees "0/50 results in", filters the tables still waiting, jumps to table
 * 47 with the quick-jump shortcut, copies a signed slip there in quick mode, scores another table
 * through the wizard (a fact changed after both confirmed withdraws the confirmations), and sees
 * "2/50 results in". Every warning and audit summary on the screens is checked for internal ids and
 * data paths. A player's phone (390×844) finds their table by name on the public page.
 * Screenshots of every screen and dialog: tests/artifacts/e2e/day-*.png.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { ARTIFACTS, checkScreen } from './helpers';
import { expectSaved, nav, readApi } from './flow';

test.use({ actionTimeout: 15_000 });

const SHEET = 'tests/fixtures/e2e/players-100.csv';
const PIN = '1357';
/** Internal player ids (p12) and data paths (a.suppliesControlled, rounds › 0 ›) never reach the referee. */
const INTERNAL = /\bp\d+\b|\b[a-z]+(?:\.[a-z][A-Za-z]+)+\b|›\s*0\s*›|\b(?:rounds|pairings|players)\s*›/;

const opened = closedAfterEachTest();

async function signIn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Referee sign-in' }).click();
  await page.getByLabel('Referee PIN').fill(PIN);
  await page.getByRole('button', { name: 'Referee sign-in' }).click();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
}

/** Every text a referee reads as a warning or an audit summary, checked for internal words. */
async function expectPeoplesWords(page: Page, where: string): Promise<void> {
  const texts = await page
    .locator('.warnings li, [data-testid="audit-entry"] .summary, [data-testid="import-rows"] .problem, .changes td')
    .allInnerTexts();
  for (const text of texts) expect(text, `${where}: "${text}"`).not.toMatch(INTERNAL);
}

test('event day: 100 players imported, round in progress at a glance, quick-jump, slip and wizard', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  await page.goto(server.url);
  await signIn(page);
  await readApi(page, 'events.create', {
    settings: {
      name: 'Event Day Open',
      rounds: 5,
      scenarios: ['acquisition', 'supremacy', 'frontline', 'annihilation', 'quadrant-control'],
    },
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();

  // Registration for a full room: the sheet previewed row by row, then registered at once.
  await nav(page, 'Players & Lists');
  await page.getByRole('button', { name: 'Import a sheet…' }).click();
  await page.getByLabel('Sheet file').setInputFiles(SHEET);
  const rows = page.getByTestId('import-rows');
  await expect(page.getByRole('heading', { name: '102 rows in players-100.csv' })).toBeVisible();
  await expect(page.getByText('Columns not read: T-shirt')).toBeVisible();
  const duplicate = rows.getByRole('row').filter({ hasText: 'ITS PIN 7001 is already on line 2.' });
  await expect(duplicate).toContainText('Refused');
  await expect(duplicate).toContainText('The same name is on line 2.');
  await expect(rows.getByRole('row').filter({ hasText: 'No name: the row is not registered.' })).toContainText(
    'Refused',
  );
  await expect(page.getByRole('button', { name: 'Register 100 players' })).toBeEnabled();
  await expectPeoplesWords(page, 'import preview');
  await checkScreen(page, 'day-01-players-import-preview');
  await page.getByRole('button', { name: 'Register 100 players' }).click();
  await expect(page.getByTestId('import-outcome')).toHaveText('100 players registered, 2 rows refused.');
  await expect(page.getByRole('heading', { name: 'Players (100, 100 checked in)' })).toBeVisible();

  // The form refuses a registered ITS PIN next to itself and clears every field per player.
  await page.getByLabel('Name', { exact: true }).fill('Zoë Quinn');
  await page.getByLabel('ITS PIN').fill('7001');
  await expect(page.getByTestId('register-feedback')).toContainText('ITS PIN 7001 is already registered to Ana Núñez.');
  await page.getByLabel('ITS PIN').fill('7101');
  await page.getByLabel('Faction / sectorial').selectOption('Nomads');
  await page.getByLabel('Club').fill('Hexa Club');
  await page.getByLabel('Club').press('Enter');
  await expect(page.getByTestId('register-feedback')).toContainText('Zoë Quinn registered.');
  await expect(page.getByLabel('Faction / sectorial')).toHaveValue('');
  await expect(page.getByLabel('Club')).toHaveValue('');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Search players').fill('pappas');
  await expect(page.getByTestId('players-table').locator('tbody tr')).toHaveCount(20);
  await checkScreen(page, 'day-02-players-search');
  await page.getByLabel('Search players').fill('');
  // The lists of the last player open under a 101-row table: they scroll into view.
  await page.getByRole('button', { name: 'Lists of Zoë Quinn' }).click();
  await expect(page.getByTestId('lists-panel')).toBeInViewport();

  // Round 1: 50 tables and a bye; nothing in yet.
  await nav(page, 'Rounds');
  await page.getByRole('button', { name: 'Generate round 1' }).click();
  await expectPeoplesWords(page, 'round 1 draft');
  await page.getByRole('button', { name: 'Lock round…' }).click();
  await checkScreen(page, 'day-03-lock-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Lock round' }).click();
  await expect(page.getByTestId('results-in')).toHaveText('0/50 results in');
  await checkScreen(page, 'day-04-rounds');
  await page.getByRole('button', { name: 'Waiting (50)' }).click();
  await expect(page.getByRole('button', { name: 'Waiting (50)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pairings').locator('tbody tr[data-table]')).toHaveCount(50);

  // Quick-jump to table 47 from another screen, with the shortcut shown in the header.
  await nav(page, 'Standings');
  await expect(page.getByRole('button', { name: 'Find (Ctrl+K)' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const jump = page.getByRole('dialog', { name: 'Find a player or table' });
  await jump.getByLabel('Table number or player name').fill('47');
  await expect(jump.getByTestId('jump-result').first()).toContainText(/^Table 47: .+ vs .+ \(round 1\)$/);
  await checkScreen(page, 'day-05-quick-jump');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rounds' })).toBeVisible();
  const score47 = page.getByRole('button', { name: 'Score table 47' });
  await expect(score47).toBeFocused();
  const table47 = await readApi<{ pairings: { table: number; a: string; b: string }[] }>(page, 'rounds.get', {
    round: 1,
  });
  await page.keyboard.press('Enter');

  // Table 47 from the signed slip, in quick mode.
  await expect(page.getByRole('heading', { level: 1, name: 'Score · round 1 · table 47' })).toBeVisible();
  await page.getByRole('radio', { name: 'From the signed slip (OP and VP only)' }).check();
  const slip = page.getByTestId('slip-form');
  const opInputs = slip.getByLabel(/^OP of /);
  const vpInputs = slip.getByLabel(/^VP of /);
  await opInputs.nth(0).fill('7');
  await opInputs.nth(1).fill('3');
  await vpInputs.nth(0).fill('210');
  await vpInputs.nth(1).fill('150');
  await slip
    .getByLabel(/signed the slip$/)
    .nth(0)
    .check();
  await slip
    .getByLabel(/signed the slip$/)
    .nth(1)
    .check();
  await checkScreen(page, 'day-06-slip-quick-mode');
  await slip.getByRole('button', { name: 'Save result' }).click();
  await expectSaved(page);
  await expect(page.getByTestId('results-in')).toHaveText('1/50 results in');
  const pair47 = table47.pairings.find((p) => p.table === 47);
  expect(pair47).toBeDefined();

  // Another table through the wizard, found by a player's name.
  await page.keyboard.press('Control+k');
  await jump.getByLabel('Table number or player name').fill('Zoë Quinn');
  const zoe = jump.getByTestId('jump-result').first();
  await expect(zoe).toContainText(/Zoë Quinn/);
  const zoeTable = Number(/Table (\d+)/.exec((await zoe.innerText()) ?? '')?.[1] ?? 'NaN');
  const zoeBye = (await zoe.innerText()).includes('bye');
  if (zoeBye) {
    await jump.getByLabel('Table number or player name').fill('1');
    await expect(jump.getByTestId('jump-result').first()).toContainText(/^Table 1: /);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Score table \d+$/ }).and(page.locator(':focus'))).toHaveCount(1);
  await page.keyboard.press('Enter');
  // The slip was the last way chosen and is remembered: this table goes through the wizard.
  await expect(page.getByTestId('slip-form')).toBeVisible();
  await page.getByRole('radio', { name: 'Scoring wizard (every objective)' }).check();
  const wizard = page.getByTestId('scoring-wizard');
  await expect(wizard).toBeVisible();
  await wizard
    .getByLabel(/^Controls the Tech-Coffin — /)
    .first()
    .check();
  const confirmations = wizard.getByRole('group', { name: 'Both players agree with this score' });
  await confirmations.getByRole('checkbox').nth(0).check();
  await confirmations.getByRole('checkbox').nth(1).check();
  await expect(wizard.getByRole('button', { name: 'Save result' })).toBeEnabled();
  await wizard
    .getByLabel(/^Classified Objectives accomplished — /)
    .nth(1)
    .fill('1');
  await expect(page.getByTestId('confirmations-cleared')).toContainText('both confirmations were withdrawn');
  await expect(confirmations.getByRole('checkbox').nth(0)).not.toBeChecked();
  await expect(confirmations.getByRole('checkbox').nth(1)).not.toBeChecked();
  await expect(wizard.getByRole('button', { name: 'Save result' })).toBeDisabled();
  await checkScreen(page, 'day-07-wizard-confirmations-cleared');
  // The totals and Save stay in view at the bottom of the questions.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(wizard.getByRole('button', { name: 'Save result' })).toBeInViewport();
  await confirmations.getByRole('checkbox').nth(0).check();
  await confirmations.getByRole('checkbox').nth(1).check();
  await wizard.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByTestId('results-in')).toHaveText('2/50 results in');
  await expect(page.getByRole('button', { name: 'Waiting (48)' })).toBeVisible();
  await checkScreen(page, 'day-08-rounds-2-of-50');

  // The projector pages through 50 tables with the clock always on screen.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.goto(`${server.url}#/projector/1`);
  const projectorPage = page.getByTestId('projector-page');
  await expect(projectorPage).toContainText(/^Page 1 of [2-9]/);
  const onFirst = await page.getByTestId('projector-pairs').locator('li').count();
  expect(onFirst).toBeLessThan(50);
  await expect(page.getByTestId('projector-pairs').locator('li').last()).toBeInViewport();
  await expect(page.getByTestId('projector-clock')).toBeInViewport();
  await checkScreen(page, 'day-09a-projector');
  await page.keyboard.press('ArrowRight');
  await expect(projectorPage).toContainText(/^Page 2 of /);
  await expect(page.getByTestId('projector-pairs')).toContainText(`Table ${onFirst + 1}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Rounds' })).toBeVisible();

  // The other screens, and the people's words in every warning and audit summary.
  await nav(page, 'Tables');
  await expect(page.getByTestId('results-in')).toHaveText('2/50 results in');
  await checkScreen(page, 'day-09-tables');
  await nav(page, 'Standings');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Round 1 still in play \(2\/50 results in\)/ }),
  ).toBeVisible();
  await checkScreen(page, 'day-10-standings');
  await page.getByLabel('Search standings').fill('zoe quinn');
  await expect(page.getByText('1 of 101 shown')).toBeVisible();
  await nav(page, 'Disputes');
  const summaries = await page.getByTestId('audit-entry').locator('.summary').allInnerTexts();
  expect(summaries.join('\n')).toContain('entered from the signed slip');
  expect(summaries.join('\n')).toContain('100 players registered from a sheet (2 rows refused)');
  const beforeAfter = page.getByTestId('audit-entry').getByRole('button', { name: /^Before \/ after/ });
  for (let i = 0; i < (await beforeAfter.count()); i++) await beforeAfter.nth(i).click();
  await expect(page.locator('.changes td').first()).toBeVisible();
  await expectPeoplesWords(page, 'audit');
  await checkScreen(page, 'day-11-disputes');
  await nav(page, 'Event');
  await checkScreen(page, 'day-12-event');
  await nav(page, 'Settings');
  await checkScreen(page, 'day-13-settings');
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts')).toContainText('Find a player or table from any screen');
  await checkScreen(page, 'day-14-shortcuts');
  await page.keyboard.press('Escape');

  // A player's phone on the venue network: find my table by name.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(server.url);
  const find = phone.getByRole('searchbox', { name: 'Find my table' });
  await expect(find).toBeVisible();
  await find.fill('zoe quinn');
  const answer = phone.getByTestId('my-table');
  if (zoeBye) await expect(answer).toContainText('bye');
  else {
    await expect(answer).toContainText(`Table ${zoeTable}`);
    await expect(answer).toContainText('Acquisition');
  }
  await expect(phone.getByText(/^Saved /)).toHaveCount(0);
  await checkScreen(phone, 'day-15-phone-find-my-table');
  await phone.screenshot({ path: path.join(ARTIFACTS, 'day-16-phone-first-screen.png') });
  await phone.close();
});
