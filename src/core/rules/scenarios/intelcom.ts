/**
 * ITS S11 · INTELCOM Card. In scenarios that allow it, a player may give up the Classified
 * card to use it, at the end of the game, as INTELCOM:
 * - Support and Control: the card's value is added to the player's Army Points in one Zone of
 *   Operations of their choice, only if a non-Null trooper of theirs is inside that zone.
 * - Interference (Safe Area): one enemy Specialist counts as a non-Specialist for Controlling
 *   the Consoles (it still blocks, so at most one enemy Console Control is lost).
 * Counterespionage and Provisions act on the Classifieds accomplished (see classified.ts).
 *
 * Support and Control and Interference are used "at the end of the third Game Round": when the
 * game ended earlier by Retreat! the card does nothing (game-end.ts). A trooper "inside" the
 * chosen zone counts toward the player's Army Points there, so it cannot sit beside 0 points.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { gameEnd } from './game-end';
import { count, pick, yesNo } from './questions';
import type { Game, ScenarioDef } from './scenario';
import type { ChoiceOption, Line, Problem, QuestionMap, Side } from './types';
import { SIDES } from './types';
import { bool, line, num, str } from './util';
import { seasonRule } from './season';

/** The line of an Interference that took a Console from the opponent (listed for translation). */
export const INTERFERENCE_DENIED = msg('s.intelcom.interferenceOpponentLosesConsole');

export const INTELCOM_RULE = cite('ITS S11', msg('s.intelcom.intelcomCard'));
export const SUPPORT_RULE = cite('ITS S11', msg('s.intelcom.intelcomSupportCard'));
export const INTERFERENCE_RULE = cite('ITS S11', msg('s.intelcom.intelcomInterferenceCard'));
/** Highest card value the wizard accepts (the value printed on the Classified card). */
export const MAX_CARD_VALUE = 99;

const gaveUpCard = (mode: string | null): boolean =>
  mode === 'support-and-control' || mode === 'support-or-interference';

export function intelcomQuestions(g: ScenarioDef): QuestionMap {
  if (!gaveUpCard(g.intelcom)) return {};
  const uses: ChoiceOption[] = [
    { value: 'classified', label: msg('s.intelcom.keptAsClassified') },
    { value: 'support-and-control', label: msg('s.intelcom.support') },
  ];
  if (g.intelcom === 'support-or-interference')
    uses.push({ value: 'interference', label: msg('s.intelcom.interference') });
  const zones = (g.zones ?? []).map((z) => ({ value: z.id, label: z.label }));
  const q: QuestionMap = {
    cardUse: pick(msg('s.intelcom.useOfCard'), INTELCOM_RULE, uses, {
      help: msg('s.intelcom.useOfCardHelp'),
    }),
    intelcomValue: count(msg('s.intelcom.cardValue'), SUPPORT_RULE, 0, MAX_CARD_VALUE, {
      help: msg('s.intelcom.cardValueHelp'),
      showIf: { key: 'cardUse', equals: 'support-and-control' },
    }),
    intelcomZone: pick(msg('s.intelcom.reinforcedZone'), SUPPORT_RULE, zones, {
      showIf: { key: 'cardUse', equals: 'support-and-control' },
    }),
    intelcomTrooperInZone: yesNo(msg('s.intelcom.trooperInZone'), SUPPORT_RULE, {
      help: msg('s.intelcom.trooperInZoneHelp'),
      showIf: { key: 'cardUse', equals: 'support-and-control' },
    }),
  };
  if (g.intelcom === 'support-or-interference') {
    q.interferenceDeniesConsole = yesNo(msg('s.intelcom.interferenceRemovedConsole'), INTERFERENCE_RULE, {
      help: msg('s.intelcom.interferenceBlocksReading'),
      showIf: { key: 'cardUse', equals: 'interference' },
    });
  }
  return q;
}

/** True when the player turned the Classified card into an INTELCOM card. */
export function cardGivenUp(g: Game, side: Side): boolean {
  return gaveUpCard(g.def.intelcom) && str(g.season[side], 'cardUse') !== 'classified';
}

/**
 * The Support and Control boost a player applies, or null (not chosen, no trooper inside, or
 * the game ended before the end of the third Game Round).
 */
export function supportAndControl(g: Game, side: Side): { zone: string; value: number } | null {
  if (!gaveUpCard(g.def.intelcom) || !gameEnd(g).thirdRoundEnded) return null;
  const s = g.season[side];
  if (str(s, 'cardUse') !== 'support-and-control' || !bool(s, 'intelcomTrooperInZone')) return null;
  return { zone: str(s, 'intelcomZone'), value: num(s, 'intelcomValue') };
}

