/**
 * An ITS Season 17 event from start to finish through the screens (issue 26, Build 5), against
 * the real venue server in Chromium: the event created with season ITS S17 at 250 Army Points,
 * eight players registered, three rounds with a different S17 scenario each (B-Pong, the Direct
 * Action scenario Annihilation, Zone of Interest), results entered in the desk wizard, one
 * referee's ruling, a drop after round 2 that gives round 3 a bye, one result reported from a
 * player's phone (confirmed on the opponent's phone, accepted by the referee), the rounds
 * closed; then the standings, the ITS report of the report pack and the printed sheets are
 * checked against figures worked by hand from shared/docs/SEASON17.md (written below, not
 * read from the engine). The API is only read (result codes, pairings), never written.
 *
 * ITS S17 · Keeping Score (§1 of the digest): Victory 4, Tie 2, Defeat 0; +1 Offensive Bonus to a
 * player with 5 OP or more; +1 Defensive Bonus to the loser who loses by 2 OP or less.
 * ITS S17 · Byes: a Victory worth 3 TP (the preset's default), 0 OP, 0 VP; after the last round
 * the bye holder's OP and VP are multiplied by 3 rounds ÷ 2 played, rounded up.
 * Standings: TP → OP → VP → opponents' OP (each opponent's own final OP, bye-adjusted).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { closedAfterEachTest, PHONE } from './server';
import { apiCall, ARTIFACTS, checkScreen } from './helpers';
import { closeRound, expectOp, expectSaved, nav, readApi, row, saveRuling, standingsOnScreen } from './flow';
import type { Flow } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

const PLAYERS = [
  ['Aitana Ruiz', '17001'],
  ['Bastien Leroy', '17002'],
  ['Chiara Conti', '17003'],
  ['Dev Patel', '17004'],
  ['Elif Kaya', '17005'],
  ['Finn Murphy', '17006'],
  ['Greta Lund', '17007'],
  ['Hiro Sato', '17008'],
] as const;
type Name = (typeof PLAYERS)[number][0];

/** The wizard's questions, as it labels them (each followed by " — <player>"). */
const LABELS: Record<string, string> = {
  // ITS S17 · B-Pong
  beaconInEnemyHalf: 'At the end, the Tracking Beacon is entirely inside the enemy’s half of the table',
  controlsBeacon: 'Controls the Tracking Beacon',
  controlsConsole: 'Controls at least one Console',
  classifieds: 'Classified Objectives accomplished',
  survivingPoints: 'Surviving Army Points (Victory Points)',
  // ITS S17 · Annihilation
  killedPoints: 'Enemy Army Points Killed on the table',
  killedLieutenant: 'Killed the enemy Lieutenant',
  // ITS S17 · Zone of Interest
  pointsZone1: 'Army Points inside the first Zone of Interest',
  pointsZone2: 'Army Points inside the second Zone of Interest',
  pointsSpecial: 'Army Points inside the Special Zone of Interest',
  antennaActivated: 'Has the Communication Antenna Activated',
};

type Answers = Record<string, boolean | number>;
interface Seat {
  name: Name;
  /** Answers about the whole game. */
  end: Answers;
  /** Answers at the end of Game Rounds 1, 2 and 3 (scenarios scored per Game Round). */
  rounds?: [Answers, Answers, Answers];
  /** Worked by hand: the player's OP and TP for this game. */
  op: number;
  tp: number;
}
type Game = [Seat, Seat];

/*
 * Round 1 — B-Pong (ITS S17 · B-Pong · Main Objectives): Beacon entirely in the enemy half at
 * the end 2; each Game Round: Control the Beacon 1, Control at least one Console 1; 2
 * Classifieds × 1. The seeded draw ("seekers-cup") pairs Bastien–Chiara, Elif–Aitana,
 * Dev–Greta, Finn–Hiro.
 */
