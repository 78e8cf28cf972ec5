/**
 * The event day, second pass (issue 24), against the real venue server on the LAN: a 120-player
 * event (60 tables) at the referees' laptop size (1366×768) and two players' phones (390×844).
 *
 *   Build 6  presets are named right after a sign-in from the public page (no reload);
 *   Build 3  a player kept at a fixed table is paired there; the round's toolbar (print, pair
 *            again, lock) is within the first screen of a 60-table round and stays on screen;
 *            "Pair again" says what changed; quick find in a draft lands on and marks the row and
 *            offers a swap;
 *   Build 1  a disputed report shows its score and note on the Rounds row, cannot be accepted in
 *            one click, is settled in the side-by-side review, and both phones say so;
 *   Build 2  the wizard selects a pre-filled number on a click, and Esc or a nav link ask before
 *            throwing away what was typed; choices are never cut, on the desk and the phone;
 *   Build 4  nothing moves under the cursor after Accept; each screen opens at its top; an
 *            explanation opens under the row that asked; a refusal appears by its button;
 *   Build 5  Standings in play: at most a summary line per round; backups by time and content;
 *            the unit-catalog form is an advanced disclosure;
 *   and no actor label on the screens holds an IP address.
 * Screenshots: test-results/event-day/*.png (the screen as the referee sees it, not the full page).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { closedAfterEachTest, PHONE } from './server';
import { expectAccessible, expectNoSideways } from './helpers';
import { english } from '../../src/shared/messages';
import type { PresetInfo } from '../../src/shared/api/standings';
import { nav, readApi } from './flow';

test.use({ actionTimeout: 15_000 });

const PIN = '246813';
const SHOTS = path.resolve('test-results/event-day');
const IP = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;

const opened = closedAfterEachTest();

interface Player {
  id: string;
  name: string;
  resultCode: string;
  fixedTable?: number | null;
}
interface Pairing {
  table: number;
  a: string;
  b: string;
  result: { op: [number, number]; tp: [number, number] } | null;
  report?: { state: string } | null;
}

/** The screen as it is (what the referee sees, not the full page), checked for a11y and sideways scroll. */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoSideways(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function signInOnPublicPage(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Referee sign-in' }).click();
  await page.getByLabel('Referee PIN').fill(PIN);
  await page.getByRole('button', { name: 'Referee sign-in' }).click();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
}

async function phone(browser: Browser, url: string, who: Player): Promise<Page> {
  const context = await opened.newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${url}#/report`);
  await page.getByLabel('Your name or ITS PIN').fill(who.name);
  await page.getByLabel('Result code').fill(who.resultCode.toLowerCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('my-game')).toBeVisible();
  return page;
}

/** The element's top on the screen, in CSS pixels. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y;
}

/** No radio-button choice of the wizard is cut: each option's text fits its box. */
async function expectChoicesWhole(scope: Locator, where: string): Promise<void> {
  await expect(scope.locator('select')).toHaveCount(0);
  const cut = await scope
    .locator('.choice span')
    .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent));
  expect(cut, `options cut on ${where}`).toEqual([]);
  expect(await scope.locator('.choice span').count()).toBeGreaterThan(0);
}

// Frontline (ITS S11 · Frontline): A scores the central Sector and a Classified; B the sector
// nearest B. The referee's reading gives B the central Sector too (the dispute's point).
const REPORTED = {
  a: { pointsCentre: 200, classifieds: 1, survivingPoints: 250 },
  b: { pointsNearB: 100, survivingPoints: 150 },
};

