/**
 * A whole 7-player, 3-round event played through the user interface alone: event setup,
 * registration, list import by army code (with an invented catalog) and by CSV, pairing with a
 * bye, a scoring wizard for every game with a different scenario each round, a disputed result
 * corrected and then undone, and final standings checked against the engine.
 *
 * The same steps run in Chromium against the venue server (whole-event.spec.ts) and in the
 * Electron window (whole-event-electron.spec.ts). The API is only read, to check what the
 * screens show: every change is made by clicking and typing.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { encodeArmyCode } from './armyCode';
import { checkScreen } from './helpers';
import { english } from '../../src/shared/messages';
import { isFileOperation } from '../../src/shared/api';
import type { MessageRef } from '../../src/shared/messages';
import type { PairExplanation, StandingsRow as ApiStandingsRow } from '../../src/shared/api/standings';

export const CATALOG_FILE = 'tests/fixtures/e2e/catalog-911.json';

export interface Flow {
  page: Page;
  /** Screenshot name prefix (one per runner, so both can keep their artifacts). */
  prefix: string;
  /** How printed documents arrive: a download (venue server) or a saved file (desktop app). */
  prints: 'download' | 'file';
}

/** Prints a document from its button and checks a real PDF came out. */
export async function printPdf(flow: Flow, kind: string, buttonName: string): Promise<void> {
  const { page } = flow;
  const button = page.getByRole('button', { name: buttonName });
  if (flow.prints === 'download') {
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const chunks = (await (await file.createReadStream()).toArray()) as Buffer[];
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } else {
    await button.click();
  }
  await expect(page.getByTestId(`pdf-done-${kind}`)).toContainText(/\((\d+) pages?\)/);
  // The desktop app offers its print preview; a browser keeps the download.
  await expect(page.getByTestId(`pdf-preview-${kind}`)).toHaveCount(flow.prints === 'file' ? 1 : 0);
}