const ROUND_1: Game[] = [
  [
    // Beacon in enemy half 2 + Beacon R1, R2, R3 3 + Console R2 1 + 1 Classified = 7.
    // 7–1: Victory 4 + Offensive 1 = 5 TP.
    {
      name: 'Bastien Leroy',
      end: { beaconInEnemyHalf: true, classifieds: 1, survivingPoints: 210 },
      rounds: [{ controlsBeacon: true }, { controlsBeacon: true, controlsConsole: true }, { controlsBeacon: true }],
      op: 7,
      tp: 5,
    },
    // Console R1 1 = 1. Lost by 6: 0 TP.
    {
      name: 'Chiara Conti',
      end: { survivingPoints: 60 },
      rounds: [{ controlsConsole: true }, {}, {}],
      op: 1,
      tp: 0,
    },
  ],
  [
    // Beacon R2, R3 2 + Console R1, R2, R3 3 + 1 Classified = 6. 6–5: 4 + Offensive 1 = 5 TP.
    {
      name: 'Aitana Ruiz',
      end: { classifieds: 1, survivingPoints: 150 },
      rounds: [
        { controlsConsole: true },
        { controlsBeacon: true, controlsConsole: true },
        { controlsBeacon: true, controlsConsole: true },
      ],
      op: 6,
      tp: 5,
    },
    // Beacon R1 1 + Console R1, R2 2 + 2 Classifieds = 5. Lost by 1 (Defensive 1), 5 OP
    // (Offensive 1): 0 + 1 + 1 = 2 TP.
    {
      name: 'Elif Kaya',
      end: { classifieds: 2, survivingPoints: 170 },
      rounds: [{ controlsBeacon: true, controlsConsole: true }, { controlsConsole: true }, {}],
      op: 5,
      tp: 2,
    },
  ],
  [
    // Beacon in enemy half 2 + Console R3 1 + 1 Classified = 4. 4–3: Victory 4, under 5 OP: 4 TP.
    {
      name: 'Dev Patel',
      end: { beaconInEnemyHalf: true, classifieds: 1, survivingPoints: 190 },
      rounds: [{}, {}, { controlsConsole: true }],
      op: 4,
      tp: 4,
    },
    // Beacon R1 1 + Console R1, R2 2 = 3. Lost by 1: Defensive 1 TP.
    {
      name: 'Greta Lund',
      end: { survivingPoints: 200 },
      rounds: [{ controlsBeacon: true, controlsConsole: true }, { controlsConsole: true }, {}],
      op: 3,
      tp: 1,
    },
  ],
  [
    // Beacon R1, R2, R3 3 = 3. 3–0: 4 TP.
    {
      name: 'Finn Murphy',
      end: { survivingPoints: 230 },
      rounds: [{ controlsBeacon: true }, { controlsBeacon: true }, { controlsBeacon: true }],
      op: 3,
      tp: 4,
    },
    // Nothing: 0. Lost by 3: 0 TP.
    { name: 'Hiro Sato', end: { survivingPoints: 40 }, rounds: [{}, {}, {}], op: 0, tp: 0 },
  ],
];

/*
 * After round 1: Bastien 5 TP (7 OP), Aitana 5 (6), Dev 4 (4), Finn 4 (3), Elif 2 (5),
 * Greta 1 (3), Chiara 0 (1), Hiro 0 (0). Swiss 1 v 2, 3 v 4…: Bastien–Aitana, Dev–Finn,
 * Elif–Greta, Chiara–Hiro (no rematch).
 *
 * Round 2 — Annihilation at 250 points (ITS S17 · Annihilation): enemy Army Points Killed and own
 * surviving Army Points each 65–125 → 1, 126–200 → 3, more than 200 → 4; Kill the enemy
 * Lieutenant 2.
 */
const ROUND_2: Game[] = [
  [
    // Killed 140 → 3, surviving 130 → 3 = 6. After the ruling (below) 6–2: 4 + Offensive 1 = 5 TP.
    { name: 'Bastien Leroy', end: { killedPoints: 140, survivingPoints: 130 }, op: 6, tp: 5 },
    // Killed 120 → 1, surviving 110 → 1, Lieutenant 2 = 4 in the wizard (6–4: Defensive 1 TP);
    // the referee then rules the Lieutenant line 0: 2 OP, lost by 4, 0 TP.
    {
      name: 'Aitana Ruiz',
      end: { killedPoints: 120, survivingPoints: 110, killedLieutenant: true },
      op: 4,
      tp: 1,
    },
  ],
  [
    // Killed 210 → 4, surviving 100 → 1, Lieutenant 2 = 7. 7–3: 5 TP.
    {
      name: 'Dev Patel',
      end: { killedPoints: 210, survivingPoints: 100, killedLieutenant: true },
      op: 7,
      tp: 5,
    },
    // Killed 150 → 3, surviving 40 → 0 (under 65) = 3. Lost by 4: 0 TP.
    { name: 'Finn Murphy', end: { killedPoints: 150, survivingPoints: 40 }, op: 3, tp: 0 },
  ],
  [
    // Killed 100 → 1, surviving 160 → 3 = 4; Greta killed 90 → 1, surviving 150 → 3 = 4.
    // 4–4: Tie 2 each, no bonus under 5 OP.
    { name: 'Elif Kaya', end: { killedPoints: 100, survivingPoints: 160 }, op: 4, tp: 2 },
    { name: 'Greta Lund', end: { killedPoints: 90, survivingPoints: 150 }, op: 4, tp: 2 },
  ],
  [
    // Killed 180 → 3, surviving 70 → 1, Lieutenant 2 = 6; Hiro 180 → 3, 70 → 1 = 4.
    // 6–4: 5 TP; Hiro lost by 2: Defensive 1 TP.
    {
      name: 'Chiara Conti',
      end: { killedPoints: 180, survivingPoints: 70, killedLieutenant: true },
      op: 6,
      tp: 5,
    },
    { name: 'Hiro Sato', end: { killedPoints: 180, survivingPoints: 70 }, op: 4, tp: 1 },
  ],
];

