/**
 * The one render function: holes, nested texts and plural forms chosen by each language's
 * `Intl.PluralRules`, the same for main's messages, the screens and the PDFs.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { textIn } from './everyLanguage';
import { contractionOf } from './contract';
import { catalogRenderer, localizeAnswer, renderMessage } from './render';
import type { TextKey } from './en';

describe('renderMessage', () => {
  const renderer = (locale: string) =>
    catalogRenderer(
      { 'x.players': '{n, plural, =0 {nobody} one {# player of {club}} other {# players}} signed in' },
      locale,
    );
  const render = (n: number, locale = 'en-GB') =>
    renderMessage({ key: 'x.players' as TextKey, params: { n, club: 'Ares' } }, renderer(locale));

  it('chooses an exact form first, then the language’s category, `#` written as the language writes numbers', () => {
    expect(render(0)).toBe('nobody signed in');
    expect(render(1)).toBe('1 player of Ares signed in');
    expect(render(2)).toBe('2 players signed in');
    expect(render(12345, 'fr-FR')).toBe('12\u202f345 players signed in');
    // French counts 1.5 as singular; English does not.
    expect(render(1.5, 'fr-FR')).toBe('1,5 player of Ares signed in');
    expect(render(1.5)).toBe('1.5 players signed in');
  });

  it('makes main’s messages plural-aware in every language', () => {
    const imported = (n: number, refused: number) =>
      msg('m.audit.imported', { n, refused: refused ? msg('m.audit.refused', { n: refused }) : '' });
    expect(textIn('en', imported(1, 1))).toBe('1 player registered from a sheet (1 row refused)');
    expect(textIn('en', imported(3, 2))).toBe('3 players registered from a sheet (2 rows refused)');
    expect(textIn('es', imported(1, 0))).toBe('1 jugador inscrito desde una hoja');
    expect(textIn('fr', imported(2, 1))).toBe('2 joueurs inscrits depuis un tableau (1 ligne refusée)');
    expect(textIn('it', imported(1, 3))).toBe('1 giocatore iscritto da un foglio (3 righe rifiutate)');
    const closing = (tables: number[]) => msg('m.close.missing', { round: 2, n: tables.length, tables });
    expect(textIn('en', closing([4]))).toBe('Round 2 cannot be closed: table 4 has no result.');
    expect(textIn('es', closing([4, 6]))).toBe('La ronda 2 no se puede cerrar: las mesas 4, 6 no tienen resultado.');
  });

  it('chooses a select form by the word given, else `other`', () => {
    const compass = catalogRenderer(
      { 'x.dir': 'to the {direction, select, N {north} SW {south-west of {town}} other {somewhere}}!' },
      'en-GB',
    );
    const to = (direction: string) =>
      renderMessage({ key: 'x.dir' as TextKey, params: { direction, town: 'Ares' } }, compass);
    expect(to('N')).toBe('to the north!');
    expect(to('SW')).toBe('to the south-west of Ares!');
    expect(to('E')).toBe('to the somewhere!');
    expect(to('constructor')).toBe('to the somewhere!');
    expect(textIn('es', msg('gitm.dir', { direction: 'NW' }))).toBe('NO');
    expect(textIn('en', msg('gitm.dir', { direction: 'NW' }))).toBe('NW');
  });

  it('marks the chosen form in the pseudo-locale, never the plural syntax', () => {
    expect(textIn('pseudo', msg('m.audit.refused', { n: 1 }))).toBe('⟦ (1 röw réfüséd)······⟧');
  });
});

describe('localizeAnswer', () => {
  it('renders a message when it is read, not as the answer arrives', () => {
    const catalog = catalogRenderer({ 'x.lists': '{n, plural, one {# list} other {# lists}} to check' }, 'en-GB');
    let rendered = 0;
    const counting = {
      ...catalog,
      template: (key: string) => {
        rendered++;
        return catalog.template(key);
      },
    };
    const answer = { players: [{ issues: [{ message: 'old', i18n: { key: 'x.lists', params: { n: 2 } } }] }] };
    localizeAnswer(answer, counting);
    // One look at the catalog to know the key; none to render it yet.
    expect(rendered).toBe(1);
    expect(answer.players[0]?.issues[0]?.message).toBe('2 lists to check');
    expect(rendered).toBe(2);
  });
});

describe('a nested text after a preposition', () => {
  const catalog = { 'x.inside': 'dentro de {zone}', 'x.zone': 'el Arsenal', 'x.name': 'de {who}' };
  const spanish = catalogRenderer(catalog, 'es-ES', { contract: contractionOf('es') });

  it('contracts the preposition and the article where the language does, at the junction only', () => {
    const zone = { key: 'x.zone' as TextKey };
    expect(renderMessage({ key: 'x.inside' as TextKey, params: { zone } }, spanish)).toBe('dentro del Arsenal');
    // A value typed by a person is data: it is put in as it is.
    expect(renderMessage({ key: 'x.name' as TextKey, params: { who: 'el Zorro' } }, spanish)).toBe('de el Zorro');
  });

  it('contracts French and Italian articles', () => {
    const fr = contractionOf('fr');
    const it = contractionOf('it');
    expect(fr?.('Points d’Armée de ', 'le Secteur central')).toBe('Points d’Armée du Secteur central');
    expect(fr?.('essayez de le faire ', 'les Consoles')).toBe('essayez de le faire les Consoles');
    expect(it?.('Punti Esercito in ', 'il Quadrante 1')).toBe('Punti Esercito nel Quadrante 1');
    expect(it?.('Punti Esercito in ', 'l’Armeria')).toBe('Punti Esercito nell’Armeria');
    expect(contractionOf('en')).toBeUndefined();
  });
});
