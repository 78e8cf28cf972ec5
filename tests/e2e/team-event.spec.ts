/**
 * The 12-team × 3-player, 4-round ITS S17 team event (issue 34) end to end against the real
 * venue server in Chromium, with the figures worked by hand in docs/TEAMS.md ("Hand-worked: the
 * 12-team event"; data and figures in tests/fixtures/teamEvent12.ts):
 *   - the teams format set on the Event screen;
 *   - registration: the sheet with a Team column imported on the Players screen, the one where
 *     Lina plays Yu Jing like her captain Léa refused on screen, then the right one;
 *   - each round generated, locked and closed on the Rounds screen (its team matches checked
 *     against the pairings the hand-work used); match 1 of each round picked by its two captains
 *     on their phones' Match-ups card; the other matches keep roster order; the games' results
 *     in bulk through the API;
 *   - round 2, Hege v Jonas: Hege's phone reports 6–2, Jonas's phone disputes it, and the
 *     referee settles it 2–6 from the Disputes screen;
 *   - the team and then the individual standings read on the Standings screen; the event
 *     finished there and the ITS report of the report pack downloaded.
 */
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { closedAfterEachTest, PHONE } from './server';
import { checkScreen } from './helpers';
import { expectSaved, nav, readApi, standingsOnScreen } from './flow';
import {
  CUSTOM_SCENARIO,
  DISPUTE,
  FINAL_TEAMS,
  LETTERS,
  PICKED,
  ROUNDS,
  SCENARIOS,
  SEED,
  TOP_PLAYERS,
  TP_BY_OP,
  plannedGames,
  registrationSheet,
  registered,
  teamOf,
} from '../fixtures/teamEvent12';
import type { PlannedGame, TeamLetter } from '../fixtures/teamEvent12';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

interface Player {
  id: string;
  name: string;
  itsPin: string;
  faction: string;
  resultCode: string;
}
interface Team {
  id: string;
  name: string;
  captain: string;
  members: string[];
}
interface ApiRound {
  matches: { match: number; a: string; b: string; tables: number[] }[];
  pairings: { table: number; a: string; b: string }[];
}
/** Match m's games sit at tables 3m − 2, 3m − 1 and 3m, in board order. */
const tableOf = (g: PlannedGame) => 3 * (g.match - 1) + g.board;

/** Why a team stands below the one above, as the Standings screen says it. */
const BELOW: Record<string, string> = {
  matchPoints: 'Fewer match points',
  tp: 'Same match points, fewer TP',
  op: 'Same match points and TP, fewer OP',
  vp: 'Same match points, TP and OP, fewer VP',
  tied: 'Tied on all four (listed by name)',
};

/** Event screen: a teams event, teams of 3, each faction once a team. */
async function setTeamsFormat(page: Page): Promise<void> {
  await nav(page, 'Event');
  await page.getByTestId('team-format-teams').check();
  await page.getByTestId('team-size').selectOption('3');
  await page.getByTestId('team-factions-unique').check();
  await page.getByRole('button', { name: 'Save setup' }).click();
  await expectSaved(page);
  const { settings } = await readApi<{
    settings: { format: string; teams: { size: number; factionsUnique: boolean } };
  }>(page, 'events.get');
  expect(settings).toMatchObject({ format: 'teams', teams: { size: 3, factionsUnique: true } });
}

/** The team standings table, row by row: rank, team, MP, TP, OP, VP, W–D–L, why below. */
async function teamStandingsOnScreen(page: Page): Promise<(string | number)[][]> {
  const rows = page.getByTestId('team-standings-row');
  await expect(rows).toHaveCount(12);
  const out: (string | number)[][] = [];
  for (const r of await rows.all()) {
    const [rank, mp, tp, op, vp, wdl, below] = await r.locator('td').allInnerTexts();
    const name = (await r.locator('th').innerText()).trim();
    out.push([Number(rank), name, Number(mp), Number(tp), Number(op), Number(vp), wdl!, below!.trim()]);
  }
  return out;
}

interface PickState {
  done: boolean;
  toMove: { side: 'a' | 'b'; role: 'defend' | 'attack' } | null;
  pending: { side: 'a' | 'b'; player: { id: string } } | null;
  games: { a: { id: string }; b: { id: string } }[];
}

/**
 * The captains of match 1 pick it on their phones' Match-ups card (docs/TEAMS.md · Captains'
 * picks): the first team's captain taps the roll, then each taps the player to put forward or
 * to answer with when their phone says it is their turn, game by game in the order of PICKED,
 * whichever team the roll sends first. The referee's desk only reads whose move it is.
 */
