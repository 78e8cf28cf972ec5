/**
 * The API client renders main's messages in the referee's language (lib/api.ts calls
 * localizeMessages on every answer): keys from src/shared/messages.ts, values filled in, nested
 * messages in the same language, and main's English kept for a key this build does not know.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { english, msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import { loadLanguage, localizeMessages, setLanguage } from './i18n';

const body = (ref: MessageRef) => ({ error: { code: 'RULES_VIOLATION', message: english(ref), i18n: ref } });

// The screens fetch a language's catalogs when they show it; these tests use all three.
beforeAll(() => Promise.all([loadLanguage('es'), loadLanguage('fr'), loadLanguage('it')]));
afterEach(() => setLanguage('en'));

describe('main’s messages in the renderer', () => {
  const closing = msg('m.close.missing', { round: 2, n: 2, tables: [3, 5] });

  it('renders an error body in the current language', () => {
    setLanguage('fr');
    const answer = body(closing);
    localizeMessages(answer);
    expect(answer.error.message).toBe('La ronde 2 ne peut pas être close : les tables 3, 5 n’ont pas de résultat.');
    setLanguage('it');
    const again = body(closing);
    localizeMessages(again);
    expect(again.error.message).toBe('Il turno 2 non può essere chiuso: i tavoli 3, 5 non hanno un risultato.');
  });

  it('renders warnings inside data, nested messages included, and numbers as the language writes them', () => {
    setLanguage('es');
    const round = {
      warnings: [
        {
          message: 'English',
          i18n: msg('m.warn.clubClash', {
            where: msg('m.where.table', { table: 4 }),
            a: 'Ana',
            b: 'Bruno',
            club: 'Alpha',
          }),
        },
      ],
      issues: [{ message: 'English', i18n: msg('m.list.pointsOver', { cost: 12345, limit: 300 }) }],
    };
    localizeMessages(round);
    expect(round.warnings[0]?.message).toBe('Mismo club en la mesa 4: Ana y Bruno son ambos de Alpha.');
    expect(round.issues[0]?.message).toBe('La lista cuesta 12.345 puntos; el límite es 300.');
  });

  it('keeps main’s English for a key this build does not know, and marks keys in the pseudo-locale', () => {
    setLanguage('fr');
    const unknown = { message: 'From a newer main', i18n: { key: 'm.fromTheFuture' } };
    localizeMessages(unknown);
    expect(unknown.message).toBe('From a newer main');
    setLanguage('pseudo');
    const answer = body(msg('m.swap.same'));
    localizeMessages(answer);
    expect(answer.error.message.startsWith('⟦')).toBe(true);
  });
});

describe('a message fetched before a change of language', () => {
  it('reads in the language current when it is shown (the event arrives before its language is set)', () => {
    setLanguage('en');
    const round = { warnings: [{ message: 'English', i18n: msg('m.swap.same') }] };
    localizeMessages(round);
    expect(round.warnings[0]?.message).toBe('Choose two different players to swap.');
    setLanguage('it');
    expect(round.warnings[0]?.message).toBe('Scegli due giocatori diversi da scambiare.');
    expect(JSON.parse(JSON.stringify(round)).warnings[0].message).toBe('Scegli due giocatori diversi da scambiare.');
  });
});
