/**
 * Team pairings sheet of a round (docs/TEAMS.md · Paper): the matches (number, tables, the two
 * teams) and the bye team, then each match's games, table by table, as the match-ups stand now.
 */
import type { Content, DocDefinition } from './docTypes';
import { seasonCite } from '../../shared/model';
import {
  columnWidths,
  contentWidth,
  documentHeader,
  documentShell,
  fitted,
  headerRow,
  listTable,
  sectionTitle,
  span,
  STYLES,
  t,
  widthsForHeaders,
} from './layout';
import { textWidth } from './metrics';
import { pdfText, tierText } from './text';
import type { PdfKey } from './text';
import type { PlayerRef, PrintMeta } from './viewModels';
import type { TeamGameView, TeamMatchView, TeamPairingsData } from './teamViewModels';

type Say = (key: PdfKey, values?: Record<string, string | number>) => string;

function playerCell(player: PlayerRef, width: number): Content {
  return {
    stack: [
      fitted(player.name, 'tdBold', width),
      ...(player.faction ? [fitted(player.faction, 'tdMuted', width)] : []),
    ],
  };
}

/** The "vs" column, as wide as the language's word. */
function vsWidth(say: Say): number {
  return Math.max(18, Math.ceil(textWidth(say('pdf.rs.vs'), STYLES.tdMuted.fontSize) + 1));
}

function matchesTable(data: TeamPairingsData, total: number, say: Say): Content {
  const heads = [say('pdf.tp.match'), say('pdf.tp.tables'), say('pdf.tp.team'), say('pdf.rs.vs'), say('pdf.tp.team')];
  const spec = widthsForHeaders([34, 64, '*', vsWidth(say), '*'], heads);
  const w = columnWidths(total, spec, 3, 0);
  const at = (i: number): number => w[i] ?? 0;
  const body: Content[][] = [
    headerRow(heads, w, ['center', 'center', 'left', 'center', 'left']),
    ...data.matches.map((m) => [
      fitted(String(m.match), 'tdBold', at(0), { alignment: 'center', fontSize: 11 }),
      fitted(m.tables.join(', '), 'td', at(1), { alignment: 'center' }),
      fitted(m.a, 'tdBold', at(2), { fontSize: 10 }),
      fitted(say('pdf.rs.vs'), 'tdMuted', at(3), { alignment: 'center' }),
      fitted(m.b, 'tdBold', at(4), { fontSize: 10 }),
    ]),
  ];
  return listTable(spec, body);
}

function gameRow(g: TeamGameView, w: number[], say: Say): Content[] {
  const at = (i: number): number => w[i] ?? 0;
  return [
    {
      stack: [
        fitted(String(g.table), 'tdBold', at(0), { alignment: 'center', fontSize: 11 }),
        ...(g.tableName ? [fitted(g.tableName, 'tdMuted', at(0), { fontSize: 6.5, alignment: 'center' })] : []),
      ],
    },
    playerCell(g.a, at(1)),
    fitted(say('pdf.rs.vs'), 'tdMuted', at(2), { alignment: 'center', margin: [0, 2, 0, 0] }),
    playerCell(g.b, at(3)),
  ];
}

/** One match's games under a line naming it, kept on one page. */
function matchGames(m: TeamMatchView, total: number, say: Say): Content {
  const heads = [say('rounds.table'), m.a, say('pdf.rs.vs'), m.b];
  const spec = widthsForHeaders([44, '*', vsWidth(say), '*'], [heads[0] ?? '', '', heads[2] ?? '', '']);
  const w = columnWidths(total, spec, 3, 0);
  return {
    stack: [
      fitted(say('pdf.tp.matchLine', { n: m.match, a: m.a, b: m.b }), 'tdBold', total, { margin: [0, 8, 0, 3] }),
      listTable(spec, [
        headerRow(heads, w, ['center', 'left', 'center', 'left']),
        ...m.games.map((g) => gameRow(g, w, say)),
      ]),
    ],
    unbreakable: true,
  };
}

export function buildTeamPairings(meta: PrintMeta, data: TeamPairingsData): DocDefinition {
  const lang = meta.language;
  const say: Say = (key, values = {}) => pdfText(lang, key, values);
  const total = contentWidth(meta.pageSize);
  const scenario = data.scenario.name || say('pdf.rs.tba');
  const subtitle = `${say('pdf.roundOf', { n: data.round, of: meta.rounds })} · ${scenario} · ${tierText(lang, data.tier)}`;
  const title = say('pdf.tp.title', { n: data.round });
  const content: Content[] = [documentHeader(title, meta, subtitle)];
  if (data.matches.length === 0) content.push(t(say('pdf.tp.noMatches'), 'valueSmall'));
  else content.push(sectionTitle(say('pdf.tp.matches')), matchesTable(data, total, say));
  if (data.bye) {
    const players = data.bye.players.map((p) => p.name).join(', ');
    content.push(
      t(
        [
          span(say('pdf.tp.bye', { team: data.bye.team, players }), 'tdBold'),
          span(` ${say('pdf.tp.byeNote', { season: seasonCite(meta.season) })}`, 'note'),
        ],
        'td',
        { margin: [0, 6, 0, 0] },
      ),
    );
  }
  if (data.matches.length > 0) {
    content.push(sectionTitle(say('pdf.tp.games'), say('pdf.tp.gamesNote')));
    for (const m of data.matches) content.push(matchGames(m, total, say));
  }
  return documentShell(meta, title, content, title);
}