async function captainsPick(
  desk: Page,
  round: number,
  [teamA, teamB]: [Team, Team],
  nameOf: (id: string) => string,
  phoneOf: (playerId: string) => Promise<Page>,
): Promise<void> {
  const phones = { a: await phoneOf(teamA.captain), b: await phoneOf(teamB.captain) };
  const cards = { a: phones.a.getByTestId('matchups-card'), b: phones.b.getByTestId('matchups-card') };
  const pairs = PICKED.map(([x, y]) => ({ a: teamA.members[x - 1]!, b: teamB.members[y - 1]! }));
  await cards.a.getByTestId('picks-roll').click();
  await expect(cards.b.getByTestId('picks-rolls')).toBeVisible();
  const pick = () => readApi<PickState>(desk, 'matchups.state', { round, match: 1 });
  for (let move = 0; move < 2 * (pairs.length - 1); move++) {
    const state = await pick();
    const { side, role } = state.toMove!;
    const pair =
      role === 'defend'
        ? pairs[state.games.length]!
        : pairs.find((p) => p.a === state.pending!.player.id || p.b === state.pending!.player.id)!;
    await expect(cards[side].getByTestId('picks-turn')).toBeVisible();
    if (round === 1 && move === 1) await checkScreen(phones[side], 'team-event-02-phone-pick');
    await cards[side].getByRole('button', { name: nameOf(pair[side]), exact: true }).click();
    await expect.poll(async () => JSON.stringify(await pick())).not.toBe(JSON.stringify(state));
  }
  for (const card of [cards.a, cards.b]) await expect(card.getByTestId('picks-done')).toBeVisible();
  expect((await pick()).games.map((g) => [g.a.id, g.b.id])).toEqual(pairs.map((p) => [p.a, p.b]));
}

/**
 * The round's results in bulk, as the desk's screens send them (naming the open event), in one
 * trip into the page: what is tested here is the standings they make, not their entry.
 */
