/**
 * Issue 15 · Build 3: every screen in Spanish, French and Italian at 1366×768, with nothing
 * overflowing its box, plus the pseudo-locale check: with every catalog string wrapped in ⟦…⟧
 * and 40 % longer, any visible text on a control, heading, label or table header that is not
 * wrapped was not looked up in the catalogs (a hard-coded string), and any box it overflows
 * shows where a longer translation would not fit. Screenshots: Event, Rounds and Standings in
 * each language, into tests/artifacts/e2e/. The scoring wizard, at the desk and on a player's
 * phone, shows the scenario's own texts (name, questions, breakdown lines, rule citations) in
 * Spanish (their `s.*` keys, src/shared/i18n/es/scenarios.ts): lang-es-scoring.png,
 * lang-es-phone-wizard.png; and, at the desk, in the pseudo-locale, where they are catalog strings
 * like any other, so one shown without rendering its key is found: lang-pseudo-scoring.png.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ARTIFACTS, expectNoSideways } from './helpers';
import { readApi } from './flow';
import { startServer } from './server';
import type { RunningServer } from './server';

const SCREENS = ['event', 'players', 'rounds', 'tables', 'standings', 'disputes', 'settings'] as const;
const SHOTS = new Set(['event', 'rounds', 'standings']);
const PLAYERS = ['Aino', 'Bruno', 'Cleo', 'Dario', 'Elif'];

/**
 * A title each printed document shows in each language: the event's language drives its PDFs
 * (every word of every PDF in each language: src/main/pdf/languages.test.ts).
 */
const PDF_TITLES = {
  'control-sheets': {
    es: 'Hoja de Control de Torneo',
    fr: 'Feuille de contrôle de tournoi',
    it: 'Foglio di controllo del torneo',
  },
  'pairing-slips': { es: 'CÓMO PUNTUAR', fr: 'COMMENT COMPTER', it: 'COME SI SEGNA' },
  'round-sheet': {
    es: 'Emparejamientos de la ronda 1',
    fr: 'Appariements de la ronde 1',
    it: 'Accoppiamenti del turno 1',
  },
  'score-sheets': {
    es: 'Hoja de puntuación · Mesa 1',
    fr: 'Feuille de score · Table 1',
    it: 'Foglio punteggio · Tavolo 1',
  },
  standings: {
    es: 'Clasificación tras la ronda 1',
    fr: 'Classement après la ronde 1',
    it: 'Classifica dopo il turno 1',
  },
} as const;

/** What the referee typed (event, players, a club) and numbers: data, not interface text. */
const DATA = new RegExp(`^(?:·\\s*)?(Lingua Cup|Alpha|${PLAYERS.join('|')}|[\\d\\s.,:/–—+#×%()*·-]+)$`);

/** A pairing warning from main (club mates on table 1), as each catalog words it. */
const CLUB_CLASH = { es: 'Mismo club en la mesa 1', fr: 'Même club à la table 1', it: 'Stesso club al tavolo 1' };

/** Rule citations from main, sent as keys and rendered in the display language where shown. */
const FINAL_SCORES = {
  es: 'Puntos de Objetivo: 7 frente a 0. (ITS S11 · Puntuación Final)',
  fr: 'Points d’Objectif : 7 contre 0. (ITS S11 · Scores Finaux)',
  it: 'Punti Obiettivo: 7 contro 0. (ITS S11 · Punteggi Finali)',
};
const ARMY_LISTS = {
  es: '(ITS S11 · Listas de Ejército)',
  fr: '(ITS S11 · Listes d’Armée)',
  it: '(ITS S11 · Liste dell’Esercito)',
};
const AINO_GAME = {
  es: '7–6 PO: Victoria, 2 PT (ITS S11 · Recuento de puntos).',
  fr: '7–6 PO : Victoire, 2 PT (ITS S11 · Décompte des points).',
  it: '7–6 PO: Vittoria, 2 PT (ITS S11 · Conteggio dei punti).',
};
const PRESET_NAME = { es: 'ITS Temporada 11', fr: 'ITS Saison 11', it: 'ITS Stagione 11' };
const LISTS_OF_AINO = { es: 'Listas de Aino', fr: 'Listes de Aino', it: 'Liste di Aino' };

