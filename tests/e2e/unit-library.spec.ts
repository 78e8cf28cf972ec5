/**
 * The unit library from the Players & Lists screen, with INVENTED unit files served by a local
 * stand-in for the army builder's data service: a code imported before the library is a list of
 * placeholders; the library is updated online (its address set in the card); one click completes
 * the list. Then a player registered by choosing the army from the library imports a code that
 * is complete and valid at once.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { inventedLibrary, serveLibrary, STRIKE_TEAM } from '../../src/main/catalog/testing';
import type { FakeDataService } from '../../src/main/catalog/testing';
import { encodeArmyCode } from './armyCode';
import { expectSaved, nav, row } from './flow';
import { checkScreen } from './helpers';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer | null = null;
let service: FakeDataService | null = null;

test.use({ actionTimeout: 15_000 });

test.afterEach(async () => {
  await server?.stop();
  await service?.close();
  server = null;
  service = null;
});

const STRIKE_TEAM_CODE = encodeArmyCode(
  STRIKE_TEAM.sectorialId,
  STRIKE_TEAM.slug,
  STRIKE_TEAM.name,
  STRIKE_TEAM.pointsLimit,
  STRIKE_TEAM.groups,
);
// Invented sectorial 902: Lieutenant 10, scout 16, TAG 70 (1.5 SWC).
const VANGUARD = encodeArmyCode(902, 'invented-concord-vanguard', 'Scouts Out', 300, [
  {
    number: 1,
    members: [
      { unit: 1001, group: 1, option: 2 },
      { unit: 2001, group: 1, option: 1 },
      { unit: 1003, group: 1, option: 1 },
    ],
  },
]);

async function importCode(page: Page, player: string, code: string) {
  const toggle = page.getByRole('button', { name: `Lists of ${player}` });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const panel = page.getByTestId('lists-panel');
  await expect(panel.getByRole('heading', { name: `Army lists of ${player}` })).toBeVisible();
  await panel.getByRole('radio', { name: 'Army code' }).check();
  await panel.getByRole('textbox', { name: 'Army code' }).fill(code);
  await panel.getByRole('button', { name: 'Import code' }).click();
  return panel.getByTestId('army-list');
}

test('library: update online, complete a list imported before it, register by army and import complete', async ({
  page,
}) => {
  service = await serveLibrary(inventedLibrary());
  server = await startServer();
  await page.goto(server.url);
  await page.getByLabel('Event name').fill('Library Open');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);
  await nav(page, 'Players & Lists');
  const card = page.getByTestId('unit-library');
  await expect(card.getByTestId('library-status')).toContainText('No unit library on this computer');

  // Without a library the army is chosen from the general list or typed, and a code imports as placeholders.
  await page.getByLabel('Name', { exact: true }).fill('Ana Ortiz');
  await page.getByLabel('Faction / sectorial').selectOption({ label: 'Other (type it)…' });
  await page.getByLabel('Faction name').fill('Invented Concord');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(row(page.getByTestId('players-table'), 'Ana Ortiz')).toBeVisible();
  const anaLists = await importCode(page, 'Ana Ortiz', STRIKE_TEAM_CODE);
  await expect(anaLists).toHaveCount(1);
  await expect(anaLists.getByTestId('list-totals')).toContainText('0/300 pts · SWC 0/6 · 5/15 troopers');
  await expect(anaLists.getByTestId('list-validity')).toHaveText('Not valid');

  // At home, online: point the library at the data service and update.
  await card.getByText('Where updates come from').click();
  await card.getByLabel('Data service address').fill(service.baseUrl);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await card.getByRole('button', { name: 'Update online' }).click();
  await expect(card.getByTestId('library-status')).toContainText(`3 armies, from ${service.baseUrl}`);
  expect(service.requests.every((r) => r.origin === 'https://infinityuniverse.com')).toBe(true);

  // One click completes every list of the event.
  await card.getByRole('button', { name: 'Complete every list from the library' }).click();
  await expect(page.getByText('5 troopers completed in 1 list; 0 still need completing by hand.')).toBeVisible();
  await expect(anaLists.getByTestId('list-totals')).toContainText('137/300 pts · SWC 2/6 · 5/15 troopers');
  await expect(anaLists.getByTestId('list-validity')).toHaveText('Valid');
  await expect(anaLists).toContainText('Bastion Walker');

  // Registration picks the army from the library, searching by name.
  await page.getByLabel('Name', { exact: true }).fill('Bo Lind');
  await page.getByLabel('Faction / sectorial').fill('vanguard');
  const option = page.getByRole('option', { name: /Invented Concord Vanguard/ });
  await expect(option).toBeVisible();
  await checkScreen(page, 'library-01-army-picker');
  await option.click();
  await expect(page.getByLabel('Faction / sectorial')).toHaveValue('Invented Concord Vanguard');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(row(page.getByTestId('players-table'), 'Bo Lind')).toContainText('Invented Concord Vanguard');

  // A code imported now is complete and valid at once: 10 + 16 + 70 = 96 points, 1.5 SWC.
  const boLists = await importCode(page, 'Bo Lind', VANGUARD);
  await expect(boLists).toHaveCount(1);
  await expect(boLists.getByTestId('list-totals')).toContainText('96/300 pts · SWC 1.5/6 · 3/15 troopers');
  await expect(boLists.getByTestId('list-validity')).toHaveText('Valid');
  await expect(boLists).toContainText('Vanguard Scout');
  await checkScreen(page, 'library-02-complete-list');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'tests/artifacts/e2e/library-03-phone.png', fullPage: true });
});
