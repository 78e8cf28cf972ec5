/**
 * Issue 10 on the screens: two referees (two browser contexts, each signed in on the venue
 * server) work on one event. One's Ctrl+Z leaves the other's result; an edit from a screen that
 * missed the other's change shows both versions; the newest valid backup is restored from the
 * Event screen after seeing what it holds.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { nav } from './flow';
import { apiCall, checkScreen, twoReferees } from './helpers';
import { startServer } from './server';
import type { RunningServer } from './server';

let server: RunningServer;
test.afterAll(async () => server?.stop());

/** A call made with the page's own session (its cookie): the same referee as the screen. */
const call = (request: APIRequestContext, method: string, params?: unknown) =>
  apiCall(request, server.url, method, params);

interface EventLike {
  revision: number;
  settings: { venue: string };
  rounds: { pairings: { table: number; result: { op: number[] } | null }[] }[];
}
const eventOf = async (request: APIRequestContext) => (await call(request, 'events.get')) as unknown as EventLike;
const resultOf = async (request: APIRequestContext, table: number) =>
  (await eventOf(request)).rounds[0]?.pairings.find((p) => p.table === table)?.result ?? null;

test('two referees: per-referee undo, a stale edit shows both versions, restoring a backup', async ({ browser }) => {
  server = await startServer({ args: ['--host', '127.0.0.5', '--pin', '2468'] });
  const { ana, bo, close } = await twoReferees(browser, server.url, '2468');

  // Ana sets the event up; each referee enters one result.
  await call(ana.request, 'events.create', { settings: { name: 'Two Referees Cup' } });
  for (const name of ['Ana Núñez', 'Bo Berg', 'Cy Chen', 'Di Diaz']) await call(ana.request, 'players.add', { name });
  await call(ana.request, 'rounds.generate', {});
  await call(ana.request, 'rounds.lock', { round: 1 });
  await call(ana.request, 'rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
  await call(bo.request, 'rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });

  // Ana's Ctrl+Z undoes her own result, not Bo's newer one.
  await ana.reload();
  // Focus outside any text field, once the screen has drawn (a click on a corner of <main> can
  // land on the sticky header while the page is still laying out).
  await ana.getByRole('heading', { level: 1 }).click();
  await ana.keyboard.press('Control+z');
  await expect(ana.getByText(/Undone: Round 1 table 1: \S+ \S+ 7–3 \S+ \S+ OP/)).toBeVisible();
  expect(await resultOf(ana.request, 1)).toBeNull();
  expect((await resultOf(bo.request, 2))?.op).toEqual([4, 6]);
  const audit = (await call(ana.request, 'audit.list', {})) as unknown as { method: string; actor: string }[];
  const undo = audit.at(-1);
  expect(undo?.method).toBe('audit.undo');
  expect(undo?.actor).toMatch(/^Referee 1 /);

  // Ana's screen misses Bo's change (her Wi-Fi drops the live updates), then she edits the venue.
  await ana.route('**/events', (route) => route.abort());
  await ana.reload();
  await nav(ana, 'Event');
  const venue = ana.getByLabel('Venue', { exact: true });
  await expect(venue).toBeVisible();
  await call(bo.request, 'events.updateSettings', { settings: { venue: 'Main Hall' } });
  await venue.fill('Side Room');
  await ana.getByRole('button', { name: 'Save setup' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Someone else changed this first' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/The event setup was changed by Referee 2/);
  await expect(dialog.getByTestId('stale-current')).toHaveText('Main Hall');
  await expect(dialog.getByTestId('stale-yours')).toHaveText('Side Room');
  expect((await eventOf(ana.request)).settings.venue).toBe('Main Hall');
  await checkScreen(ana, 'two-referees-stale-edit');
  await dialog.getByRole('button', { name: 'Save my version instead' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await eventOf(ana.request)).settings.venue).toBe('Side Room');

  // Restoring the newest valid backup from the Event screen, after seeing what it holds.
  for (let i = 0; (await eventOf(ana.request)).revision < 12; i++) {
    await call(bo.request, 'players.update', { id: 'p4', changes: { club: `Club ${i}` } });
  }
  // The rotating backup is written when the journal is folded into the file: after two quiet
  // seconds, once at least ten changes have come since the last one.
  const generation = async () =>
    ((await call(ana.request, 'backups.list')) as unknown as { kind: string; valid: boolean; revision: number }[]).find(
      (b) => b.kind === 'generation' && b.valid,
    );
  await expect.poll(async () => (await generation()) !== undefined, { timeout: 20_000 }).toBe(true);
  const backedUp = (await generation())!.revision;
  expect(backedUp).toBeGreaterThanOrEqual(10);
  await ana.unroute('**/events');
  await ana.reload();
  await nav(ana, 'Event');
  const holds = ana.getByTestId('newest-backup');
  // What it holds, with each language's plurals; never a revision number.
  await expect(holds).toContainText(/: 4 players, 1 round, 1 result\./);
  await expect(holds).not.toContainText(/change \d+/);
  await checkScreen(ana, 'two-referees-newest-backup');
  await ana.getByRole('button', { name: 'Restore the newest valid backup' }).click();
  const confirm = ana.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(confirm).toContainText(/: 4 players, 1 round/);
  await confirm.getByRole('button', { name: 'Restore the newest valid backup' }).click();
  await expect(ana.getByText(/is restored/)).toBeVisible();
  const restored = await eventOf(ana.request);
  expect(restored.revision).toBe(backedUp);

  // The phone layout of the dialog and the card.
  await ana.setViewportSize({ width: 390, height: 844 });
  await ana.reload();
  await expect(ana.getByTestId('newest-backup')).toBeVisible();
  await checkScreen(ana, 'two-referees-newest-backup-phone');
  await close();
});