/*
 * After round 2 (with the ruling): Bastien 10 TP (13 OP), Dev 9 (11), Aitana 5 (8), Chiara 5 (7),
 * Elif 4 (9), Finn 4 (6), Greta 3 (7), Hiro 1 (4). Hiro drops: seven players. The bye goes to
 * the lowest-ranked player without one, Greta (ITS S17 · Byes); then Bastien–Dev, Aitana–Chiara,
 * Elif–Finn (no rematch).
 *
 * Round 3 — Zone of Interest (ITS S17 · Zone of Interest): each Game Round, Dominate the Special
 * zone 1 (more Army Points inside; equal: nobody) and have the Antenna Activated 1; at the end,
 * each of the three zones Dominated 1 (the Special one by its round-3 Army Points); 1 Classified.
 */
const ROUND_3: Game[] = [
  [
    // Special R1 60 v 30 → 1, R2 0 v 40, R3 50 v 70; Antenna R1, R2, R3 3; zone 1 80 v 20 → 1;
    // zone 2 30 v 70; Classified 1: 1 + 3 + 1 + 1 = 6. 6–5: 4 + Offensive 1 = 5 TP.
    {
      name: 'Dev Patel',
      end: { pointsZone1: 80, pointsZone2: 30, classifieds: 1, survivingPoints: 160 },
      rounds: [
        { pointsSpecial: 60, antennaActivated: true },
        { pointsSpecial: 0, antennaActivated: true },
        { pointsSpecial: 50, antennaActivated: true },
      ],
      op: 6,
      tp: 5,
    },
    // Special R2 1 + R3 1, zone 2 at the end 1, Special at the end (70 v 50) 1, Classified 1 = 5.
    // Lost by 1 (Defensive 1) with 5 OP (Offensive 1): 2 TP.
    {
      name: 'Bastien Leroy',
      end: { pointsZone1: 20, pointsZone2: 70, classifieds: 1, survivingPoints: 140 },
      rounds: [{ pointsSpecial: 30 }, { pointsSpecial: 40 }, { pointsSpecial: 70 }],
      op: 5,
      tp: 2,
    },
  ],
  [
    // Reported from Aitana's phone. Special R1, R2, R3 3 + Antenna R3 1 + zone 1 (40 v 0) 1 +
    // Special at the end 1 + Classified 1 = 7. 7–3: 5 TP.
    {
      name: 'Aitana Ruiz',
      end: { pointsZone1: 40, pointsZone2: 0, classifieds: 1, survivingPoints: 170 },
      rounds: [{ pointsSpecial: 50 }, { pointsSpecial: 50 }, { pointsSpecial: 60, antennaActivated: true }],
      op: 7,
      tp: 5,
    },
    // Antenna R1, R2 2 + zone 2 (30 v 0) 1 = 3. Lost by 4: 0 TP.
    {
      name: 'Chiara Conti',
      end: { pointsZone1: 0, pointsZone2: 30, survivingPoints: 50 },
      rounds: [
        { pointsSpecial: 20, antennaActivated: true },
        { pointsSpecial: 20, antennaActivated: true },
        { pointsSpecial: 0 },
      ],
      op: 3,
      tp: 0,
    },
  ],
  [
    // Nobody in the Special zone (0 v 0 every round: nobody Dominates). Elif: zone 1 (40 v 10) 1
    // + Antenna R2 1 = 2; Finn: zone 2 (30 v 0) 1 + Antenna R1 1 = 2. 2–2: Tie 2 TP each.
    {
      name: 'Elif Kaya',
      end: { pointsZone1: 40, pointsZone2: 0, survivingPoints: 200 },
      rounds: [{}, { antennaActivated: true }, {}],
      op: 2,
      tp: 2,
    },
    {
      name: 'Finn Murphy',
      end: { pointsZone1: 10, pointsZone2: 30, survivingPoints: 120 },
      rounds: [{ antennaActivated: true }, {}, {}],
      op: 2,
      tp: 2,
    },
  ],
];

