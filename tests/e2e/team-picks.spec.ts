/**
 * The captains' picks of a team match from two phones (issue 34 · docs/TEAMS.md), against the
 * real venue server: a teams event of 4 teams of 3 (set up through the API), round 1 paired and
 * locked; the two captains of match 1 roll for first pick and pick to the end on their phones
 * (390×844), each following the other's moves live, one move made from the keyboard; the
 * referee's round then holds the picked games; a member who is not captain sees the team match
 * with their own game marked, and no pick buttons. The desk's Rounds screen follows the phones'
 * moves in match 1's line, and the referee rolls and picks match 2 from its panel (one move from
 * the keyboard); saves docs/screenshots/team-picks-desk.png at 1366 × 768.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { closedAfterEachTest, PHONE } from './server';
import { checkScreen, expectAccessible } from './helpers';
import { readApi } from './flow';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

interface Player {
  id: string;
  name: string;
  resultCode: string;
}
interface MatchState {
  rolls: { a: number; b: number }[];
  first: 'a' | 'b' | null;
  toMove: { side: 'a' | 'b'; role: 'defend' | 'attack' } | null;
  pending: { side: 'a' | 'b'; player: { name: string } } | null;
  games: { a: { id: string }; b: { id: string } }[];
  done: boolean;
}

/** The captains' moves so far: two for each game agreed (the last game takes none), one pending. */
const movesMade = (s: MatchState) => (s.done ? s.games.length - 1 : s.games.length) * 2 + (s.pending ? 1 : 0);
interface RoundView {
  pairings: { table: number; a: string; b: string }[];
  matches: { match: number; a: string; b: string; tables: number[] }[];
}

async function phoneOf(browser: Browser, url: string, player: Player): Promise<Page> {
  const context = await opened.newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${url}#/report`);
  await page.getByLabel('Your name or ITS PIN').fill(player.name);
  await page.getByLabel('Result code').fill(player.resultCode.toLowerCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('my-game')).toBeVisible();
  await page.getByTestId('phone-tab-table').click();
  await expect(page.getByTestId('team-match')).toBeVisible();
  return page;
}

