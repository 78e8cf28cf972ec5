/**
 * What a round is played at, as the screens say it. ITS S17 scores by the game's Army Points
 * (one of two sizes per tier, e.g. 250 in the 300/250-Tier), so an S17 round names them; an S11
 * round names its tier, as before.
 */
import { s17RoundArmyPoints } from '../../../shared/api/scoring';
import { ARMY_POINT_LIMITS } from '../../../shared/model';
import type { EventSettings, Tier } from '../../../shared/model';
import { t } from './i18n';

/** The label for a round of `tier`; `armyPoints` when known (an S17 game's size). */
export function armySize(tier: Tier, armyPoints?: number | null): string {
  if (armyPoints === undefined || armyPoints === null) return t(`event.tier.${tier}`);
  return t('event.armyPoints.option', { points: armyPoints, swc: ARMY_POINT_LIMITS[armyPoints]?.swc ?? 0 });
}

/** The label for a round of `tier` of an event with these settings. */
export function roundSize(tier: Tier, settings: Pick<EventSettings, 'season' | 'armyPoints'> | undefined): string {
  return armySize(tier, settings?.season === 'its-s17' ? s17RoundArmyPoints(settings.armyPoints, tier) : null);
}
