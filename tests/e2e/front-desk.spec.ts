/**
 * The event day, third pass (issue 31), on the real venue server: the front desk and players'
 * names.
 *
 *   2   the check-in mode at 1366×768: typing part of a name + Enter ticks the player; a scanner
 *       typing a card's result code, its QR address or an ITS PIN + Enter ticks that player, and
 *       the code never shows; "N of M here" stays in sight;
 *   10  two "Carlos García" are told apart by club on the phone's Find my table (one search after
 *       another, no stale answer) and on the projector;
 *   11  a surname several players share lists them on the phone to pick from;
 *   12  the referee's sign-in form sits behind a small link on Find my table;
 *   13  result codes are hidden on the Players screen until shown; New code asks first.
 * Screenshots: test-results/event-day-3/ (copied into docs/screenshots/event-day-3/ when a screen changes).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { closedAfterEachTest, PHONE } from './server';
import { apiCall, expectAccessible, expectNoSideways, signInReferee } from './helpers';
import { nav, readApi } from './flow';

test.use({ actionTimeout: 15_000 });

const PIN = '246813';
const SHOTS = path.resolve('test-results/event-day-3');
const opened = closedAfterEachTest();

interface Player {
  id: string;
  name: string;
  club: string;
  resultCode: string;
}

const PLAYERS = [
  { name: 'Mads Østergård', itsPin: 'DK-12a', club: 'Aarhus', faction: 'Nomads' },
  { name: 'Łukasz Wójcik', itsPin: '', club: 'Kraków', faction: 'Haqqislam' },
  { name: 'Jürgen Müller', itsPin: '', club: 'Hexa', faction: 'Aleph' },
  { name: 'Carlos García', itsPin: '', club: 'Hexa', faction: 'PanOceania' },
  { name: 'Carlos García', itsPin: '', club: 'Nómadas', faction: 'Ariadna' },
  { name: 'Lucía García', itsPin: '', club: 'Hexa', faction: 'Yu Jing' },
];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoSideways(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The event with its six players, through a referee's own session; round 1 locked if asked. */
async function eventOf(request: APIRequestContext, url: string, locked: boolean): Promise<Player[]> {
  const call = (method: string, params: unknown = {}) => apiCall(request, url, method, params);
  await call('auth.signIn', { pin: PIN });
  await call('events.create', {
    settings: {
      name: 'Third Pass Open',
      rounds: 3,
      scenarios: ['acquisition', 'supremacy', 'frontline'],
      playerReporting: 'referee-approves',
    },
  });
  for (const p of PLAYERS) await call('players.add', p);
  if (locked) {
    await call('rounds.generate', { seed: 'front-desk' });
    await call('rounds.lock', { round: 1 });
  }
  return (await call('players.list')) as unknown as Player[];
}