/**
 * Army Points a player counts in a zone: the observed figure, plus the Support and Control
 * value when this is the end-of-game count and the player chose this zone.
 */
export function zonePoints(g: Game, side: Side, zone: string, observed: number, endOfGame: boolean): number {
  const boost = endOfGame ? supportAndControl(g, side) : null;
  return observed + (boost && boost.zone === zone ? boost.value : 0);
}

/** True when this player's Interference cost the opponent one Console Control. */
export function interferenceDenies(g: Game, side: Side): boolean {
  return g.def.intelcom === 'support-or-interference' &&
    str(g.season[side], 'cardUse') === 'interference' &&
    gameEnd(g).thirdRoundEnded
    ? bool(g.season[side], 'interferenceDeniesConsole')
    : false;
}

/** Zero-point lines that show what the INTELCOM card did (for disputes). */
export function intelcomLines(g: Game, side: Side): Line[] {
  if (!gaveUpCard(g.def.intelcom)) return [];
  const use = str(g.season[side], 'cardUse');
  if (use !== 'classified' && !gameEnd(g).thirdRoundEnded) {
    return [line('intelcom', msg('s.intelcom.notUsedEndedEarly'), 0, INTELCOM_RULE)];
  }
  if (use === 'support-and-control') {
    const s = g.season[side];
    const zone = g.def.zones?.find((z) => z.id === str(s, 'intelcomZone'))?.label ?? str(s, 'intelcomZone');
    const boost = supportAndControl(g, side);
    return [
      line(
        'intelcom',
        boost
          ? msg('s.intelcom.supportAddedPoints', { n: boost.value, zone })
          : msg('s.intelcom.supportNoEffect', { zone }),
        0,
        SUPPORT_RULE,
      ),
    ];
  }
  if (use === 'interference') {
    const denied = interferenceDenies(g, side);
    return [
      line(
        'intelcom',
        denied ? INTERFERENCE_DENIED : msg('s.intelcom.interferenceChangedNothing'),
        0,
        INTERFERENCE_RULE,
      ),
    ];
  }
  return [];
}

/**
 * Where a player's Army Points in a zone at the end of the game are recorded: the zone's
 * question in the player's answers, or in the last entry of `rounds` for round-scored scenarios.
 */
function endOfGamePoints(g: Game, side: Side, zoneId: string): { field: string; points: number } | null {
  const zone = g.def.zones?.find((z) => z.id === zoneId);
  if (!zone) return null;
  const last = g.rounds.length - 1;
  const entry = last >= 0 ? g.rounds[last] : undefined;
  if (entry && zone.pointsKey in entry[side]) {
    return { field: `rounds.${last}.${side}.${zone.pointsKey}`, points: num(entry[side], zone.pointsKey) };
  }
  if (zone.pointsKey in g.facts[side])
    return { field: `${side}.${zone.pointsKey}`, points: num(g.facts[side], zone.pointsKey) };
  return null;
}

export function checkIntelcom(g: Game): Problem[] {
  if (!gaveUpCard(g.def.intelcom)) return [];
  const problems: Problem[] = [];
  for (const side of SIDES) {
    const s = g.season[side];
    const use = str(s, 'cardUse');
    if (use === 'support-and-control' && bool(s, 'intelcomTrooperInZone')) {
      const zone = endOfGamePoints(g, side, str(s, 'intelcomZone'));
      if (zone && zone.points === 0) {
        const label = g.def.zones?.find((z) => z.id === str(s, 'intelcomZone'))?.label ?? str(s, 'intelcomZone');
        problems.push({
          fields: [`${side}.intelcomTrooperInZone`, `${side}.intelcomZone`, zone.field],
          message: msg('m.c.supportZone', { zone: label, rule: seasonRule(g.def, SUPPORT_RULE) }),
        });
      }
    }
    if (use !== 'support-and-control' && (num(s, 'intelcomValue') > 0 || bool(s, 'intelcomTrooperInZone'))) {
      problems.push({
        fields: [`${side}.intelcomValue`, `${side}.intelcomTrooperInZone`, `${side}.cardUse`],
        message: msg('m.c.supportUnused'),
      });
    }
    if (use !== 'interference' && s.interferenceDeniesConsole === true) {
      problems.push({
        fields: [`${side}.interferenceDeniesConsole`, `${side}.cardUse`],
        message: msg('m.c.interferenceUnused'),
      });
    }
  }
  return problems;
}
