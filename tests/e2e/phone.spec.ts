/**
 * The players' phone app: its four tabs at 390 × 844 in every language and the pseudo-locale,
 * with a 60-table round (no tab longer than two screens, nothing sideways); and the venue Wi-Fi
 * dropping: a reload shows the player's table from what the phone kept, the wizard shows its
 * live breakdown worked out on the phone, a report made meanwhile waits on the phone and is sent
 * exactly once when the server is back, the server having restarted in between.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGE_CODES } from '../../src/shared/locales';
import { closedAfterEachTest, PHONE } from './server';
import { apiCall, ARTIFACTS, expectNoSideways } from './helpers';

const PIN = '2468';
const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

interface Player {
  name: string;
  resultCode: string;
}

async function referee(request: APIRequestContext, url: string) {
  await apiCall(request, url, 'auth.signIn', { pin: PIN });
  return (method: string, params: unknown = {}) => apiCall(request, url, method, params);
}

async function phonePage(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await opened.newContext(browser, PHONE);
  return context.newPage();
}

/**
 * The wizard's live breakdown, worked out on the phone: an answer shows at once in OP, with the
 * rule it scores by (ITS S11 · Acquisition: an Activated Antenna is 1 OP).
 */
async function expectLiveBreakdown(phone: Page, name: string): Promise<void> {
  const wizard = phone.getByTestId('phone-wizard');
  await wizard.getByLabel(`Communication Antennas Activated by this player — ${name}`, { exact: true }).fill('2');
  const breakdown = wizard.getByTestId('phone-breakdown');
  await expect(breakdown.getByTestId('wizard-totals')).toContainText('2 OP');
  await expect(breakdown).toContainText('ITS S11 · Acquisition');
}

async function signIn(phone: Page, who: Player): Promise<void> {
  await phone.getByTestId('phone-tab-report').click();
  const form = phone.getByTestId('player-sign-in');
  await form.locator('input').nth(0).fill(who.name);
  await form.locator('input').nth(1).fill(who.resultCode);
  await form.locator('button[type="submit"]').click();
  await expect(phone.getByTestId('my-game')).toBeVisible();
}

