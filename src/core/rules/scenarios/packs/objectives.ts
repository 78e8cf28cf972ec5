/**
 * A pack's objectives scored: each kind of the vocabulary (docs/SCENARIO-PACKS.md) writes the same
 * breakdown line a coded scenario writes with the same helpers (`line`, `moreLine`,
 * `dominateLine`, …), so a scenario scores the same whether it is code or data.
 */
import type { ScenarioText } from '../../../../shared/api/scoring';
import { msg } from '../../../../shared/messages';
import type { PackObjective, PackText } from '../../../../shared/scenarioPack';
import { replaceableClassifiedLine } from '../classified';
import { isRoundEnd } from '../game-end';
import { opInBands } from '../killing';
import type { Game } from '../scenario';
import type { Line, Side } from '../types';
import { opponent } from '../types';
import { atRound, compare, line, moreLine } from '../util';
import { dominateLine, dominates } from '../zones';
import { holds, numberOf, valueOf } from './figures';
import type { QuestionPlaces, Where } from './figures';
import { textOf } from './texts';
import type { PackWords } from './texts';

export interface ScoringContext {
  words: PackWords;
  places: QuestionPlaces;
  /** The scenario's citation, and the citation its objectives use unless they name their own. */
  rule: (segments?: PackText[] | { cite: PackText[] }) => ScenarioText;
  objectiveRule: ScenarioText;
}

type Conditional = PackText | { if: Parameters<typeof holds>[0]; then: PackText; else?: PackText };

export function objectiveLines(o: PackObjective, g: Game, side: Side, c: ScoringContext, round?: number): Line[] {
  if (o.kind === 'each-round') {
    return g.rounds.flatMap((_, i) =>
      isRoundEnd(g, i)
        ? o.objectives.flatMap((inner) => objectiveLines(inner, g, side, c, i)).map((l) => atRound(i + 1, l))
        : [],
    );
  }
  const w: Where = { g, side, scorer: side, ...(round !== undefined ? { round } : {}) };
  const them: Where = { ...w, side: opponent(side) };
  if (o.role && holds({ role: o.role }, w, c.places) === false) return [];
  const fill = (value: Parameters<typeof valueOf>[0]) => valueOf(value, w, c.places);
  const text = (t: PackText) => textOf(t, c.words, fill);
  const chosen = (t: Conditional | undefined): ScenarioText | undefined => {
    if (t === undefined) return undefined;
    if (typeof t === 'object' && 'if' in t) {
      const pick = holds(t.if, w, c.places) ? t.then : t.else;
      return pick === undefined ? undefined : text(pick);
    }
    return text(t);
  };
  const label = chosen(o.label) as ScenarioText;
  const rule = o.rule ? c.rule(o.rule) : c.objectiveRule;
  const pair = (figure: Parameters<typeof numberOf>[0]): [number, number] => [
    numberOf(figure, w, c.places),
    numberOf(figure, them, c.places),
  ];

  switch (o.kind) {
    case 'points':
      return [line(o.id, label, !o.when || holds(o.when, w, c.places) ? o.op : 0, rule, chosen(o.detail))];
    case 'each': {
      const n = numberOf(o.count, w, c.places);
      const counted = o.cap === undefined ? n : Math.min(n, o.cap);
      const detail =
        o.cap !== undefined && n > o.cap && o.capDetail
          ? textOf({ key: o.capDetail, params: { n, m: o.cap } }, c.words)
          : o.op === 1
            ? msg('s.common.timesOne', { n })
            : msg('s.common.timesTwo', { n });
      return [line(o.id, label, counted * o.op, rule, detail)];
    }
    case 'more': {
      const [own, other] = pair(o.figure);
      const detail = o.noun ? msg('s.common.nounVersus', { noun: text(o.noun), a: own, b: other }) : undefined;
      return [moreLine(o.id, label, [own, other], o.op, rule, detail)];
    }
    case 'same': {
      const [own, other] = pair(o.figure);
      const scored = compare(own, other) === 'same' && own >= o.atLeast ? o.op : 0;
      return [line(o.id, label, scored, rule, msg('s.common.nounVersus', { noun: text(o.noun), a: own, b: other }))];
    }
    case 'dominate': {
      const figure = { zonePoints: o.zonePoints, ...(o.zone ? { zone: o.zone } : {}) };
      return [dominateLine(o.id, label, pair(figure), o.op, rule)];
    }
    case 'dominate-all': {
      const last = g.rounds.length - 1;
      const at: Where = { ...w, round: last };
      const all =
        last >= 0 &&
        o.zonePoints.every((key) =>
          dominates(
            numberOf({ fact: key }, at, c.places),
            numberOf({ fact: key }, { ...at, side: opponent(side) }, c.places),
          ),
        );
      return [line(o.id, label, all ? o.op : 0, rule)];
    }
    case 'at-least': {
      const reached = numberOf(o.figure, w, c.places) >= numberOf(o.threshold, w, c.places);
      return [line(o.id, label, reached ? o.op : 0, rule, chosen(o.detail))];
    }
    case 'bands': {
      const thresholds = o.bands[String(g.armyPoints)] ?? [Infinity, Infinity, Infinity];
      return [line(o.id, label, opInBands(thresholds, numberOf(o.figure, w, c.places), o.ops), rule, chosen(o.detail))];
    }
    case 'classified': {
      const answer = String(valueOf({ fact: o.question }, w, c.places));
      const replacement = { value: o.replacement.value, detail: text(o.replacement.detail) };
      return [replaceableClassifiedLine(o.id, label, answer, replacement, o.op, rule)];
    }
    case 'value':
      return [line(o.id, label, Math.max(0, Math.min(numberOf(o.figure, w, c.places), o.max)), rule)];
  }
}
