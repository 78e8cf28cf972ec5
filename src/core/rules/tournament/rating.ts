/**
 * ITS rating preview. Rule reference: ITS S11 · Rankings — everyone starts the season at 1000;
 * an event moves the rating by an Elo calculation whose K depends on the event:
 *   Tournament: Mid-Tier K = 32, Top-Tier K + 15 %, Low-Tier K − 15 %
 *   League:     K = 16 (Mid-Tier only in the table; other tiers use 16 here, with a note)
 *   One Shot:   Mid-Tier K = 4, Top-Tier K + 15 %, Low-Tier K − 15 %
 * Special events may use other K factors; this is a preview, not the official figure.
 *
 * Method (stated, since the rules only name Elo): every game with a result counts, with the
 * expected score from both players' ratings before the event, 1 for a win, ½ for a tie, 0 for
 * a defeat (by OP); byes do not count. New rating = before + Σ K · (score − expected).
 */
import type { EventType, Tier } from '../../../shared/model';
import { isBye } from '../../../shared/api/standings';
import type { RatingPreview, RatingRow, TournamentInput } from '../../../shared/api/standings';

export const START_RATING = 1000;

const BASE_K: Record<EventType, number> = { tournament: 32, league: 16, 'one-shot': 4 };

export function kFactor(type: EventType, tier: Tier): { k: number; note: string } {
  const base = BASE_K[type];
  if (type === 'league') {
    return {
      k: base,
      note:
        tier === 'mid'
          ? 'League: K = 16 (ITS S11 · Rankings).'
          : `League: the K table lists no ${tier}-tier league; K = 16 is used for this preview.`,
    };
  }
  const factor = tier === 'top' ? 1.15 : tier === 'low' ? 0.85 : 1;
  const k = Math.round(base * factor * 100) / 100;
  const label = type === 'tournament' ? 'Tournament' : 'One Shot';
  const how = tier === 'mid' ? `K = ${base}` : `K = ${base} ${tier === 'top' ? '+' : '−'} 15 % = ${k}`;
  return { k, note: `${label}, ${tier}-tier: ${how} (ITS S11 · Rankings).` };
}

/** Expected score of a player rated `own` against one rated `other`. */
export function expectedScore(own: number, other: number): number {
  return 1 / (1 + 10 ** ((other - own) / 400));
}

export interface RatingOptions {
  eventType: EventType;
  /** The event's tier, or the tier of each round (ITS S11 · Escalation Tournament). */
  tier: Tier | ((round: number) => Tier);
  /** Ratings before the event; missing players start at 1000. */
  ratings?: ReadonlyMap<string, number>;
}

export function ratingPreview(input: TournamentInput, options: RatingOptions): RatingPreview {
  const tierOf = typeof options.tier === 'function' ? options.tier : () => options.tier as Tier;
  const before = (id: string): number => options.ratings?.get(id) ?? START_RATING;
  const delta = new Map<string, number>();
  const games = new Map<string, number>();
  for (const g of input.games) {
    if (isBye(g) || g.op === null) continue;
    const { k } = kFactor(options.eventType, tierOf(g.round));
    const ra = before(g.a);
    const rb = before(g.b);
    const sa = g.op[0] > g.op[1] ? 1 : g.op[0] === g.op[1] ? 0.5 : 0;
    const ea = expectedScore(ra, rb);
    delta.set(g.a, (delta.get(g.a) ?? 0) + k * (sa - ea));
    delta.set(g.b, (delta.get(g.b) ?? 0) + k * (1 - sa - (1 - ea)));
    games.set(g.a, (games.get(g.a) ?? 0) + 1);
    games.set(g.b, (games.get(g.b) ?? 0) + 1);
  }
  const eventTier = typeof options.tier === 'function' ? 'mid' : options.tier;
  const { k, note } = kFactor(options.eventType, eventTier);
  const rows: RatingRow[] = input.players.map((p) => {
    const b = before(p.id);
    const d = Math.round((delta.get(p.id) ?? 0) * 100) / 100;
    return {
      id: p.id,
      name: p.name || p.id,
      before: b,
      after: Math.round((b + d) * 100) / 100,
      delta: d,
      games: games.get(p.id) ?? 0,
      k,
    };
  });
  rows.sort((x, y) => y.after - x.after || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const escalation = typeof options.tier === 'function' ? ' Escalation: each round uses the K of its own tier.' : '';
  return { k, note: note + escalation, rows };
}