let server: RunningServer | null = null;

test.use({ actionTimeout: 15_000 });

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

async function openScreen(page: Page, screen: string): Promise<void> {
  await page.goto(new URL(`/#/${screen}`, server?.url).href);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForTimeout(150);
}

/** Text boxes whose content is wider than the box and is not cut on purpose (ellipsis). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const boxes = document.querySelectorAll<HTMLElement>(
      'main button, main label, main th, main td, main h1, main h2, main h3, main legend, header a, header button, main select',
    );
    for (const el of boxes) {
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' || el.offsetParent === null) continue;
      const rect = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || rect.right > window.innerWidth + 1) {
        out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
      }
    }
    return out;
  });
}

/**
 * A rule citation with an English segment: in the pseudo-locale every segment after "ITS S11"
 * (or "N4") is marked, "ITS S11 · ⟦Fîñàl Sçörés······⟧", even inside a marked catalog string
 * that holds the citation as a value ("⟦{rule}: … ⟧"); a catalog string's own words are
 * accented ("ÎTS S11 · Byés"), so only a citation shown without rendering its sections matches.
 */
const ENGLISH_CITATION = /(?:\bITS S\d+|\bN\d) · (?!⟦)/;

/**
 * Visible interface text that did not come from the catalogs (pseudo-locale only), and text
 * holding a rule citation shown in English.
 */
async function unwrapped(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const chrome = document.querySelectorAll<HTMLElement>(
      'header, main button, main label, main h1, main h2, main h3, main th, main legend, main summary, main p, main li, main option, main td, main span',
    );
    for (const el of chrome) {
      if (el.offsetParent === null && el.tagName !== 'HEADER') continue;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = (node.textContent ?? '').trim();
        if (text) out.push(text);
      }
    }
    return out;
  });
  return [...new Set(texts)].filter(
    (text) => (/\p{L}/u.test(text) && !text.includes('⟦') && !text.includes('⟧')) || ENGLISH_CITATION.test(text),
  );
}