/*
 * Final standings, by hand (TP; OP; VP = surviving Army Points; opponents' OP):
 *   Dev     4+5+5 = 14; 4+7+6 = 17; 190+100+160 = 450; Greta 11 + Finn 8 + Bastien 18 = 37
 *   Bastien 5+5+2 = 12; 7+6+5 = 18; 210+130+140 = 480; Chiara 10 + Aitana 15 + Dev 17 = 42
 *   Aitana  5+0+5 = 10; 6+2+7 = 15; 150+110+170 = 430; Elif 11 + Bastien 18 + Chiara 10 = 39
 *   Elif    2+2+2 = 6;  5+4+2 = 11; 170+160+200 = 530; Aitana 15 + Greta 11 + Finn 8 = 34
 *   Greta   1+2+3 (bye) = 6; OP 3+4+0 = 7 → ⌈7 × 3 ÷ 2⌉ = ⌈10.5⌉ = 11;
 *           VP 200+150 = 350 → 350 × 3 ÷ 2 = 525; Dev 17 + Elif 11 = 28
 *   Finn    4+0+2 = 6;  3+3+2 = 8;  230+40+120 = 390;  Hiro 4 + Dev 17 + Elif 11 = 32
 *   Chiara  0+5+0 = 5;  1+6+3 = 10; 60+70+50 = 180;    Bastien 18 + Hiro 4 + Aitana 15 = 37
 *   Hiro    0+1 = 1;    0+4 = 4;    40+70 = 110;       Finn 8 + Chiara 10 = 18 (dropped after round 2)
 * Bastien has more OP than Dev but fewer TP: TP decides. Elif, Greta and Finn share 6 TP; OP puts
 * Finn (8) last; Elif and Greta share 11 OP (Greta's only after the bye adjustment: unadjusted
 * she would have 7, under Finn) and VP decides, 530 against 525.
 */
const STANDINGS = [
  { rank: 1, name: 'Dev Patel', tp: 14, op: 17, vp: 450, oppOp: 37 },
  { rank: 2, name: 'Bastien Leroy', tp: 12, op: 18, vp: 480, oppOp: 42 },
  { rank: 3, name: 'Aitana Ruiz', tp: 10, op: 15, vp: 430, oppOp: 39 },
  { rank: 4, name: 'Elif Kaya', tp: 6, op: 11, vp: 530, oppOp: 34 },
  { rank: 5, name: 'Greta Lund', tp: 6, op: 11, vp: 525, oppOp: 28 },
  { rank: 6, name: 'Finn Murphy', tp: 6, op: 8, vp: 390, oppOp: 32 },
  { rank: 7, name: 'Chiara Conti', tp: 5, op: 10, vp: 180, oppOp: 37 },
  { rank: 8, name: 'Hiro Sato', tp: 1, op: 4, vp: 110, oppOp: 18 },
];

interface ApiPairing {
  table: number;
  a: string;
  b: string;
}
interface ApiPlayer {
  id: string;
  name: Name;
  resultCode: string;
}

async function players(page: Page): Promise<ApiPlayer[]> {
  return readApi<ApiPlayer[]>(page, 'players.list');
}

/** The round's tables as "table: A v B" by name, and the bye. */
async function drawOf(page: Page, round: number): Promise<{ tables: string[]; bye: string | null }> {
  const all = await players(page);
  const name = (id: string | null) => all.find((p) => p.id === id)?.name ?? null;
  const r = await readApi<{ pairings: ApiPairing[]; bye: string | null }>(page, 'rounds.get', { round });
  return { tables: r.pairings.map((p) => `${p.table}: ${name(p.a)} v ${name(p.b)}`), bye: name(r.bye) };
}

/** The table a game is played on, and its seats in the pairing's order (A, B). */
async function seatsOf(page: Page, round: number, game: Game): Promise<{ table: number; a: Seat; b: Seat }> {
  const all = await players(page);
  const id = (name: Name) => all.find((p) => p.name === name)?.id;
  const r = await readApi<{ pairings: ApiPairing[] }>(page, 'rounds.get', { round });
  const ids = game.map((s) => id(s.name));
  const pairing = r.pairings.find((p) => ids.includes(p.a) && ids.includes(p.b));
  if (!pairing) throw new Error(`round ${round}: ${game[0].name} and ${game[1].name} are not paired`);
  const [first, second] = game;
  return pairing.a === ids[0]
    ? { table: pairing.table, a: first, b: second }
    : { table: pairing.table, a: second, b: first };
}

