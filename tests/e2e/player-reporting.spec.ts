/**
 * Players report their own results from their phones, against the real venue server
 * (`serve --host 127.0.0.1`) with three browser contexts: two phones at 390×844 and the
 * referee's laptop at 1366×768.
 *
 * Table 1 (referee-approves): A reports through the wizard, B disputes, A corrects, B confirms,
 * the referee accepts on the Rounds screen, and the standings change. Table 2 (auto-accept):
 * the report confirmed by the opponent becomes the result with no referee step.
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { closedAfterEachTest, PHONE } from './server';
import { checkScreen } from './helpers';
import { expectOp, nav, readApi } from './flow';
import { english } from '../../src/shared/messages';
import type { MessageRef } from '../../src/shared/messages';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

interface Question {
  key: string;
  label: MessageRef;
  kind: 'boolean' | 'number' | 'choice';
}
interface Player {
  id: string;
  name: string;
  itsPin: string;
  resultCode: string;
  publishList?: boolean;
}
interface Pairing {
  table: number;
  a: string;
  b: string;
  result: { op: [number, number]; tp: [number, number] } | null;
}
type Facts = Record<'a' | 'b', Record<string, boolean | number>>;

// Acquisition (ITS S11 · Acquisition): A 2 Activated Antennas (2) + Tech-Coffin (3) + 1 Classified (1)
// = 6 OP, B 1 Controlled Antenna = 1 OP; then the corrected account: A 2 Activated (2) + 1 Classified
// (1) = 3 OP, B Tech-Coffin (3) + 1 Controlled (1) = 4 OP.
const FIRST: Facts = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};
const CORRECTED: Facts = {
  a: { activatedAntennas: 2, controlsCoffin: false, classifieds: 1, survivingPoints: 150 },
  b: { controlledAntennas: 1, controlsCoffin: true, survivingPoints: 120 },
};

/** Every API method the phones called: a player session needs only the reporting ones. */
const phoneCalls = new Set<string>();

async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await opened.newContext(browser, PHONE);
  const page = await context.newPage();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) phoneCalls.add(pathname.slice('/api/'.length));
  });
  await page.goto(`${url}#/report`);
  return page;
}

