/**
 * What main says reaches the referee in people's
 * words and in their language. A scripted event goes through the real registry and provokes the
 * errors and warnings a referee meets most (registration, pairing, results, closing, the
 * tracker, the scoring wizard, army lists, finishing); then
 *   - no message, warning or audit summary names an internal id (`p3`), an API method
 *     (`tables.start`), a field path (`a.suppliesControlled`, `listB`) or a parameter name;
 *   - every error and warning carries its key, and renders in Spanish, French and Italian as
 *     the catalogs say, with a sample checked word for word (worked by hand from the catalogs).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiParams } from '../../src/shared/api';
import type { ApiErrorBody } from '../../src/shared/errors';
import { hostname } from 'node:os';
import { english, localizeAnswer, renderMessage } from '../../src/shared/messages';
import type { MessageRef, Renderer, Said } from '../../src/shared/messages';
import { es } from '../../src/shared/i18n/es';
import { fr } from '../../src/shared/i18n/fr';
import { it as italian } from '../../src/shared/i18n/it';
import { createTestContext } from '../../src/main/api/testing';
import { holderMessage } from '../../src/main/store/lock';

const METHODS = Object.keys(apiParams);

/** Why a text is not in people's words, or null. */
function leak(text: string): string | null {
  const method = METHODS.find((m) => text.includes(m));
  if (method) return `names the API method ${method}`;
  if (/\bp\d+\b/.test(text)) return 'names a player by internal id';
  if (/\b(?:[ab]|game|rounds\.\d+\.[ab])\.[a-z]/.test(text)) return 'names a field path';
  if (/\blist[AB]\b/.test(text)) return 'names listA/listB';
  if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(text)) return 'names a parameter (camelCase word)';
  if (/\b[a-z]+(?:-[a-z]+)+\b/.test(text) && /\((?:[a-z]+-)+[a-z]+\)/.test(text)) return 'names a scenario id';
  return null;
}

interface Collected {
  what: string;
  error: ApiErrorBody;
}

const errors: Collected[] = [];
const warnings: Said[] = [];
const summaries: string[] = [];
let undoneAt = '';