/** Reads through the same API the screens use (IPC in Electron, HTTP in a browser). */
export async function readApi<T>(page: Page, method: string, params: unknown = {}): Promise<T> {
  const result = await page.evaluate(
    async ({ method, params, fence }) => {
      const w = window as unknown as { api?: { call: (m: string, p: unknown) => Promise<unknown> } };
      if (w.api) return w.api.call(method, params);
      // A change names the event open now, as a screen showing it does.
      let sent = params;
      if (fence && params && typeof params === 'object' && !('eventId' in params)) {
        const current = await fetch('/api/events.current', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const open = ((await current.json()) as { data?: { id: string } | null }).data;
        if (open) sent = { ...params, eventId: open.id };
      }
      const response = await fetch(`/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sent),
      });
      return response.json();
    },
    { method, params, fence: !isFileOperation(method) },
  );
  const body = result as { data?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.data as T;
}

export const PLAYERS = [
  { name: 'Ana Núñez', pin: '1001', faction: 'Test Vanguard', club: 'Hexa Club' },
  { name: 'Björn Åberg', pin: '1002', faction: 'Test Vanguard', club: 'Hexa Club' },
  { name: 'Chloé Martin', pin: '1003', faction: 'Test Vanguard', club: '' },
  { name: 'Dmitri Ильин', pin: '1004', faction: 'Test Vanguard', club: 'North' },
  { name: 'Eleni Παππά', pin: '1005', faction: 'Test Vanguard', club: '' },
  { name: 'Farah Haddad', pin: '1006', faction: 'Test Vanguard', club: 'North' },
  { name: 'Gus Oyelaran', pin: '1007', faction: 'Test Vanguard', club: '' },
] as const;

/** A legal Mid-Tier list from the invented catalog (one Lieutenant, 10 troopers: 10+90+3×40+20+15+16+10+12 = 293 pts, SWC 1.5+3×1+0.5 = 5). */
export function vanguardCode(name: string): string {
  const m = (unit: number, option: number) => ({ unit, group: 1, option });
  return encodeArmyCode(911, 'test-vanguard', name, 300, [
    {
      number: 1,
      members: [
        m(5001, 2),
        m(5005, 1),
        m(5002, 1),
        m(5002, 1),
        m(5002, 1),
        m(5003, 1),
        m(5004, 1),
        m(5001, 3),
        m(5001, 1),
        m(5001, 4),
      ],
    },
  ]);
}

/** A list typed as spreadsheet rows (name, cost, SWC, group, skills): 8 troopers, 241 pts, SWC 4. */
export const CSV_LIST = [
  'Vanguard Lieutenant, 10, 0, 1, Lieutenant',
  'Colossus, 90, 1.5, 1, TAG',
  'Bulwark, 40, 1, 1, HI; V: Courage',
  'Bulwark, 40, 1, 1, HI; V: Courage',
  'Pathfinder, 20, 0, 1, SK; Hidden Deployment',
  'Field Medic, 15, 0, 1, MI; Doctor',
  'Vanguard Hacker, 16, 0.5, 1, Hacker',
  'Vanguard, 10, 0, 1',
].join('\n');

export async function nav(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status')).toContainText(/Saved \d{1,2}:\d{2}:\d{2}/);
}

/** Every change must come back acknowledged; a failed call shows the error banner. */
export async function expectNoError(page: Page): Promise<void> {
  await expect(page.getByRole('alert')).toHaveCount(0);
}

export function row(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('row').filter({ hasText: text });
}

/** Creates the event `name` from the start screen and registers `players` by name on Players & Lists. */
export async function eventWithPlayers(page: Page, name: string, players: readonly string[]): Promise<void> {
  await page.getByLabel('Event name').fill(name);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);
  await nav(page, 'Players & Lists');
  for (const player of players) {
    await page.getByLabel('Name', { exact: true }).fill(player);
    await page.getByLabel('Name', { exact: true }).press('Enter');
    await expect(row(page.getByTestId('players-table'), player)).toBeVisible();
  }
}

/** Generates round 1 on the Rounds screen and locks it: the round is in play. */
export async function lockRoundOne(page: Page): Promise<void> {
  await nav(page, 'Rounds');
  await page.getByRole('button', { name: 'Generate round 1' }).click();
  await page.getByRole('button', { name: 'Lock round…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock round' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Round 1 · in play/ })).toBeVisible();
}

export async function createEvent(flow: Flow): Promise<void> {
  const { page } = flow;
  await expect(page.getByText('No event is open yet')).toBeVisible();
  await checkScreen(page, `${flow.prefix}-01-start`);
  await page.getByLabel('Event name').fill('Vanguard Cup E2E');
  await page.getByLabel('Venue').fill('Sala Ω');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);
  await expect(page.getByTestId('current-event-name')).toHaveText('Vanguard Cup E2E');
}

export async function registerPlayers(flow: Flow): Promise<void> {
  const { page } = flow;
  await nav(page, 'Players & Lists');
  // The hand-loaded catalog form is an advanced disclosure, closed on the event day.
  await page.getByTestId('catalog-advanced').locator('summary').click();
  await page.getByLabel('Catalog file').setInputFiles(CATALOG_FILE);
  await page.getByLabel('Army id').fill('911');
  await page.getByLabel('Army slug').fill('test-vanguard');
  await page.getByLabel('Army name').fill('Test Vanguard');
  await page.getByRole('button', { name: 'Load catalog' }).click();
  await expect(page.getByTestId('catalogs')).toContainText('Test Vanguard (army 911): 6 units, 9 options');

  // Keyboard registration: type, Enter registers and the focus goes back to the name.
  for (const p of PLAYERS) {
    await page.getByLabel('Name', { exact: true }).fill(p.name);
    await page.getByLabel('ITS PIN').fill(p.pin);
    await page.getByLabel('Faction / sectorial').selectOption(p.faction);
    await page.getByLabel('Club').fill(p.club);
    await page.getByLabel('Club').press('Enter');
    await expect(row(page.getByTestId('players-table'), p.name)).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  }
  await expect(page.getByRole('heading', { name: 'Players (7, 7 checked in)' })).toBeVisible();
}

async function openLists(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: `Lists of ${name}` });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const panel = page.getByTestId('lists-panel');
  await expect(panel.getByRole('heading', { name: `Army lists of ${name}` })).toBeVisible();
  return panel;
}

export async function importByCode(flow: Flow, playerName: string, listName: string): Promise<void> {
  const panel = await openLists(flow.page, playerName);
  const before = await panel.getByTestId('army-list').count();
  await panel.getByRole('radio', { name: 'Army code' }).check();
  await panel.getByRole('textbox', { name: 'Army code' }).fill(vanguardCode(listName));
  await panel.getByRole('button', { name: 'Import code' }).click();
  await expect(panel.getByTestId('army-list')).toHaveCount(before + 1);
  const list = panel.getByTestId('army-list').filter({ hasText: listName });
  await expect(list.getByTestId('list-totals')).toContainText('293/300 pts · SWC 5/6 · 10/15 troopers');
  await expect(list.getByTestId('list-validity')).toHaveText('Valid');
}

export async function importByCsv(flow: Flow, playerName: string, listName: string): Promise<void> {
  const panel = await openLists(flow.page, playerName);
  const before = await panel.getByTestId('army-list').count();
  await panel.getByRole('radio', { name: 'Pasted rows (CSV/TSV)' }).check();
  await panel.getByRole('textbox', { name: /Rows/ }).fill(CSV_LIST);
  await panel.getByLabel('List name (optional)').fill(listName);
  await panel.getByRole('button', { name: 'Import rows' }).click();
  await expect(panel.getByTestId('army-list')).toHaveCount(before + 1);
  const list = panel.getByTestId('army-list').filter({ hasText: listName });
  await expect(list.getByTestId('list-totals')).toContainText('241/300 pts · SWC 4/6 · 8/15 troopers');
}

export const SCENARIOS = ['acquisition', 'quadrant-control', 'annihilation'] as const;

export async function setUpEvent(flow: Flow): Promise<void> {
  const { page } = flow;
  await nav(page, 'Event');
  const setup = page.locator('section', { has: page.getByRole('heading', { name: 'Event setup' }) });
  const names = await readApi<{ id: string; name: MessageRef }[]>(page, 'scoring.scenarios');
  for (const [i, id] of SCENARIOS.entries()) {
    const ref = names.find((s) => s.id === id)?.name;
    const name = ref ? english(ref) : id;
    await setup.getByLabel(`Round ${i + 1}`, { exact: true }).selectOption({ label: name });
  }
  // A scenario is played once per event: the one taken by round 1 cannot be picked for round 2.
  const round2 = setup.getByLabel('Round 2', { exact: true });
  await expect(
    round2.locator('option', { hasText: english(names.find((s) => s.id === SCENARIOS[0])!.name) }),
  ).toBeDisabled();
  await setup.getByRole('checkbox', { name: 'Avoid rematches' }).check();
  // Enter in a field saves the setup.
  await setup.getByLabel('Venue').fill('Sala Ω, Barcelona');
  await setup.getByLabel('Venue').press('Enter');
  await expectSaved(page);
  const settings = (await readApi<{ settings: { scenarios: string[]; venue: string } }>(page, 'events.get')).settings;
  expect(settings.scenarios).toEqual([...SCENARIOS]);
  expect(settings.venue).toBe('Sala Ω, Barcelona');

  // The round-count guideline waits for players.
  await expect(setup.getByTestId('rounds-guideline')).toHaveText(
    'ITS S11 · Number of Tournament Rounds: at least 3 rounds; the suggestion follows the players registered',
  );

  // Esc discards an edit that was not saved.
  await setup.getByLabel('Venue').fill('Somewhere else');
  await setup.getByLabel('Venue').press('Escape');
  await expect(setup.getByLabel('Venue')).toHaveValue('Sala Ω, Barcelona');

  const tables = page.locator('section', { has: page.getByRole('heading', { name: 'Tables', exact: true }) });
  await tables.getByLabel('Number of tables').fill('4');
  await tables.getByLabel('Number of tables').press('Tab');
  await tables.getByLabel('Name of table 1').fill('Mesa Ñ');
  await tables.getByRole('button', { name: 'Save tables' }).click();
  await expectSaved(page);
  expect((await readApi<{ tables: unknown[] }>(page, 'events.get')).tables).toHaveLength(4);

  // Undo from the keyboard (focus outside a text field) reverts the last change, redo brings it back.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByText(/^Undone: Tables set/)).toBeVisible();
  expect((await readApi<{ tables: unknown[] }>(page, 'events.get')).tables).toHaveLength(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByText(/^Redone: Tables set/)).toBeVisible();
  expect((await readApi<{ tables: unknown[] }>(page, 'events.get')).tables).toHaveLength(4);
  await checkScreen(page, `${flow.prefix}-02-event-setup`, { themes: true });
}

interface ApiPairing {
  table: number;
  a: string;
  b: string;
  listA: string | null;
  listB: string | null;
  result: { op: [number, number]; vp: [number, number]; tp: [number, number] } | null;
  dispute: string;
}
interface ApiRound {
  number: number;
  status: string;
  timer: ApiTimer | null;
  scenarioId: string;
  tier: string;
  bye: string | null;
  warnings: { message: string }[];
  pairings: ApiPairing[];
}
interface ApiPlayer {
  id: string;
  name: string;
}

async function event(
  page: Page,
): Promise<{ rounds: ApiRound[]; players: ApiPlayer[]; lists: { id: string; name: string }[] }> {
  return readApi(page, 'events.get');
}

export async function nameOf(page: Page, id: string): Promise<string> {
  const found = (await event(page)).players.find((p) => p.id === id);
  if (!found) throw new Error(`no player ${id}`);
  return found.name;
}

/** Generates round `n` (round 1 shows manual swaps by keyboard and by drag), then locks it. */
export async function pairRound(flow: Flow, n: number): Promise<ApiRound> {
  const { page } = flow;
  await nav(page, 'Rounds');
  // A recorded seed makes the draw reproducible (ITS S11: round 1 is random, from a seed).
  if (n === 1) await page.getByLabel('Seed (optional)').fill('vanguard-cup-e2e');
  await page.getByRole('button', { name: `Generate round ${n}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · draft`) })).toBeVisible();
  let round = (await event(page)).rounds[n - 1] as ApiRound;
  expect(round.pairings).toHaveLength(3);
  expect(round.bye).not.toBeNull();
  const pairings = page.getByTestId('pairings');
  await expect(row(pairings, 'Bye')).toContainText(await nameOf(page, round.bye ?? ''));

  if (n === 1) {
    // Keyboard: pick table 1's first player with Enter, then table 2's first player with Space.
    const first = round.pairings[0] as ApiPairing;
    const second = round.pairings[1] as ApiPairing;
    const chipA = pairings.locator(`button[data-player="${first.a}"]`);
    const chipB = pairings.locator(`button[data-player="${second.a}"]`);
    await chipA.focus();
    await page.keyboard.press('Enter');
    await expect(chipA).toHaveAttribute('aria-pressed', 'true');
    // Esc drops the pick.
    await page.keyboard.press('Escape');
    await expect(chipA).toHaveAttribute('aria-pressed', 'false');
    await chipA.focus();
    await page.keyboard.press('Enter');
    await chipB.focus();
    await page.keyboard.press(' ');
    await expectSaved(page);
    round = (await event(page)).rounds[0] as ApiRound;
    expect(round.pairings[0]?.a).toBe(second.a);
    expect(round.pairings[1]?.a).toBe(first.a);
    // Drag and drop: the bye swaps seats with table 3's second player.
    const third = round.pairings[2] as ApiPairing;
    const bye = round.bye ?? '';
    await pairings.locator(`button[data-player="${bye}"]`).dragTo(pairings.locator(`button[data-player="${third.b}"]`));
    await expect.poll(async () => (await event(page)).rounds[0]?.bye).toBe(third.b);
    round = (await event(page)).rounds[0] as ApiRound;
    expect(round.pairings[2]?.b).toBe(bye);
    // Every warning the engine raises about this manual pairing is listed on the screen.
    for (const w of round.warnings) await expect(page.getByText(w.message, { exact: true })).toBeVisible();
  }
  await checkScreen(page, `${flow.prefix}-03-round${n}-draft`, { themes: n === 1 });

  await page.getByRole('button', { name: 'Lock round…' }).click();
  const dialog = page.getByRole('dialog', { name: `Lock round ${n}?` });
  await expect(dialog).toBeVisible();
  if (n === 1) {
    // Esc cancels the confirmation: nothing is locked.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await event(page)).rounds[0]?.status).toBe('draft');
    await page.getByRole('button', { name: 'Lock round…' }).click();
    await checkScreen(page, `${flow.prefix}-04-lock-confirm`);
  }
  await dialog.getByRole('button', { name: 'Lock round' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · in play`) })).toBeVisible();
  if (n === 1) {
    await printPdf(flow, 'pairing-slips', 'Print pairing slips');
    await printPdf(flow, 'round-sheet', 'Print round sheet');
  }
  return (await event(page)).rounds[n - 1] as ApiRound;
}

