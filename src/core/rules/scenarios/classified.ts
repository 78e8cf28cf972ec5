/**
 * ITS S11 · Classified Objectives, drawn from each player's own Classified deck, with:
 * - Secure HVT: may replace one drawn Classified where the scenario allows it, worth the same.
 * - Counterespionage (INTELCOM): some accomplished Classifieds cancel the opponent's. The card
 *   symbols did not survive in the rules text, so the wizard asks how many of each player's
 *   Classifieds were cancelled. A cancelled Classified counts for nothing, also when comparing.
 * - Provisions (INTELCOM): each accomplished Classified bearing the Provisions symbol gives
 *   1 more OP while the player is below 10 OP (the symbol is asked, not guessed).
 * Highly Classified and Countermeasures have their own Classified objectives in their files.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { bonusLine } from './caps';
import { hvtIsNeutral } from './hvt';
import { cardGivenUp } from './intelcom';
import type { Extra } from './questions';
import { count, pick, yesNo } from './questions';
import type { Game, ScenarioDef } from './scenario';
import type { ChoiceOption, Line, Problem, QuestionMap, Side } from './types';
import { opponent, SIDES } from './types';
import { bool, line, num } from './util';
import { seasonRules } from './season';

export const CLASSIFIED_RULE = cite('ITS S11', msg('s.classified.classifiedObjectives'));
export const SECURE_HVT_RULE = cite('ITS S11', msg('s.classified.secureHvtObjective'));
export const COUNTERESPIONAGE_RULE = cite('ITS S11', msg('s.classified.intelcomCounterespionage'));
export const PROVISIONS_RULE = cite('ITS S11', msg('s.classified.intelcomProvisions'));
export const SECURE_TREASURE_RULE = cite('ITS S17', msg('s.classified.secureTreasureObjective'));
/** ITS S17: Secure HVT or Secure Treasure may replace one Classified, never both. */
export const ONE_REPLACEMENT_RULE = cite('ITS S17', msg('s.classified.classifiedObjectives'));

const usesOwnDeck = (def: ScenarioDef): boolean => def.classifiedDeck === 'own-deck' && def.classified.count > 0;
const secureHvtAllowed = (def: ScenarioDef): boolean =>
  usesOwnDeck(def) && def.secureHvt === 'any-classified' && (hvtIsNeutral(def.hvt) || def.hvt === 'designated-target');

export function classifiedQuestions(def: ScenarioDef): QuestionMap {
  if (!usesOwnDeck(def)) return {};
  const n = def.classified.count;
  const q: QuestionMap = {
    classifieds: count(msg('s.classified.accomplished'), CLASSIFIED_RULE, 0, n, {
      help: msg('s.classified.accomplishedFromDeckHelp', { n }),
    }),
  };
  if (secureHvtAllowed(def)) {
    q.secureHvt = yesNo(msg('s.classified.secureHvtAccomplished'), SECURE_HVT_RULE, {
      help: msg('s.classified.secureHvtHelp'),
      ...(def.secureHvtReading ? { reading: def.secureHvtReading } : {}),
    });
  }
  if (treasureAllowed(def)) {
    q.secureTreasure = yesNo(msg('s.classified.secureTreasureAccomplished'), SECURE_TREASURE_RULE, {
      help: msg('s.classified.secureTreasureHelp'),
    });
  }
  if (def.intelcom === 'counterespionage') {
    q.classifiedsCancelled = count(msg('s.classified.cancelledOfPlayer'), COUNTERESPIONAGE_RULE, 0, n, {
      help: msg('s.classified.cancelledHelp'),
    });
  }
  if (def.intelcom === 'provisions') {
    q.provisionsClassifieds = count(msg('s.classified.provisionsAccomplished'), PROVISIONS_RULE, 0, n, {
      help: msg('s.classified.readSymbolsHelp'),
    });
  }
  return q;
}

const treasureAllowed = (def: ScenarioDef): boolean => usesOwnDeck(def) && seasonRules(def).secureTreasure;
const treasure = (g: Game, side: Side): boolean => treasureAllowed(g.def) && bool(g.season[side], 'secureTreasure');
const cards = (g: Game, side: Side): number => (usesOwnDeck(g.def) ? num(g.season[side], 'classifieds') : 0);
const secured = (g: Game, side: Side): boolean => secureHvtAllowed(g.def) && bool(g.season[side], 'secureHvt');
const cancelled = (g: Game, side: Side): number =>
  usesOwnDeck(g.def) && g.def.intelcom === 'counterespionage' ? num(g.season[side], 'classifiedsCancelled') : 0;

/** Classified cards replaced by Secure HVT or Secure Treasure (one at most is valid). */
const replaced = (g: Game, side: Side): number => (secured(g, side) ? 1 : 0) + (treasure(g, side) ? 1 : 0);

/**
 * A scenario's own extra Classified (Highly Classified's Secondary, Akial Interference's
 * Private): not accomplished, accomplished with its card, or by the objective the scenario lets
 * replace it (`replacement`, e.g. Secure HVT).
 */