/** Answers one player's questions, the whole-game ones then those of each Game Round. */
async function answer(scope: Locator, seat: Seat): Promise<void> {
  const set = async (label: string, value: boolean | number) => {
    const input = scope.getByLabel(label, { exact: true });
    if (typeof value === 'boolean') await input.setChecked(value);
    else await input.fill(String(value));
  };
  for (const [key, value] of Object.entries(seat.end)) await set(`${LABELS[key]} — ${seat.name}`, value);
  for (const [i, answers] of (seat.rounds ?? []).entries()) {
    for (const [key, value] of Object.entries(answers)) {
      await set(`${LABELS[key]} — ${seat.name}, Game Round ${i + 1}`, value);
    }
  }
}

/** The desk wizard from the Rounds screen: answers, the hand-worked OP and TP, both confirm, saved. */
async function scoreAtDesk(page: Page, round: number, game: Game, screenshot?: string): Promise<number> {
  const { table, a, b } = await seatsOf(page, round, game);
  const tableRow = page.getByTestId('pairings').locator(`tr[data-table="${table}"]`);
  await tableRow.getByRole('button', { name: `Score table ${table}` }).click();
  const wizard = page.getByTestId('scoring-wizard');
  await expect(wizard).toBeVisible();
  await answer(wizard, a);
  await answer(wizard, b);
  await expectOp(wizard, `${a.op} OP`, `${b.op} OP`);
  await expect(wizard.getByTestId('tp-a')).toHaveText(`${a.tp} TP`);
  await expect(wizard.getByTestId('tp-b')).toHaveText(`${b.tp} TP`);
  await wizard.getByRole('checkbox', { name: `${a.name} confirms` }).check();
  await wizard.getByRole('checkbox', { name: `${b.name} confirms` }).check();
  if (screenshot) await checkScreen(page, screenshot);
  await wizard.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText(`Result of table ${table} saved.`)).toBeVisible();
  await expect(tableRow.getByTestId('result')).toContainText(`${a.op} – ${b.op}`);
  return table;
}

/** Generates and locks a round from the Rounds screen; returns the draw as the screens made it. */
async function pairRound(page: Page, n: number): Promise<{ tables: string[]; bye: string | null }> {
  await nav(page, 'Rounds');
  if (n === 1) await page.getByLabel('Seed (optional)').fill('seekers-cup');
  await page.getByRole('button', { name: `Generate round ${n}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · draft`) })).toBeVisible();
  await page.getByRole('button', { name: 'Lock round…' }).click();
  await page
    .getByRole('dialog', { name: `Lock round ${n}?` })
    .getByRole('button', { name: 'Lock round' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · in play`) })).toBeVisible();
  return drawOf(page, n);
}

/** An exported CSV's lines, header first (without the byte-order mark spreadsheets need). */
function csvLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await opened.newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${url}#/report`);
  return page;
}

async function phoneSignIn(page: Page, who: ApiPlayer): Promise<void> {
  await page.getByLabel('Your name or ITS PIN').fill(who.name);
  await page.getByLabel('Result code').fill(who.resultCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('my-game')).toBeVisible();
}

/** A printed document from its button on the Rounds screen, as text (pdftotext -layout). */
async function printedText(page: Page, button: string, file: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const pdf = path.join(ARTIFACTS, file);
  await (await download).saveAs(pdf);
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
}

/** Lines of text with their runs of spaces squeezed, so columns compare as words. */
const squeezed = (text: string) => text.split('\n').map((l) => l.trim().replace(/\s+/g, ' '));

