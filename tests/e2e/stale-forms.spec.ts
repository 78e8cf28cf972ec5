/**
 * Issue 10 · Build 4 on the screens, with live updates flowing: a form keeps the revision the
 * referee started editing from, so another referee's change of the same field — which reaches
 * this screen while the form is being edited — is not silently overwritten; a swap keeps the
 * revision of its first pick. The conflict dialog shows both versions in words (names, tables).
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
  settings: { name: string; venue: string };
  players: { id: string; name: string }[];
  rounds: { pairings: { table: number; a: string; b: string }[] }[];
}
const eventOf = async (request: APIRequestContext) => (await call(request, 'events.get')) as unknown as EventLike;

test('stale forms: a settings field and a swap changed meanwhile by another referee', async ({ browser }) => {
  server = await startServer({ args: ['--host', '127.0.0.5', '--pin', '2468'] });
  const { ana, bo, close } = await twoReferees(browser, server.url, '2468');
  await call(ana.request, 'events.create', { settings: { name: 'Stale Forms Cup' } });
  for (const name of ['Ana Núñez', 'Bo Berg', 'Cy Chen', 'Di Diaz']) await call(ana.request, 'players.add', { name });

  // Ana starts typing a venue; Bo renames the event and sets a venue meanwhile.
  await ana.reload();
  await nav(ana, 'Event');
  const venue = ana.getByLabel('Venue', { exact: true });
  await venue.fill('Side Room');
  await call(bo.request, 'events.updateSettings', { settings: { name: 'Renamed Cup', venue: 'Main Hall' } });
  // Bo's change reached Ana's screen: the field she did not touch follows it, hers is kept.
  await expect(ana.getByLabel('Event name')).toHaveValue('Renamed Cup');
  await expect(venue).toHaveValue('Side Room');
  await ana.getByRole('button', { name: 'Save setup' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Someone else changed this first' });
  await expect(dialog).toContainText(/The event setup was changed by Referee 2/);
  await expect(dialog.getByTestId('stale-current')).toHaveText('Main Hall');
  await expect(dialog.getByTestId('stale-yours')).toHaveText('Side Room');
  await dialog.getByRole('button', { name: 'Keep what is in the event' }).click();
  await expect(dialog).toBeHidden();
  expect((await eventOf(ana.request)).settings).toMatchObject({ name: 'Renamed Cup', venue: 'Main Hall' });

  // Ana picks a player of table 1 for a swap; Bo swaps the two players of table 1 meanwhile.
  await call(ana.request, 'rounds.generate', {});
  await nav(ana, 'Rounds');
  const before = await eventOf(ana.request);
  const nameOf = (id: string) => before.players.find((p) => p.id === id)?.name ?? id;
  const [t1, t2] = before.rounds[0]?.pairings ?? [];
  if (!t1 || !t2) throw new Error('round 1 should have two tables');
  await ana.getByRole('button', { name: nameOf(t1.a), exact: true }).click();
  await call(bo.request, 'rounds.swap', { round: 1, a: t1.a, b: t1.b });
  await expect(
    ana
      .getByRole('row')
      .filter({ hasText: nameOf(t1.a) })
      .getByRole('button')
      .first(),
  ).toHaveText(nameOf(t1.b));
  await ana.getByRole('button', { name: nameOf(t2.a), exact: true }).click();
  await expect(dialog).toContainText(/Table 1 of round 1 was changed by Referee 2/);
  await expect(dialog.getByTestId('stale-current')).toHaveText(`Table 1: ${nameOf(t1.b)} v ${nameOf(t1.a)}`);
  await expect(dialog.getByTestId('stale-yours')).toHaveText(`Table 1: ${nameOf(t1.b)} v ${nameOf(t2.a)}`);
  await expect(dialog).not.toContainText(/\bp\d+\b/);
  await checkScreen(ana, 'stale-forms-swap');
  await ana.setViewportSize({ width: 390, height: 844 });
  await checkScreen(ana, 'stale-forms-swap-phone');
  await dialog.getByRole('button', { name: 'Save my version instead' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await eventOf(ana.request)).rounds[0]?.pairings.find((p) => p.table === 1)?.b)
    .toBe(t2.a);
  await close();
});
