/**
 * Values a referee could not have meant, refused at the API boundary with a clear message.
 *
 * Victory Points. VP are the surviving Army Points of a list (ITS S11 · Keeping Score), so they
 * cannot exceed the points the list was built with — the tier's Army Points (ITS S11 ·
 * Tournament Tiers: 200 / 300 / 400) — plus the largest extra a list can carry: Baggage, whose
 * non-Null troopers add extra Army Points (ITS S11 scenarios · Baggage). Baggage adds 20 Army
 * Points per trooper (Infinity N5 equipment rules, not among our rule texts) and an Army List
 * holds at most 15 troopers (Reinforcements · Army List limit), so no legal list reaches more
 * than the tier's points + 15 × 20. The bound is therefore: Low 500, Mid 600, Top 700 VP.
 */
import { z } from 'zod';
import { english, msg } from './messages';
import type { MessageRef } from './messages';
import type { SeasonId, Tier } from './model';
import { seasonCite } from './model';
import { cite } from './citation';

const TIER_POINTS: Record<Tier, number> = { low: 200, mid: 300, top: 400 };
export const MAX_TROOPERS_PER_LIST = 15;
export const BAGGAGE_EXTRA_POINTS = 20;

export function maxVictoryPoints(tier: Tier): number {
  return TIER_POINTS[tier] + MAX_TROOPERS_PER_LIST * BAGGAGE_EXTRA_POINTS;
}
/** The bound whatever the tier (the schema's check; handlers check the round's tier). */
export const MAX_VP_ANY_TIER = maxVictoryPoints('top');

const TIER_NAMES = { low: 'm.tier.low', mid: 'm.tier.mid', top: 'm.tier.top' } as const;

/** A tier as players say it (“Mid-Tier”). */
export function tierName(tier: Tier): MessageRef {
  return msg(TIER_NAMES[tier]);
}

/**
 * A player of a scored game by side, until the API puts the name in (scoring.ts): the engine
 * knows no names.
 */
export function sideName(side: 'a' | 'b'): MessageRef {
  return msg(side === 'a' ? 'm.side.a' : 'm.side.b');
}

export function vpBound(tier: Tier): MessageRef {
  return msg('m.vpBound', {
    max: maxVictoryPoints(tier),
    tier: msg(TIER_NAMES[tier]),
    points: TIER_POINTS[tier],
    baggage: MAX_TROOPERS_PER_LIST * BAGGAGE_EXTRA_POINTS,
  });
}

export function vpBoundMessage(tier: Tier): string {
  return english(vpBound(tier));
}

/**
 * The most VP one game can give a player: VP are the player's surviving Army Points (ITS S11 ·
 * Final Scores; ITS S17 keeps them), and what survives of a list cannot cost more than the list.
 * Baggage's extra Army Points are what a trooper counts for inside a Zone of Operations (scenario
 * rule "Baggage"), not what it cost: the wizard's army totals allow for them (rules/scenarios/
 * killing.ts), a result's VP do not, so 450 VP in a 300-point game is refused.
 */
export function maxVictoryPointsAt(armyPoints: number): number {
  return armyPoints;
}

/**
 * The VP bound of one game, by the game's Army Points (an ITS S17 round's 250, or an ITS S11
 * tier's 300), citing the season the event is played under.
 */
export function vpBoundAt(armyPoints: number, season: SeasonId | undefined): MessageRef {
  return msg('m.vpBoundGame', {
    points: maxVictoryPointsAt(armyPoints),
    rule: cite(seasonCite(season), msg('s.tournament.finalScores')),
  });
}

/**
 * VP as a write takes them (a result, a player's report): any whole number up to a figure no
 * game reaches, so the handler, which knows the game's Army Points, words the real bound.
 */
export const VP_ENTRY_MAX = 9999;

/** Table numbers as printed on the table tents. */
export const TABLE_MIN = 1;
export const TABLE_MAX = 999;
export const TableNumberSchema = z
  .int({ error: 'The table number must be a whole number' })
  .min(TABLE_MIN, `Table numbers run from ${TABLE_MIN} to ${TABLE_MAX}`)
  .max(TABLE_MAX, `Table numbers run from ${TABLE_MIN} to ${TABLE_MAX}`);

export const NAME_MAX = 80;
// C0/C1 controls and the bidirectional overrides that can disguise a name on screen.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A person's, event's or table's name: trimmed and normalised to NFC (so "é" typed two ways is
 * one name), at most 80 characters, at least one visible character, no control characters.
 */
export const DisplayNameSchema = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'The name is empty')
      .max(NAME_MAX, `A name has at most ${NAME_MAX} characters`)
      .refine((s) => !FORBIDDEN.test(s), 'The name contains control characters')
      .refine((s) => VISIBLE.test(s), 'The name has no visible character'),
  );