test('two captains roll and pick a team match from their phones; a member sees it without pick buttons', async ({
  browser,
  page: referee,
}) => {
  const server = await opened.startServer({ args: ['--host', '127.0.0.1'] });
  await referee.goto(server.url);
  await readApi(referee, 'events.create', { settings: { name: 'Team Night', playerReporting: 'referee-approves' } });
  await readApi(referee, 'events.updateSettings', { settings: { format: 'teams', teams: { size: 3 } } });
  const TEAMS = { S: 'Sharks', W: 'Wolves', O: 'Owls', F: 'Foxes' };
  for (const [letter, name] of Object.entries(TEAMS)) {
    for (let i = 1; i <= 3; i++) await readApi(referee, 'players.add', { id: `${letter}${i}`, name: `${name} ${i}` });
    const members = [1, 2, 3].map((i) => `${letter}${i}`);
    await readApi(referee, 'teams.add', { id: letter, name, captain: members[0], members });
  }
  await readApi(referee, 'rounds.generate', { seed: 'picks' });
  await readApi(referee, 'rounds.lock', { round: 1 });
  const round = await readApi<RoundView>(referee, 'rounds.get', { round: 1 });
  const match = round.matches[0]!;
  const players = await readApi<Player[]>(referee, 'players.list');
  const player = (id: string) => players.find((p) => p.id === id)!;
  const teamName = (id: string) => TEAMS[id as keyof typeof TEAMS];

  // The desk's Rounds screen: each match's picks in one line.
  await referee.goto(new URL('/#/rounds/1', server.url).href);
  const deskMatch = (n: number) => referee.locator(`[data-testid="team-match"][data-match="${n}"]`);
  const pickLine = (n: number) => deskMatch(n).getByTestId('team-match-pick-state');
  await expect(pickLine(1)).toHaveText('Captains’ picks: Not rolled');

  const captains = {
    a: await phoneOf(browser, server.url, player(`${match.a}1`)),
    b: await phoneOf(browser, server.url, player(`${match.b}1`)),
  };
  const member = await phoneOf(browser, server.url, player(`${match.a}2`));

  // Everyone of the match sees it: both teams, its three games, their own marked.
  for (const page of [captains.a, captains.b, member]) {
    await expect(page.getByTestId('team-match-teams')).toHaveText(`${teamName(match.a)} v ${teamName(match.b)}`);
    await expect(page.getByTestId('team-game')).toHaveCount(3);
  }
  await expect(member.locator('[data-testid="team-game"][aria-current="true"]')).toContainText(
    `${teamName(match.a)} 2`,
  );
  await expect(member.getByTestId('matchups-card')).toHaveCount(0);

  // Captain a rolls; captain b's phone shows the rolls through the live update.
  await expect(captains.a.getByTestId('picks-roll')).toBeVisible();
  await checkScreen(captains.a, 'team-picks-1-roll');
  await captains.a.getByTestId('picks-roll').click();
  await expect(captains.b.getByTestId('picks-rolls')).toBeVisible();
  let state = await readApi<MatchState>(referee, 'matchups.state', { round: 1, match: 1 });
  expect(state.first).not.toBeNull();
  await expect(captains.b.getByTestId('picks-rolls')).toContainText(`${teamName(match[state.first!])} defends first.`);
  const rolled = `Captains’ picks: Rolls ${state.rolls.map((r) => `${r.a}–${r.b}`).join(', ')}: ${teamName(match[state.first!])} defends first · waiting for`;
  await expect(pickLine(1)).toHaveText(`${rolled} ${teamName(match[state.first!])} to put a player forward`);

  // Four moves: defend, answer, defend, answer; the last two players meet without a move.
  for (let move = 0; move < 4; move++) {
    const side = state.toMove!.side;
    const mover = captains[side];
    const waiting = captains[side === 'a' ? 'b' : 'a'];
    await expect(mover.getByTestId('picks-turn')).toHaveText(
      state.toMove!.role === 'defend' ? 'Your turn: put a player forward.' : /^Your turn: choose who meets /,
    );
    await expect(waiting.getByTestId('picks-waiting')).toHaveText(
      `Waiting for the captain of ${teamName(match[side])}.`,
    );
    if (move === 0) {
      await checkScreen(mover, 'team-picks-2-your-turn');
      await checkScreen(waiting, 'team-picks-3-waiting');
    }
    // The last player offered each time: the picked games differ from the roster order paired.
    const button = mover.getByTestId('pick-player').last();
    if (move === 1) {
      // The keyboard: focus the player's button and press Enter.
      await button.focus();
      await mover.keyboard.press('Enter');
    } else await button.click();
    await expect
      .poll(async () =>
        movesMade((state = await readApi<MatchState>(referee, 'matchups.state', { round: 1, match: 1 }))),
      )
      .toBe(move + 1);
    // The phone's move shows on the desk as it is made.
    if (move === 0) {
      const answering = teamName(match[state.toMove!.side]);
      await expect(pickLine(1)).toHaveText(`${rolled} ${answering} to answer ${state.pending!.player.name}`);
    }
  }
  expect(state.done).toBe(true);
  for (const page of Object.values(captains)) await expect(page.getByTestId('picks-done')).toBeVisible();
  await checkScreen(captains.b, 'team-picks-4-done');

  // The referee's round holds the picked games at the match's tables, in pick order.
  const after = await readApi<RoundView>(referee, 'rounds.get', { round: 1 });
  const gamesAt = (r: RoundView, tables = match.tables) =>
    r.pairings.filter((p) => tables.includes(p.table)).map((p) => [p.a, p.b]);
  expect(gamesAt(after)).not.toEqual(gamesAt(round));
  expect(gamesAt(after)).toEqual(state.games.map((g) => [g.a.id, g.b.id]));
  // The member's phone shows the picked games, still without pick buttons.
  const picked = state.games.map((g) => `${player(g.a.id).name} – ${player(g.b.id).name}`);
  for (const [i, text] of picked.entries()) await expect(member.getByTestId('team-game').nth(i)).toContainText(text);
  await expect(member.getByTestId('pick-player')).toHaveCount(0);
  await checkScreen(member, 'team-picks-5-member');
  await expect(pickLine(1)).toHaveText('Captains’ picks: Picked by the captains');

  // The referee runs match 2's picks from the desk for two captains without phones.
  const second = deskMatch(2);
  await second.getByTestId('team-match-picks').click();
  const panel = second.getByTestId('team-picks-panel');
  await expect(panel.getByTestId('team-picks-roll')).toBeFocused();
  await referee.keyboard.press('Enter');
  await expect(pickLine(2)).toContainText('to put a player forward');
  for (let move = 0; move < 4; move++) {
    await expect(panel.getByTestId('team-picks-turn')).toContainText(
      move % 2 === 0 ? 'puts a player forward:' : 'chooses who meets',
    );
    const choice = panel.getByTestId('team-picks-player').last();
    if (move === 1) {
      // Match 1 (picked on the phones) at the top, match 2's panel below it.
      await deskMatch(1).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 100));
      await referee.screenshot({ path: path.resolve('docs/screenshots/team-picks-desk.png') });
      await expectAccessible(referee, 'the captains’ picks panel');
    }
    await choice.click();
    await expect(panel.getByTestId('team-picks-agreed').locator('li')).toHaveCount([0, 1, 1, 3][move]!);
  }
  await expect(panel.getByTestId('team-picks-done')).toHaveText('Picked by the captains');
  await expect(pickLine(2)).toHaveText('Captains’ picks: Picked by the captains');
  await referee.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(second.getByTestId('team-match-picks')).toBeFocused();
  const picked2 = await readApi<MatchState>(referee, 'matchups.state', { round: 1, match: 2 });
  const games = await readApi<RoundView>(referee, 'rounds.get', { round: 1 });
  expect(gamesAt(games, round.matches[1]!.tables)).toEqual(picked2.games.map((g) => [g.a.id, g.b.id]));
});
