/**
 * The scenario pack editor, in Chromium against the real venue server: a referee writes a new
 * ITS-style scenario from the forms alone (its texts, three questions, a check and objectives of
 * four kinds: points, each, more than the adversary, bands by army size), watches the live
 * breakdown change as the sample answers change, exports the pack, and the exported file passes
 * the built `its-ref pack check`; then loads it into the event.
 *
 * Every form action (a click, a field filled, a choice made) goes through `act`, so the test
 * prints how many it took to write the scenario: the figure docs/SCENARIO-PACKS.md · Editor
 * reports. Screenshots at 1366×768: docs/screenshots/pack-editor/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { ARTIFACTS } from './helpers';
import { expectSaved } from './flow';

const opened = closedAfterEachTest();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = path.join(root, 'docs/screenshots/pack-editor');

test.use({ actionTimeout: 15_000, viewport: { width: 1366, height: 768 } });

let actions = 0;
/** One form action of the referee's. */
async function act(work: Promise<unknown>): Promise<void> {
  actions += 1;
  await work;
}
/** Types into a field and leaves it (the editor takes a field's value when it changes). */
async function write(field: Locator, text: string): Promise<void> {
  await act(field.fill(text));
  await field.blur();
}
const at = (page: Page, id: string) => page.locator(`#pe-${id}`);
const group = (page: Page, place: string) => page.locator(`fieldset[data-path="${place}"]`).first();

async function question(page: Page, name: string, kind: string, label: string): Promise<void> {
  const map = group(page, 'scenarios[0].player');
  await act(map.getByPlaceholder('name, e.g. relayHacked').fill(name));
  await act(map.getByLabel('Kind', { exact: true }).selectOption(kind));
  await act(map.getByRole('button', { name: 'Add to player', exact: true }).click());
  await write(at(page, `scenarios-0-player-${name}-label`), label);
}

async function objective(page: Page, i: number, kind: string, id: string, label: string): Promise<void> {
  if (i > 0) await act(page.getByLabel('Add to objectives', { exact: true }).selectOption(kind));
  await write(at(page, `scenarios-0-objectives-${i}-id`), id);
  await write(at(page, `scenarios-0-objectives-${i}-label`), label);
}

/** A value or a condition of the vocabulary: its kind chosen, then the question it reads. */
async function reads(page: Page, place: string, kind: string, fact: string): Promise<void> {
  await act(at(page, `${place}-kind`).selectOption(kind));
  await write(at(page, `${place}-${kind}`), fact);
}

