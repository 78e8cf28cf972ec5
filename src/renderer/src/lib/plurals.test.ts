import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { choosePlurals } from '../../../shared/i18n/render';
import { loadLanguage, setLanguage, t } from './i18n';

// The screens fetch a language's catalogs when they show it; these tests use all three.
beforeAll(() => Promise.all([loadLanguage('es'), loadLanguage('fr'), loadLanguage('it')]));

afterEach(() => setLanguage('en'));

describe('plural forms (Intl.PluralRules)', () => {
  const players = '{n, plural, one {# player} other {# players}}';

  it('chooses the form the language names for the number', () => {
    expect(choosePlurals(players, { n: 1 }, 'en-GB')).toBe('{n} player');
    expect(choosePlurals(players, { n: 2 }, 'en-GB')).toBe('{n} players');
    expect(choosePlurals(players, { n: 0 }, 'en-GB')).toBe('{n} players');
    // French counts 0 as singular; English does not.
    const fr = '{n, plural, one {# joueur} other {# joueurs}}';
    expect(choosePlurals(fr, { n: 0 }, 'fr-FR')).toBe('{n} joueur');
  });

  it('prefers an exact form, falls back to other, keeps placeholders inside forms', () => {
    const text = 'Signed out {n, plural, =0 {nobody} one {# device of {who}} other {# devices}}.';
    expect(choosePlurals(text, { n: 0 }, 'en-GB')).toBe('Signed out nobody.');
    expect(choosePlurals(text, { n: 1 }, 'en-GB')).toBe('Signed out {n} device of {who}.');
    // Polish "few" is missing here: other is used.
    expect(choosePlurals(players, { n: 3 }, 'pl')).toBe('{n} players');
  });

  it('chooses several numbers in one string', () => {
    const text = '{a, plural, one {# row} other {# rows}} and {b, plural, one {# list} other {# lists}}';
    expect(choosePlurals(text, { a: 1, b: 4 }, 'en-GB')).toBe('{a} row and {b} lists');
  });

  it('writes "1 round", not "1 rounds", in every language of the screens', () => {
    expect(t('event.roundsUse', { n: 1 })).toBe('Use 1 round');
    expect(t('event.roundsUse', { n: 5 })).toBe('Use 5 rounds');
    setLanguage('es');
    expect(t('event.roundsUse', { n: 1 })).toBe('Usar 1 ronda');
    expect(t('event.playerCount', { n: 1200 })).toBe('1200 jugadores');
    setLanguage('fr');
    expect(t('event.roundsGuideline', { rule: 'ITS', players: 1, n: 1 })).toBe('ITS : 1 joueur → 1 ronde conseillée');
    setLanguage('it');
    expect(t('import.done', { added: 1, refused: 2 })).toBe('1 giocatore iscritto, 2 righe rifiutate.');
  });

  it('marks the chosen form in the pseudo-locale', () => {
    setLanguage('pseudo');
    expect(t('event.roundsUse', { n: 1 })).toMatch(/^⟦Ûsé 1 röüñd·+⟧$/);
  });
});
