/**
 * The event day, third pass (issue 31), against the real venue server at the referees' laptop
 * size (1366×768) and a player's phone (390×844):
 *
 *   5   tables both players confirmed from their phones say so; "To accept (N)" shows them and
 *       "Accept all confirmed (N)" makes them results in one click;
 *   6   the slip form follows the paper with the keyboard alone (A's OP, VP, then B's), opens in
 *       its first field, is remembered, bounds VP by the game's Army Points, and a correction
 *       opens with the saved figures;
 *   15  a Spanish event: no English on the phone and on the slip form, and `<html lang="es">`; the
 *       phone fetches the Spanish catalog's chunk and no other language's;
 *   17  after creating another event, nothing of the previous one is on the Event screen;
 *   18  the header on one row, the event's name not cut; the projector's A–Z pages go by in 12 s.
 * Screenshots: docs/screenshots/event-day-3/*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { es } from '../../src/shared/i18n/es';
import { TRANSLATED_LANGUAGES } from '../../src/shared/locales';
import { closedAfterEachTest, PHONE } from './server';
import { apiCall, expectNoSideways, signInReferee } from './helpers';
import { nav, readApi } from './flow';

test.use({ actionTimeout: 15_000, viewport: { width: 1366, height: 768 } });

const PIN = '975312';
const SHOTS = path.resolve('docs/screenshots/event-day-3');
const opened = closedAfterEachTest();

interface Player {
  id: string;
  name: string;
  resultCode: string;
}
interface Pairing {
  table: number;
  a: string;
  b: string;
  result: { op: [number, number]; vp: [number, number] } | null;
}

// ITS S11 · Acquisition: A 2 Activated Antennas (2) + Tech-Coffin (3) + 1 Classified (1) = 6 OP; B 1 OP.
const FACTS_6_1 = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoSideways(page, name);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A player's phone: signed in through the API with the result code (its cookie kept). */
async function phoneOf(
  browser: Browser,
  url: string,
  who: Player,
): Promise<{ page: Page; request: APIRequestContext }> {
  const context = await opened.newContext(browser, PHONE);
  await apiCall(context.request, url, 'players.signIn', { name: who.name, code: who.resultCode });
  return { page: await context.newPage(), request: context.request };
}

/** An event of 8 players, round 1 of Acquisition locked; its players and pairings. */
async function lockedRound(page: Page, settings: Record<string, unknown>) {
  await readApi(page, 'events.create', {
    settings: { rounds: 3, scenarios: ['acquisition', 'frontline', 'supremacy'], ...settings },
  });
  for (const name of ['Ana Núñez', 'Björn Åberg', 'Chloé Martin', 'Dmitri Ilyin', 'Eleni Pappa', 'Farah Haddad']) {
    await readApi(page, 'players.add', { name });
  }
  await readApi(page, 'players.add', { name: 'Gus Oyelaran' });
  await readApi(page, 'players.add', { name: 'Hana Sato' });
  await readApi(page, 'rounds.generate', { seed: 'third pass' });
  await readApi(page, 'rounds.lock', { round: 1 });
  const players = await readApi<Player[]>(page, 'players.list');
  const pairings = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings.sort(
    (x, y) => x.table - y.table,
  );
  return { players, pairings, byId: (id: string) => players.find((p) => p.id === id)! };
}

/** Name, screens and tools side by side (each part's middle on one line), the name not cut. */
async function expectHeaderOnOneRow(page: Page): Promise<void> {
  const header = page.locator('header').first();
  const middles = await header
    .locator(':scope > *')
    .evaluateAll((parts) => parts.map((p) => p.getBoundingClientRect()).map((r) => Math.round(r.top + r.height / 2)));
  expect(Math.max(...middles) - Math.min(...middles), `header parts' middles ${middles.join(', ')}`).toBeLessThan(4);
  expect((await header.boundingBox())!.height).toBeLessThan(64);
  const name = page.getByTestId('header-event-name');
  expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth)).toBe(
    true,
  );
}

/** English sentences of the catalogs (those Spanish words differently) found in `text`. */
function englishIn(text: string, prefixes: string[]): string[] {
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((k) => prefixes.some((p) => k.startsWith(p)))
    .map((k) => [en[k], es[k]] as const)
    .filter(([english, spanish]) => english !== spanish && !english.includes('{') && english.length >= 8)
    .map(([english]) => english)
    .filter((english) => text.includes(english));
}