test('a new scenario written from the forms previews, exports and passes its-ref pack check', async ({ page }) => {
  const server = await opened.startServer();
  await page.goto(server.url);
  await page.getByLabel('Event name').fill('Editor Night');
  await page.getByLabel('Season').selectOption('its-s17');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);

  actions = 0;
  await act(page.getByRole('button', { name: 'New pack' }).click());
  await expect(page.getByRole('heading', { name: 'Scenario pack editor' })).toBeVisible();
  await expect(page.getByTestId('pack-editor-status')).toContainText('problems to fix');

  // The pack's header: its name, where its rules come from, the army sizes.
  await write(at(page, 'name'), 'Ember Reach house season');
  await write(at(page, 'source'), 'Invented for the pack editor’s test');
  await act(page.getByLabel('Add to armySizes').selectOption('200'));

  // The scenario: ITS-style "Relay Siege".
  await write(at(page, 'scenarios-0-id'), 'relay-siege');
  await write(at(page, 'scenarios-0-name'), 'Relay Siege');
  await write(at(page, 'scenarios-0-deployment'), 'Frontal Deployment: 12 inches from the edge');
  await act(page.getByRole('button', { name: 'Add to specialRules', exact: true }).click());
  await write(at(page, 'scenarios-0-specialRules-0'), 'The Relay: a Console on the centre of the table');

  // Questions asked per player.
  await act(page.getByRole('button', { name: '+ player', exact: true }).click());
  await question(page, 'hacked', 'yes-no', 'Hacked the Relay at the end of the game');
  await question(page, 'crates', 'count', 'Supply Crates in the player’s Deployment Zone');
  await write(at(page, 'scenarios-0-player-crates-max'), '3');
  await question(page, 'killedPoints', 'army-points', 'Army Points of the adversary Killed');
  await question(page, 'notDeployedPoints', 'army-points', 'Army Points the player did not deploy');

  // A check: three Supply Crates in play between both players.
  await act(page.getByRole('button', { name: '+ checks', exact: true }).click());
  await act(page.getByLabel('Add to checks').selectOption('at-most-in-play'));
  await write(at(page, 'scenarios-0-checks-0-question'), 'crates');
  await write(at(page, 'scenarios-0-checks-0-limit'), '3');

  // Objectives of four kinds.
  await objective(page, 0, 'points', 'hack-relay', 'Hack the Relay');
  await write(at(page, 'scenarios-0-objectives-0-op'), '3');
  await act(group(page, 'scenarios[0].objectives[0]').getByRole('button', { name: '+ when', exact: true }).click());
  await write(at(page, 'scenarios-0-objectives-0-when-fact'), 'hacked');

  await objective(page, 1, 'each', 'crates', 'Each Supply Crate in your Deployment Zone');
  await reads(page, 'scenarios-0-objectives-1-count', 'fact', 'crates');
  await act(group(page, 'scenarios[0].objectives[1]').getByRole('button', { name: '+ cap', exact: true }).click());
  await write(at(page, 'scenarios-0-objectives-1-cap'), '2');

  await objective(page, 2, 'more', 'more-crates', 'More Supply Crates than the adversary');
  await reads(page, 'scenarios-0-objectives-2-figure', 'fact', 'crates');
  await write(at(page, 'scenarios-0-objectives-2-op'), '2');

  await objective(page, 3, 'bands', 'killed', 'Army Points Killed');
  await act(at(page, 'scenarios-0-objectives-3-figure-kind').selectOption('killed')); // by the player: the default
  const bands = group(page, 'scenarios[0].objectives[3].bands');
  for (const [size, figures] of [
    ['200', ['50', '100', '150']],
    ['300', ['75', '150', '250']],
  ] as const) {
    await act(bands.getByPlaceholder('name, e.g. relayHacked').fill(size));
    await act(bands.getByRole('button', { name: 'Add to bands', exact: true }).click());
    for (const [i, figure] of figures.entries())
      await write(at(page, `scenarios-0-objectives-3-bands-${size}-${i}`), figure);
  }
  for (const [i, op] of ['1', '2', '3'].entries()) await write(at(page, `scenarios-0-objectives-3-ops-${i}`), op);

  await expect(page.getByTestId('pack-editor-status')).toHaveText('No problems: the pack can be loaded.');
  const written = actions;
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'editor-top.png') });
  console.log(`pack editor: one scenario written in ${written} form actions`);

  // The live preview: the wizard with sample answers, the breakdown scored by the core.
  const preview = page.getByTestId('pack-preview');
  await expect(preview.getByTestId('preview-most')).toHaveText('This scenario can give a player at most 10 OP.');
  await expect(preview.getByTestId('op-a')).toHaveText('0 OP');
  await preview.getByLabel('Hacked the Relay at the end of the game — Player A', { exact: true }).check();
  await expect(preview.getByTestId('op-a')).toHaveText('3 OP');
  await preview.getByLabel('Supply Crates in the player’s Deployment Zone — Player A', { exact: true }).fill('2');
  await expect(preview.getByTestId('op-a')).toHaveText('7 OP');
  await expect(preview.getByTestId('breakdown-a')).toContainText('More Supply Crates than the adversary');
  // Both players' crates over the three in play: the check refuses, naming the answers.
  await preview.getByLabel('Supply Crates in the player’s Deployment Zone — Player B', { exact: true }).fill('2');
  await expect(preview.getByTestId('wizard-problem')).toBeVisible();
  await preview.getByLabel('Supply Crates in the player’s Deployment Zone — Player B', { exact: true }).fill('1');
  await expect(preview.getByTestId('op-a')).toHaveText('7 OP');
  await expect(preview.getByTestId('op-b')).toHaveText('1 OP');
  await preview.getByLabel('Army Points of the adversary Killed — Player A', { exact: true }).fill('160');
  await expect(preview.getByTestId('op-a')).toHaveText('9 OP');
  await group(page, 'scenarios[0].objectives').scrollIntoViewIfNeeded();
  await page.locator('.side').evaluate((side) => side.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'editor-preview.png') });

  // One OP too many: refused beside the objectives, then undone.
  await write(at(page, 'scenarios-0-objectives-0-op'), '4');
  await expect(page.getByTestId('pack-editor-status')).toContainText('1 problem to fix');
  await expect(preview.getByTestId('preview-blocked')).toBeVisible();
  await expect(group(page, 'scenarios[0].objectives')).toContainText('could give 11 Objective Points');
  await page.screenshot({ path: path.join(SHOTS, 'editor-problem.png') });
  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(preview.getByTestId('op-a')).toHaveText('9 OP');

  // Exported, the file passes the built CLI's check.
  mkdirSync(ARTIFACTS, { recursive: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to a file' }).click();
  const file = path.join(ARTIFACTS, 'house-season.its-scenarios.json');
  await (await download).saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: 'house-season', armySizes: [300, 200] });
  const env = { ...process.env };
  delete env.ITS_REF_FROM_SOURCES;
  const check = spawnSync(
    process.execPath,
    [path.join(root, 'bin/its-ref.js'), 'pack', 'check', file, '--lang', 'en'],
    {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(check.stderr).toBe('');
  expect(check.stdout).toContain('1 scenario, no problems');
  expect(check.status).toBe(0);

  // Into the event, through packs.load.
  await page.getByRole('button', { name: 'Load into this event' }).click();
  await expect(page.getByText('The pack is loaded into the event.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page.getByTestId('pack-summary')).toContainText('Ember Reach house season (1.0): 1 scenario');
  // The event's pack opens in the editor again, as loaded.
  await page.getByRole('button', { name: 'Edit this pack' }).click();
  await expect(page.getByTestId('pe-scenario')).toHaveValue('0');
  await expect(page.getByTestId('pe-scenario').locator('option')).toHaveText(['Relay Siege']);
  await expect(page.getByTestId('pack-editor-status')).toHaveText('No problems: the pack can be loaded.');
});
