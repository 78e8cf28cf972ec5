/**
 * A teams event at the desk (docs/TEAMS.md), against the real venue server: 4 teams of 2 from
 * invented players. The format is set on the Event screen; the teams are made on the Players
 * screen, one refused for a faction twice; round 1 is paired and a match-up changed in the
 * editor; the results go in through the API; the team standings show on the Standings screen and
 * the round's matches on the projector. Saves docs/screenshots/team-*.png at 1366 × 768.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { TeamStandings } from '../../src/shared/api';
import type { Round } from '../../src/shared/model';
import { expectNoError, expectSaved, nav, readApi } from './flow';
import { expectAccessible, expectNoSideways } from './helpers';
import { startServer } from './server';
import type { RunningServer } from './server';

const SHOTS = path.resolve('docs/screenshots');
/** Two players a team; Ana and Bea both play PanOceania, which the event allows once a team. */
const PLAYERS = [
  ['Ana', 'PanOceania'],
  ['Bea', 'PanOceania'],
  ['Cai', 'Yu Jing'],
  ['Dan', 'Ariadna'],
  ['Eve', 'Haqqislam'],
  ['Fay', 'Nomads'],
  ['Gus', 'Aleph'],
  ['Hal', 'Tohaa'],
] as const;
const TEAMS = [
  ['Hexa', ['Ana', 'Cai']],
  ['Bakunin', ['Bea', 'Dan']],
  ['Tunguska', ['Eve', 'Fay']],
  ['Sforza', ['Gus', 'Hal']],
] as const;

/** What the referee typed (event, teams, players, factions) and numbers: data, not interface text. */
const DATA = new RegExp(
  `^(?:·\\s*)?(Invented Team Cup|${[...TEAMS.map(([team]) => team), ...PLAYERS.flat()].join('|')}|[\\d\\s.,:/–—+#×%()*·-]+)$`,
);

let server: RunningServer | null = null;

test.use({ actionTimeout: 15_000 });

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

/** The window as the referee sees it, at 1366 × 768, with `part` (if any) scrolled to its top. */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if (part) await part.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 60));
  await page.screenshot({ path: path.join(SHOTS, `team-${name}.png`) });
}

/**
 * Visible interface text in the pseudo-locale that is not wrapped in ⟦…⟧ and is not data: a text
 * that did not come from the catalogs (as tests/e2e/languages.spec.ts checks the singles screens).
 */
async function notFromCatalogs(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const shown = document.querySelectorAll<HTMLElement>(
      'main button, main label, main h1, main h2, main h3, main h4, main th, main legend, main p, main li, main option, main td, main span, main small, main abbr',
    );
    for (const el of shown) {
      if (el.offsetParent === null) continue;
      for (const node of el.childNodes) {
        const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '').trim() : '';
        if (text) out.push(text);
      }
    }
    return out;
  });
  return [...new Set(texts)].filter((text) => /\p{L}/u.test(text) && !/[⟦⟧]/.test(text) && !DATA.test(text));
}

/** Boxes whose text (40 % longer in the pseudo-locale) is wider than the box, or than the window. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main label, main th, main td, main h1, main h2, main h3, main h4, main legend, main select',
      ),
    ]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).textOverflow !== 'ellipsis')
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `overflow ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`),
  );
}

/** Makes a team on the Players screen's form: its name, its members ticked, the first the captain. */
async function makeTeam(page: Page, name: string, members: readonly string[]): Promise<void> {
  const form = page.getByTestId('team-form');
  await form.getByTestId('team-name').fill(name);
  for (const member of members) await form.getByTestId('team-member-option').filter({ hasText: member }).click();
  await form.getByTestId('team-submit').click();
}

