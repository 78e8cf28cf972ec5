/**
 * ITS S11 · Concilium Watch: 1 OP (within the 10 OP maximum, once per player) when, at the end
 * of the game, a non-Null Journalist of the player has in its Zone of Control a non-Null enemy
 * model whose profile carries a banned weapon — unless that enemy has Peacekeeper.
 * Applied in the scenarios that list the rule (Decapitation, Power Pack, Supplies).
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { bonusLine } from './caps';
import { yesNo } from './questions';
import type { Line, QuestionMap } from './types';

export const CONCILIUM_RULE = cite('ITS S11', msg('s.concilium.conciliumWatch'));

/** Weapons on the Concilium Convention Watch chart (names only, for the wizard's help). */
export const BANNED_WEAPONS: readonly string[] = [
  'Antipersonnel Mine',
  'Blitzen',
  'Boarding Shotgun',
  'Chain-colt',
  'Chain Rifle',
  'Chest Mine',
  'Drop Bears',
  'E/M Grenades',
  'E/Marat',
  'E/Mauler',
  'E/Mitter',
  'Flammenspeer',
  'Heavy Flamethrower',
  'Heavy Shotgun',
  'Light Flamethrower',
  'Light Shotgun',
  'Monofilament Mine',
  'Nanopulser',
  'T2 Boarding Shotgun',
  'Viral Mine',
  'Vulkan Shotgun',
  'WildParrot',
  'Zapper',
];

export const conciliumQuestions = (): QuestionMap => ({
  conciliumWatch: yesNo(msg('s.concilium.bonusEarned'), CONCILIUM_RULE, {
    help: msg('s.concilium.journalistWatchingHelp'),
  }),
});

export function conciliumLine(earned: boolean, current: number): Line {
  return bonusLine('concilium-watch', msg('s.concilium.journalistWatching'), earned ? 1 : 0, current, CONCILIUM_RULE);
}