test('the four tabs at 390 × 844 in en, es, fr, it and the pseudo-locale, a 60-table round; QR sign-in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Bound to every interface with a PIN, as at a venue: the phone on loopback is a visitor.
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  const call = await referee(request, server.url);
  await call('events.create', {
    settings: { name: 'Phones Open', rounds: 4, scenarios: ['acquisition', 'supremacy', 'frontline', 'annihilation'] },
  });
  await call('events.updateSettings', { settings: { playerReporting: 'referee-approves' } });
  const sheet = ['Name,ITS PIN,Faction,Club'];
  // Long names too: a name must wrap, never push the table sideways.
  for (let i = 1; i <= 120; i++) sheet.push(`${i % 7 === 0 ? 'Maximilian-Alexander ' : ''}Player ${i},${50000 + i},,`);
  await call('players.import', { text: sheet.join('\n'), checkedIn: true });
  await call('rounds.generate', { seed: 'phones' });
  await call('rounds.lock', { round: 1 });
  for (let table = 1; table <= 60; table++)
    await call('rounds.setResult', { round: 1, table, op: [6, 3], vp: [220, 140] });
  await call('rounds.close', { round: 1 });
  await call('rounds.generate', { seed: 'phones' });
  await call('rounds.lock', { round: 2 });
  const me = ((await call('players.list')) as unknown as Player[])[0]!;

  const phone = await phonePage(browser);
  // Signed in by the QR code of the player card: the code leaves the address bar at once and
  // reaches the server only in the sign-in's body, never in an address.
  const addresses: string[] = [];
  phone.on('request', (r) => addresses.push(r.url()));
  await phone.goto(`${server.url}#/report?who=${encodeURIComponent(me.name)}&code=${me.resultCode}`);
  await expect(phone.getByTestId('my-game')).toBeVisible();
  expect(phone.url()).not.toContain(me.resultCode);
  expect(await phone.evaluate(() => location.hash)).toBe('#/report');
  expect(addresses.filter((a) => a.includes(me.resultCode))).toEqual([]);

  // The projector's "find your name" view: every player A–Z with their table, a page at a time.
  await phone.goto(`${server.url}#/projector/2`);
  await phone.getByTestId('projector-by-name').click();
  await expect(phone.getByTestId('projector-names').locator('li').first()).toContainText(
    'Maximilian-Alexander Player 105',
  );
  await expect(phone.getByTestId('projector-page')).toContainText(/page 1 of \d+$/);
  await phone.goto(`${server.url}#/report`);
  await expect(phone.getByTestId('my-game')).toBeVisible();
  mkdirSync(ARTIFACTS, { recursive: true });
  const problems: string[] = [];
  for (const lang of [...LANGUAGE_CODES, 'pseudo'] as const) {
    if (lang === 'pseudo') await phone.evaluate(() => localStorage.setItem('its-ref.pseudo-locale', '1'));
    else await call('events.updateSettings', { settings: { language: lang } });
    await phone.reload();
    for (const tab of ['table', 'pairings', 'standings', 'report'] as const) {
      await phone.getByTestId(`phone-tab-${tab}`).click();
      await expect(phone.getByTestId('phone-app')).toHaveAttribute('data-tab', tab);
      if (tab === 'table') await expect(phone.getByTestId('my-table')).toBeVisible();
      if (tab === 'pairings') await expect(phone.getByTestId('public-pairings').locator('li')).toHaveCount(20);
      if (tab === 'standings') await expect(phone.getByTestId('public-standings').locator('tbody tr')).toHaveCount(25);
      if (tab === 'report') await expect(phone.getByTestId('my-game')).toBeVisible();
      await phone.waitForTimeout(100);
      await expectNoSideways(phone, `${tab} in ${lang}`);
      // No tab longer than two screens of scrolling (three screens in all).
      const height = await phone.evaluate(() => document.documentElement.scrollHeight);
      if (height > 3 * 844) problems.push(`${tab} in ${lang}: ${height} px`);
      await phone.screenshot({ path: path.join(ARTIFACTS, `lang-${lang}-phone-${tab}.png`), fullPage: true });
    }
  }
  expect(problems, 'phone tabs longer than two screens of scrolling').toEqual([]);
});

