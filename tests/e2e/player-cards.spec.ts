/**
 * Player cards from the Players screen (issue 23 · Build 5), against the real venue server bound
 * to 127.0.0.1: the app cannot know the address phones reach, so it asks for it beside the
 * button; the downloaded PDF carries every player's code once. A re-issued code offers that
 * player's new card, with the new code and not the old one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Download, Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { nav, readApi } from './flow';

const opened = closedAfterEachTest();
test.use({ actionTimeout: 15_000 });
const dir = mkdtempSync(path.join(os.tmpdir(), 'its-e2e-cards-'));

/** The text of a downloaded PDF (pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  const file = path.join(dir, download.suggestedFilename());
  writeFileSync(file, Buffer.concat(chunks));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

async function print(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return pdfText(await download);
}

test('player cards: printed beside the players list, and a new code offers the new card', async ({ page }) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Card Night', playerReporting: 'referee-approves' } });
  for (const [i, name] of ['Søren Østergård', 'Łukasz Wójcik', 'Andrés Núñez'].entries()) {
    await readApi(page, 'players.add', { name, itsPin: `5${i}` });
  }
  const players = await readApi<{ id: string; name: string; resultCode: string }[]>(page, 'players.list');
  await page.reload();
  await nav(page, 'Players & Lists');

  const address = page.getByLabel('Venue server address for the QR codes');
  await address.fill('http://192.168.1.20:4820');
  const cards = await print(page, 'Print player cards');
  for (const p of players) expect(cards.split(p.resultCode).length - 1, p.name).toBe(1);
  expect(cards).toContain('192.168.1.20:4820');

  const lukasz = players.find((p) => p.name.startsWith('Łukasz'))!;
  await page.getByRole('button', { name: `New code · ${lukasz.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Issue a new result code?' })
    .getByRole('button', { name: 'New code' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'New code issued for Łukasz Wójcik' })).toBeVisible();
  const fresh = (await readApi<{ id: string; resultCode: string }[]>(page, 'players.list')).find(
    (p) => p.id === lukasz.id,
  )!.resultCode;
  const card = await print(page, 'Print Łukasz Wójcik’s new card');
  expect(card).toContain(fresh);
  expect(card).not.toContain(lukasz.resultCode);
  expect(card).not.toContain('Andrés');
});
