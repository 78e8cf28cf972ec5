/**
 * The charts of the small invented event (../testing/smallEvent.ts): each SVG carries the
 * figures worked in ../eventStatistics.test.ts as direct labels, its title and description
 * (the text alternative), and the same figures as a table; in the event's language.
 */
import { describe, expect, it } from 'vitest';
import { rendererIn } from '../../../shared/i18n/everyLanguage';
import { eventStatistics } from '../eventStatistics';
import { smallEvent } from '../testing/smallEvent';
import { eventCharts, opDistributionChart, representationChart, resultsChart, tpChart } from './index';

const stats = eventStatistics(smallEvent());
const en = rendererIn('en');

/** The words of every <text> element, in order. */
const texts = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

describe('charts', () => {
  it('faction representation: a bar per faction labelled with its players, with its text alternative', () => {
    const chart = representationChart(stats.factions, en);
    expect(chart.svg).toContain('role="img" aria-labelledby="representation-title representation-desc"');
    expect(chart.svg).toContain('<title id="representation-title">Players per faction</title>');
    expect(chart.svg).toContain('5 players in 3 factions.</desc>');
    // Nomads 2, PanOceania 2, Aleph 1: name then count.
    expect(texts(chart.svg)).toEqual(['Nomads', '2', 'PanOceania', '2', 'Aleph', '1']);
    expect(chart.table.rows).toEqual([
      ['Nomads', '2'],
      ['PanOceania', '2'],
      ['Aleph', '1'],
    ]);
  });

  it('faction results: wins, ties and losses with their counts, told apart by fill pattern', () => {
    const chart = resultsChart(stats.factions, en);
    expect(chart.svg).toContain('<pattern id="results-stripes"');
    expect(chart.svg).toContain('<pattern id="results-dots"');
    // Legend, then Nomads W1 T2, PanOceania W1 L3, Aleph W1 (empty parts drawn nowhere).
    expect(texts(chart.svg)).toEqual([
      'Wins',
      'Ties',
      'Losses',
      'Nomads',
      '1',
      '2',
      'PanOceania',
      '1',
      '3',
      'Aleph',
      '1',
    ]);
    // Small samples: "1 of 3", never a bare percentage.
    expect(chart.table.head).toEqual(['Faction', 'Games', 'Wins', 'Ties', 'Losses', 'Games won']);
    expect(chart.table.rows).toEqual([
      ['Nomads', '3', '1', '2', '0', '1 of 3'],
      ['PanOceania', '4', '1', '0', '3', '1 of 4'],
      ['Aleph', '1', '1', '0', '0', '1 of 1'],
    ]);
    expect(chart.svg + JSON.stringify(chart.table)).not.toContain('%');
  });

  it('OP per round: a panel per round, each bar counted, the figures as a table', () => {
    const chart = opDistributionChart(stats.rounds, en);
    const words = texts(chart.svg);
    expect(words.filter((w) => w.startsWith('Round'))).toEqual(['Round 1', 'Round 2']);
    expect(chart.table.rows).toEqual([
      ['1', '0', '0', '0', '1', '0', '2', '0', '1', '0', '0', '0'],
      ['2', '0', '0', '1', '0', '1', '0', '1', '0', '1', '0', '0'],
    ]);
    // Round 1: count 1 over OP 3, count 2 over OP 5, count 1 over OP 7 (drawn before each axis number).
    expect(words.slice(1, 16)).toEqual([
      '0',
      '1',
      '2',
      '1',
      '3',
      '4',
      '2',
      '5',
      '6',
      '1',
      '7',
      '8',
      '9',
      '10',
      'Round 2',
    ]);
  });

  it('TP over rounds: a line per top player, ending with rank and name', () => {
    const chart = tpChart(stats.top, en);
    expect(texts(chart.svg).filter((w) => /^\d\. /.test(w))).toEqual([
      '1. Cai',
      '2. Eve',
      '3. Dan',
      '4. Ana',
      '5. Bea',
    ]);
    expect(chart.table.head).toEqual(['Final rank', 'Player', 'TP after round 1', 'TP after round 2']);
    expect(chart.table.rows[0]).toEqual(['1', 'Cai', '1', '4']);
  });

  it("speaks the event's language and escapes what the organizer typed", () => {
    const es = eventCharts(stats, rendererIn('es'));
    expect(es.map((c) => c.title)).toEqual([
      'Jugadores por facción',
      'Resultados por facción',
      'Puntos de Objetivo por ronda',
      'Puntos de Torneo a lo largo de las rondas (los 16 primeros)',
    ]);
    expect(es[1]?.table.rows[0]?.[5]).toBe('1 de 3');
    const odd = representationChart([{ ...stats.factions[0]!, name: 'Ana & <Bea>' }], en);
    expect(odd.svg).toContain('Ana &amp; &lt;Bea&gt;');
    expect(odd.svg).not.toContain('<Bea>');
  });
});
