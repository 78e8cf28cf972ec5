/**
 * The statistics as tables of words, in a language: what the PDF prints, the CSV files hold
 * and the screen shows beside the charts. Every rate goes through `rateText` (a count below 5
 * games), every average is written with one decimal as the language writes numbers.
 */
import type { EventStatistics, GroupStats } from '../../shared/api/statistics';
import type { EventSettings } from '../../shared/model';
import { msg, type MessageRef } from '../../shared/messages';
import type { Renderer } from '../../shared/i18n/render';
import { figure, say } from './charts/svg';
import type { DataTable } from './charts/svg';
import { rateText } from './rate';
import { scenarioName } from './scenarioName';

/** Which table: the file names of the CSV exports are made from these. */
export type StatsTableId = 'factions' | 'sectorials' | 'rounds' | 'scenarios' | 'units' | 'top';

export interface StatsTable extends DataTable {
  id: StatsTableId;
}

function groupTable(
  r: Renderer,
  id: 'factions' | 'sectorials',
  groups: readonly GroupStats[],
  caption: MessageRef,
  column: MessageRef,
  unnamed: MessageRef,
): StatsTable {
  return {
    id,
    caption: say(r, caption),
    head: [
      column,
      msg('stats.col.players'),
      msg('stats.col.games'),
      msg('stats.col.wins'),
      msg('stats.col.ties'),
      msg('stats.col.losses'),
      msg('stats.col.winRate'),
      msg('stats.col.avgOp'),
      msg('stats.col.avgVp'),
      msg('stats.col.avgTp'),
      msg('stats.col.best'),
    ].map((m) => say(r, m)),
    rows: groups.map((g) => [
      g.name === '' ? say(r, unnamed) : g.name,
      r.number(g.players),
      r.number(g.games),
      r.number(g.wins),
      r.number(g.ties),
      r.number(g.losses),
      say(r, rateText(g.winRate)),
      figure(r, g.avgOp),
      figure(r, g.avgVp),
      figure(r, g.avgTp),
      g.bestPlacing === null ? '–' : r.number(g.bestPlacing),
    ]),
  };
}

export function statisticsTables(
  stats: EventStatistics,
  settings: Pick<EventSettings, 'season' | 'customScenario'>,
  r: Renderer,
): StatsTable[] {
  const scenario = (id: string) => {
    const name = scenarioName(id, settings);
    return typeof name === 'string' ? name : say(r, name);
  };
  const rounds = Math.max(0, ...stats.top.map((l) => l.tp.length));
  return [
    groupTable(
      r,
      'factions',
      stats.factions,
      msg('stats.table.factions'),
      msg('stats.col.faction'),
      msg('stats.unnamed'),
    ),
    groupTable(
      r,
      'sectorials',
      stats.sectorials,
      msg('stats.table.sectorials'),
      msg('stats.col.sectorial'),
      msg('stats.noList'),
    ),
    {
      id: 'rounds',
      caption: say(r, msg('stats.table.rounds')),
      head: [msg('stats.col.round'), msg('stats.col.scenario'), msg('stats.col.games'), msg('stats.col.retreats')]
        .map((m) => say(r, m))
        .concat(
          Array.from({ length: 11 }, (_, op) => `${say(r, msg('stats.col.op'))} ${r.number(op)}`),
          (stats.rounds[0]?.vpCounts ?? []).map((_, i, all) => {
            const band = stats.rounds[0]?.vpBand ?? 50;
            return `${say(r, msg('stats.col.vp'))} ${say(
              r,
              i === all.length - 1
                ? msg('stats.vpFrom', { from: i * band })
                : msg('stats.vpBand', { from: i * band, to: (i + 1) * band - 1 }),
            )}`;
          }),
        ),
      rows: stats.rounds.map((x) => [
        r.number(x.round),
        x.scenarioId ? scenario(x.scenarioId) : '',
        r.number(x.games),
        say(r, rateText(x.retreats)),
        ...x.opCounts.map((n) => r.number(n)),
        ...x.vpCounts.map((n) => r.number(n)),
      ]),
    },
    {
      id: 'scenarios',
      caption: say(r, msg('stats.table.scenarios')),
      head: [
        msg('stats.col.scenario'),
        msg('stats.col.games'),
        msg('stats.col.avgOp'),
        msg('stats.col.sidesRecorded'),
        msg('stats.col.opFirst'),
        msg('stats.col.opSecond'),
      ].map((m) => say(r, m)),
      rows: stats.scenarios.map((s) => [
        s.scenarioId ? scenario(s.scenarioId) : '',
        r.number(s.games),
        figure(r, s.avgOp),
        r.number(s.sidesRecorded),
        figure(r, s.avgOpFirst),
        figure(r, s.avgOpSecond),
      ]),
    },
    {
      id: 'units',
      caption: say(r, msg('stats.table.units')),
      head: [msg('stats.col.army'), msg('stats.col.unit'), msg('stats.col.lists')].map((m) => say(r, m)),
      rows: stats.units.map((u) => [
        u.army === '' ? say(r, msg('stats.unnamed')) : u.army,
        u.unit,
        say(r, msg('stats.rateOf', { count: u.lists, of: u.of })),
      ]),
    },
    {
      id: 'top',
      caption: say(r, msg('stats.table.top')),
      head: [
        say(r, msg('stats.col.rank')),
        say(r, msg('stats.col.player')),
        ...Array.from({ length: rounds }, (_, k) => say(r, msg('stats.col.tpAfter', { n: k + 1 }))),
      ],
      rows: stats.top.map((l) => [r.number(l.rank), l.name, ...l.tp.map((tp) => r.number(tp))]),
    },
  ];
}
