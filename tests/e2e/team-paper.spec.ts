/**
 * A teams event on paper from the desk (docs/TEAMS.md · Paper), against the real venue server
 * bound to 127.0.0.1: the Rounds screen prints the round's team pairings and one match's
 * captains' match-up sheet; the Standings screen prints the team standings and one team's control
 * sheet. Each downloaded PDF is read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Download, Page } from '@playwright/test';
import { closedAfterEachTest } from './server';
import { nav, readApi } from './flow';

const opened = closedAfterEachTest();
test.use({ actionTimeout: 15_000 });
const dir = mkdtempSync(path.join(os.tmpdir(), 'its-e2e-team-paper-'));

async function pdfText(download: Download): Promise<string> {
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  const file = path.join(dir, download.suggestedFilename());
  writeFileSync(file, Buffer.concat(chunks));
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function print(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return pdfText(await download);
}

test('team sheets: printed from the Rounds and Standings screens of a teams event', async ({ page }) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Team Night', format: 'teams', teams: { size: 2 } } });
  for (const team of ['Lynx', 'Orca', 'Puma', 'Wolf']) {
    for (const i of [1, 2]) await readApi(page, 'players.add', { id: `${team}${i}`, name: `${team} Player ${i}` });
    await readApi(page, 'teams.add', { id: team, name: team, captain: `${team}1`, members: [`${team}1`, `${team}2`] });
  }
  await readApi(page, 'rounds.generate', { seed: 'paper' });
  const round = await readApi<{ matches: { match: number; a: string; b: string }[] }>(page, 'rounds.get', {
    round: 1,
  });
  const second = round.matches.find((m) => m.match === 2)!;
  await page.reload();
  await nav(page, 'Rounds');

  const sheets = page.getByTestId('team-sheets');
  await expect(sheets.getByRole('heading', { name: 'Team sheets' })).toBeVisible();
  const pairings = await print(page, 'Print team pairings');
  expect(pairings).toContain('Round 1 team pairings');
  for (const m of round.matches) expect(pairings).toContain(`Match ${m.match}: ${m.a} against ${m.b}`);

  await sheets.getByLabel('Match-up sheets of').selectOption({ label: `Match 2: ${second.a} v ${second.b}` });
  const matchup = await print(page, 'Print match-up sheets');
  expect(matchup).toContain('Match-up sheet · round 1, match 2');
  expect(matchup).toContain('1. DEFENDER (TEAM X) ATTACKER (TEAM Y)');
  expect(matchup).toContain('2. LAST PLAYER (TEAM X) LAST PLAYER (TEAM Y)');
  expect(matchup).toContain(`CAPTAIN OF ${second.a.toUpperCase()}`);
  expect(matchup).not.toContain('match 1');

  await nav(page, 'Standings');
  const standings = await print(page, 'Export team standings PDF');
  expect(standings).toContain('Team standings');
  for (const team of ['Lynx', 'Orca', 'Puma', 'Wolf']) expect(standings).toContain(team);
  await page.getByTestId('team-paper').getByLabel('Control sheets of').selectOption({ label: 'Puma' });
  const control = await print(page, 'Print team control sheets');
  expect(control).toContain('Team control sheet');
  expect(control).toContain('TEAM Puma MEMBERS Puma Player 1');
  for (const other of ['Lynx', 'Orca', 'Wolf']) expect(control).not.toContain(`TEAM ${other} MEMBERS`);
});