test('event day, second pass: disputes, the wizard, finding and printing at 120 players', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  const url = server.url;
  await page.goto(url);
  await signInOnPublicPage(page);
  await readApi(page, 'events.create', {
    settings: {
      name: 'Second Pass Open',
      rounds: 4,
      scenarios: ['frontline', 'acquisition', 'supremacy', 'annihilation'],
      playerReporting: 'referee-approves',
    },
  });
  // 120 players in one go (arranging, not under test).
  await page.evaluate(async () => {
    const current = await fetch('/api/events.current', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const eventId = ((await current.json()) as { data: { id: string } }).data.id;
    for (let i = 1; i <= 120; i++) {
      const name = i === 120 ? 'Zoe Quill' : `Player ${String(i).padStart(3, '0')}`;
      await fetch('/api/players.add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, itsPin: String(70000 + i), eventId }),
      });
    }
  });

  // --- Build 6: a visitor's refused reads are read again after a sign-in on the public page.
  const visitorContext = await opened.newContext(browser, { viewport: { width: 1366, height: 768 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('link', { name: 'Referee sign-in' })).toBeVisible();
  await signInOnPublicPage(visitor);
  await nav(visitor, 'Event');
  const presets = await readApi<PresetInfo[]>(visitor, 'standings.presets');
  expect(presets.length).toBeGreaterThan(1);
  const presetSelect = visitor.getByLabel('Scoring preset');
  const shown = await presetSelect.locator('option').allInnerTexts();
  expect(shown).toEqual(presets.map((p) => english(p.name)));
  for (const { id } of presets) expect(shown).not.toContain(id);
  await expect(visitor.locator('body')).not.toContainText(/\b1 rounds\b/);
  await shot(visitor, 'b6-presets-after-public-sign-in');

  // --- Build 3: a fixed table, set on the Players screen.
  await page.reload();
  await nav(page, 'Players & Lists');
  // The hand-loaded catalog form is out of the way (Build 5).
  await expect(page.getByLabel('Army id')).toBeHidden();
  const fixed = page.getByLabel('Fixed table of Zoe Quill (empty: any table)');
  await fixed.fill('37');
  await fixed.press('Tab');
  await expect
    .poll(async () => (await readApi<Player[]>(page, 'players.list')).find((p) => p.name === 'Zoe Quill')?.fixedTable)
    .toBe(37);
  await shot(page, 'b3-fixed-table-field');

  // --- Build 3: a 60-table round; its toolbar is on the first screen and stays there.
  await nav(page, 'Rounds');
  await page.getByRole('button', { name: 'Generate round 1' }).click();
  await expect(page.getByTestId('pairings').locator('tbody tr[data-table]')).toHaveCount(60);
  const round1 = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings;
  const players = await readApi<Player[]>(page, 'players.list');
  const byName = (name: string) => players.find((p) => p.name === name)!;
  const zoe = byName('Zoe Quill');
  expect(round1.find((p) => p.a === zoe.id || p.b === zoe.id)?.table).toBe(37);
  const toolbar = page.getByTestId('round-toolbar');
  const slips = toolbar.getByRole('button', { name: 'Print pairing slips' });
  await expect(slips).toBeInViewport();
  expect(await topOf(slips)).toBeLessThan(768);
  await expect(toolbar.getByRole('button', { name: 'Print score sheets' })).toBeInViewport();
  await expect(toolbar.getByRole('button', { name: 'Print round sheet' })).toBeInViewport();
  await shot(page, 'b3-round-toolbar-first-screen');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(slips).toBeInViewport();
  await expect(toolbar.getByRole('button', { name: 'Pair again' })).toBeInViewport();
  await shot(page, 'b3-round-toolbar-after-scrolling');

  // "Pair again" says what changed, and the seed is explained.
  await expect(toolbar).toContainText('type any word as the seed');
  await toolbar.getByRole('button', { name: 'Pair again' }).click();
  await expect(toolbar.getByTestId('paired-again')).toHaveText('Same pairings: the pairing found no better one.');
  await toolbar.getByLabel('Seed (optional)').fill('another draw');
  await toolbar.getByRole('button', { name: 'Pair again' }).click();
  await expect(toolbar.getByTestId('paired-again')).toHaveText(/^\d+ tables? changed\.$/);
  await shot(page, 'b3-pair-again-says-what-changed');

  // Quick find in the draft: lands on the row, marks it, offers a swap with that player.
  const draft = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings;
  const far = draft.find((p) => p.table === 52)!;
  const farName = players.find((p) => p.id === far.a)!.name;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('Control+k');
  await page.getByLabel('Table number or player name').fill(farName);
  await page.keyboard.press('Enter');
  const farRow = page.getByTestId('pairings').locator('tr[data-table="52"]');
  await expect(farRow).toHaveClass(/target/);
  await expect(farRow).toBeInViewport();
  const swap = farRow.getByTestId('start-swap');
  await expect(swap).toBeFocused();
  await swap.click();
  await expect(page.getByText(`${farName} picked: now pick the player to swap with`)).toBeVisible();
  await shot(page, 'b3-quick-find-draft-row');
  await page.keyboard.press('Escape');

  // --- Build 1: a disputed phone report.
  await readApi(page, 'rounds.lock', { round: 1 });
  const locked = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings;
  const [t1, t2] = [locked.find((p) => p.table === 1)!, locked.find((p) => p.table === 2)!];
  const nameOf = (id: string) => players.find((p) => p.id === id)!;
  const [a, b] = [nameOf(t1.a), nameOf(t1.b)];
  const phoneA = await phone(browser, url, a);
  const phoneB = await phone(browser, url, b);
  const sent = await readApi<{ op: [number, number]; tp: [number, number] }>(phoneA, 'reports.submit', {
    round: 1,
    table: 1,
    facts: REPORTED,
    game: (await readApi<{ game: string }>(phoneA, 'reports.mine', {})).game,
  });
  await expect(phoneB.getByTestId('dispute')).toBeVisible();
  await phoneB.getByTestId('dispute').click();
  await phoneB.getByLabel('What is wrong with it?').fill('I held the central Sector too');
  await phoneB.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(phoneB.getByTestId('report-state')).toHaveAttribute('data-state', 'disputed');

  // The row shows the reported score and the note; no one-click Accept.
  await page.evaluate(() => window.scrollTo(0, 0));
  const row1 = page.getByTestId('pairings').locator('tr[data-table="1"]');
  await expect(row1.getByTestId('report-state')).toHaveAttribute('data-state', 'disputed');
  await expect(row1.getByTestId('reported-row-score')).toHaveText(
    `Reported ${sent.op[0]}–${sent.op[1]} OP · ${sent.tp[0]}–${sent.tp[1]} TP`,
  );
  await expect(row1.getByTestId('reported-row-note')).toHaveText(
    `${b.name} disputes it: “I held the central Sector too”`,
  );
  await expect(row1.getByTestId('accept-report')).toHaveCount(0);
  await shot(page, 'b1-disputed-row-score-and-note');
  await row1.getByTestId('settle-report').click();
  // One click opened the review; nothing was accepted.
  const stillOpen = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings;
  expect(stillOpen.find((p) => p.table === 1)?.report?.state).toBe('disputed');
  const review = page.getByTestId('settle-review');
  await expect(review).toContainText('I held the central Sector too');
  await expect(review.locator('[data-side="a"]')).toContainText(`Report by ${a.name}`);
  const wizard = page.getByTestId('scoring-wizard');
  await expect(wizard.getByTestId('op-a')).toHaveText(`${sent.op[0]} OP`);
  await expectChoicesWhole(wizard, 'the desk wizard');
  await shot(page, 'b1-settle-review');

  // --- Build 2: a click in a pre-filled 0 then typing 6 gives 6; leaving asks first.
  const centreB = wizard.getByLabel(`Army Points inside the central Sector — ${b.name}`, { exact: true });
  await expect(centreB).toHaveValue('0');
  await centreB.click();
  await page.keyboard.type('6');
  await expect(centreB).toHaveValue('6');
  await centreB.press('Tab');
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await shot(page, 'b2-esc-asks');
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(centreB).toHaveValue('6');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Standings' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Score · round 1 · table 1/ })).toBeVisible();

  // The referee's reading: B held the central Sector with 160 points. It is the referee's
  // decision: no confirmation is asked of players who disputed (issue 31 · 9).
  await centreB.fill('160');
  await expect(page.getByTestId('referee-decides')).toBeVisible();
  await expect(page.getByLabel(`${a.name} confirms`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rounds' })).toBeVisible();
  const settled = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings.find(
    (p) => p.table === 1,
  )!;
  expect(settled.report?.state).toBe('settled');
  const [opA, opB] = settled.result!.op;
  await expect(row1.getByTestId('report-state')).toContainText('Settled by the referee');
  await expect(row1.getByTestId('table-status')).toHaveText('Decided by the referee');
  for (const p of [phoneA, phoneB]) {
    await expect(p.getByTestId('settled-message')).toHaveText(`The referee settled the dispute: ${opA}–${opB}`);
  }
  await shot(phoneA, 'b1-phone-a-settled');
  await shot(phoneB, 'b1-phone-b-settled');
  const audit = await readApi<{ summary: string; actor: string }[]>(page, 'audit.list', { table: 1 });
  expect(audit.at(-1)?.summary).toContain('the referee settled the players’ dispute');

  // The phone wizard's choices are whole too (player 2 of table 2 reports).
  const c = nameOf(t2.a);
  const phoneC = await phone(browser, url, c);
  await phoneC.getByTestId('open-wizard').click();
  await expectChoicesWhole(phoneC.getByTestId('phone-wizard'), 'the phone wizard');
  // The option the first pass found cut ("Kept as the …"), whole on a phone.
  await phoneC.getByLabel(`Classified Objectives accomplished — ${c.name}`, { exact: true }).fill('1');
  const kept = phoneC.getByText('Kept as the Classified Objective', { exact: true }).first();
  await kept.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(kept).toBeInViewport();
  await phoneC.screenshot({ path: path.join(SHOTS, 'b2-phone-wizard-card-use.png') });
  await expectChoicesWhole(phoneC.getByTestId('phone-wizard'), 'the phone wizard, card use');
  await shot(phoneC, 'b2-phone-wizard-options');
  const gameC = (await readApi<{ game: string }>(phoneC, 'reports.mine', {})).game;
  await readApi(phoneC, 'reports.submit', { round: 1, table: 2, facts: REPORTED, game: gameC });

  // --- Build 4: Accept does not move the rows under the cursor.
  const row2 = page.getByTestId('pairings').locator('tr[data-table="2"]');
  const pairingsTable = page.getByTestId('pairings');
  await expect(row2.getByTestId('accept-report')).toBeVisible();
  const before = [await topOf(pairingsTable), await topOf(row2)];
  await row2.getByTestId('accept-report').click();
  await expect(page.getByTestId('notice')).toContainText('Table 2: the players’ report is now the result.');
  await expect(row2.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  // The notice floats: the table and the row clicked stay where they were.
  expect([await topOf(pairingsTable), await topOf(row2)]).toEqual(before);
  await shot(page, 'b4-after-accept-nothing-moved');

  // The Disputes screen names the settlement; no actor label holds an address.
  await nav(page, 'Disputes');
  await expect(page.getByTestId('settled-reports')).toContainText('Settled by the referee');
  await shot(page, 'b1-disputes-settled');
  const actors = await page.locator('[data-testid="audit-entry"]').allInnerTexts();
  expect(actors.length).toBeGreaterThan(0);
  for (const text of actors) expect(text, `an actor label: "${text}"`).not.toMatch(IP);

  // --- Build 5: Standings in play summarise the finish checklist; explanations open in place.
  await nav(page, 'Standings');
  // One line per round (round 1 in play, rounds 2–4 not paired), never one per table.
  const summary = page.getByTestId('finish-summary').locator('li');
  await expect(summary).toHaveCount(4);
  await expect(summary.first()).toHaveText('Round 1: 2 of 60 results in');
  await expect(page.getByTestId('finish-problems')).toHaveCount(0);
  const why = page.getByTestId('standings-table').locator('tbody tr[data-player]').nth(40).getByRole('button');
  await why.last().scrollIntoViewIfNeeded();
  const whyTop = await topOf(why.last());
  await why.last().click();
  const explained = page.locator('tr.explained');
  await expect(explained).toBeVisible();
  const gap = (await topOf(explained)) - whyTop;
  expect(gap).toBeGreaterThan(0);
  expect(gap).toBeLessThan(120);
  await shot(page, 'b4-why-below-beside-the-row');
  await page.getByTestId('finish-card').getByRole('button', { name: 'Finish event' }).click();
  // Trying to finish lists every problem: 58 tables without a result, round 1 open, 3 rounds unpaired.
  await expect(page.getByTestId('finish-problems').locator('li')).toHaveCount(62);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  // Each screen opens at its top (not where Standings was scrolled to).
  await nav(page, 'Tables');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A refusal appears by the button that asked ("Start tracking" without army lists).
  await page.goto(`${url}#/tables/1/5`);
  const start = page.getByRole('button', { name: 'Start tracking' });
  await start.click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toBeVisible();
  await page.waitForTimeout(100);
  const startBox = (await start.boundingBox())!;
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.y - (startBox.y + startBox.height)).toBeGreaterThanOrEqual(0);
  expect(bannerBox.y - (startBox.y + startBox.height)).toBeLessThan(40);
  await shot(page, 'b4-refusal-by-its-button');

  // Backups: by time and what they hold, never file names or revisions.
  await nav(page, 'Settings');
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups.getByTestId('backup-holds').first()).toHaveText(/^\d+ players?, \d+ rounds?, \d+ results?$/);
  await expect(backups).not.toContainText(/generation-r\d+|\.json|Revision/);
  await shot(page, 'b5-backups-by-time-and-content');
});
