/**
 * What an army list's group tables share, the referee's copy (`ListCard`) and the opponent's
 * courtesy copy (`CourtesyList`) alike: the caption naming the group and the trooper columns.
 */
import { t } from '../../lib/i18n';

/** "Group 1", or "Reinforcement group 2" for the Reinforcement Section. */
export function groupCaption(group: { number: number; reinforcement: boolean }): string {
  return group.reinforcement ? t('lists.reinfGroup', { n: group.number }) : t('lists.groupN', { n: group.number });
}

/** The trooper columns: name, profile, cost, SWC, skills. */
export function trooperColumns(): (string | { label: string; num: boolean })[] {
  return [
    t('lists.trooperName'),
    t('lists.profile'),
    { label: t('lists.cost'), num: true },
    { label: t('lists.swc'), num: true },
    t('lists.skills'),
  ];
}