async function setResults(
  page: Page,
  results: { round: number; table: number; op: [number, number]; vp: [number, number] }[],
): Promise<void> {
  const errors = await page.evaluate(async (all) => {
    const post = async (method: string, params: unknown) =>
      (await (
        await fetch(`/api/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
        })
      ).json()) as { data?: { id: string } | null; error?: { message: string } };
    const eventId = (await post('events.current', {})).data?.id;
    const failed: string[] = [];
    for (const r of all) {
      const answer = await post('rounds.setResult', { ...r, eventId });
      if (answer.error) failed.push(`table ${r.table}: ${answer.error.message}`);
    }
    return failed;
  }, results);
  expect(errors).toEqual([]);
}

/** Each captain's phone, signed in once and kept for the rounds their team plays match 1. */
const captainPhones = new Map<string, Promise<Page>>();
function captainPhone(browser: Browser, url: string, player: Player): Promise<Page> {
  let phone = captainPhones.get(player.id);
  if (!phone) {
    phone = captainPhoneSignedIn(browser, url, player);
    captainPhones.set(player.id, phone);
  }
  return phone;
}

async function phoneSignedIn(browser: Browser, url: string, player: Player): Promise<Page> {
  const context = await opened.newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${url}#/report`);
  await page.getByLabel('Your name or ITS PIN').fill(player.name);
  await page.getByLabel('Result code').fill(player.resultCode.toLowerCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('my-game')).toBeVisible();
  return page;
}

/** A captain's phone on My table, where the team match and its Match-ups card are. */
async function captainPhoneSignedIn(browser: Browser, url: string, player: Player): Promise<Page> {
  const page = await phoneSignedIn(browser, url, player);
  await page.getByTestId('phone-tab-table').click();
  await expect(page.getByTestId('matchups-card')).toBeVisible();
  return page;
}

async function importSheet(page: Page, text: string, name: string): Promise<void> {
  if ((await page.getByLabel('Sheet file').count()) === 0) {
    await page.getByRole('button', { name: 'Import a sheet…' }).click();
  }
  await page.getByLabel('Sheet file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await expect(page.getByRole('heading', { name: `36 rows in ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Register 36 players' }).click();
}

test('the 12-team event: registration, four rounds, a dispute in a team match, standings and the ITS report', async ({
  page,
  browser,
}) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await page.goto(server.url);
  await readApi(page, 'events.create', {
    settings: {
      name: 'Twelve Teams Cup',
      rounds: 4,
      season: 'its-s17',
      seed: SEED,
      scenarios: SCENARIOS,
      customScenario: CUSTOM_SCENARIO,
      playerReporting: 'referee-approves',
    },
  });
  await page.reload();
  await setTeamsFormat(page);

  // Registration on the Players screen: the clash is refused whole, on screen.
  await nav(page, 'Players & Lists');
  await importSheet(page, registrationSheet({ clash: true }), 'teams-clash.csv');
  await expect(page.getByTestId('import-problem')).toHaveText(
    'Léa and Lina both play Yu Jing; this event allows each faction once per team.',
  );
  await checkScreen(page, 'team-event-01-clash-refused');
  expect(await readApi<Player[]>(page, 'players.list')).toHaveLength(0);
  await importSheet(page, registrationSheet(), 'teams.csv');
  await expect(page.getByTestId('import-outcome')).toHaveText('36 players registered, 0 rows refused.');
  // The sheet's Team column made the twelve teams, each captained by its first row.
  const teamCard = page.getByTestId('team-card');
  await expect(teamCard.getByTestId('team-row')).toHaveCount(12);
  await expect(teamCard.getByTestId('team-missing')).toHaveText('Every player is in a team.');
  await expect(teamCard.getByTestId('team-row').filter({ hasText: 'Lyon Lynx' })).toContainText('Lina · ALEPH');
  const players = await readApi<Player[]>(page, 'players.list');
  const teams = await readApi<Team[]>(page, 'teams.list');
  const byName = (name: string) => players.find((p) => p.name === name)!;
  const nameOf = (id: string) => players.find((p) => p.id === id)!.name;
  const teamNamed = (letter: TeamLetter) => teams.find((t) => t.name === teamOf(letter).name)!;
  expect(teams.map((t) => [t.name, nameOf(t.captain)])).toEqual(
    LETTERS.map((l) => [teamOf(l).name, teamOf(l).players[0]]),
  );

  const planned = plannedGames();
  for (const [r, matches] of ROUNDS.entries()) {
    const n = r + 1;
    await nav(page, 'Rounds');
    await page.getByRole('button', { name: `Generate round ${n}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · draft`) })).toBeVisible();
    const round = await readApi<ApiRound>(page, 'rounds.get', { round: n });
    const letter = (id: string) => teams.find((t) => t.id === id)!.name[0];
    expect(round.matches.map((m) => [letter(m.a), letter(m.b)])).toEqual(matches.map(([a, b]) => [a, b]));
    await expect(page.getByTestId('team-match')).toHaveCount(6);
    await page.getByRole('button', { name: 'Lock round…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lock round' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · in play`) })).toBeVisible();
    // Match 1 as its two captains pick it from their phones.
    const [first, second] = matches[0]!;
    await captainsPick(page, n, [teamNamed(first), teamNamed(second)], nameOf, (id) =>
      captainPhone(
        browser,
        server.url,
        players.find((p) => p.id === id)!,
      ),
    );
    const locked = await readApi<ApiRound>(page, 'rounds.get', { round: n });
    const games = planned.filter((g) => g.round === n);
    expect(locked.pairings.map((p) => [p.table, nameOf(p.a), nameOf(p.b)])).toEqual(
      games.map((g) => [tableOf(g), g.a, g.b]),
    );
    if (n === 1) {
      const top = page.getByTestId('team-match').first();
      await expect(top.getByTestId('team-match-a')).toHaveText(teamOf(first).name);
      await expect(top.getByTestId('team-match-b')).toHaveText(teamOf(second).name);
      // The captains' picks, live on the desk: Bruno–Karolina, Begoña–Kazys, Blas–Kęstas.
      await expect(top.getByTestId('team-match-pick-state')).toHaveText('Captains’ picks: Picked by the captains');
      for (const g of games.filter((game) => game.match === 1)) {
        await expect(top.locator(`tr[data-table="${tableOf(g)}"]`)).toContainText(new RegExp(`${g.a}\\s+${g.b}`));
      }
      await checkScreen(page, 'team-event-03-round-1');
    }
    const disputed = (g: PlannedGame) => n === DISPUTE.round && g.a === DISPUTE.a;
    await setResults(
      page,
      games
        .filter((game) => !disputed(game))
        .map((g) => ({ round: n, table: tableOf(g), op: g.game.op, vp: g.game.vp })),
    );
    const dispute = games.find(disputed);
    if (dispute) await disputeAndSettle(page, browser, server.url, tableOf(dispute), byName);
    await nav(page, 'Rounds');
    await page.getByRole('link', { name: new RegExp(`^Round ${n} `) }).click();
    await page.getByRole('button', { name: 'Close round' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n} · closed`) })).toBeVisible();
  }

  // The team standings on the Standings screen, then the players'.
  await nav(page, 'Standings');
  await expect(page.getByRole('heading', { name: 'Team standings after round 4' })).toBeVisible();
  expect(await teamStandingsOnScreen(page)).toEqual(
    FINAL_TEAMS.map(([rank, name, mp, tp, op, vp, w, d, l, below]) => [
      rank,
      name,
      mp,
      tp,
      op,
      vp,
      `${w}–${d}–${l}`,
      below ? BELOW[below] : '',
    ]),
  );
  await checkScreen(page, 'team-event-05-team-standings');
  await page.getByTestId('team-standings-players').click();
  const shown = await standingsOnScreen(page);
  expect(shown.slice(0, TOP_PLAYERS.length).map((r) => [r.rank, r.name, r.tp, r.op, r.vp, r.oppOp])).toEqual(
    TOP_PLAYERS,
  );
  expect(shown).toHaveLength(36);

  // Finished on the Standings screen; the ITS report of the pack lists every individual game.
  const card = page.getByTestId('finish-card');
  await card.getByRole('button', { name: 'Finish event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish event' }).click();
  const reportName = 'twelve-teams-cup-its-report.csv';
  await expect(card.getByTestId('pack-files')).toContainText(reportName, { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: reportName }).click();
  const chunks = (await (await (await download).createReadStream()).toArray()) as Buffer[];
  const lines = Buffer.concat(chunks).toString('utf8').replace('\uFEFF', '').split('\r\n');
  expect(lines.slice(1, -1)).toEqual(
    planned.map((g) => {
      const tp = TP_BY_OP[`${g.game.op[0]}–${g.game.op[1]}`]!;
      const side = (name: string, i: 0 | 1) => {
        const { itsPin, faction } = registered(name);
        return [itsPin, name, faction, g.game.op[i], g.game.vp[i], tp[i]];
      };
      return [g.round, tableOf(g), ...side(g.a, 0), ...side(g.b, 1), ''].join(',');
    }),
  );
  await checkScreen(page, 'team-event-06-finished');
});