test('an ITS S17 event of 8 players and 3 rounds, from creation to the ITS report', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  const flow: Flow = { page, prefix: 's17-event', prints: 'download' };
  await page.goto(server.url);

  // Created as an ITS S17 event; set up at 250 Army Points (the 300/250-Tier's smaller size), a
  // scenario per round, and players reporting from their phones for the referee to accept.
  await page.getByLabel('Event name').fill('Seekers Cup');
  await page.getByLabel('Season').selectOption('its-s17');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectSaved(page);
  await page.getByLabel('Army Points').selectOption({ label: '250 points, 5 SWC' });
  await page.getByLabel('Round 1', { exact: true }).selectOption({ label: 'B-Pong' });
  await page.getByLabel('Round 2', { exact: true }).selectOption({ label: 'Annihilation' });
  await page.getByLabel('Round 3', { exact: true }).selectOption({ label: 'Zone of Interest' });
  await page.getByTestId('player-reporting').selectOption('referee-approves');
  await page.getByRole('button', { name: 'Save setup' }).click();
  await expectSaved(page);
  const { settings } = await readApi<{ settings: Record<string, unknown> }>(page, 'events.get');
  expect(settings).toMatchObject({
    season: 'its-s17',
    presetId: 'its-s17',
    armyPoints: 250,
    scenarios: ['b-pong', 'annihilation', 'zone-of-interest'],
  });

  await nav(page, 'Players & Lists');
  for (const [name, pin] of PLAYERS) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('ITS PIN').fill(pin);
    await page.getByLabel('ITS PIN').press('Enter');
    await expect(row(page.getByTestId('players-table'), name)).toBeVisible();
  }

  // Round 1, B-Pong: the seeded random draw, every result from the desk wizard.
  expect(await pairRound(page, 1)).toEqual({
    tables: [
      '1: Bastien Leroy v Chiara Conti',
      '2: Elif Kaya v Aitana Ruiz',
      '3: Dev Patel v Greta Lund',
      '4: Finn Murphy v Hiro Sato',
    ],
    bye: null,
  });
  for (const game of ROUND_1) await scoreAtDesk(page, 1, game);
  await closeRound(flow, 1);

  // Round 2, Annihilation: Swiss by TP then OP; every result from the desk wizard.
  expect(await pairRound(page, 2)).toEqual({
    tables: [
      '1: Bastien Leroy v Aitana Ruiz',
      '2: Dev Patel v Finn Murphy',
      '3: Elif Kaya v Greta Lund',
      '4: Chiara Conti v Hiro Sato',
    ],
    bye: null,
  });
  for (const game of ROUND_2) await scoreAtDesk(page, 2, game);

  // The referee's ruling: Aitana's Lieutenant kill is taken back (it was not the Lieutenant).
  // 6–4 becomes 6–2: Bastien 4 + Offensive 1 = 5 TP; Aitana lost by 4, no bonus: 0 TP.
  const ruled = page.getByTestId('pairings').locator('tr[data-table="1"]');
  await ruled.getByRole('button', { name: 'Correct table 1' }).click();
  const panel = page.getByTestId('ruling-panel');
  await expect(panel).toContainText('saved 6–4 OP, 5–1 TP');
  await expect(page.getByText('Annihilation · 250 points, 5 SWC', { exact: false })).toBeVisible();
  await saveRuling(
    page,
    'Rule Killed the enemy Lieutenant, Aitana Ruiz',
    '0',
    'The trooper killed was not the Lieutenant at the time',
  );
  await expect(panel).toContainText('saved 6–2 OP, 5–0 TP');
  await expect(panel.getByTestId('line-ruling')).toContainText('The trooper killed was not the Lieutenant');
  await closeRound(flow, 2);

  // Hiro leaves after round 2: seven players, so round 3 has a bye.
  await nav(page, 'Players & Lists');
  await page.getByRole('button', { name: 'Drop Hiro Sato' }).click();
  await expectSaved(page);

  // Round 3, Zone of Interest: the bye to the lowest-ranked player who has not had one.
  expect(await pairRound(page, 3)).toEqual({
    tables: ['1: Bastien Leroy v Dev Patel', '2: Aitana Ruiz v Chiara Conti', '3: Elif Kaya v Finn Murphy'],
    bye: 'Greta Lund',
  });
  await expect(row(page.getByTestId('pairings'), 'Bye')).toContainText('Greta Lund');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
    'Round 3 · in play · Zone of Interest · 250 points, 5 SWC',
  );
  await scoreAtDesk(page, 3, ROUND_3[0]!, 's17-event-wizard-zone-of-interest');
  await scoreAtDesk(page, 3, ROUND_3[2]!);

  // Table 2 from the phones: Aitana reports through the phone wizard, Chiara confirms on hers,
  // the referee accepts it on the Rounds screen.
  const registered = await players(page);
  const who = (name: Name) => registered.find((p) => p.name === name) as ApiPlayer;
  const aitana = await phone(browser, server.url);
  await phoneSignIn(aitana, who('Aitana Ruiz'));
  await expect(aitana.getByTestId('my-game')).toContainText('Round 3 · Table 2');
  // ITS S17 scores by the game's Army Points: the phone names them, not the S11 tier.
  await expect(aitana.getByTestId('my-game')).toContainText('Zone of Interest · 250 points, 5 SWC');
  await aitana.getByTestId('open-wizard').click();
  const phoneWizard = aitana.getByTestId('phone-wizard');
  const [aitanaSeat, chiaraSeat] = ROUND_3[1]!;
  await answer(phoneWizard, aitanaSeat);
  await answer(phoneWizard, chiaraSeat);
  await expectOp(phoneWizard, '7 OP', '3 OP');
  await expect(phoneWizard.getByTestId('breakdown-a')).toContainText('ITS S17 · Zone of Interest');
  await checkScreen(aitana, 's17-event-phone-wizard-zone-of-interest');
  await phoneWizard.getByTestId('send-report').click();
  await expect(aitana.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');
  const chiara = await phone(browser, server.url);
  await phoneSignIn(chiara, who('Chiara Conti'));
  await expect(chiara.getByTestId('reported-score')).toContainText('7 OP');
  await chiara.getByTestId('confirm').click();
  await expect(chiara.getByTestId('report-state')).toHaveAttribute('data-state', 'confirmed');
  await nav(page, 'Rounds');
  const phoneRow = page.getByTestId('pairings').locator('tr[data-table="2"]');
  await phoneRow.getByTestId('accept-report').click();
  await expect(phoneRow.getByTestId('result')).toContainText('7 – 3');
  await expect(page.getByTestId('results-in')).toHaveText('3/3 results in');

  // The round sheet prints round 3's results as entered: A's OP, VP, TP then B's.
  const roundSheet = squeezed(await printedText(page, 'Print round sheet', 's17-event-round-sheet-r3.pdf'));
  expect(roundSheet[0]).toMatch(/^ITS SEASON 17 /);
  for (const line of [
    '1 Bastien Leroy 5 140 2 Dev Patel 6 160 5',
    '2 Aitana Ruiz 7 170 5 Chiara Conti 3 50 0',
    '3 Elif Kaya 2 200 2 Finn Murphy 2 120 2',
  ]) {
    expect(roundSheet).toContain(line);
  }
  // The score sheets: one per table, Zone of Interest's questions with a box per Game Round.
  const scoreSheets = squeezed(await printedText(page, 'Print score sheets', 's17-event-score-sheets-r3.pdf'));
  expect(scoreSheets.map((l) => /^Score sheet · Table \d+/.exec(l)?.[0]).filter(Boolean)).toEqual([
    'Score sheet · Table 1',
    'Score sheet · Table 2',
    'Score sheet · Table 3',
  ]);
  // Printed at the size the games are scored at (250 of the 300/250-Tier), as the screens say it.
  expect(roundSheet).toContain('Round 3 of 3 · Zone of Interest · Mid tier · 250 pts · 5 SWC');
  expect(
    scoreSheets.filter((l) => l.startsWith('Round 3 of 3 · Zone of Interest · Mid tier · 250 pts · 5 SWC')),
  ).toHaveLength(3);
  expect(scoreSheets.filter((l) => l.startsWith('ITS SEASON 17 '))).toHaveLength(3);
  expect(scoreSheets).toContain('Bastien Leroy Dev Patel');
  expect(scoreSheets).toContain('Aitana Ruiz Chiara Conti');
  expect(scoreSheets).toContain('Elif Kaya Finn Murphy');
  // Asked at the end of each of the three Game Rounds, for each player.
  expect(scoreSheets.filter((l) => l === 'GR 1 GR 2 GR 3 GR 1 GR 2 GR 3')).toHaveLength(3);
  expect(scoreSheets.filter((l) => l === 'Army Points inside the Special Zone of Interest')).toHaveLength(3);
  await closeRound(flow, 3);

  // Standings as the referee reads them, against the hand-worked figures.
  await nav(page, 'Standings');
  await expect(page.getByRole('heading', { level: 2, name: /^Final standings/ })).toBeVisible();
  expect(await standingsOnScreen(page)).toEqual(STANDINGS);
  const table = page.getByTestId('standings-table');
  await expect(table.locator(`tr[data-player="${who('Greta Lund').id}"]`)).toContainText('bye-adjusted');
  await table
    .locator(`tr[data-player="${who('Greta Lund').id}"]`)
    .getByRole('button', { name: /^Why below\?/ })
    .click();
  const explanation = page.getByTestId('pair-explanation');
  await expect(explanation).toContainText('Elif Kaya above Greta Lund');
  await expect(explanation).toContainText('Decided by Victory Points: 530 against 525.');
  await checkScreen(page, 's17-event-standings');

  // Finished: the report pack's ITS report, game by game, in the order it is typed in.
  const card = page.getByTestId('finish-card');
  await card.getByRole('button', { name: 'Finish event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish event' }).click();
  await expect(card.getByTestId('pack-files')).toContainText('seekers-cup-its-report.csv', { timeout: 60_000 });
  const exportsDir = path.join(server.dataDir, 'exports');
  const report = csvLines(path.join(exportsDir, 'seekers-cup-its-report.csv'));
  // Round, Table, A's PIN, name, army, OP, VP, TP, then B's, and a note.
  expect(report.slice(1)).toEqual([
    '1,1,17002,Bastien Leroy,,7,210,5,17003,Chiara Conti,,1,60,0,',
    '1,2,17005,Elif Kaya,,5,170,2,17001,Aitana Ruiz,,6,150,5,',
    '1,3,17004,Dev Patel,,4,190,4,17007,Greta Lund,,3,200,1,',
    '1,4,17006,Finn Murphy,,3,230,4,17008,Hiro Sato,,0,40,0,',
    '2,1,17002,Bastien Leroy,,6,130,5,17001,Aitana Ruiz,,2,110,0,',
    '2,2,17004,Dev Patel,,7,100,5,17006,Finn Murphy,,3,40,0,',
    '2,3,17005,Elif Kaya,,4,160,2,17007,Greta Lund,,4,150,2,',
    '2,4,17003,Chiara Conti,,6,70,5,17008,Hiro Sato,,4,70,1,Hiro Sato dropped after this round',
    '3,1,17002,Bastien Leroy,,5,140,2,17004,Dev Patel,,6,160,5,',
    '3,2,17001,Aitana Ruiz,,7,170,5,17003,Chiara Conti,,3,50,0,',
    '3,3,17005,Elif Kaya,,2,200,2,17006,Finn Murphy,,2,120,2,',
    // ITS S17 · Byes: 3 TP, 0 OP, 0 VP.
    '3,,17007,Greta Lund,,0,0,3,,,,,,,Bye',
  ]);
  const standings = csvLines(path.join(exportsDir, 'seekers-cup-final-standings.csv'));
  expect(standings.slice(1)).toEqual([
    '1,Dev Patel,17004,,14,17,450,37,,',
    '2,Bastien Leroy,17002,,12,18,480,42,,',
    '3,Aitana Ruiz,17001,,10,15,430,39,,',
    '4,Elif Kaya,17005,,6,11,530,34,,',
    '5,Greta Lund,17007,,6,11,525,28,Round 3,',
    '6,Finn Murphy,17006,,6,8,390,32,,',
    '7,Chiara Conti,17003,,5,10,180,37,,',
    '8,Hiro Sato,17008,,1,4,110,18,,After round 2',
  ]);
  // The printable ITS report says which season scored it.
  const printable = squeezed(
    execFileSync('pdftotext', ['-layout', path.join(exportsDir, 'seekers-cup-its-report.pdf'), '-'], {
      encoding: 'utf8',
    }),
  );
  expect(printable[0]).toMatch(/^ITS SEASON 17 /);
  expect(printable).toContain('Scored under ITS Season 17. Enter the rows in this order.');
  expect(printable).toContain('3 Greta Lund 0 0 3');
});

