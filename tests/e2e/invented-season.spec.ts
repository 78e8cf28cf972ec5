/**
 * The invented season ("Ember Reach", tests/fixtures/packs/invented.its-scenarios.json) end to end,
 * in Chromium against the real venue server: the pack loaded from the Event screen, round 1 paired
 * with its Convoy Run (a scenario no season has), one game scored through the desk wizard (every
 * question kind Convoy Run asks, and two of its checks refusing answers in the pack's own words),
 * the other reported from a player's phone at 390×844 — whose live breakdown keeps updating with
 * the network cut, scored on the phone with the pack it was sent — and accepted by the referee.
 * Each saved OP and TP is what `its-ref score convoy-run --pack <file>` prints for the saved facts.
 *
 * The CLI's own test (src/main/cli/commands/inventedPack.test.ts) scores all three scenarios by
 * hand: between them, every element of the pack's vocabulary.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { english } from '../../src/shared/messages';
import type { MessageRef } from '../../src/shared/messages';
import { closedAfterEachTest, PHONE } from './server';
import { ARTIFACTS, checkScreen } from './helpers';
import { expectOp, expectSaved, nav, readApi } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACK_FILE = path.join(ROOT, 'tests/fixtures/packs/invented.its-scenarios.json');

interface Question {
  key: string;
  label: MessageRef;
  kind: 'boolean' | 'number' | 'choice';
}
interface Player {
  id: string;
  name: string;
  resultCode: string;
}
type Answer = boolean | number | string;
interface Facts {
  a: Record<string, Answer>;
  b: Record<string, Answer>;
  game?: Record<string, Answer>;
}
interface Pairing {
  table: number;
  a: string;
  b: string;
  result: { op: [number, number]; tp: [number, number]; facts?: unknown } | null;
}

// Convoy Run at 200 points, worked by hand in inventedPack.test.ts: A 10 OP, B 5; TP 5–1.
const DESK: Facts = {
  a: { trucks: 4, trucksSafe: 3, flares: 2, beacon: true, route: 'ridge', tactical: 1, classifieds: 1 },
  b: { trucks: 2, trucksSafe: 1, flares: 2, beacon: false, beaconSeen: true, route: 'road', tactical: 2 },
  game: { weather: 1 },
};
// The phone's game: A 1 safe Truck (2) + more Flares (1) + the weather (1) + the ridge (1) = 5;
// B 2 safe Trucks (4) + a Tactical card and the weather (2) + more Trucks kept (1) = 7. Then,
// offline, A's Tactical card: 6–7, A 2 TP (Offensive and Defensive Bonus), B 5.
const PHONE_FIRST: Facts = {
  a: { trucks: 2, trucksSafe: 1, flares: 3, beacon: false, beaconSeen: false, route: 'ridge', tactical: 0 },
  b: { trucks: 3, trucksSafe: 2, flares: 1, beacon: true, route: 'road', tactical: 1 },
  game: { weather: 1 },
};

/** Answers the wizard's questions for `facts`, a player's as "<label> — <name>". */
async function answer(scope: Locator, questions: Question[], names: Record<'a' | 'b', string>, facts: Facts) {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const fill = async (label: string, q: Question, value: Answer) => {
    const input = scope.getByLabel(label, { exact: true });
    if (q.kind === 'boolean') await input.setChecked(value === true);
    else if (q.kind === 'number') await input.fill(String(value));
    else await input.locator(`input[type="radio"][value="${String(value)}"]`).check();
  };
  for (const side of ['a', 'b'] as const) {
    for (const [key, value] of Object.entries(facts[side])) {
      await fill(`${english(byKey.get(key)!.label)} — ${names[side]}`, byKey.get(key)!, value);
    }
  }
  for (const [key, value] of Object.entries(facts.game ?? {})) {
    await fill(english(byKey.get(key)!.label), byKey.get(key)!, value);
  }
}