export function replaceableClassified<const R extends string>(
  label: ScenarioText,
  rule: ScenarioText,
  accomplished: ScenarioText,
  replacement: ChoiceOption<R>,
  extra: Extra,
) {
  return pick<'none' | 'card' | R>(
    label,
    rule,
    [
      { value: 'none', label: msg('s.classified.notAccomplished') },
      { value: 'card', label: accomplished },
      replacement,
    ],
    extra,
  );
}

/** The line of such a Classified: `op` when accomplished either way, saying so when the replacement did it. */
export function replaceableClassifiedLine(
  objective: string,
  label: ScenarioText,
  answer: string,
  replacement: { value: string; detail: ScenarioText },
  op: number,
  rule: ScenarioText,
): Line {
  return line(
    objective,
    label,
    answer === 'none' ? 0 : op,
    rule,
    answer === replacement.value ? replacement.detail : undefined,
  );
}

/** Classifieds accomplished: `others` plus 1 for a replaceable Classified accomplished either way. */
export const withReplaceable = (others: number, answer: string): number => others + (answer === 'none' ? 0 : 1);

/** Classified Objectives that count: cards plus Secure HVT, less those cancelled. */
export function netClassifieds(g: Game, side: Side): number {
  return cards(g, side) + replaced(g, side) - cancelled(g, side);
}

export function classifiedLines(g: Game, side: Side): Line[] {
  if (!usesOwnDeck(g.def)) return [];
  const { op, count: n } = g.def.classified;
  const done = cards(g, side) + replaced(g, side);
  const of = { n: done, m: n };
  // A replaced card and a card given up to INTELCOM do not come together: the scenarios with the
  // INTELCOM card have one Classified, so checkClassifieds refuses both. One note at most applies.
  const detail = secured(g, side)
    ? msg('s.classified.nOfMOneSecureHvt', of)
    : treasure(g, side)
      ? msg('s.classified.nOfMOneSecureTreasure', of)
      : cardGivenUp(g, side)
        ? msg('s.classified.nOfMCardUsedAsIntelcom', of)
        : msg('s.classified.nOfM', of);
  const lines = [line('classified', msg('s.classified.accomplished'), done * op, CLASSIFIED_RULE, detail)];
  const gone = cancelled(g, side);
  if (g.def.intelcom === 'counterespionage') {
    lines.push(
      line(
        'counterespionage',
        msg('s.classified.cancelledByOpponent'),
        -gone * op,
        COUNTERESPIONAGE_RULE,
        msg('s.classified.cancelled', { n: gone }),
      ),
    );
  }
  return lines;
}

/** Provisions: added after the ceiling, only as far as 10 OP. */
export function provisionsLine(g: Game, side: Side, current: number): Line | null {
  if (!usesOwnDeck(g.def) || g.def.intelcom !== 'provisions') return null;
  const n = num(g.season[side], 'provisionsClassifieds');
  return bonusLine('provisions', msg('s.classified.provisionsLine'), n, current, PROVISIONS_RULE);
}

export function checkClassifieds(g: Game): Problem[] {
  if (!usesOwnDeck(g.def)) return [];
  const problems: Problem[] = [];
  const n = g.def.classified.count;
  for (const side of SIDES) {
    const given = cardGivenUp(g, side);
    const limit = n - (given ? 1 : 0);
    const done = cards(g, side) + replaced(g, side);
    if (secured(g, side) && treasure(g, side)) {
      problems.push({
        fields: [`${side}.secureHvt`, `${side}.secureTreasure`],
        message: msg('m.c.secureBoth', { rule: ONE_REPLACEMENT_RULE }),
      });
    }
    if (done > limit) {
      const fields = [`${side}.classifieds`];
      if (secured(g, side)) fields.push(`${side}.secureHvt`);
      if (treasure(g, side)) fields.push(`${side}.secureTreasure`);
      if (given) fields.push(`${side}.cardUse`);
      problems.push({
        fields,
        message: msg(given ? 'm.c.classifiedsOverGiven' : 'm.c.classifiedsOver', { done, limit }),
      });
    }
    if (g.def.intelcom === 'counterespionage') {
      const gone = cancelled(g, side);
      if (gone > cards(g, side)) {
        problems.push({
          fields: [`${side}.classifiedsCancelled`, `${side}.classifieds`],
          message: msg('m.c.cancelledOver', { n: gone, cards: cards(g, side) }),
        });
      }
      const other = opponent(side);
      if (gone > cards(g, other)) {
        problems.push({
          fields: [`${side}.classifiedsCancelled`, `${other}.classifieds`],
          message: msg('m.c.cancelNeedsCard', { cards: cards(g, other) }),
        });
      }
    }
    if (g.def.intelcom === 'provisions' && num(g.season[side], 'provisionsClassifieds') > cards(g, side)) {
      problems.push({
        fields: [`${side}.provisionsClassifieds`, `${side}.classifieds`],
        message: msg('m.c.provisionsOver', { cards: cards(g, side) }),
      });
    }
  }
  return problems;
}
