/**
 * The scenario pack editor, in Chromium against the real venue server: a referee writes ITS S17
 * Provisioning from its rulebook page through the forms alone (its texts in English, its season
 * rules, two questions, two checks, objectives of four kinds — each, more than and as many as the
 * adversary, points on the adversary's answer — and its score guide), watches the live breakdown
 * change as the sample answers change, exports the pack; the exported file passes the built
 * `its-ref pack check` and scores a game as the app's own ITS S17 Provisioning does. Then it is
 * loaded into the event and opened again from there, and read in Spanish: each field, kind and
 * value labelled in the referee's words. First, a file the pack card refused opens in the editor
 * with its problem beside its field.
 *
 * Every form action (a click, a field filled, a choice made) goes through `act`, so the test
 * prints how many it took to write the scenario: the figure docs/SCENARIO-PACKS.md · Editor
 * reports. Screenshots at 1366×768: tests/artifacts/e2e/pack-editor/ (docs/screenshots/pack-editor/).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { ARTIFACTS } from './helpers';
import { expectSaved, readApi } from './flow';
import { en } from '../../src/shared/i18n/en';
import type { TextKey } from '../../src/shared/i18n/en';

const opened = closedAfterEachTest();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INVENTED = path.join(root, 'tests/fixtures/packs/invented.its-scenarios.json');
/** Copied into docs/screenshots/pack-editor/ when the editor changes. */
const SHOTS = path.join(ARTIFACTS, 'pack-editor');

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
interface ScoreOut {
  players: Record<'a' | 'b', { op: number; lines: { objective: string; points: number }[] }>;
  tp: unknown;
}
const points = (p: ScoreOut['players']['a']) => ({ op: p.op, lines: p.lines.map((l) => [l.objective, l.points]) });