beforeAll(async () => {
  const t = createTestContext();
  const refuse = async (what: string, method: string, params: unknown) => {
    const res = await t.call(method, params);
    if (!('error' in res)) throw new Error(`${what}: expected a refusal from ${method}`);
    errors.push({ what, error: res.error });
  };
  await t.newEvent({ rounds: 3, scenarios: ['supplies', 'acquisition', 'frontline'] });
  await t.ok('events.updateSettings', { settings: { pairing: { avoidSameClub: 'always' } } });
  const ids: string[] = [];
  for (const [name, club, itsPin] of [
    ['Ana', 'Alpha', '1001'],
    ['Bruno', 'Alpha', '1002'],
    ['Cleo', 'Beta', '1003'],
    ['Dario', 'Beta', '1004'],
    ['Elif', '', '1005'],
  ] as const) {
    ids.push((await t.ok('players.add', { name, club, itsPin, checkedIn: true })).player.id);
  }
  const [ana, bruno, cleo, dario, elif] = ids as [string, string, string, string, string];
  /** A hand pairing of round 1: Ana and Bruno at table 1, `second` at table 2. */
  const roundOne = (second: [string, string], bye: string | null) => ({
    round: 1,
    pairs: [
      { table: 1, a: ana, b: bruno },
      { table: 2, a: second[0], b: second[1] },
    ],
    bye,
  });

  await refuse('same ITS PIN', 'players.add', { name: 'Zed', itsPin: '1001' });
  await refuse('empty name', 'players.add', { name: '   ' });
  await refuse('too few rounds', 'events.updateSettings', { settings: { rounds: 1 } });
  await refuse('result before pairing', 'rounds.setResult', { round: 1, table: 1, op: [5, 3], vp: [200, 100] });
  await refuse('finish too early', 'events.finish', {});
  await refuse('clock not started', 'rounds.setTimer', { round: 1, action: 'pause' });

  await t.ok('rounds.generate', { seed: 'messages' });
  await refuse('result on a draft', 'rounds.setResult', { round: 1, table: 1, op: [5, 3], vp: [200, 100] });
  await refuse('swap with themself', 'rounds.swap', { round: 1, a: ana, b: ana });
  await refuse('placed twice', 'rounds.setPairings', roundOne([ana, cleo], elif));
  // A legal hand pairing that breaks two rules: club mates together, Dario left out.
  await t.ok('rounds.setPairings', roundOne([cleo, elif], null));
  await t.ok('rounds.setPairings', roundOne([cleo, dario], elif));
  await t.ok('rounds.lock', { round: 1 });
  await refuse('lock twice', 'rounds.lock', { round: 1 });
  await refuse('accept a report nobody sent', 'reports.accept', { round: 1, table: 2 });
  await refuse('VP above the game’s bound', 'rounds.setResult', { round: 1, table: 1, op: [5, 3], vp: [9999, 100] });
  await refuse('no such table', 'rounds.setResult', { round: 1, table: 9, op: [5, 3], vp: [200, 100] });
  await refuse('close with tables missing', 'rounds.close', { round: 1 });
  await refuse('pair the next round early', 'rounds.generate', {});
  await refuse('tracker not started', 'tables.get', { round: 1, table: 1 });
  await refuse('tracker without lists', 'tables.start', { round: 1, table: 1 });
  await refuse('contradictory facts', 'scoring.preview', {
    scenarioId: 'supplies',
    tier: 'mid',
    facts: { a: { suppliesControlled: 3 }, b: { suppliesControlled: 3 } },
    names: { a: 'Ana', b: 'Bruno' },
  });
  await refuse('facts out of range', 'scoring.preview', {
    scenarioId: 'supplies',
    tier: 'mid',
    facts: { a: { suppliesControlled: 9 }, b: {} },
  });
  await refuse('unreadable army code', 'lists.importCode', { playerId: ana, code: '%%%' });
  await refuse('pasted rows that cannot be read', 'lists.importCsv', { playerId: ana, text: 'Bad cost;ten;0;1;' });
  await refuse('a unit catalog that is not JSON', 'catalogs.import', { sectorialId: 1, json: '{units:' });
  await refuse('army code for nobody', 'lists.importCode', { playerId: 'p99', code: 'abc' });
  await refuse('drop nobody', 'players.drop', { id: 'p99' });
  await t.ok('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [250, 120] });
  await refuse('a different result', 'rounds.setResult', { round: 1, table: 1, op: [3, 7], vp: [120, 250] });
  await t.ok('players.drop', { id: dario });
  await refuse('drop twice', 'players.drop', { id: dario });
  await refuse('remove a paired player', 'players.remove', { id: ana });
  await refuse('move the bye of a locked round', 'rounds.moveToBye', { round: 1, player: ana });
  // Army list checks: a Top-Tier list in a Mid-Tier event, without a Lieutenant; one list of two.
  await t.ok('lists.add', { playerId: ana, name: 'Ana’s list', pointsLimit: 400, swc: 8 });
  const checked = await t.ok('lists.validate', {});
  for (const list of [...checked.lists, ...checked.players]) warnings.push(...(list.issues as Said[]));
  // Registration rows from a sheet.
  const preview = await t.ok('players.importPreview', { text: 'Name,ITS PIN\n,77\nZed,1001\nAna,\n' });
  for (const row of preview.rows) warnings.push(...(row.problems as Said[]));

  await refuse('undo a change that does not exist', 'audit.undo', { revision: 999 });
  await refuse('redo with nothing undone', 'audit.redo', {});
  await refuse('a unit library without its metadata', 'catalogs.importLibrary', {
    files: [{ name: 'units-501.json', text: '{}' }],
    label: 'Saved units',
  });
  const event = await t.ok('events.get', {});
  for (const round of event.rounds) warnings.push(...(round.warnings as Said[]));
  const audit = await t.ok('audit.list', {});
  summaries.push(...audit.map((e) => e.summary));
  // A second referee undoing the first one's newest change is asked to confirm, told when it was made.
  const [newest] = audit.slice(-1);
  (t.ctx as { actor: string }).actor = 'Referee Bea';
  const asked = await t.call('audit.undo', { revision: newest!.revision });
  if (!('error' in asked)) throw new Error('undoing another referee’s change was not refused');
  errors.push({ what: 'undo another referee’s change', error: asked.error });
  undoneAt = newest!.at;
});

describe('messages in people’s words', () => {
  it('provokes the refusals and warnings the check reads', () => {
    expect(errors.length).toBeGreaterThanOrEqual(25);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(summaries.length).toBeGreaterThanOrEqual(10);
  });

  it('names no internal id, API method, field path or parameter in any error', () => {
    const bad = errors.flatMap(({ what, error }) => {
      const why = leak(error.message);
      return why ? [`${what}: ${why} — "${error.message}"`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('names none in a pairing warning or an audit summary', () => {
    const bad = [...warnings.map((w) => w.message), ...summaries].flatMap((text) => {
      const why = leak(text);
      return why ? [`${why} — "${text}"`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('sends every error and warning as a key the catalogs translate', () => {
    const unkeyed = [
      ...errors.filter((e) => !e.error.i18n).map((e) => `${e.what}: "${e.error.message}"`),
      ...warnings.filter((w) => !w.i18n).map((w) => w.message),
    ];
    expect(unkeyed).toEqual([]);
  });

  it('names the players of a contradiction by name and the questions as the wizard asks them', () => {
    const clash = errors.find((e) => e.what === 'contradictory facts')?.error;
    expect(clash?.message).toBe(
      'These answers for Supplies contradict each other: “Supply Boxes Controlled” (Ana); “Supply Boxes Controlled” (Bruno): more than the 3 Supply Boxes in the game',
    );
  });
});

/** The sample, as each catalog words it (worked by hand from es.ts, fr.ts and it.ts). */
type Language = 'es' | 'fr' | 'it';

/** What the renderer's API client does with an answer (src/renderer/src/lib/i18n.ts). */
const renderers: Record<Language, Renderer> = {
  es: { template: (key) => (es as Record<string, string>)[key], number: String, locale: 'es-ES' },
  fr: { template: (key) => (fr as Record<string, string>)[key], number: String, locale: 'fr-FR' },
  it: { template: (key) => (italian as Record<string, string>)[key], number: String, locale: 'it-IT' },
};

const SAMPLE: Record<Language, Record<string, string>> = {
  es: {
    'close with tables missing': 'La ronda 1 no se puede cerrar: las mesas 1, 2 no tienen resultado.',
    'VP above the game’s bound':
      'Ronda 1, mesa 1: Los Puntos de Victoria son los Puntos de Ejército supervivientes: como máximo 300 en una partida de 300 Puntos de Ejército (ITS S11 · Puntuación Final).',
    'tracker not started': 'La mesa 1 de la ronda 1 no se está siguiendo; empieza a seguirla primero.',
    'swap with themself': 'Elige dos jugadores distintos para intercambiarlos.',
    'drop twice': 'Dario ya se retiró tras la ronda 1.',
    'accept a report nobody sent': 'Nadie ha comunicado un resultado para la mesa 2.',
    'undo a change that does not exist': 'El cambio 999 no se puede deshacer (es desconocido o ya está deshecho).',
    'a unit library without its metadata':
      'Saved units no tiene metadata.json; guarda los metadatos junto con los archivos de unidades.',
    // The decoder's, the row reader's and JSON's details translated inside the refusal.
    'unreadable army code':
      'El código de ejército no se puede leer: El código de ejército tiene un escape de URL roto (un "%" no seguido de dos dígitos hexadecimales).',
    'pasted rows that cannot be read':
      '1 fila no se puede leer: línea 1: el coste "ten" no es un número entero de puntos.',
    'a unit catalog that is not JSON': 'El catálogo de unidades no es JSON (línea 1, columna 2).',
  },
  fr: {
    'close with tables missing': 'La ronde 1 ne peut pas être close : les tables 1, 2 n’ont pas de résultat.',
    'VP above the game’s bound':
      'Ronde 1, table 1 : Les Points de Victoire sont les Points d’Armée survivants : au plus 300 dans une partie à 300 Points d’Armée (ITS S11 · Scores Finaux).',
    'tracker not started': 'La table 1 de la ronde 1 n’est pas suivie ; commencez d’abord son suivi.',
    'swap with themself': 'Choisissez deux joueurs différents à échanger.',
    'drop twice': 'Dario a déjà abandonné après la ronde 1.',
    'accept a report nobody sent': 'Personne n’a déclaré de résultat pour la table 2.',
    'undo a change that does not exist':
      'La modification 999 ne peut pas être annulée (elle est inconnue ou déjà annulée).',
    'a unit library without its metadata':
      'Saved units n’a pas de metadata.json ; enregistrez les métadonnées avec les fichiers d’unités.',
    'unreadable army code':
      'Le code d’armée est illisible : Le code d’armée contient un échappement d’URL cassé (un « % » non suivi de deux chiffres hexadécimaux).',
    'pasted rows that cannot be read':
      '1 ligne illisible : ligne 1 : le coût « ten » n’est pas un nombre entier de points.',
    'a unit catalog that is not JSON': 'Le catalogue d’unités n’est pas du JSON (ligne 1, colonne 2).',
  },
  it: {
    'close with tables missing': 'Il turno 1 non può essere chiuso: i tavoli 1, 2 non hanno un risultato.',
    'VP above the game’s bound':
      'Turno 1, tavolo 1: I Punti Vittoria sono i Punti Esercito sopravvissuti: al massimo 300 in una partita da 300 Punti Esercito (ITS S11 · Punteggi Finali).',
    'tracker not started': 'Il tavolo 1 del turno 1 non è seguito; avvia prima il suo monitoraggio.',
    'swap with themself': 'Scegli due giocatori diversi da scambiare.',
    'drop twice': 'Dario si è già ritirato dopo il turno 1.',
    'accept a report nobody sent': 'Nessuno ha comunicato un risultato per il tavolo 2.',
    'undo a change that does not exist': 'La modifica 999 non si può annullare (è sconosciuta o già annullata).',
    'a unit library without its metadata':
      'Saved units non ha metadata.json; salva i metadati insieme ai file delle unità.',
    'unreadable army code':
      'Il codice esercito non si può leggere: Il codice esercito ha un escape URL rotto (un "%" non seguito da due cifre esadecimali).',
    'pasted rows that cannot be read': '1 riga non leggibile: riga 1: il costo "ten" non è un numero intero di punti.',
    'a unit catalog that is not JSON': 'Il catalogo delle unità non è JSON (riga 1, colonna 2).',
  },
};

const CLUB_CLASH: Record<Language, string> = {
  es: 'Mismo club en la mesa 1: Ana y Bruno son ambos de Alpha.',
  fr: 'Même club à la table 1 : Ana et Bruno sont tous deux de Alpha.',
  it: 'Stesso club al tavolo 1: Ana e Bruno sono entrambi di Alpha.',
};

describe.each(['es', 'fr', 'it'] as const)('main’s messages in %s', (lang) => {
  const rendered = () => {
    const copy = structuredClone({ errors: errors.map((e) => e.error), warnings });
    localizeAnswer(copy, renderers[lang]);
    return copy;
  };

  it('arrive translated, word for word for a sample', () => {
    const copy = rendered();
    for (const [what, expected] of Object.entries(SAMPLE[lang])) {
      const i = errors.findIndex((e) => e.what === what);
      expect(copy.errors[i]?.message, what).toBe(expected);
    }
    expect(copy.warnings.map((w) => w.message)).toContain(CLUB_CLASH[lang]);
  });

  it('leave no error or warning in English', () => {
    const copy = rendered();
    const english = [
      ...copy.errors.filter((e, i) => e.message === errors[i]?.error.message).map((e) => e.message),
      ...copy.warnings.filter((w, i) => w.message === warnings[i]?.message).map((w) => w.message),
    ];
    expect(english).toEqual([]);
  });

  it('word the newly keyed phone, event-file and unit-library refusals without ids or paths', () => {
    const copy = rendered();
    const samples = [
      'accept a report nobody sent',
      'undo a change that does not exist',
      'a unit library without its metadata',
    ];
    for (const what of samples) {
      const i = errors.findIndex((e) => e.what === what);
      const text = copy.errors[i]?.message ?? '';
      expect(text, what).not.toBe(errors[i]?.error.message);
      expect(leak(text), text).toBeNull();
      expect(text, what).not.toMatch(/[\\/]|\bp\d+\b/);
    }
  });

  it('write the moment of another referee’s change as the language does, never month first', () => {
    const copy = rendered();
    const i = errors.findIndex((e) => e.what === 'undo another referee’s change');
    const at = new Date(undoneAt);
    const clock = [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
    const words = {
      es: `lo hizo local a las ${clock}`,
      fr: `faite par local à ${clock}`,
      it: `fatta da local alle ${clock}`,
    };
    expect(copy.errors[i]?.message).toContain(words[lang]);
  });

  it('write a lock holder’s start day first, in the reader’s language', () => {
    const since = '2026-11-05T12:02:07.000Z';
    const local = new Date(since);
    const clock = `${String(local.getHours()).padStart(2, '0')}:02`;
    const ref = holderMessage({ pid: 4242, hostname: hostname(), program: 'serve', port: 4820, since });
    expect(english(ref)).toBe(`the venue server on this computer, port 4820, since 05/11/2026 ${clock} (process 4242)`);
    const expected = {
      es: `el servidor de la sede en este ordenador, puerto 4820, desde 05/11/2026 ${clock} (proceso 4242)`,
      fr: `le serveur de salle sur cet ordinateur, port 4820, depuis 05/11/2026 ${clock} (processus 4242)`,
      it: `il server della sede su questo computer, porta 4820, dal 05/11/2026 ${clock} (processo 4242)`,
    };
    expect(renderMessage(ref, renderers[lang])).toBe(expected[lang]);
  });

  it('fill nested messages and lists (field labels, problems, player names) in the same language', () => {
    const copy = rendered();
    const clash = copy.errors[errors.findIndex((e) => e.what === 'contradictory facts')];
    const words = { es: 'se contradicen', fr: 'se contredisent', it: 'si contraddicono' }[lang];
    expect(clash?.message).toContain(words);
    expect(clash?.message).toContain('(Ana)');
    const ref = clash?.i18n as MessageRef;
    expect(ref.key).toBe('m.c.contradiction');
  });
});
