/**
 * The audit log's summaries travel as keyed messages. The event file keeps
 * the English `summary` (the CLI, older readers) plus `summaryI18n`; the screens render the key
 * in the referee's language. An event file written before summaries had keys still opens and
 * shows its English summary. Expected texts are worked by hand from the es/fr/it catalogs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditSummaryIn, english, msg, wordList } from '../../shared/messages';
import { en as MESSAGES } from '../../shared/i18n/en';
import type { Renderer } from '../../shared/messages';
import { es } from '../../shared/i18n/es';
import { fr } from '../../shared/i18n/fr';
import { it as italian } from '../../shared/i18n/it';
import type { GameEventInput } from '../../shared/api/tables';
import { PlayerSchema, RoundSchema } from '../../shared/model';
import { lieutenant, list, trooper } from '../../core/rules/game/testLists';
import { nameIn } from './names';
import { createTestContext } from './testing';

/** The renderer's catalogs, as `lib/i18n.ts` reads them (numbers below 10 000 as written). */
const RENDERERS: Record<'en' | 'es' | 'fr' | 'it', Renderer> = {
  en: { template: (key) => (MESSAGES as Record<string, string>)[key], number: String },
  es: { template: (key) => (es as Record<string, string>)[key], number: String },
  fr: { template: (key) => (fr as Record<string, string>)[key], number: String },
  it: { template: (key) => (italian as Record<string, string>)[key], number: String },
};

async function eventWithResult() {
  const t = createTestContext();
  const created = await t.newEvent({ rounds: 3 });
  for (const [id, name] of [
    ['p1', 'Ana'],
    ['p2', 'Björn'],
    ['p3', 'Cleo'],
    ['p4', 'Dario'],
  ] as const) {
    await t.ok('players.add', { id, name });
  }
  const round = (await t.ok('rounds.generate', { seed: 'fixed' })).round;
  await t.ok('rounds.lock', { round: 1 });
  const first = round.pairings[0]!;
  await t.ok('rounds.setResult', { round: 1, table: first.table, op: [7, 3], vp: [210, 150], fromSlip: true });
  const event = await t.ok('events.get', {});
  const name = (id: string) => event.players.find((p) => p.id === id)!.name;
  return { t, path: created.path, event, table: first.table, a: name(first.a), b: name(first.b) };
}

function inLanguage(lang: keyof typeof RENDERERS, entry: Parameters<typeof auditSummaryIn>[0]): string {
  return auditSummaryIn(entry, RENDERERS[lang]);
}

/** The entry's summary as each translation words it. */
function wordedIn(entry: Parameters<typeof auditSummaryIn>[0]): Record<'es' | 'fr' | 'it', string> {
  return { es: inLanguage('es', entry), fr: inLanguage('fr', entry), it: inLanguage('it', entry) };
}

/** A keyed summary as the event file keeps it reads `inEnglish`, and `translated` in es/fr/it. */
function expectWorded(
  summary: ReturnType<typeof msg>,
  inEnglish: string,
  translated: Record<'es' | 'fr' | 'it', string>,
): void {
  const entry = { summary: english(summary), summaryI18n: summary };
  expect(entry.summary).toBe(inEnglish);
  expect(wordedIn(entry)).toEqual(translated);
}