type Facts = { a: Record<string, boolean | number | string>; b: Record<string, boolean | number | string> };
interface GameFacts extends Facts {
  rounds?: Facts[];
  /** How the game ended and rulings (asked once); left out: the third Game Round ended. */
  game?: Record<string, boolean | number | string>;
}
interface WizardQuestion {
  key: string;
  label: MessageRef;
  kind: 'boolean' | 'number' | 'choice';
  scope: string;
}

/**
 * Facts for the game on the `i`-th table of a round, per scenario, chosen to give different
 * margins (a Total Victory, a Victory, a Tie or a Defeat) from table to table.
 */
export function factsFor(scenario: (typeof SCENARIOS)[number], i: number): GameFacts {
  if (scenario === 'acquisition') {
    const a = [
      { activatedAntennas: 2, controlledAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 240 },
      { activatedAntennas: 1, controlledAntennas: 1, controlsCoffin: false, classifieds: 1, survivingPoints: 180 },
      { activatedAntennas: 1, controlledAntennas: 1, controlsCoffin: false, classifieds: 0, survivingPoints: 150 },
    ][i % 3]!;
    const b = [
      { activatedAntennas: 0, controlledAntennas: 0, controlsCoffin: false, classifieds: 0, survivingPoints: 90 },
      { activatedAntennas: 1, controlledAntennas: 1, controlsCoffin: true, classifieds: 0, survivingPoints: 200 },
      { activatedAntennas: 1, controlledAntennas: 1, controlsCoffin: false, classifieds: 0, survivingPoints: 150 },
    ][i % 3]!;
    return { a, b };
  }
  if (scenario === 'quadrant-control') {
    const quadrants = (a: number[], b: number[]): Facts => ({
      a: { pointsQ1: a[0]!, pointsQ2: a[1]!, pointsQ3: a[2]!, pointsQ4: a[3]! },
      b: { pointsQ1: b[0]!, pointsQ2: b[1]!, pointsQ3: b[2]!, pointsQ4: b[3]! },
    });
    const rounds = [
      [
        quadrants([100, 60, 0, 40], [20, 80, 50, 0]),
        quadrants([90, 40, 30, 0], [10, 60, 20, 30]),
        quadrants([80, 0, 0, 50], [0, 40, 60, 20]),
      ],
      [
        quadrants([30, 0, 40, 0], [50, 40, 20, 20]),
        quadrants([0, 40, 40, 0], [60, 20, 20, 30]),
        quadrants([20, 20, 0, 0], [40, 0, 30, 40]),
      ],
      [
        quadrants([50, 0, 0, 0], [0, 50, 0, 0]),
        quadrants([0, 0, 50, 0], [0, 0, 0, 50]),
        quadrants([40, 0, 0, 0], [0, 40, 0, 0]),
      ],
    ][i % 3]!;
    return {
      a: { classifieds: i % 3 === 0 ? 1 : 0, survivingPoints: 200 - i * 20 },
      b: { classifieds: i % 3 === 1 ? 1 : 0, survivingPoints: 140 + i * 10 },
      rounds,
    };
  }
  const killed = [
    [210, 60],
    [120, 150],
    [100, 100],
  ][i % 3]!;
  return {
    a: { killedPoints: killed[0]!, notDeployedPoints: 0, survivingPoints: 300 - killed[1]! },
    b: { killedPoints: killed[1]!, notDeployedPoints: 0, survivingPoints: 300 - killed[0]! },
  };
}