test('the front desk: hidden codes, New code asks first, check-in by name and by scanned card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  const players = await eventOf(request, server.url, false);
  const [mads, lukasz, , carlosHexa] = players as [Player, Player, Player, Player];
  await signInReferee(page, server.url, PIN);
  await nav(page, 'Players & Lists');

  // Codes are hidden until the referee shows one.
  const table = page.getByTestId('players-table');
  await expect(table.getByRole('row')).toHaveCount(PLAYERS.length + 1);
  for (const p of players) await expect(table).not.toContainText(p.resultCode);
  await page.getByRole('button', { name: `Show ${lukasz.name}'s result code` }).click();
  await expect(page.locator(`tr[data-player="${lukasz.id}"]`)).toContainText(lukasz.resultCode);
  await page.getByRole('button', { name: `Hide ${lukasz.name}'s result code` }).click();
  await expect(table).not.toContainText(lukasz.resultCode);

  // New code asks first; cancelled, the card keeps working.
  const newCode = page.getByRole('button', { name: `New code · ${lukasz.name}` });
  await newCode.click();
  const dialog = page.getByRole('dialog', { name: 'Issue a new result code?' });
  await expect(dialog).toContainText(`${lukasz.name}'s card and the phones signed in`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const codeOf = async (id: string) => (await readApi<Player[]>(page, 'players.list')).find((p) => p.id === id)!;
  expect((await codeOf(lukasz.id)).resultCode).toBe(lukasz.resultCode);
  await newCode.click();
  await dialog.getByRole('button', { name: 'New code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `New code issued for ${lukasz.name}` })).toBeVisible();
  const fresh = (await codeOf(lukasz.id)).resultCode;
  expect(fresh).not.toBe(lukasz.resultCode);

  // The check-in mode: the count in sight, Enter ticks the player found.
  await page.getByRole('button', { name: 'Front desk check-in' }).click();
  const desk = page.getByTestId('check-in-desk');
  const count = desk.getByTestId('desk-count');
  const line = desk.getByTestId('desk-input');
  await expect(count).toHaveText('0 of 6 here');
  await expect(line).toBeFocused();
  await line.pressSequentially('oster');
  await expect(desk.getByRole('listitem')).toHaveText([/Mads Østergård.*not here yet/]);
  await line.press('Enter');
  await expect(desk.getByTestId('desk-status')).toContainText('Mads Østergård is here.');
  await expect(count).toHaveText('1 of 6 here');
  await expect(line).toHaveValue('');

  // Several match: ↓ chooses, Enter ticks the one highlighted (the second Carlos García, Nómadas).
  await line.pressSequentially('garcia');
  await expect(desk.getByRole('listitem')).toHaveCount(3);
  await line.press('ArrowDown');
  await expect(desk.locator('button[aria-current="true"]')).toContainText('Nómadas');
  await line.press('Enter');
  await expect(desk.getByTestId('desk-status')).toContainText('Carlos García is here.');
  await expect(count).toHaveText('2 of 6 here');

  // A scanner types the card's result code (as printed) and Enter; the code never shows.
  await line.pressSequentially(fresh.toLowerCase());
  await line.press('Enter');
  await expect(desk.getByTestId('desk-status')).toContainText(`${lukasz.name} is here.`);
  await expect(count).toHaveText('3 of 6 here');
  await expect(page.locator('body')).not.toContainText(fresh);

  // The card's QR code read by a scanner: its address, with the code after "#".
  const qr = `http://192.168.1.20:4820/#/report?who=${encodeURIComponent(carlosHexa.name)}&code=${carlosHexa.resultCode}`;
  await line.fill(qr);
  await line.press('Enter');
  await expect(count).toHaveText('4 of 6 here');
  await expect(page.locator('body')).not.toContainText(carlosHexa.resultCode);

  // Nobody: said without quoting what was typed (it may be a card's code).
  await line.pressSequentially('ZZZZZZ');
  await line.press('Enter');
  await expect(desk.getByRole('alert')).toHaveText('No player has that name, ITS PIN or card code.');
  await expect(count).toHaveText('4 of 6 here');

  // An ITS PIN, whatever the case of its letters; a player already here is said so.
  await line.pressSequentially('dk-12A');
  await line.press('Enter');
  await expect(desk.getByTestId('desk-status')).toContainText(`${mads.name} was already here.`);
  await expect(count).toHaveText('4 of 6 here');
  await line.pressSequentially('garcia');
  await expect(desk.getByRole('listitem').filter({ hasText: 'Lucía García' })).toContainText('not here yet');
  // Enter would tick the first one found who is not here yet.
  await expect(desk.locator('button[aria-current="true"]')).toContainText('Lucía García');
  await shot(page, 'check-in-desk-1366x768');

  const saved = await readApi<(Player & { checkedIn: boolean })[]>(page, 'players.list');
  expect(saved.filter((p) => p.checkedIn).map((p) => p.name)).toEqual([
    'Mads Østergård',
    'Łukasz Wójcik',
    'Carlos García',
    'Carlos García',
  ]);
});

test('phones: two Carlos García told apart on Find my table and the projector; a surname lists who to pick', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', PIN] });
  const players = await eventOf(request, server.url, true);
  const carlos = players.filter((p) => p.name === 'Carlos García');
  const phone = await (await opened.newContext(browser, PHONE)).newPage();
  await phone.goto(server.url);

  // The referee's form is behind a small link, out of the players' way.
  await expect(phone.getByLabel('Referee PIN')).toHaveCount(0);
  await phone.getByRole('link', { name: 'Referee sign-in' }).click();
  await expect(phone.getByLabel('Referee PIN')).toBeVisible();
  await phone.getByRole('link', { name: 'Referee sign-in' }).click();
  await expect(phone.getByLabel('Referee PIN')).toHaveCount(0);

  // Find my table: both namesakes with their club, then another search, then the first again.
  const find = phone.getByRole('searchbox', { name: 'Find my table' });
  const answers = phone.getByTestId('my-table');
  await find.fill('carlos');
  await expect(answers).toHaveCount(2);
  const whose = () => answers.evaluateAll((els) => els.map((e) => e.querySelector('strong')?.textContent).sort());
  expect(await whose()).toEqual(['Carlos García (Hexa)', 'Carlos García (Nómadas)']);
  await shot(phone, 'phone-find-two-carlos-390x844');
  await find.fill('ostergard');
  await expect(answers).toHaveCount(1);
  await expect(answers).toContainText('Mads Østergård');
  await find.fill('garcia');
  await expect(answers).toHaveCount(3);

  // The projector's list by name tells them apart too.
  await phone.goto(`${server.url}#/projector/1`);
  await phone.getByTestId('projector-by-name').click();
  await expect(phone.getByText('Carlos García (Hexa)', { exact: true }).first()).toBeVisible();
  await expect(phone.getByText('Carlos García (Nómadas)', { exact: true }).first()).toBeVisible();
  await expect(phone.getByText('Carlos García', { exact: true })).toHaveCount(0);

  // Sign-in by a surname three players share: the phone lists them, the code is tried for the pick.
  const mine = carlos.find((p) => p.club === 'Nómadas')!;
  await phone.goto(`${server.url}#/report`);
  await phone.getByLabel('Your name or ITS PIN').fill('garcia');
  await phone.getByLabel('Result code').fill(mine.resultCode.toLowerCase());
  await phone.getByRole('button', { name: 'Sign in' }).click();
  const pick = phone.getByTestId('pick-your-name');
  await expect(pick.getByRole('button')).toHaveText([
    /Carlos García\s*Hexa · PanOceania/,
    /Carlos García\s*Nómadas · Ariadna/,
    /Lucía García\s*Hexa · Yu Jing/,
    'None of these: type another name',
  ]);
  await expect(pick).not.toContainText(mine.resultCode);
  await shot(phone, 'phone-pick-your-name-390x844');
  await pick.getByRole('button', { name: /Nómadas/ }).click();
  await expect(phone.getByTestId('my-game')).toBeVisible();
  await expect(phone.getByTestId('phone-report')).toContainText('Carlos García');

  // The wizard says beside Send why it is off: answers that do not add up.
  await phone.getByTestId('open-wizard').click();
  const wizard = phone.getByTestId('phone-wizard');
  await wizard.locator('input[type="number"]').first().fill('99999');
  await expect(wizard.getByTestId('send-report')).toBeDisabled();
  await expect(wizard.getByTestId('send-why')).toContainText('Send is off until the answers add up:');
});
