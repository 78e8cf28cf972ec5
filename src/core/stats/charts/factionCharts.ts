/**
 * Factions in pictures: how many players each faction brought (bars) and how its games went
 * (stacked wins, ties and losses, each part labelled with its count). Every bar carries its
 * number, so the chart reads without telling fills or colours apart.
 */
import type { GroupStats } from '../../../shared/api/statistics';
import type { Renderer } from '../../../shared/i18n/render';
import { msg } from '../../../shared/messages';
import { rateText } from '../rate';
import type { Chart } from './svg';
import { INK, fills, fit, frame, label, plated, round, say } from './svg';

const WIDTH = 640;
const NAME_COLUMN = 200;
const ROW = 24;
const TOP = 16;

function groupName(r: Renderer, name: string): string {
  return name === '' ? say(r, msg('stats.unnamed')) : name;
}

export function representationChart(groups: readonly GroupStats[], r: Renderer, id = 'representation'): Chart {
  const players = groups.reduce((s, g) => s + g.players, 0);
  const title = say(r, msg('stats.chart.representation'));
  const desc = say(r, msg('stats.chart.representationDesc', { players, groups: groups.length }));
  const most = Math.max(1, ...groups.map((g) => g.players));
  const span = WIDTH - NAME_COLUMN - 50;
  const body = groups
    .map((g, i) => {
      const y = TOP + i * ROW;
      const w = (span * g.players) / most;
      return (
        label(NAME_COLUMN - 8, y + 15, fit(groupName(r, g.name), 30), { anchor: 'end' }) +
        `<rect x="${NAME_COLUMN}" y="${y + 3}" width="${round(w)}" height="${ROW - 8}" fill="#4a4a4a"/>` +
        label(NAME_COLUMN + w + 6, y + 15, r.number(g.players), { bold: true })
      );
    })
    .join('');
  const height = TOP * 2 + groups.length * ROW;
  const chart = { id, title, desc };
  return {
    ...chart,
    svg: frame(chart, WIDTH, height, '', body),
    table: {
      caption: title,
      head: [say(r, msg('stats.col.faction')), say(r, msg('stats.col.players'))],
      rows: groups.map((g) => [groupName(r, g.name), r.number(g.players)]),
    },
  };
}

export function resultsChart(groups: readonly GroupStats[], r: Renderer, id = 'results'): Chart {
  const title = say(r, msg('stats.chart.results'));
  const desc = say(r, msg('stats.chart.resultsDesc'));
  const f = fills(id);
  const parts = [
    { key: 'wins', word: say(r, msg('stats.col.wins')), fill: f.solid },
    { key: 'ties', word: say(r, msg('stats.col.ties')), fill: f.stripes },
    { key: 'losses', word: say(r, msg('stats.col.losses')), fill: f.dots },
  ] as const;
  const legendY = 14;
  const legend = parts
    .map((p, i) => {
      const x = NAME_COLUMN + i * 130;
      return (
        `<rect x="${x}" y="${legendY - 10}" width="14" height="12" fill="${p.fill}" stroke="${INK}" stroke-width="0.8"/>` +
        label(x + 20, legendY, p.word)
      );
    })
    .join('');
  const most = Math.max(1, ...groups.map((g) => g.games));
  const span = WIDTH - NAME_COLUMN - 20;
  const top = TOP + 16;
  const rows = groups
    .map((g, i) => {
      const y = top + i * ROW;
      let x = NAME_COLUMN;
      let out = label(NAME_COLUMN - 8, y + 15, fit(groupName(r, g.name), 30), { anchor: 'end' });
      for (const p of parts) {
        const n = g[p.key];
        if (n === 0) continue;
        const w = (span * n) / most;
        out += `<rect x="${round(x)}" y="${y + 3}" width="${round(w)}" height="${ROW - 8}" fill="${p.fill}" stroke="${INK}" stroke-width="0.8"/>`;
        out += plated(x + w / 2, y + 16, r.number(n));
        x += w;
      }
      return out;
    })
    .join('');
  const height = top + TOP + groups.length * ROW;
  const chart = { id, title, desc };
  return {
    ...chart,
    svg: frame(chart, WIDTH, height, f.defs, legend + rows),
    table: {
      caption: title,
      head: [
        say(r, msg('stats.col.faction')),
        say(r, msg('stats.col.games')),
        ...parts.map((p) => p.word),
        say(r, msg('stats.col.winRate')),
      ],
      rows: groups.map((g) => [
        groupName(r, g.name),
        r.number(g.games),
        r.number(g.wins),
        r.number(g.ties),
        r.number(g.losses),
        say(r, rateText(g.winRate)),
      ]),
    },
  };
}