async function fill(
  scope: Locator,
  label: string,
  question: WizardQuestion,
  value: boolean | number | string,
): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  if (question.kind === 'boolean') await input.setChecked(value === true);
  else if (question.kind === 'number') await input.fill(String(value));
  // A choice is a group of radio buttons (their texts wrap instead of being cut).
  else await input.locator(`input[type="radio"][value="${String(value)}"]`).check();
}

interface ScoreResult {
  players: { a: { op: number }; b: { op: number } };
  tp: [number, number];
  vp: [number, number];
}

/** The scoring wizard's live totals: players A's and B's OP as it shows them. */
export async function expectOp(wizard: Locator, a: string, b: string): Promise<void> {
  await expect(wizard.getByTestId('op-a')).toHaveText(a);
  await expect(wizard.getByTestId('op-b')).toHaveText(b);
}

/**
 * Opens the wizard for a table from the Rounds screen, answers the questions, checks the live
 * preview against the engine's own score for the same facts, has both players confirm, commits.
 */
export async function scoreTable(
  flow: Flow,
  round: ApiRound,
  pairing: ApiPairing,
  facts: GameFacts,
  options: { reason?: string; screenshot?: string } = {},
): Promise<ScoreResult> {
  const { page } = flow;
  const [nameA, nameB] = [await nameOf(page, pairing.a), await nameOf(page, pairing.b)];
  const tableRow = page.getByTestId('pairings').locator(`tr[data-table="${pairing.table}"]`);
  await tableRow.getByRole('button', { name: new RegExp(`^(Score|Correct) table ${pairing.table}$`) }).click();
  const wizard = page.getByTestId('scoring-wizard');
  await expect(wizard).toBeVisible();
  const schema = await readApi<{ questions: WizardQuestion[] }>(page, 'scoring.schema', {
    scenarioId: round.scenarioId,
  });
  const byKey = new Map(schema.questions.map((q) => [q.key, q]));
  for (const side of ['a', 'b'] as const) {
    const player = side === 'a' ? nameA : nameB;
    for (const [key, value] of Object.entries(facts[side])) {
      const q = byKey.get(key);
      if (!q) throw new Error(`${round.scenarioId} has no question ${key}`);
      await fill(wizard, `${english(q.label)} — ${player}`, q, value);
    }
  }
  for (const [key, value] of Object.entries(facts.game ?? {})) {
    const q = byKey.get(key);
    if (!q) throw new Error(`${round.scenarioId} has no game question ${key}`);
    await fill(wizard, english(q.label), q, value);
  }
  if (facts.rounds) {
    for (const [r, roundFacts] of facts.rounds.entries()) {
      for (const side of ['a', 'b'] as const) {
        const player = side === 'a' ? nameA : nameB;
        for (const [key, value] of Object.entries(roundFacts[side])) {
          const q = byKey.get(key) as WizardQuestion;
          await fill(wizard, `${english(q.label)} — ${player}, Game Round ${r + 1}`, q, value);
        }
      }
    }
  }
  const expected = await readApi<ScoreResult>(page, 'scoring.preview', {
    scenarioId: round.scenarioId,
    tier: round.tier,
    facts,
  });
  await expectOp(wizard, `${expected.players.a.op} OP`, `${expected.players.b.op} OP`);
  await expect(wizard.getByTestId('tp-a')).toHaveText(`${expected.tp[0]} TP`);
  await expect(wizard.getByTestId('tp-b')).toHaveText(`${expected.tp[1]} TP`);
  const commit = wizard.getByRole('button', { name: options.reason ? 'Replace the result' : 'Save result' });
  await expect(commit).toBeDisabled();
  if (options.reason) {
    await expect(wizard.getByTestId('wizard-differs')).toBeVisible();
    await wizard.getByLabel('Reason for the correction').fill(options.reason);
  }
  await wizard.getByRole('checkbox', { name: `${nameA} confirms` }).check();
  await wizard.getByRole('checkbox', { name: `${nameB} confirms` }).check();
  if (options.screenshot) await checkScreen(page, options.screenshot, { themes: true });
  await expect(commit).toBeEnabled();
  await commit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rounds' })).toBeVisible();
  await expect(page.getByText(`Result of table ${pairing.table} saved.`)).toBeVisible();
  await expect(
    page.getByTestId('pairings').locator(`tr[data-table="${pairing.table}"]`).getByTestId('result'),
  ).toContainText(`${expected.players.a.op} – ${expected.players.b.op}`);
  return expected;
}

