/**
 * Event-day screens at 100 players in Chromium against the real venue server: Rounds, Tables,
 * Standings and Players from the click on the navigation link to their content on screen (50
 * pairings, 50 tables, 100 standings rows, 100 players), timed inside the page up to the next
 * frame; and the quick-jump to table 47 (Ctrl+K, "47", Enter) up to its Score button focused,
 * timed from Node (includes the browser protocol round trips). Needs the built renderer
 * (`npm run build`) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startServer } from '../e2e/server';
import { median } from './fixtures';
import { CHROMIUM, clickToContent, venueApi } from './venueBrowser';

const PLAYERS = 100;
const REPEATS = 7;

const api = venueApi();

/** 100 players, 5 rounds, round 1 locked with 10 results in. */
async function seed(base: string): Promise<void> {
  await api(base, 'events.create', {
    settings: {
      name: 'Bench Open',
      rounds: 5,
      scenarios: ['acquisition', 'supremacy', 'frontline', 'annihilation', 'quadrant-control'],
    },
  });
  const sheet = ['Name,ITS PIN,Faction,Club'];
  for (let i = 1; i <= PLAYERS; i++) sheet.push(`Bench Player ${i},${9000 + i},Nomads,Club ${i % 13}`);
  await api(base, 'players.import', { text: sheet.join('\n'), checkedIn: true });
  await api(base, 'rounds.generate', { seed: 'bench' });
  await api(base, 'rounds.lock', { round: 1 });
  for (let table = 1; table <= 10; table++) {
    await api(base, 'rounds.setResult', { round: 1, table, op: [6, 2], vp: [200, 100] });
  }
}

const SCREENS = [
  { link: 'Rounds', selector: '[data-testid="pairings"] tbody tr[data-table]', count: 50 },
  { link: 'Tables', selector: 'nav.tables a', count: 50 },
  { link: 'Standings', selector: 'main table tbody tr', count: PLAYERS },
  { link: 'Players & Lists', selector: '[data-testid="players-table"] tbody tr', count: PLAYERS },
];

/**
 * Issue 21: the Rounds screen open while another device enters FOLLOWED results one after the
 * other. Measured in the page: its main-thread time (script, layout, style: Chrome's own
 * counters) and the bytes it read, from the first result until the last one shows on screen.
 * Before issue 21 each push re-read the whole event; now each applies its change in place.
 */
const FOLLOWED = 40;

async function followOthers(page: Page, base: string): Promise<void> {
  await clickToContent(page, 'Rounds', '[data-testid="pairings"] tbody tr[data-table]', 50);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.dataReceived', (e: { encodedDataLength: number; dataLength: number }) => {
    bytes += e.encodedDataLength || e.dataLength;
  });
  const metric = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: of('TaskDuration'), script: of('ScriptDuration') };
  };
  const before = await metric();
  const start = performance.now();
  for (let table = 11; table < 11 + FOLLOWED; table++) {
    await api(base, 'rounds.setResult', { round: 1, table, op: [5, 3], vp: [150, 120] });
  }
  const last = 10 + FOLLOWED;
  // Polled inside the page (the app's CSP refuses the string functions waitForFunction builds).
  await page.evaluate(`(async () => {
    const start = performance.now();
    const shown = () => document.querySelector('tr[data-table="${last}"] td.actions button')?.textContent?.startsWith('Correct');
    while (!shown()) {
      if (performance.now() - start > 30000) throw new Error('table ${last} never showed its result');
      await new Promise((r) => setTimeout(r, 20));
    }
  })()`);
  const elapsed = performance.now() - start;
  const after = await metric();
  console.log(
    `  Rounds screen open while another device enters ${FOLLOWED} results: the last shows after ` +
      `${elapsed.toFixed(0)} ms; page main thread ${((after.task - before.task) * 1000).toFixed(0)} ms ` +
      `(script ${((after.script - before.script) * 1000).toFixed(0)} ms), ${(bytes / 1024).toFixed(0)} KiB read`,
  );
  await cdp.detach();
}

export const screensSuite = {
  name: 'screens',
  async run(): Promise<void> {
    if (!existsSync('out/renderer/index.html') || !existsSync(CHROMIUM)) {
      console.log('skipped: needs the built renderer (npm run build) and Chromium at', CHROMIUM);
      return;
    }
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      await seed(server.url);
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(server.url);
      await page.getByRole('navigation', { name: 'Screens' }).waitFor();
      console.log(`${PLAYERS} players, round 1 of 5 in play (50 tables, 10 results in); median of ${REPEATS}:`);
      for (const screen of SCREENS) {
        const times: number[] = [];
        for (let i = 0; i < REPEATS; i++) {
          await clickToContent(page, 'Event', 'h1', 1);
          times.push(await clickToContent(page, screen.link, screen.selector, screen.count));
        }
        console.log(
          `  ${screen.link} click to content: ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
        );
      }
      const jumps: number[] = [];
      for (let i = 0; i < REPEATS; i++) {
        await clickToContent(page, 'Standings', 'main table tbody tr', PLAYERS);
        const start = performance.now();
        await page.keyboard.press('Control+k');
        await page.getByLabel('Table number or player name').fill('47');
        await page.keyboard.press('Enter');
        await page.waitForFunction("document.activeElement?.textContent?.includes('table 47') ?? false");
        jumps.push(performance.now() - start);
      }
      console.log(
        `  quick-jump to table 47 (Ctrl+K, 47, Enter → its Score button focused): ${median(jumps).toFixed(0)} ms (min ${Math.min(...jumps).toFixed(0)}, max ${Math.max(...jumps).toFixed(0)})`,
      );
      await followOthers(page, server.url);
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