/** What `its-ref score convoy-run --pack <file> --points 200 <facts>` prints: both OP, then TP. */
function cliScore(facts: unknown): [number, number, number, number] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-e2e-invented-'));
  const file = path.join(dir, 'facts.json');
  writeFileSync(file, JSON.stringify(facts));
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'bin/its-ref.js'), 'score', 'convoy-run', '--pack', PACK_FILE, '--points', '200', file],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  expect(run.stderr).toBe('');
  const scored = JSON.parse(run.stdout) as { players: Record<'a' | 'b', { op: number }>; tp: [number, number] };
  return [scored.players.a.op, scored.players.b.op, ...scored.tp];
}

async function signIn(page: Page, who: string, code: string): Promise<void> {
  await page.getByLabel('Your name or ITS PIN').fill(who);
  await page.getByLabel('Result code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('my-game')).toBeVisible();
}

test('the invented season: loaded, paired, scored at the desk and from a phone offline, as the CLI scores it', async ({
  browser,
  page: referee,
}) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await referee.goto(server.url);
  await readApi(referee, 'events.create', {
    settings: {
      name: 'Ember Night',
      season: 'its-s17',
      tier: 'low',
      armyPoints: 200,
      rounds: 3,
      playerReporting: 'referee-approves',
    },
  });
  for (const name of ['Aino', 'Bruno', 'Cyra', 'Dario']) await readApi(referee, 'players.add', { name });
  await referee.reload();

  // The Event screen: the pack loaded from its file, and round 1 set to its Convoy Run.
  await nav(referee, 'Event');
  await referee.getByTestId('pack-file').setInputFiles(PACK_FILE);
  await expect(referee.getByTestId('pack-summary')).toContainText('Ember Reach house season');
  await referee.getByLabel('Round 1', { exact: true }).selectOption({ label: 'Convoy Run' });
  await referee.getByRole('button', { name: 'Save setup' }).click();
  await expect
    .poll(
      async () => (await readApi<{ settings: { scenarios: string[] } }>(referee, 'events.get')).settings.scenarios[0],
    )
    .toBe('convoy-run');
  await expectSaved(referee);
  await checkScreen(referee, 'invented-season-event');

  await readApi(referee, 'rounds.generate', { seed: 'ember' });
  await readApi(referee, 'rounds.lock', { round: 1 });
  const players = await readApi<Player[]>(referee, 'players.list');
  const byId = (id: string) => players.find((p) => p.id === id)!;
  const [t1, t2] = (await readApi<{ scenarioId: string; pairings: Pairing[] }>(referee, 'rounds.get', { round: 1 }))
    .pairings as [Pairing, Pairing];
  const questions = (
    await readApi<{ questions: Question[] }>(referee, 'scoring.schema', {
      scenarioId: 'convoy-run',
      tier: 'low',
      event: true,
    })
  ).questions;
  expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['number', 'boolean', 'choice']));

  // Table 1 through the desk wizard.
  const names1 = { a: byId(t1.a).name, b: byId(t1.b).name };
  await referee.reload();
  await nav(referee, 'Rounds');
  const row1 = referee.getByTestId('pairings').locator(`tr[data-table="${t1.table}"]`);
  await row1.getByRole('button', { name: `Score table ${t1.table}` }).click();
  const wizard = referee.getByTestId('scoring-wizard');
  await expect(wizard).toBeVisible();
  await answer(wizard, questions, names1, DESK);
  await expectOp(wizard, '10 OP', '5 OP');
  // The pack's checks refuse at once, in its own words: six Trucks in play at most; one beacon.
  await wizard.getByLabel(`${english(questions.find((q) => q.key === 'trucks')!.label)} — ${names1.b}`).fill('3');
  await expect(wizard.getByTestId('wizard-problem')).toContainText('Six Trucks are in play, no more');
  await answer(wizard, questions, names1, { a: {}, b: { trucks: 2, beacon: true } });
  await expect(wizard.getByTestId('wizard-problem')).toContainText('Only one beacon can be lit');
  await answer(wizard, questions, names1, { a: {}, b: { beacon: false, beaconSeen: true } });
  await expectOp(wizard, '10 OP', '5 OP');
  await expect(wizard.getByTestId('tp-a')).toHaveText('5 TP');
  await expect(wizard.getByTestId('tp-b')).toHaveText('1 TP');
  await checkScreen(referee, 'invented-season-desk-wizard');
  await wizard.getByRole('checkbox', { name: `${names1.a} confirms` }).check();
  await wizard.getByRole('checkbox', { name: `${names1.b} confirms` }).check();
  await wizard.getByRole('button', { name: 'Save result' }).click();
  await expect(referee.getByText(`Result of table ${t1.table} saved.`)).toBeVisible();

  // Table 2 from player A's phone.
  const names2 = { a: byId(t2.a).name, b: byId(t2.b).name };
  const context = await opened.newContext(browser, PHONE);
  const phone = await context.newPage();
  await phone.goto(`${server.url}#/report`);
  await signIn(phone, names2.a, byId(t2.a).resultCode);
  await expect(phone.getByTestId('my-game')).toContainText('Convoy Run');
  await phone.getByTestId('open-wizard').click();
  const phoneWizard = phone.getByTestId('phone-wizard');
  await answer(phoneWizard, questions, names2, PHONE_FIRST);
  const [firstA, firstB] = cliScore(PHONE_FIRST);
  expect([firstA, firstB]).toEqual([5, 7]);
  await expectOp(phoneWizard, `${firstA} OP`, `${firstB} OP`);
  await expect(phoneWizard.getByTestId('phone-breakdown')).toContainText('More Flares lit than the adversary');

  // The Wi-Fi drops: the breakdown is still worked out on the phone, with the pack it keeps.
  await context.setOffline(true);
  const offline: Facts = { ...PHONE_FIRST, a: { ...PHONE_FIRST.a, tactical: 1 } };
  await answer(phoneWizard, questions, names2, { a: { tactical: 1 }, b: {} });
  const [offA, offB, ...offTp] = cliScore(offline);
  expect([offA, offB, ...offTp]).toEqual([6, 7, 2, 5]);
  await expectOp(phoneWizard, `${offA} OP`, `${offB} OP`);
  await checkScreen(phone, 'invented-season-phone-offline');
  // The phone's screen as the player sees it (390×844): the breakdown worked out offline.
  await phoneWizard.getByTestId('phone-breakdown').scrollIntoViewIfNeeded();
  await phone.screenshot({ path: path.join(ARTIFACTS, 'invented-season-phone-offline-breakdown.png') });
  await context.setOffline(false);
  await phoneWizard.getByTestId('send-report').click();
  await expect(phone.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');

  // The referee accepts the phone's report from the Rounds screen.
  const row2 = referee.getByTestId('pairings').locator(`tr[data-table="${t2.table}"]`);
  await expect(row2.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');
  await row2.getByTestId('accept-report').click();
  await expect(row2.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  await expect(phone.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  await phone.getByTestId('how-scored').locator('summary').click();
  await expect(phone.getByTestId('how-scored').getByTestId('breakdown-a')).toContainText('Took the ridge route');
  await checkScreen(phone, 'invented-season-phone-accepted');

  // The saved OP and TP of both games are what the CLI prints for the saved facts.
  const saved = (await readApi<{ pairings: Pairing[] }>(referee, 'rounds.get', { round: 1 })).pairings;
  for (const [table, expected] of [
    [t1.table, [10, 5, 5, 1]],
    [t2.table, [6, 7, 2, 5]],
  ] as const) {
    const result = saved.find((p) => p.table === table)!.result!;
    const printed = cliScore(result.facts);
    expect([...result.op, ...result.tp]).toEqual(printed);
    expect(printed).toEqual(expected);
  }
});
