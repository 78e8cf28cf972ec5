/** Skill flags as words for the screens (labels live in the strings catalog). */
import type { TrooperSkills } from '../../../../shared/army';
import { SKILL_FLAGS } from '../../../../shared/army';
import { t } from '../../lib/i18n';

export function skillWords(skills: TrooperSkills): string {
  const words = SKILL_FLAGS.filter((f) => skills[f]).map((f) => t(`skill.${f}`));
  if (skills.commlink !== null)
    words.push(skills.commlink > 0 ? t('skill.commlinkMod', { n: skills.commlink }) : t('skill.commlink'));
  return words.join(', ');
}