test('accept all confirmed, slip entry from the keyboard, the header and the Event screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const server = await opened.startServer({ args: ['--host', '127.0.0.5', '--pin', PIN] });
  await signInReferee(page, server.url, PIN);
  const { pairings, byId } = await lockedRound(page, {
    name: 'Third Pass Invitational of the Northern Valleys',
    playerReporting: 'referee-approves',
    tier: 'mid',
  });
  const [t1, t2, t3, t4] = pairings as [Pairing, Pairing, Pairing, Pairing];

  // Tables 1 and 2: reported and confirmed from the phones; table 3 disputed; table 4 nothing.
  for (const [pairing, then] of [
    [t1, 'confirm'],
    [t2, 'confirm'],
    [t3, 'dispute'],
  ] as const) {
    const a = await phoneOf(browser, server.url, byId(pairing.a));
    await apiCall(a.request, server.url, 'reports.submit', { round: 1, table: pairing.table, facts: FACTS_6_1 });
    const b = await phoneOf(browser, server.url, byId(pairing.b));
    await apiCall(
      b.request,
      server.url,
      `reports.${then}`,
      then === 'confirm' ? { round: 1, table: pairing.table } : { round: 1, table: pairing.table, note: 'No' },
    );
  }

  // --- 18: the header on one row, the event's name whole.
  await page.reload();
  await nav(page, 'Rounds');
  await expectHeaderOnOneRow(page);

  // --- 5: the confirmed tables say so, the filter shows them, one click accepts both.
  const rows = page.getByTestId('pairings').locator('tbody tr[data-table]');
  const status = (table: number) => rows.and(page.locator(`[data-table="${table}"]`)).getByTestId('table-status');
  await expect(status(t1.table)).toHaveText('Confirmed by both, to accept');
  await expect(status(t3.table)).toHaveText('Disputed');
  await expect(status(t4.table)).toHaveText('Not started');
  await page.getByRole('button', { name: 'To accept (2)' }).click();
  await expect(rows).toHaveCount(2);
  await shot(page, 'rounds-to-accept');
  await page.getByTestId('accept-all').click();
  await expect(page.getByTestId('results-in')).toHaveText('2/4 results in');
  await page.getByRole('button', { name: /^All/ }).click();
  await expect(status(t1.table)).toHaveText('Result in');
  await expect(status(t2.table)).toHaveText('Result in');
  await expect(status(t3.table)).toHaveText('Disputed');
  await expect(page.getByTestId('accept-all')).toHaveCount(0);
  // 9: a result the referee corrects after accepting it no longer says "Accepted".
  const badge = rows.and(page.locator(`[data-table="${t1.table}"]`)).getByTestId('report-state');
  await expect(badge).toHaveText('Accepted');
  await readApi(page, 'rounds.setResult', {
    round: 1,
    table: t1.table,
    op: [5, 1],
    vp: [180, 90],
    replace: true,
    reason: 'Classified not met',
  });
  await expect(badge).toHaveText('Corrected by the referee');
  const phoneA = await phoneOf(browser, server.url, byId(t1.a));
  await phoneA.page.goto(`${server.url}#/report`);
  await expect(phoneA.page.getByTestId('accepted-message')).toHaveText('The referee corrected this result.');
  const audit = await readApi<{ method: string }[]>(page, 'audit.list', {});
  expect(audit.filter((e) => e.method === 'reports.acceptAll')).toHaveLength(1);
  await shot(page, 'rounds-accepted-all');

  // --- 6: the slip, from the keyboard alone, in the order of the paper.
  await rows
    .and(page.locator(`[data-table="${t4.table}"]`))
    .getByRole('button', { name: /^Score/ })
    .click();
  await page.getByLabel('From the signed slip (OP and VP only)').check();
  const slip = page.getByTestId('slip-form');
  await expect(slip.getByTestId('slip-op-a')).toBeFocused();
  await expect(slip.getByTestId('slip-vp-a')).toHaveAttribute('max', '300');
  for (const [i, figure] of ['6', '250', '3', '180'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(figure);
  }
  await expect(slip.getByTestId('slip-vp-a')).toHaveValue('250');
  await expect(slip.getByTestId('slip-op-b')).toHaveValue('3');
  await expect(slip.getByTestId('slip-vp-b')).toHaveValue('180');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await shot(page, 'slip-typed');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rounds' })).toBeVisible();
  const saved = (await readApi<{ pairings: Pairing[] }>(page, 'rounds.get', { round: 1 })).pairings.find(
    (p) => p.table === t4.table,
  )!;
  expect(saved.result).toMatchObject({ op: [6, 3], vp: [250, 180] });

  // A correction opens the slip (remembered) with the saved figures, not 0–0.
  await rows
    .and(page.locator(`[data-table="${t4.table}"]`))
    .getByRole('button', { name: /^Correct/ })
    .click();
  await expect(slip.getByTestId('slip-op-a')).toBeFocused();
  await expect(slip.getByTestId('slip-op-a')).toHaveValue('6');
  await expect(slip.getByTestId('slip-vp-a')).toHaveValue('250');
  await expect(slip.getByTestId('slip-op-b')).toHaveValue('3');
  await expect(slip.getByTestId('slip-vp-b')).toHaveValue('180');
  await shot(page, 'slip-correction');
  await page.keyboard.press('Escape');

  // --- 17: another event created from the Event screen; nothing of the first one stays.
  await nav(page, 'Event');
  await page.getByRole('button', { name: 'Create or open another event' }).click();
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create event' }) });
  await create.getByLabel('Event name').fill('Spring Skirmish');
  await create.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event-name')).toHaveText('Spring Skirmish');
  const main = page.locator('main');
  await expect(main.getByLabel('Event name').first()).toHaveValue('Spring Skirmish');
  await expect(main).not.toContainText('Northern Valleys');
  expect(
    await main.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
  ).not.toContain('Third Pass Invitational of the Northern Valleys');
  await shot(page, 'event-after-switching');

  // 14: an ITS S17 event chooses its Army Points, without the S11 Low/Mid/Top, and cites ITS S17.
  await readApi(page, 'events.updateSettings', { settings: { season: 'its-s17', armyPoints: 250, tier: 'mid' } });
  await page.reload();
  await expect(page.getByTestId('s17-army-points')).toHaveValue('250');
  await expect(main.getByLabel('Tier', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('rounds-guideline')).toContainText('ITS S17 · Number of Tournament Rounds');
  await shot(page, 'event-s17-army-points');
});

test('a Spanish event reads in Spanish on the phone and the slip; the projector’s A–Z', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const server = await opened.startServer({ args: ['--host', '127.0.0.5', '--pin', PIN] });
  await signInReferee(page, server.url, PIN);
  const { pairings, byId } = await lockedRound(page, {
    name: 'Torneo de Otoño',
    language: 'es',
    playerReporting: 'referee-approves',
    tier: 'mid',
  });
  const [t1] = pairings as [Pairing];
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Pantallas' })).toBeVisible();
  await expectHeaderOnOneRow(page);

  // The phone of table 1's player A, after reporting.
  const a = await phoneOf(browser, server.url, byId(t1.a));
  await apiCall(a.request, server.url, 'reports.submit', { round: 1, table: t1.table, facts: FACTS_6_1 });
  await a.page.goto(`${server.url}#/report`);
  await expect(a.page.getByTestId('my-game')).toBeVisible();
  await expect(a.page.locator('html')).toHaveAttribute('lang', 'es');
  const phoneText = await a.page.locator('body').innerText();
  expect(englishIn(phoneText, ['phone.', 'report.', 'app.', 'common.'])).toEqual([]);
  expect(phoneText).not.toMatch(/Mid-Tier|\bTier\b/);
  // The phone fetched its event's language and no other (each translated folder is its own chunk).
  const chunks = await a.page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  const languageChunks = chunks
    .map((url) => /\/assets\/([a-z]+)-[\w-]+\.js$/.exec(url)?.[1] ?? '')
    .filter((name) => (TRANSLATED_LANGUAGES as readonly string[]).includes(name));
  expect(languageChunks).toEqual(['es']);
  await shot(a.page, 'es-phone');

  // The slip form in Spanish.
  await page.goto(`${server.url}#/score/1/${t1.table}`);
  await page.getByLabel('Desde la hoja firmada', { exact: false }).check();
  const slipText = await page.locator('main').innerText();
  expect(slipText).not.toMatch(/Mid-Tier|\bTier\b|TIER/);
  expect(englishIn(slipText, ['slip.', 'wizard.', 'report.', 'event.tier'])).toEqual([]);
  await shot(page, 'es-slip');

  // The projector's A–Z list: all its pages go by within 12 s.
  await page.goto(`${server.url}#/projector/1`);
  await page.getByTestId('projector-by-name').click();
  const names = page.getByTestId('projector-names');
  await expect(names.locator('li')).toHaveCount(8);
  const dwell = Number(await names.getAttribute('data-dwell'));
  expect(dwell).toBeLessThanOrEqual(12_000);
  await shot(page, 'projector-a-z');
});