test('offline: a reload shows my table; a report made offline is sent exactly once after the server restarts', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  let server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  const port = new URL(server.url).port;
  const { dataDir } = server;
  const call = await referee(request, server.url);
  await call('events.create', {
    settings: { name: 'Offline Cup', rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'] },
  });
  await call('events.updateSettings', { settings: { playerReporting: 'referee-approves' } });
  for (const [i, name] of ['Ana', 'Bea'].entries()) await call('players.add', { name, itsPin: `6060${i}` });
  await call('rounds.generate', { seed: 'offline' });
  await call('rounds.lock', { round: 1 });
  const eventPath = ((await call('events.current')) as { path: string }).path;
  const ana = ((await call('players.list')) as unknown as Player[]).find((p) => p.name === 'Ana')!;

  const phone = await phonePage(browser);
  // On loopback: a secure context, where browsers allow the service worker (a phone on the
  // venue's plain-HTTP address has none; see src/renderer/src/phone/serviceWorker.ts).
  await phone.goto(`http://127.0.0.1:${port}/`);
  await signIn(phone, ana);
  // The worker is running and has kept the page's files (the wizard's too, fetched after sign-in).
  await expect.poll(() => phone.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await phone.getByTestId('phone-tab-table').click();
  await expect(phone.getByTestId('my-table')).toContainText('Table 1');
  await phone.waitForTimeout(1000);

  // The Wi-Fi drops (the server is gone): a reload still opens the app, with Ana's table.
  await server.stop();
  await phone.reload();
  await expect(phone.getByTestId('my-table')).toContainText('Table 1');
  await expect(phone.getByTestId('phone-offline')).toContainText(/Last updated \d\d:\d\d — offline/);
  await phone.screenshot({ path: path.join(ARTIFACTS, 'phone-offline-my-table.png'), fullPage: true });

  // Ana reports her game meanwhile: the live breakdown follows her answers, scored on the phone
  // (the engine's file kept by the service worker), and the report waits on the phone.
  await phone.getByTestId('phone-tab-report').click();
  await phone.getByTestId('open-wizard').click();
  await expect(phone.getByTestId('phone-wizard')).toBeVisible();
  await expectLiveBreakdown(phone, ana.name);
  await phone.getByTestId('send-report').click();
  await expect(phone.getByTestId('waiting-to-send')).toContainText('Waiting to send: your report, table 1');
  // The game card says so too: not "No result reported yet" beside a live "Report the result".
  await expect(phone.getByTestId('pending-status')).toContainText('Your report waits on this phone');
  await expect(phone.getByTestId('report-state')).not.toContainText('No result reported yet');
  await expect(phone.getByTestId('open-wizard')).toHaveText('Correct my report');
  await phone.reload();
  // Kept across a reload too.
  await expect(phone.getByTestId('waiting-to-send')).toContainText('your report');

  // The server starts again (same port, same data): her session is gone, so the phone asks
  // her to sign in again, and sends what waited.
  server = await opened.startServer({ dataDir, args: ['--host', '0.0.0.0', '--pin', PIN, '--port', port] });
  const again = await referee(request, server.url);
  await again('events.open', { path: eventPath });
  await phone.getByRole('button', { name: 'Try now' }).click();
  await expect(phone.getByTestId('phone-notice')).toContainText('Sign in again', { timeout: 40_000 });
  const form = phone.getByTestId('player-sign-in');
  await form.locator('input').nth(0).fill(ana.name);
  await form.locator('input').nth(1).fill(ana.resultCode);
  await form.locator('button[type="submit"]').click();
  await expect(phone.getByTestId('phone-notice')).toContainText('Sent');
  await expect(phone.getByTestId('waiting-to-send')).toHaveCount(0);
  await expect(phone.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');
  await expect(phone.getByTestId('phone-offline')).toHaveCount(0);
  // How her report scored unfolds from its facts on the phone, the Wi-Fi down or not.
  await phone.context().setOffline(true);
  await phone.getByTestId('how-scored').locator('summary').click();
  await expect(phone.getByTestId('how-scored')).toContainText('ITS S11 · Acquisition');
  await phone.context().setOffline(false);

  // Exactly once: one report in the event's log, however often the phone tried.
  const audit = (await again('audit.list', {})) as unknown as { method: string }[];
  expect(audit.filter((e) => e.method === 'reports.submit')).toHaveLength(1);
});

test('offline, then the round re-paired: the kept report is refused with "Your pairing changed", never stored against another game', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  const port = new URL(server.url).port;
  const call = await referee(request, server.url);
  await call('events.create', {
    settings: { name: 'Re-pair Cup', rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'] },
  });
  await call('events.updateSettings', { settings: { playerReporting: 'referee-approves' } });
  for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan'].entries())
    await call('players.add', { name, itsPin: `7070${i}` });
  await call('rounds.generate', { seed: 'repair' });
  await call('rounds.lock', { round: 1 });
  type Seat = { table: number; a: string; b: string; report?: { state: string } | null };
  const pairings = async () => ((await call('rounds.get', { round: 1 })) as { pairings: Seat[] }).pairings;
  const players = (await call('players.list')) as unknown as (Player & { id: string })[];
  const nameOf = (id: string) => players.find((p) => p.id === id)!.name;
  const first = (await pairings()).find((p) => p.table === 1)!;
  const me = players.find((p) => p.id === first.a)!;

  const phone = await phonePage(browser);
  // On loopback: a secure context, where the phone page runs with its service worker.
  await phone.goto(`http://127.0.0.1:${port}/`);
  await signIn(phone, me);
  await expect.poll(() => phone.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(phone.getByTestId('my-game')).toContainText(`Against ${nameOf(first.b)}`);
  await phone.waitForTimeout(500);

  /** The Wi-Fi drops, the player reports, the referee re-pairs (undo the lock, swap, lock), the Wi-Fi is back. */
  async function reportWhileRepaired(swaps: (now: Seat[]) => [string, string][]): Promise<void> {
    await phone.context().setOffline(true);
    await phone.getByTestId('open-wizard').click();
    await expect(phone.getByTestId('phone-wizard')).toBeVisible();
    await expectLiveBreakdown(phone, me.name);
    await phone.getByTestId('send-report').click();
    await expect(phone.getByTestId('waiting-to-send')).toContainText('Waiting to send: your report');
    await call('audit.undo', {});
    for (const [a, b] of swaps(await pairings())) await call('rounds.swap', { round: 1, a, b });
    await call('rounds.lock', { round: 1 });
    // Back online, the phone sends what waited by itself.
    await phone.context().setOffline(false);
    await expect(phone.getByTestId('phone-error')).toHaveText('Not sent: Your pairing changed: check your table.', {
      timeout: 20_000,
    });
    await expect(phone.getByTestId('waiting-to-send')).toHaveCount(0);
    await expect(phone.getByTestId('phone-notice')).toHaveCount(0);
    // Nothing stored, at any table.
    expect((await pairings()).filter((p) => p.report && p.report.state !== 'none')).toEqual([]);
  }
  const mySeat = (now: Seat[]) => now.find((p) => p.a === me.id || p.b === me.id)!;
  const opponentOf = (seat: Seat) => (seat.a === me.id ? seat.b : seat.a);

  // A new opponent: table 2's side a takes the opponent's seat.
  await reportWhileRepaired((now) => [[first.b, now.find((p) => p.table === 2)!.a]]);
  const opponent = opponentOf(mySeat(await pairings()));
  await expect(phone.getByTestId('my-game')).toContainText(`Against ${nameOf(opponent)}`);
  // The sides swapped: the same opponent, the winner would be reversed.
  await reportWhileRepaired(() => [[me.id, opponent]]);
  expect(mySeat(await pairings())).toMatchObject({ table: 1, b: me.id });
  // The game moved: both players change places with table 2's.
  await reportWhileRepaired((now) => {
    const [one, two] = [now.find((p) => p.table === 1)!, now.find((p) => p.table === 2)!];
    return [
      [one.a, two.a],
      [one.b, two.b],
    ];
  });
  await expect(phone.getByTestId('my-game')).toContainText('Round 1 · Table 2');

  const audit = (await call('audit.list', {})) as unknown as { method: string }[];
  expect(audit.filter((e) => e.method.startsWith('reports.'))).toEqual([]);
  // The game as it is now is reported as usual, by the player who sent it.
  await phone.getByTestId('open-wizard').click();
  await phone.getByTestId('send-report').click();
  await expect(phone.getByTestId('phone-notice')).toContainText('Sent');
  const stored = (await pairings()).find((p) => p.report?.state === 'reported')!;
  expect(stored).toMatchObject({ table: 2, b: me.id, report: { latest: 'b' } });

  // A report an older page kept (it names no game) is refused, not applied to the game there now.
  await phone.evaluate((table) => {
    const params = { round: 1, table, facts: { a: { activatedAntennas: 2 } }, key: 'older-page-0001' };
    const pending = [{ key: 'older-page-0001', method: 'reports.submit', params, at: new Date().toISOString() }];
    localStorage.setItem('its-ref.phone.outbox', JSON.stringify({ at: new Date().toISOString(), value: pending }));
  }, stored.table);
  await phone.reload();
  await expect(phone.getByTestId('phone-error')).toContainText('Not sent: This page is out of date');
  await expect(phone.getByTestId('waiting-to-send')).toHaveCount(0);
  expect((await pairings()).find((p) => p.table === 2)!.report).toMatchObject({ latest: 'b', state: 'reported' });
});
