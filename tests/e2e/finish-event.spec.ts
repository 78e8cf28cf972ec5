/**
 * Finishing an event from the Standings screen against the real venue server: the ITS PIN
 * warning, the confirmed finish, the report pack files on disk, the freeze (a result cannot be
 * changed), and reopening with a reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkScreen } from './helpers';
import { readApi } from './flow';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer | null = null;

test.use({ actionTimeout: 15_000 });

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

test('finish the event, get the report pack, and reopen it', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Finale Open', rounds: 3 } });
  for (const [name, itsPin] of [
    ['Aino', '2001'],
    ['Bruno', '2002'],
    ['Cleo', ''],
    ['Dario', '2004'],
  ]) {
    await readApi(page, 'players.add', { name, itsPin, faction: 'Nomads' });
  }
  for (const round of [1, 2, 3]) {
    const generated = await readApi<{ round: { pairings: { table: number }[] } }>(page, 'rounds.generate', {});
    await readApi(page, 'rounds.lock', { round });
    for (const p of generated.round.pairings) {
      await readApi(page, 'rounds.setResult', { round, table: p.table, op: [7, 6], vp: [200, 150] });
    }
    if (round < 3) await readApi(page, 'rounds.close', { round });
  }

  await page.goto(new URL('/#/standings', server.url).href);
  const card = page.getByTestId('finish-card');
  // A summary line per round; the full list once the referee tries to finish.
  await expect(card.getByTestId('finish-summary')).toContainText('Round 3 is not closed yet');
  await expect(card.getByTestId('finish-problems')).toHaveCount(0);
  await card.getByRole('button', { name: 'Finish event' }).click();
  await expect(card.getByTestId('finish-problems')).toContainText('Round 3 is not closed yet');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await readApi(page, 'rounds.close', { round: 3 });
  await expect(card.getByTestId('missing-pins')).toContainText('No ITS PIN for: Cleo');
  await card.getByRole('button', { name: 'Finish event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish event' }).click();
  // The pack's PDFs are rendered in the print worker: allow for its first start.
  await expect(card.getByTestId('pack-files')).toContainText('finale-open-its-report.csv', { timeout: 60_000 });
  await expect(card).toContainText('The event is frozen against changes');
  await checkScreen(page, 'finish-event-finished');

  const exportsDir = path.join(server.dataDir, 'exports');
  for (const file of ['final-standings.csv', 'final-standings.pdf', 'its-report.csv', 'its-report.pdf']) {
    expect(existsSync(path.join(exportsDir, `finale-open-${file}`)), file).toBe(true);
  }
  expect(readFileSync(path.join(exportsDir, 'finale-open-its-report.csv'), 'utf8')).toContain(',Cleo,Nomads,');
  // In venue mode each file of the pack is a download link (the referee's device is not the server).
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'finale-open-its-report.csv' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('finale-open-its-report.csv');
  const chunks = (await (await file.createReadStream()).toArray()) as Buffer[];
  expect(Buffer.concat(chunks).toString('utf8')).toContain(',Cleo,Nomads,');
  await expect(card.getByRole('link', { name: 'finale-open-final-standings.pdf' })).toHaveAttribute(
    'href',
    '/files/finale-open-final-standings.pdf',
  );
  // Written again, the pack replaces its own files (unchanged since) instead of piling up copies.
  await card.getByRole('button', { name: 'Write the report pack again' }).click();
  await expect(card.getByRole('button', { name: 'Write the report pack again' })).toBeEnabled();
  await expect(card.getByTestId('pack-files').getByRole('link')).toHaveCount(12);
  await expect(card.getByTestId('pack-files')).not.toContainText('-2.');

  // Frozen: a correction is refused until the event is reopened.
  await expect(
    readApi(page, 'rounds.setResult', { round: 3, table: 1, op: [5, 5], vp: [1, 1], replace: true, reason: 'x' }),
  ).rejects.toThrow(/finished and frozen/);
  await card.getByLabel('Reason for reopening').fill('Cleo brought her ITS PIN');
  await card.getByRole('button', { name: 'Reopen event' }).click();
  await expect(card.getByRole('button', { name: 'Finish event' })).toBeEnabled();
  const audit = await readApi<{ method: string; reason: string }[]>(page, 'audit.list', {});
  expect(audit.at(-1)).toMatchObject({ method: 'events.reopen', reason: 'Cleo brought her ITS PIN' });
});
