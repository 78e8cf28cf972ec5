/**
 * How the game ended (ITS S11 · End of the Mission of each scenario; N3 · Retreat!; N4 · Game
 * Sequence): at the end of the third Game Round, or early by Retreat! — in which Game Round and
 * at the end of which player's turn. Objectives are evaluated only at the moments the scenario
 * names that actually happened, and what is tied to "the end of the third Game Round" (the
 * INTELCOM card) applies only if it was reached.
 *
 * For scenarios scored at the end of each Game Round, `rounds` holds one entry per Game Round
 * end reached, plus — when the game stopped in the middle of a Game Round — one last entry for
 * the state when the game ended. So it always has `endRound` entries.
 *
 * Readings where the text is unclear (listed for the referee):
 * - A Game Round whose second Player Turn was never played did not end: its end-of-round
 *   objectives are not scored. End-of-game objectives use the state when the game stopped.
 * - The turn order inside each Game Round is the one fixed by the Initiative, so the player who
 *   played first in one round played first in every round.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import type { ScenarioText } from '../../../shared/api/scoring';
import { count, pick } from './questions';
import type { Game, ScenarioDef } from './scenario';
import { GAME_ROUNDS } from './scenario';
import type { Problem, QuestionMap, Side } from './types';
import { num, str } from './util';
import { seasonRule } from './season';

export const END_RULE = cite('ITS S11', msg('s.game-end.endOfMission'));

const SIDE_OPTIONS = [
  { value: 'a', label: msg('s.common.playerA') },
  { value: 'b', label: msg('s.common.playerB') },
] as const;

/** The game can end early only where Retreat! rules apply (not under No Quarter). */
export const canEndEarly = (def: ScenarioDef): boolean => def.retreat.applies;

export function gameEndQuestions(def: ScenarioDef): QuestionMap {
  if (!canEndEarly(def)) return {};
  const early = { key: 'endedBy', equals: 'retreat' } as const;
  return {
    endedBy: pick(msg('s.game-end.howEnded'), cite(def.rule, msg('s.game-end.endOfMission')), [
      { value: 'third-round', label: msg('s.game-end.afterThirdRound') },
      { value: 'retreat', label: msg('s.game-end.earlyByRetreat') },
    ]),
    endRound: count(msg('s.game-end.roundEnded'), END_RULE, 1, GAME_ROUNDS, { showIf: early }),
    firstTurn: pick(msg('s.game-end.firstPlayer'), END_RULE, SIDE_OPTIONS, {
      showIf: early,
      help: msg('s.game-end.turnOrderHelp'),
    }),
    lastTurn: pick(msg('s.game-end.endedAfterPlayersTurn'), END_RULE, SIDE_OPTIONS, {
      showIf: early,
      help: msg('s.game-end.endingTurnHelp'),
    }),
  };
}

export interface GameEnd {
  early: boolean;
  /** Game Round in which the game ended (3 when it ran its course). */
  round: number;
  /** Game Round ends reached: 0 to 3. */
  roundEnds: number;
  /** The end of the third Game Round was reached (the INTELCOM card may be used). */
  thirdRoundEnded: boolean;
}

export function gameEnd(g: Game): GameEnd {
  if (!canEndEarly(g.def) || str(g.game, 'endedBy') !== 'retreat') {
    return { early: false, round: GAME_ROUNDS, roundEnds: GAME_ROUNDS, thirdRoundEnded: true };
  }
  const round = num(g.game, 'endRound');
  const roundFinished = str(g.game, 'lastTurn') !== str(g.game, 'firstTurn');
  const roundEnds = roundFinished ? round : round - 1;
  return { early: true, round, roundEnds, thirdRoundEnded: roundEnds === GAME_ROUNDS };
}

/** True when entry `index` of `rounds` is the end of a Game Round (not a mid-round game end). */
export const isRoundEnd = (g: Game, index: number): boolean => index < gameEnd(g).roundEnds;

/** Words for the breakdown: how the game ended. */
export function describeEnd(g: Game): ScenarioText {
  const end = gameEnd(g);
  if (!end.early) return msg('s.game-end.ranToEnd');
  const who = str(g.game, 'lastTurn') === 'a' ? msg('s.common.playerA') : msg('s.common.playerB');
  const where = end.roundEnds === end.round ? msg('s.game-end.soRoundEnded') : msg('s.game-end.beforeRoundEnded');
  return msg('s.game-end.endedByRetreat', { n: end.round, player: who, when: where });
}

/** Round-scored scenarios list one entry per moment reached (see the header). */
export function checkRoundsRecorded(g: Game): Problem[] {
  if (!g.def.round) return [];
  const end = gameEnd(g);
  if (g.rounds.length === end.round) return [];
  // Under No Quarter there is no question on how the game ended: only the rounds can be wrong.
  const fields = end.early ? ['rounds', 'game.endRound'] : canEndEarly(g.def) ? ['rounds', 'game.endedBy'] : ['rounds'];
  const facts = { n: g.rounds.length, rule: seasonRule(g.def, END_RULE) };
  const message = !end.early
    ? msg('m.c.roundsFull', { ...facts, expected: GAME_ROUNDS })
    : end.roundEnds < end.round
      ? msg('m.c.roundsEarlyState', { ...facts, expected: end.round })
      : msg('m.c.roundsEarly', { ...facts, expected: end.round });
  return [{ fields, message }];
}

/** The side label used in messages. */
export const playerLabel = (side: Side): ScenarioText =>
  side === 'a' ? msg('s.common.playerA') : msg('s.common.playerB');
