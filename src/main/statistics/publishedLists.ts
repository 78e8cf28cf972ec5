/**
 * The lists published after the event, with each player's consent (`publishList`): for every
 * consenting player with a list, one text file with their final placing, each list's army code
 * and a readable list (combat groups, troopers, profile, cost, SWC). The referee's notes on a
 * trooper are Private Information and are never written. A player who did not consent has no
 * file, and nothing of theirs is in another's.
 */
import { rendererIn } from '../../shared/i18n/everyLanguage';
import { renderMessage } from '../../shared/i18n/render';
import { msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { slugOf } from '../../shared/fold';
import { computeStandings, presetForSettings, tournamentInputFromEvent } from '../../core/rules/tournament';

export interface PublishedList {
  playerId: string;
  /** The part of the file name: `<event>-list-<rank>-<name>.txt`. */
  part: string;
  text: string;
}

/** The players who consented; everyone else's lists stay in the event file. */
export function consenting(event: Readonly<EventFile>): Set<string> {
  return new Set(event.players.filter((p) => p.publishList === true).map((p) => p.id));
}

export function publishedLists(event: Readonly<EventFile>): PublishedList[] {
  const r = rendererIn(event.settings.language);
  const say = (ref: MessageRef) => renderMessage(ref, r);
  const standings = computeStandings(tournamentInputFromEvent(event), presetForSettings(event.settings));
  const rankOf = new Map(standings.map((row) => [row.id, row.rank]));
  const agreed = consenting(event);
  const out: PublishedList[] = [];
  for (const player of event.players) {
    if (!agreed.has(player.id)) continue;
    const lists = event.lists.filter((l) => l.playerId === player.id);
    if (lists.length === 0) continue;
    const rank = rankOf.get(player.id) ?? 0;
    const lines = [player.name, say(msg('stats.list.placing', { rank, of: standings.length })), ''];
    for (const list of lists) {
      lines.push(`${list.army.name}${list.name ? ` · ${list.name}` : ''}`);
      if (list.source.code) lines.push(`${say(msg('stats.list.code'))}: ${list.source.code}`);
      lines.push('', say(msg('stats.list.readable')));
      for (const group of list.groups) {
        lines.push(say(msg('stats.list.group', { n: group.number })));
        for (const trooper of group.troopers) {
          const profile = trooper.profile ? ` (${trooper.profile})` : '';
          lines.push(
            `  ${trooper.name}${profile}: ${say(msg('stats.list.points', { points: trooper.cost, swc: trooper.swc }))}`,
          );
        }
      }
      lines.push('');
    }
    out.push({
      playerId: player.id,
      part: `list-${rank}-${slugOf(player.name) || player.id}`,
      text: `${lines.join('\n')}\n`,
    });
  }
  return out;
}

/**
 * The event file as the report pack copies it (the pack leaves the venue): only the lists of
 * players who consented to publish them. The audit keeps every entry but not the values of its
 * changes to the lists (an import's patch holds the whole list), and the table trackers (game
 * state naming troopers) are left out.
 */
export function withPublishedListsOnly(event: Readonly<EventFile>): EventFile {
  const agreed = consenting(event);
  return {
    ...event,
    lists: event.lists.filter((l) => agreed.has(l.playerId)),
    tracker: {},
    audit: event.audit.map((entry) =>
      entry.changes.some((c) => c.path[0] === 'lists')
        ? { ...entry, changes: entry.changes.filter((c) => c.path[0] !== 'lists') }
        : entry,
    ),
  };
}