/** The built CLI, as a referee runs it (no sources). */
function itsRef(args: string[]) {
  const env = { ...process.env };
  delete env.ITS_REF_FROM_SOURCES;
  return spawnSync(process.execPath, [path.join(root, 'bin/its-ref.js'), ...args], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A field's and a kind's label as the English referee reads them (the file's name is beside it). */
const field = (name: string): string => en[`packEditor.field.${name}` as TextKey];
const kindOption = (name: string) => ({ label: en[`packEditor.kind.${name}` as TextKey] });

const at = (page: Page, id: string) => page.locator(`#pe-${id}`);
const group = (page: Page, place: string) => page.locator(`fieldset[data-path="${place}"]`).first();

/** Adds a field the format lets a scenario leave out (its “+ field” button). */
async function add(page: Page, place: string, name: string): Promise<void> {
  await act(
    page
      .locator(`fieldset[data-path="${place}"]`)
      .first()
      .getByRole('button', { name: `+ ${field(name)} ${name}`, exact: true })
      .first()
      .click(),
  );
}

async function question(page: Page, name: string, kind: string, label: string): Promise<void> {
  const map = group(page, 'scenarios[0].player');
  await act(map.getByPlaceholder('name, e.g. relayHacked').fill(name));
  await act(map.getByLabel('Kind', { exact: true }).selectOption(kindOption(kind)));
  await act(map.getByRole('button', { name: `Add to ${field('player')}`, exact: true }).click());
  await write(at(page, `scenarios-0-player-${name}-label`), label);
}

async function objective(page: Page, i: number, kind: string, id: string, label: string): Promise<void> {
  if (i > 0)
    await act(page.getByLabel(`Add to ${field('objectives')}`, { exact: true }).selectOption(kindOption(kind)));
  await write(at(page, `scenarios-0-objectives-${i}-id`), id);
  await write(at(page, `scenarios-0-objectives-${i}-label`), label);
}

/** A value or a condition of the vocabulary: its kind chosen, then the question it reads. */
async function reads(page: Page, place: string, kind: string, fact: string): Promise<void> {
  await act(at(page, `${place}-kind`).selectOption(kindOption(kind)));
  await write(at(page, `${place}-${kind}`), fact);
}

test('ITS S17 Provisioning written from the forms previews, exports, passes pack check and scores as the app’s', async ({
  page,
}) => {
  const server = await opened.startServer();
  await page.goto(server.url);
  await page.getByLabel('Event name').fill('Editor Night');
  await page.getByLabel('Season').selectOption('its-s17');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);

  // A file the card refuses opens in the editor, its problem beside its field.
  const broken = JSON.parse(readFileSync(INVENTED, 'utf8')) as Record<string, unknown>;
  delete broken.cite;
  await page.getByTestId('pack-file').setInputFiles({
    name: 'broken.its-scenarios.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await page.getByTestId('pack-edit-file').click();
  await expect(at(page, 'cite')).toHaveValue('');
  await expect(page.getByTestId('pack-editor-status')).toHaveText('1 problem to fix before the pack can be loaded');
  await expect(page.locator('.pf', { has: at(page, 'cite') })).toContainText('This field is missing.');
  await page.getByRole('link', { name: 'Back to the event' }).click();

  actions = 0;
  await act(page.getByRole('button', { name: 'New pack' }).click());
  await expect(page.getByRole('heading', { name: 'Scenario pack editor' })).toBeVisible();
  await expect(page.getByTestId('pack-editor-status')).toContainText('problems to fix');

  // The pack's header.
  await write(at(page, 'id'), 'provisioning-rewritten');
  await write(at(page, 'name'), 'Provisioning, written in the editor');
  await write(at(page, 'source'), 'ITS Season 17 rules pack: Provisioning, its page read into forms');
  await write(at(page, 'cite'), 'ITS S17');

  // ITS S17 · Provisioning, from its rulebook page: the scenario, its season rules, its specials.
  await write(at(page, 'scenarios-0-id'), 'provisioning');
  await write(at(page, 'scenarios-0-name'), 'Provisioning');
  await write(at(page, 'scenarios-0-deployment'), 'Deployment in opposite corners');
  for (const [i, rule] of ['Tech-Coffins', 'Supply Boxes', 'Safe Areas'].entries()) {
    await act(page.getByRole('button', { name: `Add to ${field('specialRules')}`, exact: true }).click());
    await write(at(page, `scenarios-0-specialRules-${i}`), rule);
  }
  await add(page, 'scenarios[0]', 'classified');
  await write(at(page, 'scenarios-0-classified-count'), '1');
  await write(at(page, 'scenarios-0-classified-op'), '1');
  for (const [field, choice] of [
    ['classifiedDeck', 'own-deck'],
    ['hvt', 'neutral'],
    ['secureHvt', 'any-classified'],
  ] as const) {
    await add(page, 'scenarios[0]', field);
    await act(at(page, `scenarios-0-${field}`).selectOption(choice));
  }
  await add(page, 'scenarios[0]', 'reinforcements');
  await act(group(page, 'scenarios[0]').getByRole('checkbox', { name: 'reinforcements' }).check());

  // Its questions, per player, and the checks between the answers.
  await add(page, 'scenarios[0]', 'player');
  await question(page, 'boxesControlled', 'count', 'Supply Boxes Controlled at the end of the game');
  await write(at(page, 'scenarios-0-player-boxesControlled-max'), '4');
  await question(page, 'boxesInSafeArea', 'count', '… of which inside the player’s own Safe Area');
  await write(at(page, 'scenarios-0-player-boxesInSafeArea-max'), '4');
  await add(page, 'scenarios[0]', 'checks');
  await act(page.getByLabel(`Add to ${field('checks')}`).selectOption(kindOption('at-most-in-play')));
  await write(at(page, 'scenarios-0-checks-0-question'), 'boxesControlled');
  await write(at(page, 'scenarios-0-checks-0-limit'), '4');
  await add(page, 'scenarios[0].checks[0]', 'what');
  await write(at(page, 'scenarios-0-checks-0-what'), 'Supply Boxes');
  await act(page.getByLabel(`Add to ${field('checks')}`).selectOption(kindOption('not-more-than')));
  await write(at(page, 'scenarios-0-checks-1-question'), 'boxesInSafeArea');
  await write(at(page, 'scenarios-0-checks-1-than'), 'boxesControlled');
  await write(at(page, 'scenarios-0-checks-1-message'), '{n} Supply Boxes in the Safe Area, but only {m} Controlled');

  // Its objectives: each (up to the four boxes), more and as many as the adversary, and a
  // condition on the adversary's answer.
  await act(at(page, 'scenarios-0-objectives-0-kind').selectOption(kindOption('each')));
  await objective(page, 0, 'each', 'boxes', 'Supply Boxes Controlled');
  await reads(page, 'scenarios-0-objectives-0-count', 'fact', 'boxesControlled');
  await objective(page, 1, 'more', 'more-safe-area', 'More boxes in own Safe Area than the adversary');
  await reads(page, 'scenarios-0-objectives-1-figure', 'fact', 'boxesInSafeArea');
  await write(at(page, 'scenarios-0-objectives-1-op'), '3');
  await add(page, 'scenarios[0].objectives[1]', 'noun');
  await write(at(page, 'scenarios-0-objectives-1-noun'), 'Supply Boxes in own Safe Area');
  await objective(page, 2, 'same', 'same-safe-area', 'As many boxes in own Safe Area as the adversary (at least 1)');
  await reads(page, 'scenarios-0-objectives-2-figure', 'fact', 'boxesInSafeArea');
  await write(at(page, 'scenarios-0-objectives-2-noun'), 'Supply Boxes in own Safe Area');
  await objective(page, 3, 'points', 'enemy-safe-area-empty', 'The adversary has no box in their Safe Area');
  await write(at(page, 'scenarios-0-objectives-3-op'), '2');
  await add(page, 'scenarios[0].objectives[3]', 'when');
  await reads(page, 'scenarios-0-objectives-3-when', 'opponent', 'boxesInSafeArea');
  await add(page, 'scenarios[0].objectives[3].when', 'is');
  await act(at(page, 'scenarios-0-objectives-3-when-is-kind').selectOption(kindOption('number')));

  // Its score guide, as the wizard and the score sheets show it.
  await add(page, 'scenarios[0]', 'guide');
  for (const [i, [label, op]] of [
    ['Each Supply Box Controlled (up to 4)', '1 each'],
    ['More boxes in own Safe Area', '3'],
    ['As many boxes in own Safe Area (at least 1)', '1'],
    ['The adversary has no box in their Safe Area', '2'],
  ].entries()) {
    await act(page.getByRole('button', { name: `Add to ${field('guide')}`, exact: true }).click());
    await write(at(page, `scenarios-0-guide-${i}-label`), label!);
    await write(at(page, `scenarios-0-guide-${i}-op`), op!);
  }

  await expect(page.getByTestId('pack-editor-status')).toHaveText('No problems: the pack can be loaded.');
  const written = actions;
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'editor-top.png') });
  console.log(`pack editor: one scenario written in ${written} form actions`);

  // The live preview: the wizard with sample answers, the breakdown scored by the core.
  const preview = page.getByTestId('pack-preview');
  await expect(preview.getByTestId('preview-most')).toHaveText('This scenario can give a player at most 10 OP.');
  await expect(preview.getByTestId('op-a')).toHaveText('2 OP'); // no box in the adversary's Safe Area
  const answer = (label: string, player: string) => preview.getByLabel(`${label} — ${player}`, { exact: true });
  await answer('Supply Boxes Controlled at the end of the game', 'Player A').fill('3');
  await answer('… of which inside the player’s own Safe Area', 'Player A').fill('2');
  await expect(preview.getByTestId('op-a')).toHaveText('8 OP');
  await expect(preview.getByTestId('op-b')).toHaveText('0 OP');
  await expect(preview.getByTestId('breakdown-a')).toContainText('More boxes in own Safe Area than the adversary');
  // More boxes than the four in play: the check refuses, naming the answers.
  await answer('Supply Boxes Controlled at the end of the game', 'Player B').fill('2');
  await expect(preview.getByTestId('wizard-problem')).toBeVisible();
  await answer('Supply Boxes Controlled at the end of the game', 'Player B').fill('1');
  await expect(preview.getByTestId('wizard-problem')).toBeHidden();
  await expect(preview.getByTestId('op-a')).toHaveText('8 OP');
  await expect(preview.getByTestId('op-b')).toHaveText('1 OP');
  await group(page, 'scenarios[0].objectives').scrollIntoViewIfNeeded();
  await page.locator('.side').evaluate((side) => side.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'editor-preview.png') });

  // One OP too many: refused beside the objectives, then undone.
  await write(at(page, 'scenarios-0-objectives-1-op'), '4');
  await expect(page.getByTestId('pack-editor-status')).toContainText('1 problem to fix');
  await expect(preview.getByTestId('preview-blocked')).toBeVisible();
  await expect(group(page, 'scenarios[0].objectives')).toContainText('could give 11 Objective Points');
  await page.getByTestId('field-problems').first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await page.screenshot({ path: path.join(SHOTS, 'editor-problem.png') });
  // Ctrl+Z outside a text field undoes the editor's edit, not the event's last change.
  const revision = (await readApi<{ revision: number }>(page, 'events.get')).revision;
  await page.keyboard.press('Control+z');
  await expect(preview.getByTestId('op-a')).toHaveText('8 OP');
  await expect(at(page, 'scenarios-0-objectives-1-op')).toHaveValue('3');
  expect((await readApi<{ revision: number }>(page, 'events.get')).revision).toBe(revision);
  await page.getByRole('button', { name: 'Undo the last edit' }).click(); // the guide's last line
  await expect(at(page, 'scenarios-0-guide-3-op')).toHaveValue('');
  await page.keyboard.press('Control+Shift+z'); // the event's redo: nothing here
  await expect(at(page, 'scenarios-0-guide-3-op')).toHaveValue('');
  await write(at(page, 'scenarios-0-guide-3-op'), '2');

  // Exported, the file passes the built CLI's check.
  mkdirSync(ARTIFACTS, { recursive: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to a file' }).click();
  const file = path.join(ARTIFACTS, 'provisioning-rewritten.its-scenarios.json');
  await (await download).saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: 'provisioning-rewritten', armySizes: [300] });
  const check = itsRef(['pack', 'check', file, '--lang', 'en']);
  expect(check.stderr).toBe('');
  expect(check.stdout).toContain('1 scenario, no problems');
  expect(check.status).toBe(0);
  // The scenario written from its page scores a game as the app's ITS S17 Provisioning does.
  const facts = path.join(ARTIFACTS, 'provisioning-facts.json');
  writeFileSync(
    facts,
    JSON.stringify({
      a: { boxesControlled: 3, boxesInSafeArea: 2, classifieds: 1, survivingPoints: 210 },
      b: { boxesControlled: 1, boxesInSafeArea: 1, classifieds: 0, survivingPoints: 150 },
    }),
  );
  const scored = (source: string[]) => {
    const out = itsRef(['score', 'provisioning', ...source, '--points', '300', facts]);
    expect(out.stderr).toBe('');
    const score = JSON.parse(out.stdout) as ScoreOut;
    return { tp: score.tp, a: points(score.players.a), b: points(score.players.b) };
  };
  const asWritten = scored(['--pack', file]);
  expect(asWritten.a.op).toBe(7);
  expect(asWritten).toEqual(scored(['--season', 'its-s17']));

  // Into the event, through packs.load.
  await page.getByRole('button', { name: 'Load into this event' }).click();
  await expect(page.getByText('The pack is loaded into the event.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page.getByTestId('pack-summary')).toContainText('Provisioning, written in the editor (1.0): 1 scenario');
  // The event's pack opens in the editor again, as loaded.
  await page.getByRole('button', { name: 'Edit this pack' }).click();
  await expect(page.getByTestId('pe-scenario')).toHaveValue('0');
  await expect(page.getByTestId('pe-scenario').locator('option')).toHaveText(['Provisioning']);
  await expect(page.getByTestId('pack-editor-status')).toHaveText('No problems: the pack can be loaded.');

  // A Spanish referee reads the same forms in Spanish, the file's own names small beside the labels.
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await readApi(page, 'events.updateSettings', { settings: { language: 'es' } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Editar este paquete' }).click();
  const scenario = group(page, 'scenarios[0]');
  await expect(scenario.locator('legend', { hasText: 'specialRules' })).toHaveText(/Reglas especiales\s*specialRules/);
  await expect(at(page, 'scenarios-0-objectives-1-kind').locator('option:checked')).toHaveText('Más que el rival');
  await expect(at(page, 'scenarios-0-hvt').locator('option:checked')).toHaveText('HVT neutral');
  await expect(group(page, 'scenarios[0].objectives').locator('.hint').nth(1)).toHaveText(
    'Sus PO si la cifra del jugador supera la del rival; un empate no puntúa.',
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'editor-top-es.png') });
  await group(page, 'scenarios[0].objectives').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'editor-objectives-es.png') });
});
