/**
 * ITS S11 · Liaison Officer: a Forward Observer named at the end of deployment. At the end of
 * the game, if it is non-Null and wholly outside its Deployment Zone and passes a WIP+3 roll
 * (which Command Tokens may repeat), the player gains 1 OP within the 10 OP maximum.
 * Applied in the scenarios that list the rule (Acquisition, Frontline, Safe Area).
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { bonusLine } from './caps';
import { yesNo } from './questions';
import type { Line, QuestionMap } from './types';

export const LIAISON_RULE = cite('ITS S11', msg('s.liaison.liaisonOfficer'));

export const liaisonQuestions = (): QuestionMap => ({
  liaisonOfficer: yesNo(msg('s.liaison.bonusEarned'), LIAISON_RULE, {
    help: msg('s.liaison.reportedHelp'),
  }),
});

export function liaisonLine(earned: boolean, current: number): Line {
  return bonusLine('liaison-officer', msg('s.liaison.reported'), earned ? 1 : 0, current, LIAISON_RULE);
}