test('a teams event: format, teams, match-ups and team standings at the desk', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  await readApi(page, 'events.create', {
    settings: { name: 'Invented Team Cup', rounds: 3, scenarios: ['frontline', 'annihilation', 'supplies'] },
  });
  for (const [name, faction] of PLAYERS) await readApi(page, 'players.add', { name, faction });

  // Event screen: teams of 2, each faction once a team.
  await page.goto(new URL('/#/event', server.url).href);
  await page.getByTestId('team-format-teams').check();
  await page.getByTestId('team-size').selectOption('2');
  await page.getByTestId('team-factions-unique').check();
  await page.getByRole('button', { name: 'Save setup' }).click();
  await expectSaved(page);
  await shot(page, 'event', page.getByTestId('team-format'));
  const settings = (await readApi<{ settings: { format: string; teams: { size: number } } }>(page, 'events.get'))
    .settings;
  expect([settings.format, settings.teams.size]).toEqual(['teams', 2]);

  // Players screen: a faction twice is refused beside the form, which keeps the picks.
  await nav(page, 'Players & Lists');
  const card = page.getByTestId('team-card');
  await expect(card.getByTestId('team-missing')).toContainText('Players not in a team (8)');
  await makeTeam(page, 'Hexa', ['Ana', 'Bea']);
  await expect(card.getByTestId('team-problem')).toHaveText(
    'Ana and Bea both play PanOceania; this event allows each faction once per team.',
  );
  await expectAccessible(page, 'the Teams card with a refusal');
  await card.getByTestId('team-member-option').filter({ hasText: 'Bea' }).click();
  await card.getByTestId('team-member-option').filter({ hasText: 'Cai' }).click();
  await card.getByTestId('team-submit').click();
  await expect(card.getByTestId('team-done')).toHaveText('Team Hexa added.');
  for (const [name, members] of TEAMS.slice(1)) {
    await makeTeam(page, name, members);
    await expect(card.getByTestId('team-done')).toHaveText(`Team ${name} added.`);
  }
  await expect(card.getByTestId('team-row')).toHaveCount(4);
  await expect(card.getByTestId('team-missing')).toHaveText('Every player is in a team.');
  await expect(card.getByTestId('team-row').filter({ hasText: 'Hexa' })).toContainText('Cai · Yu Jing');
  await shot(page, 'players', card);

  // Rounds screen: round 1 paired match by match; match 1's players swapped in the editor.
  await nav(page, 'Rounds');
  await page.getByRole('button', { name: 'Generate round 1' }).click();
  const matches = page.getByTestId('team-match');
  await expect(matches).toHaveCount(2);
  const first = matches.first();
  await first.getByTestId('team-match-edit').click();
  const editor = first.getByTestId('team-matchup-editor');
  await expect(editor.getByTestId('team-matchup-a').first()).toBeFocused();
  await expectAccessible(page, 'the match-up editor');
  await expectNoSideways(page, 'the Rounds screen of a teams event');
  const b = editor.getByTestId('team-matchup-b');
  const [b1, b2] = [await b.nth(0).inputValue(), await b.nth(1).inputValue()];
  await b.nth(0).selectOption(b2);
  await b.nth(1).selectOption(b1);
  await editor.getByTestId('team-matchup-save').click();
  await expect(first.getByTestId('team-matchup-done')).toHaveText('Match 1: match-ups saved.');
  await expect(first.getByTestId('team-match-pick-state')).toHaveText('Captains’ picks: Set by the referee');
  await expect(matches.nth(1).getByTestId('team-match-pick-state')).toHaveText('Captains’ picks: Not rolled');
  let round = await readApi<Round>(page, 'rounds.get', { round: 1 });
  const tables = round.matches?.[0]?.tables ?? [];
  expect(round.pairings.filter((p) => tables.includes(p.table)).map((p) => p.b)).toEqual([b2, b1]);
  await shot(page, 'rounds');

  await page.getByRole('button', { name: 'Lock round…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock round' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Round 1 · in play/ })).toBeVisible();

  // A result arrives while the editor is open: the save is refused with main's reason.
  await first.getByTestId('team-match-edit').click();
  await editor
    .getByTestId('team-matchup-a')
    .nth(0)
    .selectOption(await editor.getByTestId('team-matchup-a').nth(1).inputValue());
  round = await readApi<Round>(page, 'rounds.get', { round: 1 });
  const OP: Record<number, [number, number]> = { 1: [8, 2], 2: [6, 4], 3: [3, 7], 4: [5, 5] };
  for (const p of round.pairings) {
    const [opA, opB] = OP[p.table] ?? [5, 5];
    await readApi(page, 'rounds.setResult', { round: 1, table: p.table, op: [opA, opB], vp: [opA * 30, opB * 25] });
  }
  await editor.getByTestId('team-matchup-save').click();
  await expect(editor.getByTestId('team-matchup-problem')).toHaveText(
    'Round 1, match 1 already has results; its match-ups cannot change.',
  );
  await expect(first.getByTestId('team-match-fixed')).toBeVisible();
  await expect(first.getByTestId('team-match-games')).toHaveText('Games won 2–0');
  await first.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'rounds-results');

  // Round 1 is paired: the format and the team size stay, and say why beside them.
  await nav(page, 'Event');
  await expect(page.getByTestId('team-format-singles')).toBeDisabled();
  await expect(page.getByTestId('team-size')).toBeDisabled();
  await expect(page.getByTestId('team-format')).toContainText(
    'The format (singles or teams) cannot change once round 1 is paired.',
  );
  await expect(page.getByTestId('team-format')).toContainText('The team size cannot change once round 1 is paired.');

  // Standings: the teams first, as main ranks them; the players a click away.
  await nav(page, 'Standings');
  const table = page.getByTestId('team-standings');
  const rows = table.getByTestId('team-standings-row');
  await expect(rows).toHaveCount(4);
  const teams = await readApi<TeamStandings>(page, 'standings.teams');
  await expect(rows.locator('th')).toHaveText(teams.rows.map((r) => r.name));
  await expect(rows.getByTestId('team-standings-mp')).toHaveText(teams.rows.map((r) => String(r.matchPoints)));
  expect(teams.rows.map((r) => r.matchPoints)).toEqual([2, 2, 0, 0]);
  await expect(page.getByRole('heading', { name: 'Team standings after round 1' })).toBeVisible();
  await expectAccessible(page, 'team standings');
  await expectNoError(page);
  await shot(page, 'standings');
  await page.getByTestId('team-standings-players').click();
  await expect(page.getByTestId('standings-table')).toContainText('Ana');

  // Projector: the two matches with their teams and tables.
  await page.goto(new URL('/#/projector/1', server.url).href);
  const projected = page.getByTestId('team-projector-match');
  await expect(projected).toHaveCount(2);
  await expect(projected.first()).toContainText(/Match 1.*vs.*At tables 1–2/);
  await expect(projected.first().locator('.games li')).toHaveCount(2);
  await shot(page, 'projector');

  // Every text of the team screens comes from the catalogs: none unmarked in the pseudo-locale.
  await page.evaluate(() => localStorage.setItem('its-ref.pseudo-locale', '1'));
  const problems: string[] = [];
  for (const screen of ['event', 'players', 'rounds/1', 'standings', 'projector/1']) {
    await page.goto(new URL(`/#/${screen}`, server.url).href);
    await page.reload();
    await expect(page.locator('[data-testid^="team-"]').first()).toBeVisible();
    for (const text of await notFromCatalogs(page)) problems.push(`${screen}: "${text}"`);
    for (const box of await overflowing(page)) problems.push(`${screen}: ${box}`);
  }
  await page.evaluate(() => localStorage.removeItem('its-ref.pseudo-locale'));
  expect(problems, 'team screens’ text not from the catalogs, or overflowing').toEqual([]);
});
