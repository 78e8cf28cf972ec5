import { describe, expect, it } from 'vitest';
import { fold, matchesWords, sameFolded, slugOf } from './fold';

/**
 * Names as registered, and what a player types on a phone keyboard without those letters.
 * Each expected value is worked by hand: accents dropped, special letters spelled out.
 */
const NAMES: [language: string, registered: string, folded: string][] = [
  ['Spanish', 'Andrés Núñez', 'andres nunez'],
  ['Spanish', 'Begoña Ibáñez', 'begona ibanez'],
  ['Spanish', 'Ñandú Güemes', 'nandu guemes'],
  ['French', 'François Lefèvre', 'francois lefevre'],
  ['French', 'Hélène Cœur', 'helene coeur'],
  ['French', 'Anaïs Bélanger-Côté', 'anais belanger-cote'],
  ['Italian', 'Niccolò Sarà', 'niccolo sara'],
  ['Italian', 'Ludovica Perù', 'ludovica peru'],
  ['Polish', 'Łukasz Wójcik', 'lukasz wojcik'],
  ['Polish', 'Grzegorz Brzęczyszczykiewicz', 'grzegorz brzeczyszczykiewicz'],
  ['Polish', 'Zuzanna Żółć', 'zuzanna zolc'],
  ['Polish', 'Małgorzata Ślęzak', 'malgorzata slezak'],
  ['German', 'Jürgen Großmann', 'jurgen grossmann'],
  ['German', 'Bärbel Öztürk', 'barbel ozturk'],
  ['German', 'STRAẞE', 'strasse'],
  ['Danish', 'Søren Østergård', 'soren ostergard'],
  ['Danish', 'Ærø Kjær', 'aero kjaer'],
  ['Norwegian', 'Bjørn Håkonsen', 'bjorn hakonsen'],
  ['Swedish', 'Åsa Öberg', 'asa oberg'],
  ['Icelandic', 'Þórður Guðmundsdóttir', 'thordur gudmundsdottir'],
  ['Finnish', 'Jääskeläinen', 'jaaskelainen'],
  ['Portuguese', 'João Conceição', 'joao conceicao'],
  ['Portuguese', 'Gonçalo Simões', 'goncalo simoes'],
  ['Croatian', 'Đurđa Kovačević', 'durda kovacevic'],
  ['Turkish', 'Işıl Yıldız', 'isil yildiz'],
];

describe('fold', () => {
  it.each(NAMES)('%s: %s folds to %s', (_language, registered, folded) => {
    expect(fold(registered)).toBe(folded);
    // Upper case and stray spaces change nothing.
    expect(fold(`  ${registered.toUpperCase()}  `)).toBe(folded);
    expect(sameFolded(registered, folded)).toBe(true);
  });

  it('never keeps a combining mark, whichever normal form the text came in', () => {
    for (const [, registered, folded] of NAMES) {
      expect(fold(registered.normalize('NFD'))).toBe(folded);
      expect(fold(registered.normalize('NFC'))).toBe(folded);
    }
    expect(fold('N\u0303andu\u0301')).toBe('nandu');
  });

  it('folds compatibility forms (ligatures, full-width letters) to plain letters', () => {
    expect(fold('ﬁnal')).toBe('final');
    expect(fold('Ｍａｒｉｏ')).toBe('mario');
  });

  it('tells different names apart', () => {
    expect(sameFolded('Ana', 'Ane')).toBe(false);
    expect(sameFolded('Łukasz', 'Lukas')).toBe(false);
  });
});

describe('slugOf', () => {
  it('is the folded text in ASCII letters, digits and dashes', () => {
    expect(slugOf('Torneo Ñandú · 2026')).toBe('torneo-nandu-2026');
    expect(slugOf('Østergård Open')).toBe('ostergard-open');
    expect(slugOf('Łódź Cup — Großes Finale')).toBe('lodz-cup-grosses-finale');
    expect(slugOf('¿?')).toBe('');
    expect(slugOf('a'.repeat(80)).length).toBe(60);
    expect(slugOf(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});

describe('matchesWords', () => {
  it('finds each word of the query in some field', () => {
    expect(matchesWords('ostergard', ['Søren Østergård', 'PanOceania'])).toBe(true);
    expect(matchesWords('andres pano', ['Andrés Núñez', 'PanOceania'])).toBe(true);
    expect(matchesWords('andres ariadna', ['Andrés Núñez', 'PanOceania'])).toBe(false);
  });
});