describe('audit summaries in the referee’s language', () => {
  it('saves the English summary and its key; renders it in es/fr/it word for word', async () => {
    const { t, event, table, a, b } = await eventWithResult();
    const registered = event.audit.find((e) => e.method === 'players.add')!;
    const locked = event.audit.find((e) => e.method === 'rounds.lock')!;
    const result = event.audit.at(-1)!;
    expect(registered.summary).toBe('Player Ana registered');
    expect(registered.summaryI18n).toEqual({ key: 'm.audit.playerRegistered', params: { name: 'Ana' } });
    expect(result.summary).toBe(`Round 1 table ${table}: ${a} 7–3 ${b} OP (2–0 TP), entered from the signed slip`);
    expect(result.summaryI18n?.key).toBe('m.audit.result');

    expect(wordedIn(registered)).toEqual({
      es: 'Jugador Ana inscrito',
      fr: 'Joueur Ana inscrit',
      it: 'Giocatore Ana iscritto',
    });
    expect(wordedIn(locked)).toEqual({
      es: 'Emparejamientos de la ronda 1 bloqueados y publicados',
      fr: 'Appariements de la ronde 1 verrouillés et publiés',
      it: 'Abbinamenti del turno 1 bloccati e pubblicati',
    });
    expect(wordedIn(result)).toEqual({
      es: `Ronda 1 mesa ${table}: ${a} 7–3 ${b} PO (2–0 PT), introducido desde la hoja firmada`,
      fr: `Ronde 1 table ${table} : ${a} 7–3 ${b} PO (2–0 PT), saisi depuis la feuille signée`,
      it: `Turno 1 tavolo ${table}: ${a} 7–3 ${b} PO (2–0 PT), inserito dal foglio firmato`,
    });
    expect(inLanguage('en', result)).toBe(result.summary);

    // Undoing a keyed change keeps the key too: "Undo: …" in English, "Deshecho: …" in Spanish.
    await t.ok('audit.undo', {});
    const undo = (await t.ok('events.get', {})).audit.at(-1)!;
    expect(undo.summary).toBe(`Undo: ${result.summary}`);
    expect(inLanguage('es', undo)).toBe(
      `Deshecho: Ronda 1 mesa ${table}: ${a} 7–3 ${b} PO (2–0 PT), introducido desde la hoja firmada`,
    );

    await t.ok('rounds.setTimer', { round: 1, action: 'start', durationSec: 7200 });
    const timer = (await t.ok('events.get', {})).audit.at(-1)!;
    expect(timer.summary).toBe('Round 1 timer: start');
    expect(wordedIn(timer)).toEqual({
      es: 'Reloj de la ronda 1: iniciado',
      fr: 'Chrono de la ronde 1 : démarré',
      it: 'Timer del turno 1: avviato',
    });
  });

  it('keeps plurals and nested parts in each language (a sheet import, a referee’s ruling)', () => {
    const imported = msg('m.audit.imported', { n: 2, refused: msg('m.audit.refused', { n: 1 }) });
    expectWorded(imported, '2 players registered from a sheet (1 row refused)', {
      es: '2 jugadores inscritos desde una hoja (1 fila rechazada)',
      fr: '2 joueurs inscrits depuis un tableau (1 ligne refusée)',
      it: '2 giocatori iscritti da un foglio (1 riga rifiutata)',
    });
    const target = msg('m.audit.target.total', { player: msg('m.side.b') });
    const ruling = msg('m.audit.ruling', { round: 2, table: 3, points: 4, target });
    expect(english(ruling)).toBe('Round 2 table 3: referee’s ruling 4 OP (Player B’s total)');
    expect(inLanguage('es', { summary: english(ruling), summaryI18n: ruling })).toBe(
      `Ronda 2 mesa 3: decisión del árbitro 4 PO (total de ${es['m.side.b']})`,
    );
  });

  it('lists changed settings as words of each language', () => {
    const what = wordList([
      msg('m.audit.setting.venue'),
      msg('m.audit.setting.extras'),
      msg('m.audit.setting.language'),
    ]);
    const changed = msg('m.audit.settingsChanged', { what });
    expectWorded(changed, 'Event settings changed: venue, extras, language', {
      es: 'Ajustes del evento cambiados: sede, extras del evento, idioma',
      fr: 'Paramètres de l’événement modifiés : lieu, extras de l’événement, langue',
      it: 'Impostazioni dell’evento modificate: sede, extra dell’evento, lingua',
    });
  });

  it('names the player and translates the game tracker’s states (Dead, game started)', async () => {
    const t = createTestContext();
    await t.newEvent({ tier: 'mid' });
    // Players, lists and the round belong to other domains; written straight into the event.
    await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.arrange' }, (draft) => {
      draft.players.push(PlayerSchema.parse({ id: 'p1', name: 'Ana' }), PlayerSchema.parse({ id: 'p2', name: 'Bo' }));
      draft.lists.push(
        list('L1', 'p1', 300, [{ number: 1, troopers: [lieutenant('lt', 40)] }]),
        list('L2', 'p2', 300, [{ number: 1, troopers: [lieutenant('lt2', 50), trooper('big', 150)] }]),
      );
      draft.rounds.push(
        RoundSchema.parse({
          number: 1,
          tier: 'mid',
          scenarioId: 'annihilation',
          pairings: [{ table: 4, a: 'p1', b: 'p2' }],
        }),
      );
      return { result: undefined, summary: 'arrange' };
    });
    await t.ok('tables.start', { round: 1, table: 4, rules: { dataTracker: false } });
    const dispatch = (event: GameEventInput) => t.ok('tables.dispatch', { round: 1, table: 4, event });
    await dispatch({ type: 'start-game', firstPlayer: 'a' });
    await dispatch({ type: 'set-status', side: 'b', trooper: 'big', status: 'dead' });
    const audit = (await t.ok('events.get', {})).audit.filter((e) => e.method === 'tables.dispatch');
    const [started, dead] = audit;
    expect(started!.summary).toBe('Table 4: game started, Ana first');
    expect(dead!.summary).toBe('Table 4, Bo: big → Dead');
    expect(dead!.summaryI18n?.key).toBe('m.audit.trooperStatus');

    expect(wordedIn(started!)).toEqual({
      es: 'Mesa 4: partida iniciada, empieza Ana',
      fr: 'Table 4 : partie commencée, Ana joue en premier',
      it: 'Tavolo 4: partita iniziata, Ana gioca per primo',
    });
    expect(wordedIn(dead!)).toEqual({
      es: 'Mesa 4, Bo: big → Muerto',
      fr: 'Table 4, Bo : big → Mort',
      it: 'Tavolo 4, Bo: big → Morto',
    });
  });

  it('says “a removed player” in the reader’s language', () => {
    const state = { players: [{ id: 'p1', name: 'Ana' }] };
    const summary = msg('m.audit.swapped', { round: 2, a: nameIn(state, 'p1'), b: nameIn(state, 'p9') });
    expectWorded(summary, 'Round 2: Ana and a removed player swapped', {
      es: 'Ronda 2: Ana y un jugador eliminado intercambiados',
      fr: 'Ronde 2 : Ana et un joueur supprimé échangés',
      it: 'Turno 2: Ana e un giocatore rimosso scambiati',
    });
  });

  it('opens an event file written before summaries had keys and shows its English summary', async () => {
    const { t, path } = await eventWithResult();
    await t.ok('events.close', {});
    // Written with keys, the file opens with them (the fast parser keeps them as zod does).
    await t.ok('events.open', { path });
    const reopened = (await t.ok('events.get', {})).audit.find((e) => e.method === 'rounds.lock')!;
    expect(inLanguage('it', reopened)).toBe('Abbinamenti del turno 1 bloccati e pubblicati');
    await t.ok('events.close', {});
    const file = JSON.parse(readFileSync(path, 'utf8')) as { audit: Record<string, unknown>[] };
    for (const entry of file.audit) delete entry.summaryI18n;
    writeFileSync(path, JSON.stringify(file));

    await t.ok('events.open', { path });
    const audit = (await t.ok('events.get', {})).audit;
    const registered = audit.find((e) => e.summary === 'Player Ana registered')!;
    expect(registered.summaryI18n).toBeUndefined();
    expect(inLanguage('es', registered)).toBe('Player Ana registered');
    // Undoing an old entry writes the English "Undo: …" without a key.
    await t.ok('audit.undo', {});
    const undo = (await t.ok('events.get', {})).audit.at(-1)!;
    expect(undo.summary).toMatch(/^Undo: Round 1 table \d+: .* 7–3 .* OP \(2–0 TP\), entered from the signed slip$/);
    expect(undo.summaryI18n).toBeUndefined();
    expect(inLanguage('fr', undo)).toBe(undo.summary);
  });
});
