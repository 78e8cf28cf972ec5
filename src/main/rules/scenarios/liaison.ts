/**
 * ITS S11 · Liaison Officer: a Forward Observer named at the end of deployment. At the end of
 * the game, if it is non-Null and wholly outside its Deployment Zone and passes a WIP+3 roll
 * (which Command Tokens may repeat), the player gains 1 OP within the 10 OP maximum.
 * Applied in the scenarios that list the rule (Acquisition, Frontline, Safe Area).
 */
import { bonusLine } from './caps';
import { yesNo } from './questions';
import type { Line, QuestionMap } from './types';

export const LIAISON_RULE = 'ITS S11 · Liaison Officer';

export const liaisonQuestions = (): QuestionMap => ({
  liaisonOfficer: yesNo('Liaison Officer bonus earned', LIAISON_RULE, {
    help: 'At the end of the game the Liaison Officer was non-Null, wholly outside its own Deployment Zone, and passed its WIP+3 roll (repeated with Command Tokens if needed).',
  }),
});

export function liaisonLine(earned: boolean, current: number): Line {
  return bonusLine(
    'liaison-officer',
    'Liaison Officer reported (WIP+3 roll passed)',
    earned ? 1 : 0,
    current,
    LIAISON_RULE,
  );
}