test('every screen in es, fr and it, and the pseudo-locale check', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Lingua Cup', rounds: 3, date: '2026-11-21' } });
  // Aino and Bruno are club mates, seated together by hand: main warns of the club clash.
  await readApi(page, 'events.updateSettings', { settings: { pairing: { avoidSameClub: 'always' } } });
  const ids: string[] = [];
  for (const name of PLAYERS) {
    const club = name === 'Aino' || name === 'Bruno' ? 'Alpha' : '';
    ids.push((await readApi<{ player: { id: string } }>(page, 'players.add', { name, itsPin: '', club })).player.id);
  }
  await readApi(page, 'rounds.generate', {});
  await readApi(page, 'rounds.setPairings', {
    round: 1,
    pairs: [
      { table: 1, a: ids[0], b: ids[1] },
      { table: 2, a: ids[2], b: ids[3] },
    ],
    bye: ids[4],
  });
  await readApi(page, 'rounds.lock', { round: 1 });
  await readApi(page, 'rounds.setResult', { round: 1, table: 1, op: [7, 6], vp: [200, 180] });
  mkdirSync(ARTIFACTS, { recursive: true });

  for (const lang of ['es', 'fr', 'it'] as const) {
    await readApi(page, 'events.updateSettings', { settings: { language: lang } });
    for (const screen of SCREENS) {
      await openScreen(page, screen);
      await expectNoSideways(page, `${screen} in ${lang}`);
      expect(await overflowing(page), `text overflowing its box on ${screen} in ${lang}`).toEqual([]);
      if (SHOTS.has(screen)) {
        await page.screenshot({ path: path.join(ARTIFACTS, `lang-${lang}-${screen}.png`), fullPage: true });
      }
    }
    for (const [kind, titles] of Object.entries(PDF_TITLES)) {
      const made = await readApi<{ path: string }>(page, 'pdf.generate', {
        kind,
        ...(kind === 'control-sheets' || kind === 'standings' ? {} : { round: 1 }),
      });
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', made.path, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, ' '), `${kind} in ${lang}`).toContain(titles[lang]);
      // The event's day in each document's header (slips have none), day first, never month first.
      if (kind !== 'pairing-slips') expect(text, `${kind} in ${lang}`).toContain('21/11/2026');
    }
    // The Event screen and its date field write the day in the language's order too.
    await openScreen(page, 'event');
    await expect(page.getByTestId('current-event-name').locator('..')).toContainText('Lingua Cup · 21/11/2026');
    const dateLabel = { es: 'Fecha', fr: 'Date', it: 'Data' }[lang];
    const settingsForm = page.locator('section[aria-labelledby="settings-heading"]');
    await expect(settingsForm.getByLabel(dateLabel, { exact: true })).toHaveValue('21/11/2026');
    // Main's messages arrive in the language too: the round's pairing warning, read on Rounds.
    await openScreen(page, 'rounds');
    await expect(page.locator('.warnings li').first()).toContainText(CLUB_CLASH[lang]);
    // The tiebreak between Aino (7 OP) and Elif (bye, 0 OP), both on 2 TP: decided on Objective
    // Points, citing ITS S11 · Final Scores, both in the language.
    await openScreen(page, 'standings');
    // The preset's name in the heading, in the language too.
    await expect(page.locator('main')).toContainText(PRESET_NAME[lang]);
    await page.locator('main table button.small').first().click();
    await expect(page.getByTestId('pair-explanation')).toContainText(FINAL_SCORES[lang]);
    // Aino round by round: her 7–6 game worded in the language, with the preset's rule.
    await page.locator('main table button.link', { hasText: 'Aino' }).click();
    await expect(page.getByTestId('player-explanation')).toContainText(AINO_GAME[lang]);
    // Aino's lists: none yet, so the check of her set of lists warns, citing ITS S11 · Army Lists.
    await openScreen(page, 'players');
    await page.getByRole('button', { name: LISTS_OF_AINO[lang] }).click();
    await expect(page.getByTestId('lists-panel')).toContainText(ARMY_LISTS[lang]);
    // The navigation speaks the language.
    const expected = { es: 'Clasificación', fr: 'Classement', it: 'Classifica' }[lang];
    await expect(page.locator('header nav')).toContainText(expected);
  }

  // Still in Italian: a day typed day first in the date field is kept as that day.
  await openScreen(page, 'event');
  const settingsForm = page.locator('section[aria-labelledby="settings-heading"]');
  await settingsForm.getByLabel('Data', { exact: true }).fill('05.12.26');
  await settingsForm.getByLabel('Data', { exact: true }).press('Tab');
  await expect(settingsForm.getByLabel('Data', { exact: true })).toHaveValue('05/12/2026');
  await settingsForm.locator('button[type="submit"]').click();
  await expect
    .poll(async () => (await readApi<{ settings: { date: string } }>(page, 'events.get', {})).settings.date)
    .toBe('2026-12-05');

  await page.evaluate(() => localStorage.setItem('its-ref.pseudo-locale', '1'));
  await page.reload();
  const problems: string[] = [];
  // The projector view too (the round's clock and pairings, full screen).
  for (const screen of [...SCREENS, 'projector']) {
    await openScreen(page, screen);
    if (screen === 'players') {
      // A refusal from main shown next to the form (a name of spaces): it must come from the catalogs too.
      const form = page.locator('section[aria-labelledby="register-heading"] form');
      await form.getByRole('textbox').first().fill('   ');
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('register-feedback').getByRole('alert')).toBeVisible();
      // Aino's lists: none yet, so the check of her set of lists warns, citing ITS S11 · Army Lists
      // (a citation is a catalog string joining its sections, each marked on its own).
      await page.getByRole('button', { name: /^⟦Lîsts öf Aino/ }).click();
      await expect(page.getByTestId('lists-panel')).toContainText('ITS S11 · ⟦Årmy Lîsts');
    }
    if (screen === 'standings') {
      // Both explanations open: Aino round by round, and why Elif ranks under her.
      await page.locator('main table button.link', { hasText: 'Aino' }).click();
      await page.locator('main table button.small').first().click();
      await expect(page.getByTestId('player-explanation')).toContainText('ITS S11 · ⟦');
      await expect(page.getByTestId('pair-explanation')).toContainText('ITS S11 · ⟦');
    }
    for (const text of await unwrapped(page)) if (!DATA.test(text)) problems.push(`${screen}: "${text}"`);
    for (const box of await overflowing(page)) problems.push(`${screen}: overflow ${box}`);
    if (SHOTS.has(screen)) {
      await page.screenshot({ path: path.join(ARTIFACTS, `lang-pseudo-${screen}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem('its-ref.pseudo-locale'));
  expect(problems, 'interface text not from the catalogs, or overflowing, in the pseudo-locale').toEqual([]);
});

// ITS S11 · Acquisition: A 2 Activated Antennas (2) + Tech-Coffin (3) + Classified (1) = 6; B 1.
const ACQUISITION_FACTS = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};

/**
 * Aino v Bruno in round 1 (Acquisition), locked, with no result yet: the game a wizard or a phone
 * opens. Returns its table.
 */
async function pairedAcquisitionGame(page: Page, settings: Record<string, unknown> = {}): Promise<number> {
  await readApi(page, 'events.create', { settings: { name: 'Lingua Cup', rounds: 3 } });
  await readApi(page, 'events.updateSettings', {
    settings: { scenarios: ['acquisition', 'annihilation', 'frontline'], ...settings },
  });
  for (const name of ['Aino', 'Bruno']) await readApi(page, 'players.add', { name, itsPin: '' });
  const { round } = await readApi<{ round: { pairings: { table: number }[] } }>(page, 'rounds.generate', {});
  await readApi(page, 'rounds.lock', { round: 1 });
  return round.pairings[0]!.table;
}

/** The same game scored through the wizard's API with ACQUISITION_FACTS. Returns its table. */
async function scoredAcquisitionGame(page: Page, settings: Record<string, unknown> = {}): Promise<number> {
  const table = await pairedAcquisitionGame(page, settings);
  await readApi(page, 'scoring.commit', {
    round: 1,
    table,
    facts: ACQUISITION_FACTS,
    confirmedByA: true,
    confirmedByB: true,
  });
  return table;
}

test('the scoring wizard in Spanish: scenario name, questions, breakdown lines and rules', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  const table = await scoredAcquisitionGame(page, { language: 'es' });
  await page.reload();
  await page.evaluate((t) => (location.hash = `#/score/1/${t}`), table);
  const main = page.locator('main');
  await expect(main).toContainText('Adquisición');
  // The question "Communication Antennas Activated by this player", its rule and an option.
  await expect(main).toContainText('Antenas de Transmisión Activadas por este jugador');
  await expect(main).toContainText('ITS S11 · Adquisición · Activar Antena de Transmisión');
  // A choice's options are radio buttons with their whole text (never cut in a closed select).
  await expect(main.locator('.choice', { hasText: 'Antes de tiempo, por ¡Retirada!' })).toHaveCount(1);
  // The breakdown: "Controls the Tech-Coffin", 3 OP, and "2 × 1" beside the Antennas.
  const breakdown = page.getByTestId('breakdown-a').first();
  await expect(breakdown).toContainText('Controla el Tech-Coffin');
  await expect(breakdown).toContainText('Antenas de Transmisión Activadas');
  await expect(breakdown).toContainText('ITS S11 · Adquisición · Objetivos Principales');
  await expect(main).not.toContainText('Communication Antennas');
  expect(await overflowing(page), 'text overflowing its box in the Spanish wizard').toEqual([]);
  await expectNoSideways(page, 'the scoring wizard in es');
  await page.screenshot({ path: path.join(ARTIFACTS, 'lang-es-scoring.png'), fullPage: true });
});

test('the scoring wizard in the pseudo-locale: the scenario’s own texts are marked like the catalogs’', async ({
  page,
}) => {
  server = await startServer();
  await page.goto(server.url);
  const table = await scoredAcquisitionGame(page);
  await page.evaluate(() => localStorage.setItem('its-ref.pseudo-locale', '1'));
  await page.reload();
  await page.evaluate((t) => (location.hash = `#/score/1/${t}`), table);
  const main = page.locator('main');
  try {
    // Worked by hand from src/shared/pseudoLocale.ts: accented, 40 % longer in "·", in ⟦…⟧.
    await expect(main).toContainText('⟦Åçqüîsîtîöñ·····⟧');
    const problems: string[] = [];
    for (const text of await unwrapped(page)) if (!DATA.test(text)) problems.push(`"${text}"`);
    for (const box of await overflowing(page)) problems.push(`overflow ${box}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'lang-pseudo-scoring.png'), fullPage: true });
    expect(problems, 'text not from the catalogs, or overflowing, in the pseudo-locale wizard').toEqual([]);
    await expectNoSideways(page, 'the scoring wizard in the pseudo-locale');
    // A rule citation segment by segment ("ITS S11" stays) and a breakdown line.
    await expect(main).toContainText('ITS S11 · ⟦Åçqüîsîtîöñ·····⟧ · ');
    await expect(page.getByTestId('breakdown-a').first()).toContainText('⟦Çöñtröls thé Téçh-Çöffîñ··········⟧');
  } finally {
    await page.evaluate(() => localStorage.removeItem('its-ref.pseudo-locale'));
  }
});

test('the phone report page in Spanish: the scenario and the wizard’s questions and breakdown', async ({ browser }) => {
  server = await startServer({ args: ['--host', '127.0.0.1'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const referee = await context.newPage();
    await referee.goto(server.url);
    await pairedAcquisitionGame(referee, { language: 'es', playerReporting: 'referee-approves' });
    const players = await readApi<{ name: string; resultCode: string }[]>(referee, 'players.list');
    const me = players[0]!;

    const phone = await context.newPage();
    await phone.goto(`${server.url}#/report`);
    await phone.getByLabel('Tu nombre o PIN ITS').fill(me.name);
    await phone.getByLabel('Código de resultado').fill(me.resultCode.toLowerCase());
    await phone.getByRole('button', { name: 'Acceder' }).click();
    const game = phone.getByTestId('my-game');
    await expect(game).toContainText('Adquisición');
    await phone.getByTestId('open-wizard').click();
    const wizard = phone.getByTestId('phone-wizard');
    await expect(wizard).toContainText('Antenas de Transmisión Activadas por este jugador');
    await expect(wizard).toContainText('ITS S11 · Adquisición · Activar Antena de Transmisión');
    await expect(wizard.getByTestId('breakdown-a')).toContainText('Controla el Tech-Coffin');
    await expect(wizard).not.toContainText('Communication Antennas');
    await expectNoSideways(phone, 'the phone wizard in es');
    await phone.screenshot({ path: path.join(ARTIFACTS, 'lang-es-phone-wizard.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('the phone pages in the pseudo-locale: the public page, a player’s sign-in, game and wizard', async ({
  browser,
}) => {
  // Bound to every interface with a PIN, as at a venue: the phone on loopback is a visitor.
  server = await startServer({ args: ['--host', '0.0.0.0', '--pin', '2468'] });
  const desk = await browser.newPage();
  await desk.goto(server.url);
  await readApi(desk, 'auth.signIn', { pin: '2468' });
  await pairedAcquisitionGame(desk, { playerReporting: 'referee-approves' });
  const me = (await readApi<{ name: string; resultCode: string }[]>(desk, 'players.list'))[0]!;
  await desk.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('its-ref.pseudo-locale', '1'));
  const phone = await context.newPage();
  const problems: string[] = [];
  const check = async (where: string) => {
    await phone.waitForTimeout(150);
    for (const text of await unwrapped(phone)) if (!DATA.test(text)) problems.push(`${where}: "${text}"`);
    for (const box of await overflowing(phone)) problems.push(`${where}: overflow ${box}`);
    await expectNoSideways(phone, `${where} in the pseudo-locale`);
  };
  try {
    await phone.goto(server.url);
    await expect(phone.getByRole('searchbox')).toBeVisible();
    await check('find my table');
    await phone.getByTestId('phone-tab-pairings').click();
    await expect(phone.getByTestId('public-pairings')).toContainText(me.name);
    await check('public page');
    await phone.screenshot({ path: path.join(ARTIFACTS, 'lang-pseudo-public.png'), fullPage: true });
    await phone.getByTestId('phone-tab-report').click();
    const signIn = phone.getByTestId('player-sign-in');
    await expect(signIn).toBeVisible();
    await check('player sign-in');
    await signIn.locator('input').nth(0).fill(me.name);
    await signIn.locator('input').nth(1).fill(me.resultCode);
    await signIn.locator('button[type="submit"]').click();
    await expect(phone.getByTestId('my-game')).toContainText('⟦Åçqüîsîtîöñ·····⟧');
    await check('my game');
    await phone.getByTestId('open-wizard').click();
    await expect(phone.getByTestId('phone-wizard')).toBeVisible();
    await check('phone wizard');
    await phone.screenshot({ path: path.join(ARTIFACTS, 'lang-pseudo-phone-wizard.png'), fullPage: true });
    expect(problems, 'phone text not from the catalogs, or overflowing, in the pseudo-locale').toEqual([]);
  } finally {
    await context.close();
  }
});

test('the tracker in Spanish: the Retreat! threshold and what to do next, worded from the game', async ({ page }) => {
  server = await startServer();
  await page.goto(server.url);
  await readApi(page, 'events.create', { settings: { name: 'Lingua Cup', rounds: 3 } });
  await readApi(page, 'events.updateSettings', { settings: { language: 'es' } });
  const ids: string[] = [];
  for (const name of ['Aino', 'Bruno']) {
    ids.push((await readApi<{ player: { id: string } }>(page, 'players.add', { name, itsPin: '' })).player.id);
  }
  // Aino's list says 400 points in its header; the Mid-Tier round's 300 count (N3 · Retreat!: 25 %, 75).
  const lt = { name: 'Captain', cost: 10, skills: { lieutenant: true } };
  await readApi(page, 'lists.add', { playerId: ids[0], pointsLimit: 400, groups: [{ number: 1, troopers: [lt] }] });
  await readApi(page, 'lists.add', { playerId: ids[1], groups: [{ number: 1, troopers: [lt] }] });
  const { round } = await readApi<{ round: { pairings: { table: number }[] } }>(page, 'rounds.generate', {});
  await readApi(page, 'rounds.lock', { round: 1 });
  const table = round.pairings[0]!.table;
  await readApi(page, 'tables.start', { round: 1, table });
  await page.reload();
  await page.evaluate((t) => (location.hash = `#/tables/1/${t}`), table);
  const basis = page.getByTestId('retreat-basis');
  await expect(basis).toHaveCount(2);
  const quarter = '25 % de los 300 Puntos de Ejército de la ronda, redondeado hacia arriba: 75 (N3 · ¡Retirada!).';
  for (const li of await basis.all()) await expect(li).toContainText(quarter);
  await expect(
    basis.filter({ hasText: 'La cabecera de la lista dice 400 puntos; cuentan los puntos de la ronda.' }),
  ).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText('Army Points');
  // What to do next, in Spanish, and once the game starts, by the first player's name.
  const prompt = page.getByTestId('tracker-prompt');
  await expect(prompt).toHaveText(
    'Despliegue: anota cómo se despliega cada soldado y empieza la partida con el jugador que tiene el primer turno.',
  );
  await page.screenshot({ path: path.join(ARTIFACTS, 'lang-es-tracker.png'), fullPage: true });
  await page.getByRole('radio', { name: 'Bruno' }).check();
  await page.getByRole('button', { name: 'Despliegue hecho: empezar la partida' }).click();
  await expect(prompt).toHaveText('Bruno: Uso Ejecutivo de Fichas de Mando; después, avanza.');
});
