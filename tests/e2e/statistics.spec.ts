/**
 * Standings → Statistics against the real venue server, on an invented 24-player, 3-round event
 * with a list each (invented units): the four charts with their text alternatives, the tables,
 * and the event report PDF. Saves docs/screenshots/statistics-*.png at 1366 × 768: the screen,
 * and each page of the PDF (rendered with pdftoppm).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers';
import { readApi } from './flow';
import { startServer } from './server';
import type { RunningServer } from './server';

const SHOTS = path.resolve('docs/screenshots');
const FACTIONS = ['PanOceania', 'Yu Jing', 'Ariadna', 'Haqqislam', 'Nomads', 'Combined Army', 'Aleph', 'Tohaa'];
const UNITS = ['Line Trooper', 'Sniper Team', 'Heavy Walker', 'Field Medic', 'Hacker Cell', 'Forward Scout'];

let server: RunningServer | null = null;

test.use({ actionTimeout: 15_000 });

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

test('the Statistics tab draws the event, and the event report prints it', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  await readApi(page, 'events.create', {
    settings: { name: 'Invented Winter Open', rounds: 3, scenarios: ['frontline', 'annihilation', 'supplies'] },
  });
  for (let i = 0; i < 24; i++) {
    // Factions from 6 players down to 1 (Tohaa), so the bars differ.
    const faction = FACTIONS[[0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7][i] ?? 0] ?? '';
    const { player } = await readApi<{ player: { id: string } }>(page, 'players.add', {
      name: `Player ${String.fromCharCode(65 + i)}`,
      faction,
      publishList: i % 3 === 0,
    });
    const troopers = [0, 1, 2].map((k) => ({ name: UNITS[(i + k * k) % UNITS.length] ?? 'Line Trooper', cost: 30 }));
    await readApi(page, 'lists.add', {
      playerId: player.id,
      name: `${faction} list`,
      army: { name: faction },
      pointsLimit: 300,
      swc: 6,
      groups: [{ number: 1, troopers }],
    });
  }
  for (const round of [1, 2, 3]) {
    const generated = await readApi<{ round: { pairings: { table: number }[] } }>(page, 'rounds.generate', {});
    await readApi(page, 'rounds.lock', { round });
    for (const p of generated.round.pairings) {
      const a = (p.table * 7 + round * 3) % 11;
      const b = (p.table * 5 + round) % 11;
      await readApi(page, 'rounds.setResult', { round, table: p.table, op: [a, b], vp: [a * 27, b * 25] });
    }
    await readApi(page, 'rounds.close', { round });
  }

  await page.goto(new URL('/#/standings', server.url).href);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  const charts = page.locator('figure.chart svg[role="img"]');
  await expect(charts).toHaveCount(4);
  await expect(page.locator('figure[data-chart="representation"] svg title')).toHaveText('Players per faction');
  await expect(page.locator('figure[data-chart="representation"] svg desc')).toContainText('24 players in 8 factions');
  await expect(page.locator('table[data-table="factions"] tbody tr').first()).toContainText('PanOceania');
  await expect(page.getByText('Lists published with the player’s consent: 8 of 24.')).toBeVisible();
  await expectAccessible(page, 'statistics');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'statistics-screen.png') });
  await page.locator('figure[data-chart="tp-rounds"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'statistics-screen-charts.png') });

  const report = await readApi<{ path: string; pages: number; publishing: number }>(page, 'exports.eventReport', {});
  expect(report.publishing).toBe(8);
  const text = execFileSync('pdftotext', ['-layout', report.path, '-'], { encoding: 'utf8' });
  expect(text).toContain('Lists published with the player’s consent: 8 of 24.');
  const pngs = mkdtempSync(path.join(os.tmpdir(), 'its-stats-pdf-'));
  execFileSync('pdftoppm', ['-r', '110', '-png', report.path, path.join(pngs, 'page')]);
  const files = readdirSync(pngs).sort();
  expect(files).toHaveLength(report.pages);
  // A blank page of its own: the app's page refuses inline styles (its CSP).
  await page.goto('about:blank');
  for (const [i, file] of files.entries()) {
    const data = readFileSync(path.join(pngs, file)).toString('base64');
    await page.setContent(
      `<body style="margin:0;background:#777;display:flex;justify-content:center">` +
        `<img alt="" src="data:image/png;base64,${data}" style="height:768px;box-shadow:0 0 8px #000"></body>`,
    );
    await page.screenshot({ path: path.join(SHOTS, `statistics-pdf-${i + 1}.png`) });
  }
});