async function signIn(page: Page, who: string, code: string): Promise<void> {
  await page.getByLabel('Your name or ITS PIN').fill(who);
  await page.getByLabel('Result code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('my-game')).toBeVisible();
}

/** Answers the wizard on the phone, one player after the other, as the referee's wizard asks. */
async function answer(wizard: Locator, questions: Question[], names: Record<'a' | 'b', string>, facts: Facts) {
  for (const side of ['a', 'b'] as const) {
    for (const [key, value] of Object.entries(facts[side])) {
      const q = questions.find((x) => x.key === key)!;
      const input = wizard.getByLabel(`${english(q.label)} — ${names[side]}`, { exact: true });
      if (q.kind === 'boolean') await input.setChecked(value === true);
      else await input.fill(String(value));
    }
  }
}

test('two phones report, dispute, correct and confirm; the referee accepts; a second table auto-accepts', async ({
  browser,
  page: referee,
}) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await referee.goto(server.url);
  await readApi(referee, 'events.create', {
    settings: {
      name: 'Phone Night',
      scenarios: ['acquisition', 'annihilation', 'frontline'],
      playerReporting: 'referee-approves',
    },
  });
  for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan'].entries()) {
    await readApi(referee, 'players.add', { name, itsPin: `4711${i}` });
  }
  await readApi(referee, 'rounds.generate', { seed: 'phones' });
  await readApi(referee, 'rounds.lock', { round: 1 });
  const players = await readApi<Player[]>(referee, 'players.list');
  const pairings = (await readApi<{ pairings: Pairing[] }>(referee, 'rounds.get', { round: 1 })).pairings;
  const byId = (id: string) => players.find((p) => p.id === id)!;
  const questions = (await readApi<{ questions: Question[] }>(referee, 'scoring.schema', { scenarioId: 'acquisition' }))
    .questions;
  const [t1, t2] = pairings as [Pairing, Pairing];
  const a = byId(t1.a);
  const b = byId(t1.b);
  const names1 = { a: a.name, b: b.name };
  await referee.reload();
  await nav(referee, 'Rounds');
  const row1 = referee.getByTestId('pairings').locator(`tr[data-table="${t1.table}"]`);

  // Phone A signs in with name and code; phone B with ITS PIN and code.
  const phoneA = await phone(browser, server.url);
  await expect(phoneA.getByTestId('player-sign-in')).toBeVisible();
  await checkScreen(phoneA, 'phone-1-sign-in');
  await phoneA.getByLabel('Your name or ITS PIN').fill(a.name);
  await phoneA.getByLabel('Result code').fill('WRONG9');
  await phoneA.getByRole('button', { name: 'Sign in' }).click();
  // The refusal says which of the two did not match: here the code.
  await expect(phoneA.getByTestId('phone-error')).toContainText(`That code is not ${a.name}'s`);
  await signIn(phoneA, a.name, a.resultCode);
  await expect(phoneA.getByTestId('my-game')).toContainText(`Round 1 · Table ${t1.table}`);
  await expect(phoneA.getByTestId('my-game')).toContainText(`Against ${b.name}`);
  await expect(phoneA.getByTestId('my-game')).toContainText('Acquisition');
  await checkScreen(phoneA, 'phone-2-my-game');
  // The player consents from the phone to their list being published after the event.
  const consent = phoneA.getByTestId('list-consent').getByRole('checkbox');
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(consent).toBeChecked();
  await expect
    .poll(async () => (await readApi<Player[]>(referee, 'players.list')).find((p) => p.id === a.id)?.publishList)
    .toBe(true);
  const phoneB = await phone(browser, server.url);
  await signIn(phoneB, b.itsPin, b.resultCode);

  // A reports through the wizard, with the live breakdown citing the rules.
  await phoneA.getByTestId('open-wizard').click();
  const wizardA = phoneA.getByTestId('phone-wizard');
  await answer(wizardA, questions, names1, FIRST);
  await expectOp(wizardA, '6 OP', '1 OP');
  await expect(wizardA.getByTestId('breakdown-a')).toContainText('ITS S11');
  await checkScreen(phoneA, 'phone-3-wizard');
  await wizardA.getByTestId('send-report').click();
  await expect(phoneA.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');
  await expect(phoneA.getByTestId('report-state')).toContainText(`Waiting for ${b.name} to confirm`);
  await checkScreen(phoneA, 'phone-4-reported');

  // B sees it live (event stream) and disputes in one tap plus a note.
  await expect(phoneB.getByTestId('report-state')).toContainText(`${a.name} reported this result`);
  await expect(phoneB.getByTestId('reported-score')).toContainText('6 OP');
  await checkScreen(phoneB, 'phone-5-opponent-report');
  // How it scored: derived by main from the report's facts when unfolded (nothing stores it).
  await phoneB.getByTestId('how-scored').locator('summary').click();
  await expect(phoneB.getByTestId('how-scored').getByTestId('breakdown-a')).toContainText('Controls the Tech-Coffin');
  await phoneB.getByTestId('dispute').click();
  await phoneB.getByLabel('What is wrong with it?').fill('I held the Tech-Coffin at the end');
  await phoneB.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(phoneB.getByTestId('report-state')).toHaveAttribute('data-state', 'disputed');
  await checkScreen(phoneB, 'phone-6-disputed');

  // The referee sees the dispute: state on the Rounds row, both accounts on the Disputes screen.
  await expect(row1.getByTestId('report-state')).toHaveAttribute('data-state', 'disputed');
  await nav(referee, 'Disputes');
  const disputed = referee.getByTestId('disputed-reports').locator(`article[data-table="${t1.table}"]`);
  await expect(disputed).toContainText('I held the Tech-Coffin at the end');
  await expect(disputed.locator('[data-side="a"]')).toContainText(`Report by ${a.name}`);
  await expect(disputed.locator('[data-side="b"]')).toContainText(`${b.name} has not sent a report`);
  await checkScreen(referee, 'referee-disputed-report');
  const scoredA = disputed.locator('[data-side="a"]').getByTestId('how-scored');
  await scoredA.locator('summary').click();
  await expect(scoredA.getByTestId('breakdown-a')).toContainText('ITS S11');

  // A corrects: the wizard opens pre-filled with the report, A changes it and sends it again.
  await expect(phoneA.getByTestId('dispute-note')).toContainText('I held the Tech-Coffin');
  await phoneA.getByTestId('open-wizard').click();
  await expect(wizardA.getByTestId('op-a')).toHaveText('6 OP');
  await answer(wizardA, questions, names1, CORRECTED);
  await expectOp(wizardA, '3 OP', '4 OP');
  await wizardA.getByTestId('send-report').click();
  await expect(phoneA.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');

  // B confirms in one tap; with referee-approves it waits for the referee.
  await expect(phoneB.getByTestId('reported-score')).toContainText('4 OP');
  await phoneB.getByTestId('confirm').click();
  await expect(phoneB.getByTestId('report-state')).toHaveAttribute('data-state', 'confirmed');
  await expect(phoneB.getByTestId('report-state')).toContainText('Waiting for the referee');
  await checkScreen(phoneB, 'phone-7-confirmed');

  // The referee accepts from the Rounds screen: the result is in and the standings change.
  const before = await readApi<{ rows: { id: string; tp: number; op: number }[] }>(referee, 'standings.compute');
  await nav(referee, 'Rounds');
  await expect(row1.getByTestId('report-state')).toHaveAttribute('data-state', 'confirmed');
  await checkScreen(referee, 'referee-rounds-confirmed-report');
  // The reported result opens pre-filled in the referee's wizard (for a correction, if needed).
  await row1.getByRole('button', { name: `Review in the wizard table ${t1.table}` }).click();
  const refereeWizard = referee.getByTestId('scoring-wizard');
  await expectOp(refereeWizard, '3 OP', '4 OP');
  await checkScreen(referee, 'referee-wizard-from-report');
  await referee.getByRole('link', { name: 'Back to the round (Esc)' }).click();
  await row1.getByTestId('accept-report').click();
  await expect(row1.getByTestId('result')).toContainText('3 – 4');
  await expect(row1.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  // An accepted report counts as a result in.
  await expect(referee.getByTestId('results-in')).toHaveText('1/2 results in');
  const after = await readApi<{ rows: { id: string; tp: number; op: number }[] }>(referee, 'standings.compute');
  const opOf = (rows: typeof after.rows, id: string) => rows.find((r) => r.id === id)?.op;
  expect(opOf(before.rows, b.id)).toBe(0);
  expect(opOf(after.rows, b.id)).toBe(4);
  expect(opOf(after.rows, a.id)).toBe(3);
  await expect(phoneA.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  await expect(phoneA.getByTestId('report-state')).toContainText('The referee accepted this result');
  await checkScreen(phoneA, 'phone-8-accepted');
  await phoneA.getByTestId('how-scored').locator('summary').click();
  await expect(phoneA.getByTestId('how-scored').getByTestId('breakdown-b')).toContainText('Controls the Tech-Coffin');

  // Phone A signs out: the session ends on the server, and a copy of its cookie reaches nothing.
  const kept = await phoneA.context().cookies();
  expect(kept.length).toBeGreaterThan(0);
  await phoneA.getByRole('button', { name: 'Sign out' }).click();
  await expect(phoneA.getByTestId('player-sign-in')).toBeVisible();
  await expect(phoneA.getByTestId('my-game')).toHaveCount(0);
  await checkScreen(phoneA, 'phone-10-signed-out');
  await phoneA.context().addCookies(kept);
  await expect(readApi(phoneA, 'reports.mine')).rejects.toThrow(/reports.mine: /);
  await phoneA.reload();
  await expect(phoneA.getByTestId('player-sign-in')).toBeVisible();

  // Table 2 with auto-accept: the same two phones sign in as the other two players.
  await readApi(referee, 'events.updateSettings', { settings: { playerReporting: 'auto-accept' } });
  const c = byId(t2.a);
  const d = byId(t2.b);
  await signIn(phoneA, c.name, c.resultCode);
  await expect(phoneA.getByTestId('my-game')).toContainText(`Table ${t2.table}`);
  await readApi(phoneB, 'players.signIn', { name: d.name, code: d.resultCode });
  await phoneB.reload();
  await expect(phoneB.getByTestId('my-game')).toContainText(`Table ${t2.table}`);
  await phoneA.getByTestId('open-wizard').click();
  await answer(wizardA, questions, { a: c.name, b: d.name }, FIRST);
  await expect(wizardA.getByTestId('op-a')).toHaveText('6 OP');
  await wizardA.getByTestId('send-report').click();
  await expect(phoneB.getByTestId('reported-score')).toContainText('6 OP');
  await phoneB.getByTestId('confirm').click();
  await expect(phoneB.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  await expect(phoneA.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  await checkScreen(phoneB, 'phone-9-auto-accepted');
  const row2 = referee.getByTestId('pairings').locator(`tr[data-table="${t2.table}"]`);
  await expect(row2.getByTestId('result')).toContainText('6 – 1');
  await expect(row2.getByTestId('report-state')).toHaveAttribute('data-state', 'accepted');
  await expect(referee.getByTestId('results-in')).toHaveText('2/2 results in');
  const audit = await readApi<{ actor: string; method: string }[]>(referee, 'audit.list', { table: t2.table });
  expect(audit.at(-1)).toMatchObject({ method: 'reports.confirm', actor: `${c.name} + ${d.name} (players)` });

  // The phones used the reporting methods only (the wizard's questions come from reports.mine,
  // its live breakdown is worked out on the phone), besides the public reads of the phone app's tabs (the event's name
  // and language, pairings, standings, scenario names): never the referee's scoring methods
  // (schema, preview, commit), nor anything a player session is refused.
  const allowed = [
    'events.current',
    'rounds.list',
    'standings.compute',
    'scoring.scenarios',
    'players.signIn',
    'players.signOut',
    'reports.mine',
    'reports.submit',
    'reports.confirm',
    'reports.dispute',
    'players.publishMyList',
    // A teams event's match (null here): asked once at sign-in and when a round is published.
    'matchups.mine',
  ];
  expect([...phoneCalls].filter((m) => !allowed.includes(m))).toEqual([]);
  expect(phoneCalls).toContain('players.signOut');
});