test('the projector and the public pages name the S17 scenario in the event’s language', async ({
  page,
  browser,
  request,
}) => {
  const pin = '2468';
  // Bound to every interface with a PIN, as at a venue: a browser on loopback is a visitor.
  const server = await opened.startServer({ args: ['--host', '0.0.0.0', '--pin', pin] });
  await apiCall(request, server.url, 'auth.signIn', { pin });
  const call = (method: string, params: unknown = {}) => apiCall(request, server.url, method, params);
  await call('events.create', {
    settings: { name: 'Seekers Cup', season: 'its-s17', scenarios: ['zone-of-interest', 'b-pong', 'annihilation'] },
  });
  await call('events.updateSettings', { settings: { language: 'es' } });
  for (const [name, itsPin] of PLAYERS.slice(0, 4)) await call('players.add', { name, itsPin });
  await call('rounds.generate', { seed: 'seekers-cup' });
  await call('rounds.lock', { round: 1 });

  // The projector (open to anyone): the event, the round and the scenario, in Spanish.
  await page.goto(`${server.url}#/projector/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seekers Cup · Ronda 1 · Zona de Interés');

  // A visitor's phone: the pairings and "find my table" name it the same way, never by its id.
  const context = await opened.newContext(browser, PHONE);
  const visitor = await context.newPage();
  await visitor.goto(server.url);
  await visitor.getByTestId('phone-tab-pairings').click();
  await expect(visitor.getByTestId('public-pairings').locator('li')).toHaveCount(2);
  await expect(visitor.getByText('Zona de Interés', { exact: true })).toBeVisible();
  await visitor.getByTestId('phone-tab-table').click();
  await visitor.getByRole('searchbox').fill('Aitana');
  await expect(visitor.getByTestId('phone-app')).toContainText('Zona de Interés');
  await expect(visitor.getByTestId('phone-app')).not.toContainText('zone-of-interest');
});