/**
 * Round 2, Hege v Jonas (played 2–6): Hege's phone reports 6–2, Jonas's phone disputes it; the
 * referee opens it from the Disputes screen and rules 2–6; the phone sees it settled and the team
 * match, waiting while the game was disputed, goes to Jena Jackals on the Rounds screen.
 */
async function disputeAndSettle(
  page: Page,
  browser: Browser,
  url: string,
  table: number,
  byName: (name: string) => Player,
): Promise<void> {
  const hege = await phoneSignedIn(browser, url, byName(DISPUTE.a));
  const jonas = await phoneSignedIn(browser, url, byName(DISPUTE.b));
  await expect(hege.getByTestId('my-game')).toContainText(`Round 2 · Table ${table}`);
  const form = hege.getByTestId('scores-form');
  for (const [i, name] of [DISPUTE.a, DISPUTE.b].entries()) {
    const side = form.getByRole('group', { name });
    await side.getByLabel('OP').fill(String(DISPUTE.reported.op[i]));
    await side.getByLabel('VP').fill(String(DISPUTE.reported.vp[i]));
  }
  await form.getByRole('button', { name: 'Send the result' }).click();
  await expect(hege.getByTestId('report-state')).toHaveAttribute('data-state', 'reported');
  await expect(jonas.getByTestId('reported-score')).toContainText('6 OP');
  await jonas.getByTestId('dispute').click();
  await jonas.getByLabel('What is wrong with it?').fill('Hege lost 2–6: I held the zone');
  await jonas.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(jonas.getByTestId('report-state')).toHaveAttribute('data-state', 'disputed');
  await checkScreen(jonas, 'team-event-04-phone-disputed');

  // The match it decides waits: Håkon lost 3–4, Hilde won 4–3; 1–1 with one game open.
  await nav(page, 'Rounds');
  const match = page.getByTestId('team-match').and(page.locator(`[data-match="${DISPUTE.match}"]`));
  await expect(match.getByTestId('team-match-games')).toHaveText('Games won 1–1');
  await nav(page, 'Disputes');
  const article = page.getByTestId('disputed-reports').locator(`article[data-table="${table}"]`);
  await expect(article).toContainText('Hege lost 2–6: I held the zone');
  await article.getByRole('button', { name: 'Review and settle' }).click();
  const manual = page.getByTestId('manual-result');
  await expect(manual.getByTestId('referee-decides')).toBeVisible();
  await manual.getByTestId('slip-op-a').fill(String(DISPUTE.ruled.op[0]));
  await manual.getByTestId('slip-vp-a').fill(String(DISPUTE.ruled.vp[0]));
  await manual.getByTestId('slip-op-b').fill(String(DISPUTE.ruled.op[1]));
  await manual.getByTestId('slip-vp-b').fill(String(DISPUTE.ruled.vp[1]));
  await manual.getByRole('button', { name: 'Save result' }).click();
  await nav(page, 'Disputes');
  await expect(page.getByTestId('settled-reports').locator(`li[data-table="${table}"]`)).toContainText('2–6');
  await expect(hege.getByTestId('report-state')).toHaveAttribute('data-state', 'settled');
  // Ruled 2–6: Jena Jackals take the match 2–1 (had the report stood, Hamar Hawks would have).
  await nav(page, 'Rounds');
  await expect(match.getByTestId('team-match-games')).toHaveText('Games won 1–2');
  await hege.context().close();
  await jonas.context().close();
}