/** Follows one table in the tracker: deployment, the first turn's steps, a casualty, the end. */
export async function trackTable(flow: Flow, round: ApiRound, pairing: ApiPairing): Promise<void> {
  const { page } = flow;
  await page
    .getByTestId('pairings')
    .locator(`tr[data-table="${pairing.table}"]`)
    .getByRole('button', { name: /^Track table/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  // A player with two lists says which one is played this round.
  for (const id of [pairing.a, pairing.b]) {
    const name = await nameOf(page, id);
    const choice = page.getByLabel(`List played by ${name}`);
    if (name === PLAYERS[0].name) await expect(choice).toBeVisible();
    if ((await choice.count()) > 0) await choice.selectOption({ label: 'Ana rows list' });
  }
  await page.getByRole('button', { name: 'Start tracking' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Deployment' })).toBeVisible();
  // ITS S11 · DataTracker: each player names one at the end of deployment.
  for (const side of ['a', 'b']) {
    const trooper = page.locator(`section[data-side="${side}"] tbody tr`).filter({ hasText: 'Vanguard' }).first();
    await trooper.getByRole('button', { name: 'DataTracker' }).click();
    await expect(trooper).toContainText('DT');
  }
  await page.getByRole('button', { name: 'Deployment done: start the game' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Game Round 1 of 3 · Player Turn 1/ })).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next step' }).click();
  const view = await readApi<{ armies: { b: { troopers: { id: string; name: string }[] } }; step: string }>(
    page,
    'tables.get',
    {
      round: round.number,
      table: pairing.table,
    },
  );
  const victim = view.armies.b.troopers.find((tr) => tr.name.includes('Bulwark')) ?? view.armies.b.troopers[0];
  if (!victim) throw new Error('no trooper to mark');
  await page
    .locator(`section[data-side="b"] tr[data-trooper="${victim.id}"]`)
    .getByRole('combobox')
    .selectOption('dead');
  await expectSaved(page);
  await expect(
    page.locator(`section[data-side="b"] tr[data-trooper="${victim.id}"]`).getByRole('combobox'),
  ).toHaveValue('dead');
  // A trooper's conditions are checkboxes kept by the engine: Isolated on, then off again.
  const living = view.armies.b.troopers.find((tr) => tr.id !== victim.id);
  if (living) {
    const isolated = page.getByRole('checkbox', { name: `${living.name} is Isolated` });
    await isolated.check();
    await expectSaved(page);
    const tracked = await readApi<{ armies: { b: { troopers: { id: string; isolated: boolean }[] } } }>(
      page,
      'tables.get',
      { round: round.number, table: pairing.table },
    );
    expect(tracked.armies.b.troopers.find((tr) => tr.id === living.id)?.isolated).toBe(true);
    await isolated.uncheck();
    await expectSaved(page);
    await expect(isolated).not.toBeChecked();
  }
  await checkScreen(page, `${flow.prefix}-05-tracker`, { themes: true });
  await page.getByLabel('Why end early (optional)').fill('Time called');
  await page.getByRole('button', { name: 'End the game now' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Game over/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Victory Points and killed points' })).toBeVisible();

  // The grid retreat calculator: a unit that moved in going north, attacked from the east.
  await page.getByText('Grid retreat calculator').click();
  await page.getByLabel('Moved in going').selectOption('N');
  await page
    .getByRole('group', { name: 'Enemies came from' })
    .getByRole('checkbox', { name: 'E', exact: true })
    .check();
  await page.getByRole('button', { name: 'Work it out' }).click();
  const gitm = await readApi<{ valid: string[] }>(page, 'gitm.resolve', {
    unit: 'BR1IN',
    action: 'retreat',
    moved: 'N',
    enemyCameFrom: ['E'],
  });
  for (const forbidden of ['N', 'NE', 'NW', 'E', 'SE']) expect(gitm.valid).not.toContain(forbidden);
  await expect(page.getByTestId('gitm-result')).toContainText(`Valid directions ${gitm.valid.join(', ')}`);
  await checkScreen(page, `${flow.prefix}-05b-tracker-ended`);
  await nav(page, 'Rounds');

  // The lists chosen when tracking started are recorded on the pairing and shown on its row.
  const state = await event(page);
  const played = state.rounds[round.number - 1]?.pairings.find((p) => p.table === pairing.table);
  const listName = (id: string | null | undefined) => state.lists.find((l) => l.id === id)?.name;
  const anaSide = (await nameOf(page, pairing.a)) === PLAYERS[0].name ? 'a' : 'b';
  expect(listName(anaSide === 'a' ? played?.listA : played?.listB)).toBe('Ana rows list');
  const tableRow = page.getByTestId('pairings').locator(`tr[data-table="${pairing.table}"]`);
  for (const side of ['a', 'b'] as const) {
    const name = listName(side === 'a' ? played?.listA : played?.listB);
    expect(name).toBeTruthy();
    await expect(tableRow.getByTestId(`list-${side}`)).toHaveText(`List: ${name}`);
  }
  // Tables not tracked have no list recorded, and none is shown.
  const other = round.pairings.find((p) => p.table !== pairing.table) as ApiPairing;
  await expect(
    page.getByTestId('pairings').locator(`tr[data-table="${other.table}"]`).getByTestId('list-a'),
  ).toHaveCount(0);
}

/**
 * Rules one line of the saved result from the scoring screen's ruling panel: opens the panel,
 * picks the line (`line`, its button's name), and saves `points` with `reason`.
 */
export async function saveRuling(page: Page, line: string, points: string, reason: string): Promise<void> {
  const panel = page.getByTestId('ruling-panel');
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: line }).click();
  const form = page.getByTestId('ruling-form');
  await form.getByLabel('Points ruled').fill(points);
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Save the ruling' }).click();
}

export async function closeRound(flow: Flow, n: number): Promise<void> {
  const { page } = flow;
  await nav(page, 'Rounds');
  await page.getByRole('link', { name: new RegExp(`^Round ${n} `) }).click();
  await page.getByRole('button', { name: 'Close round' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · closed`) })).toBeVisible();
}

export const DISPUTE_NOTE = 'Classified Objective contested: the players called the referee';

/**
 * A disputed result: table 1 is scored again with different facts; the wizard flags the
 * difference and asks why; the referee writes a dispute note on the table (Enter saves, Esc
 * cancels an edit), shown with its result; the correction is then found in the audit log,
 * filtered by table, and undone there, which brings the first result back with the note.
 */
export async function disputeAndUndo(
  flow: Flow,
  round: ApiRound,
  pairing: ApiPairing,
  corrected: GameFacts,
): Promise<void> {
  const { page } = flow;
  const original = (await event(page)).rounds[round.number - 1]?.pairings.find(
    (p) => p.table === pairing.table,
  )?.result;
  if (!original) throw new Error('table has no result to dispute');
  const changed = await scoreTable(flow, round, pairing, corrected, {
    reason: 'Dispute: the Classified Objective was not accomplished',
    screenshot: `${flow.prefix}-07-wizard-correction`,
  });
  expect([changed.players.a.op, changed.players.b.op]).not.toEqual(original.op);

  await nav(page, 'Disputes');
  const tableRow = page.getByTestId('dispute-notes').locator(`tr[data-table="${pairing.table}"]`);
  await tableRow.getByRole('button', { name: `Add note table ${pairing.table}` }).click();
  const note = tableRow.getByLabel(`Dispute note for table ${pairing.table}`);
  await expect(note).toBeFocused();
  await note.fill(DISPUTE_NOTE);
  await tableRow.getByLabel(/^Why/).fill('Raised when the result was corrected');
  await note.focus();
  await page.keyboard.press('Enter');
  await expectSaved(page);
  await expect(tableRow.getByTestId('dispute-form')).toHaveCount(0);
  await expect(page.getByText(`Dispute note of table ${pairing.table} saved.`)).toBeVisible();
  // The note is shown with the table's result.
  const shown = tableRow.getByTestId('result');
  await expect(shown).toContainText(`${changed.players.a.op} – ${changed.players.b.op}`);
  await expect(shown.getByTestId('dispute-note')).toHaveText(`Dispute: ${DISPUTE_NOTE}`);
  expect((await event(page)).rounds[round.number - 1]?.pairings.find((p) => p.table === pairing.table)?.dispute).toBe(
    DISPUTE_NOTE,
  );
  // Esc cancels an edit: the saved note stays and the focus returns to the button.
  const edit = tableRow.getByRole('button', { name: `Edit note table ${pairing.table}` });
  await edit.click();
  await expect(note).toHaveValue(DISPUTE_NOTE);
  await note.fill('An edit that is thrown away');
  await note.press('Escape');
  await expect(tableRow.getByTestId('dispute-form')).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(shown.getByTestId('dispute-note')).toHaveText(`Dispute: ${DISPUTE_NOTE}`);

  await page.getByLabel('Table', { exact: true }).selectOption(String(pairing.table));
  const entries = page.getByTestId('audit-entry');
  const noteEntry = entries.filter({ hasText: `table ${pairing.table}: dispute note added` });
  await expect(noteEntry).toContainText('Why: Raised when the result was corrected');
  const revision = await entries.filter({ hasText: 'Why: Dispute:' }).first().getAttribute('data-revision');
  const correction = page.locator(`[data-testid="audit-entry"][data-revision="${revision}"]`);
  await expect(correction).toContainText('Why: Dispute: the Classified Objective was not accomplished');
  await expect(correction).toContainText('by local');
  await correction.getByRole('button', { name: /^Before \/ after/ }).click();
  await expect(correction.getByRole('table')).toContainText('› Result ›');
  await checkScreen(page, `${flow.prefix}-08-disputes`, { themes: true });
  await correction.getByRole('button', { name: /^Undo #\d+…$/ }).click();
  await correction.getByLabel('Reason for undoing').fill('Referee ruling: first result stands');
  await correction.getByRole('button', { name: 'Undo this change' }).click();
  await expectSaved(page);
  await expect(correction).toContainText(/Undone by #\d+/);
  const restored = (await event(page)).rounds[round.number - 1]?.pairings.find(
    (p) => p.table === pairing.table,
  )?.result;
  expect(restored?.op).toEqual(original.op);
  expect(restored?.vp).toEqual(original.vp);
  // The note stays: only the correction was undone.
  await expect(shown).toContainText(`${original.op[0]} – ${original.op[1]}`);
  await expect(shown.getByTestId('dispute-note')).toHaveText(`Dispute: ${DISPUTE_NOTE}`);
  await nav(page, 'Rounds');
  const onRounds = page.getByTestId('pairings').locator(`tr[data-table="${pairing.table}"]`).getByTestId('result');
  await expect(onRounds).toContainText(`${original.op[0]} – ${original.op[1]}`);
  await expect(onRounds.getByTestId('dispute-note')).toHaveText(`Dispute: ${DISPUTE_NOTE}`);
}

/** The Rounds screen's row editor: a note written with the keyboard, then cleared. */
export async function noteFromRoundsRow(flow: Flow, pairing: ApiPairing): Promise<void> {
  const { page } = flow;
  const tableRow = page.getByTestId('pairings').locator(`tr[data-table="${pairing.table}"]`);
  const button = tableRow.getByRole('button', { name: `Note table ${pairing.table}` });
  await button.click();
  const note = page.getByLabel(`Dispute note for table ${pairing.table}`);
  await expect(note).toBeFocused();
  await note.fill('Line of Fire to the Antenna checked with the laser');
  await note.press('Enter');
  await expectSaved(page);
  await expect(tableRow.getByTestId('dispute-note')).toHaveText(
    'Dispute: Line of Fire to the Antenna checked with the laser',
  );
  await expect(button).toBeFocused();
  await button.click();
  await page.getByRole('button', { name: 'Clear note' }).click();
  await expectSaved(page);
  await expect(tableRow.getByTestId('dispute-note')).toHaveCount(0);
  await expect(page.getByText(`Dispute note of table ${pairing.table} cleared.`)).toBeVisible();
}

/** What the whole-event flows check of a standings row. */
type StandingsRow = Pick<ApiStandingsRow, 'rank' | 'id' | 'name' | 'tp' | 'op' | 'vp' | 'oppOp' | 'byeAdjusted'>;

/** The Standings screen, row by row, as the referee reads it. */
export async function standingsOnScreen(
  page: Page,
): Promise<{ rank: number; name: string; tp: number; op: number; vp: number; oppOp: number }[]> {
  const rows = page.getByTestId('standings-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const out = [];
  for (const r of await rows.all()) {
    const cells = await r.locator('td').allInnerTexts();
    const name = await r.locator('td').nth(1).getByRole('button').innerText();
    const num = (i: number) => Number((cells[i] ?? '').replace(/[^\d-]/g, ''));
    out.push({ rank: num(0), name, tp: num(2), op: num(3), vp: num(4), oppOp: num(5) });
  }
  return out;
}

export async function finalStandings(flow: Flow): Promise<StandingsRow[]> {
  const { page } = flow;
  await nav(page, 'Standings');
  const api = await readApi<{ complete: boolean; rows: StandingsRow[] }>(page, 'standings.compute');
  expect(api.complete).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: /^Final standings/ })).toBeVisible();
  const shown = await standingsOnScreen(page);
  expect(shown).toEqual(
    api.rows.map((r) => ({ rank: r.rank, name: r.name, tp: r.tp, op: r.op, vp: r.vp, oppOp: r.oppOp })),
  );
  // Bye adjustments are marked on the rows they changed.
  for (const r of api.rows.filter((x) => x.byeAdjusted)) {
    await expect(page.getByTestId('standings-table').locator(`tr[data-player="${r.id}"]`)).toContainText(
      'bye-adjusted',
    );
  }
  // The tiebreak between the 2nd and 3rd is explained on request.
  const second = api.rows[1] as StandingsRow;
  const third = api.rows[2] as StandingsRow;
  await page
    .getByTestId('standings-table')
    .locator(`tr[data-player="${third.id}"]`)
    .getByRole('button', { name: /^Why below\?/ })
    .click();
  const explanation = page.getByTestId('pair-explanation');
  await expect(explanation).toContainText(`${second.name} above ${third.name}`);
  // The screen words main's figures: the deciding tiebreak with both values, and what they were equal on.
  const pair = await readApi<PairExplanation>(page, 'standings.explainPair', { a: second.id, b: third.id });
  const decided = pair.decidedBy;
  if (decided) {
    await expect(explanation).toContainText(
      `Decided by ${english(decided.label)}: ${decided.higher} against ${decided.lower}.`,
    );
    await expect(explanation).toContainText(`(${english(decided.rule)})`);
  }
  for (const equal of pair.equalOn) {
    await expect(explanation).toContainText(`${english(equal.label)} (${equal.value})`);
  }
  // Round by round for the winner.
  await page
    .getByTestId('standings-table')
    .getByRole('button', { name: api.rows[0]?.name ?? '', exact: true })
    .click();
  await expect(page.getByTestId('player-explanation')).toBeVisible();
  // CSV export: a real download with every ranked player.
  if (flow.prints === 'download') {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text as Buffer[]).toString('utf8');
    for (const r of api.rows) expect(csv).toContain(`${r.rank},${r.id},`);
  }
  await printPdf(flow, 'standings', 'Export PDF');
  await checkScreen(page, `${flow.prefix}-09-standings`, { themes: true });
  return api.rows;
}

export async function registerLists(flow: Flow): Promise<void> {
  const { page } = flow;
  // Two lists for the first player (one of each kind), one for everyone else.
  await importByCode(flow, PLAYERS[0].name, 'Ana code list');
  await importByCsv(flow, PLAYERS[0].name, 'Ana rows list');
  for (const [i, p] of PLAYERS.entries()) {
    if (i === 0) continue;
    if (i % 2 === 1) await importByCode(flow, p.name, `List ${i + 1}`);
    else await importByCsv(flow, p.name, `List ${i + 1}`);
  }
  // The Courtesy view hides Private Information: no Lieutenant, no Hidden Deployment trooper.
  const panel = await openLists(page, PLAYERS[1].name);
  const list = panel.getByTestId('army-list').first();
  await list.getByRole('radio', { name: 'Courtesy' }).check();
  await expect(list.getByTestId('courtesy-group').first()).toBeVisible();
  await expect(list.getByTestId('courtesy-group')).not.toContainText('Lieutenant');
  await expect(list.getByTestId('courtesy-group')).not.toContainText('Pathfinder');
  await checkScreen(page, `${flow.prefix}-02b-players-lists`, { themes: true });
}

interface ApiTimer {
  durationSec: number;
  startedAt: string | null;
  pausedRemainingSec: number | null;
}

/** The clock on a screen, in seconds (1:29:58 → 5398). */
async function clockSeconds(clock: Locator): Promise<number> {
  const text = (await clock.innerText()).trim();
  const parts = text.replace(/^-/, '').split(':').map(Number);
  const total = parts.reduce((sum, part) => sum * 60 + part, 0);
  return text.startsWith('-') ? -total : total;
}

/**
 * The round clock is started from the Rounds screen (90 minutes, Enter starts it), is stored
 * with the round, and runs on the projector view; a pause holds it on both.
 */
export async function timerAndProjector(flow: Flow, n: number): Promise<void> {
  const { page } = flow;
  const clock = page.getByTestId('timer-clock');
  await expect(clock).toHaveText('2:00:00');
  await page.getByLabel('Minutes').fill('90');
  await page.getByLabel('Minutes').press('Enter');
  await expectSaved(page);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(clock).toHaveAttribute('data-phase', 'running');
  const stored = (await event(page)).rounds[n - 1]?.timer;
  expect(stored?.durationSec).toBe(90 * 60);
  expect(stored?.startedAt).not.toBeNull();

  await page.getByRole('button', { name: 'Projector view' }).click();
  const projector = page.getByTestId('projector-clock');
  await expect(projector).toHaveAttribute('data-phase', 'running');
  await expect(projector).toHaveText(/^1:29:\d\d$|^1:30:00$/);
  // It runs: the seconds go down.
  const first = await clockSeconds(projector);
  await expect.poll(() => clockSeconds(projector), { timeout: 5_000 }).toBeLessThan(first);
  await checkScreen(page, `${flow.prefix}-06-projector-round${n}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Rounds' })).toBeVisible();

  // Paused on the Rounds screen: the projector shows the same time left, held.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectSaved(page);
  await expect(clock).toHaveAttribute('data-phase', 'paused');
  const paused = (await event(page)).rounds[n - 1]?.timer;
  const held = paused?.pausedRemainingSec ?? -1;
  expect(held).toBeGreaterThan(85 * 60);
  // +5 min gives the paused round five more minutes.
  await page.getByRole('button', { name: '+5 min' }).click();
  await expectSaved(page);
  const left = (await event(page)).rounds[n - 1]?.timer?.pausedRemainingSec ?? -1;
  expect(left).toBe(held + 300);
  await expect.poll(() => clockSeconds(clock)).toBe(left);
  await page.getByRole('button', { name: 'Projector view' }).click();
  await expect(projector).toHaveAttribute('data-phase', 'paused');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  expect(await clockSeconds(projector)).toBe(left);
  await page.getByRole('button', { name: 'Back (Esc)' }).click();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expectSaved(page);
  await expect(clock).toHaveAttribute('data-phase', 'running');
}

/** With the players registered, the Event screen suggests the number of rounds beside the field. */
export async function roundsGuideline(flow: Flow): Promise<void> {
  const { page } = flow;
  await nav(page, 'Event');
  const setup = page.locator('section', { has: page.getByRole('heading', { name: 'Event setup' }) });
  const guideline = setup.getByTestId('rounds-guideline');
  // ITS S11 · Number of Tournament Rounds: 7 players (4 to 8) → 3 rounds.
  await expect(guideline).toHaveText('ITS S11 · Number of Tournament Rounds: 7 players → 3 rounds suggested');
  const rounds = setup.getByLabel('Rounds', { exact: true });
  await expect(rounds).toHaveAccessibleDescription(/7 players → 3 rounds suggested/);
  await rounds.fill('5');
  await guideline.getByRole('button', { name: 'Use 3 rounds' }).click();
  await expect(rounds).toHaveValue('3');
  await expect(guideline.getByRole('button')).toHaveCount(0);
  await expect(setup.getByRole('button', { name: 'Save setup' })).toBeDisabled();
}

export async function settingsScreen(flow: Flow): Promise<void> {
  const { page } = flow;
  await nav(page, 'Settings');
  await expect(page.getByTestId('event-path')).toContainText('.json');
  await checkScreen(page, `${flow.prefix}-10-settings`, { themes: true });
}

/** Plays the whole event; returns the final standings as the engine computed them. */
export async function playWholeEvent(flow: Flow): Promise<StandingsRow[]> {
  const { page } = flow;
  await createEvent(flow);
  await setUpEvent(flow);
  await registerPlayers(flow);
  await registerLists(flow);
  await roundsGuideline(flow);

  for (const [index, scenario] of SCENARIOS.entries()) {
    const n = index + 1;
    const round = await pairRound(flow, n);
    expect(round.scenarioId).toBe(scenario);
    if (n === 1) {
      await timerAndProjector(flow, n);
      // Follow the game of the player with two lists (the tracker asks which one is played).
      const anaId = (await event(page)).players.find((p) => p.name === PLAYERS[0].name)?.id;
      const tracked = round.pairings.find((p) => p.a === anaId || p.b === anaId) ?? round.pairings[0];
      await trackTable(flow, round, tracked as ApiPairing);
    }
    for (const [i, pairing] of round.pairings.entries()) {
      await scoreTable(flow, round, pairing, factsFor(scenario, i), {
        screenshot: i === 0 ? `${flow.prefix}-07-wizard-round${n}` : undefined,
      });
    }
    if (n === 1) {
      const first = round.pairings[0] as ApiPairing;
      const corrected = factsFor(scenario, 0);
      await disputeAndUndo(flow, round, first, {
        ...corrected,
        a: { ...corrected.a, classifieds: 0, controlsCoffin: false },
      });
    }
    if (n === 2) await noteFromRoundsRow(flow, round.pairings[1] as ApiPairing);
    await checkScreen(page, `${flow.prefix}-08-round${n}-results`);
    await closeRound(flow, n);
  }
  const standings = await finalStandings(flow);
  await nav(page, 'Players & Lists');
  await printPdf(flow, 'control-sheets', 'Print control sheets');
  await checkScreen(page, `${flow.prefix}-11-players-final`);
  await settingsScreen(flow);
  return standings;
}

/** Settings: the snapshot taken when round 1 closed is restored (after a confirmation). */
export async function restoreRoundOneBackup(flow: Flow): Promise<void> {
  const { page } = flow;
  await nav(page, 'Settings');
  // Backups read by time and what they hold: the one taken when round 1 closed holds 1 round.
  const backup = page
    .getByRole('row')
    .filter({ hasText: 'Round closed' })
    .filter({ hasText: /, 1 round, / });
  await expect(backup).toHaveCount(1);
  await backup.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expectSaved(page);
  await expect.poll(async () => (await event(page)).rounds.map((r) => r.status)).toEqual(['closed']);
  await nav(page, 'Rounds');
  await expect(page.getByRole('button', { name: 'Generate round 2' })).toBeVisible();
}
