/**
 * Issue 30 · item 3 on the screen, against the real server: the venue server is killed with six
 * changes only in the journal, one bit of the third is flipped, and the event reopens read-only
 * with what was recovered and what was not. "Accept the loss and continue" makes the event
 * writable again, audited, with the damaged journal kept beside the file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { nav } from './flow';
import { apiCall, checkScreen } from './helpers';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer;
test.afterAll(async () => server?.stop());

const call = (request: APIRequestContext, method: string, params?: unknown) =>
  apiCall(request, server.url, method, params);

test('a damaged journal: the Event screen says what was recovered, and the loss is accepted there', async ({
  page,
}) => {
  server = await startServer();
  const created = await call(page.request, 'events.create', { settings: { name: 'Journal Cup' } });
  const file = created.path as string;
  for (const name of ['Ana Núñez', 'Bo Berg', 'Cy Chen', 'Di Diaz', 'Ed Eko', 'Fa Fox'])
    await call(page.request, 'players.add', { name });
  // A power cut: the six changes are acknowledged and only in the journal (folded after 2 s of quiet).
  server.process.kill('SIGKILL');
  await new Promise((resolve) => server.process.once('exit', resolve));
  const journalFile = `${file}.journal`;
  const journal = readFileSync(journalFile);
  const third =
    journal.indexOf('\n', journal.indexOf('\n', journal.indexOf('\n', journal.indexOf('\n') + 1) + 1) + 1) + 1;
  journal[third + 80]! ^= 0x04;
  writeFileSync(journalFile, journal);

  server = await startServer({ dataDir: server.dataDir });
  await call(page.request, 'events.open', { path: file });
  await page.goto(server.url);
  await nav(page, 'Event');
  const card = page.getByTestId('journal-damage');
  await expect(card).toContainText('2 changes were recovered from it (changes 1 to 2).');
  await expect(card).toContainText(
    '3 saved changes could not be recovered (changes 4 to 6): they do not follow change 2.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'This event is open read-only' })).toBeVisible();
  await checkScreen(page, 'journal-damaged');

  await card.getByRole('button', { name: 'Accept the loss and continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept the loss and continue' }).click();
  // Change 7 is the decision (the killed server's lock was already taken when the event was read).
  await expect(page.getByText(/Loss accepted: the event continues at change 7\./)).toBeVisible();
  await expect(card).toHaveCount(0);
  const summary = await call(page.request, 'events.current');
  expect(summary.readOnly).toBeNull();
  expect(summary.players).toBe(2);
  // The journal is kept aside byte for byte; the decision is in the change history.
  const aside = readdirSync(path.dirname(file)).filter((n) => n.startsWith(`${path.basename(file)}.journal.damaged-`));
  expect(aside).toHaveLength(1);
  expect(readFileSync(path.join(path.dirname(file), aside[0]!)).equals(journal)).toBe(true);
  const audit = (await call(page.request, 'audit.list', {})) as unknown as { method: string; revision: number }[];
  expect(audit.slice(-2).map((e) => [e.revision, e.method])).toEqual([
    [2, 'players.add'],
    [7, 'events.acceptLoss'],
  ]);
  await call(page.request, 'players.add', { name: 'Gil Gray' });
});
