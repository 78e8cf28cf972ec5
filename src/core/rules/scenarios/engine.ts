/**
 * Scores one game of one scenario: validates the facts (refused as invalid), refuses contradictions
 * (a violation), then builds each player's lines — main objectives, Classifieds, the 10 OP
 * ceiling, Provisions, Liaison Officer, Concilium Watch, HVT penalty — and both players' TP.
 * Every line's points add up to the player's OP.
 *
 * Besides each player's answers (`a`, `b`) and the per-round ones (`rounds`), the facts may hold
 * `game`: how the game ended (game-end.ts) and the referee's ruling where the rules are silent.
 */
import { cite } from '../../../shared/citation';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { sideName } from '../../../shared/bounds';
import { english, msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import type { Tier } from '../../../shared/model';
import { ITS_S11, tierLimits, tournamentPoints } from '../tournament/presets';
import type { ScoringPreset } from '../tournament/presets';
import { ceilingLine, OP_CEILING, total } from './caps';
import { checkClassifieds, classifiedLines, classifiedQuestions, provisionsLine } from './classified';
import { conciliumLine, conciliumQuestions } from './concilium';
import { checkRoundsRecorded, describeEnd, gameEnd, gameEndQuestions } from './game-end';
import { applyHvtPenalty, checkHvtRuling, hvtIsNeutral, hvtQuestions, hvtRulingQuestions } from './hvt';
import type { HvtRuling } from './hvt';
import { checkIntelcom, intelcomLines, intelcomQuestions } from './intelcom';
import { checkArmyTotals, survivingQuestion } from './killing';
import { liaisonLine, liaisonQuestions } from './liaison';
import { parseFacts, zodObject } from './questions';
import type { Game, ScenarioDef } from './scenario';
import { GAME_ROUNDS } from './scenario';
import type { FactRecord, FactsOf, PlayerScore, Problem, QuestionMap, ScoreResult, Side } from './types';
import { SIDES } from './types';
import { bool, line, str } from './util';
import { seasonRule, seasonRules } from './season';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';

/** Season-rule questions as the scenario's season cites them (ITS S11's unchanged). */
function cited(def: ScenarioDef, map: QuestionMap): QuestionMap {
  if (seasonRules(def).cite === 'ITS S11') return map;
  const out: QuestionMap = {};
  for (const [key, q] of Object.entries(map)) out[key] = { ...q, rule: seasonRule(def, q.rule) };
  return out;
}

/** ITS S11's HVT harm penalty (and the referee's ruling it may need) applies to this scenario. */
const hvtPenalty = (def: ScenarioDef): boolean => seasonRules(def).hvtHarmPenalty && hvtIsNeutral(def.hvt);

/** Season-rule questions the scenario's declaration calls for, in wizard order. */
export function seasonQuestions(def: ScenarioDef): QuestionMap {
  return cited(def, {
    ...classifiedQuestions(def),
    ...intelcomQuestions(def),
    ...(hvtPenalty(def) ? hvtQuestions(def.hvt) : {}),
    ...(def.liaisonOfficer ? liaisonQuestions() : {}),
    ...(def.conciliumWatch ? conciliumQuestions() : {}),
    survivingPoints: survivingQuestion(),
  });
}

/** Every question asked once per player: the scenario's own, then the season rules'. */
export function playerQuestions(def: ScenarioDef): QuestionMap {
  const season = seasonQuestions(def);
  const clash = Object.keys(def.player).find((k) => k in season);
  if (clash) throw new Error(`Scenario ${def.id}: question "${clash}" clashes with a season-rule question`);
  return { ...def.player, ...season };
}

/** Questions asked once for the whole game: how it ended, then the referee's rulings. */
export function gameQuestions(def: ScenarioDef): QuestionMap {
  const season = cited(def, { ...gameEndQuestions(def), ...(hvtPenalty(def) ? hvtRulingQuestions(def.hvt) : {}) });
  const clash = Object.keys(def.game ?? {}).find((k) => k in season);
  if (clash) throw new Error(`Scenario ${def.id}: game question "${clash}" clashes with a season-rule question`);
  return { ...season, ...def.game };
}

const schemas = new WeakMap<ScenarioDef, z.ZodType>();

export function factsSchema(def: ScenarioDef): z.ZodType {
  let schema = schemas.get(def);
  if (!schema) {
    const player = zodObject(playerQuestions(def));
    const shape: Record<string, z.ZodType> = { a: player, b: player };
    const game = gameQuestions(def);
    if (Object.keys(game).length > 0) shape.game = zodObject(game).prefault({});
    if (def.round) {
      const round = zodObject(def.round);
      shape.rounds = zod
        .array(zod.strictObject({ a: round, b: round }), { error: 'must list the Game Rounds played' })
        .min(1, { error: 'must list at least the first Game Round' })
        .max(GAME_ROUNDS, { error: `a game has at most ${GAME_ROUNDS} Game Rounds` });
    }
    schema = zod.strictObject(shape);
    schemas.set(def, schema);
  }
  return schema;
}

export interface ParsedFacts {
  a: FactRecord;
  b: FactRecord;
  rounds?: Record<Side, FactRecord>[];
  game?: FactRecord;
}

const harmedHvts = (g: Game): Record<Side, boolean> => ({
  a: bool(g.season.a, 'harmedHvt'),
  b: bool(g.season.b, 'harmedHvt'),
});

/**
 * A fact as the wizard asks it: “question” (player), with the Game Round when it is asked per
 * round. The player is a side until the API puts the name in (scoring.ts).
 */
export function describeField(def: ScenarioDef, path: string): MessageRef {
  const parts = path.split('.');
  const side = (s: string | undefined) => sideName(s === 'b' ? 'b' : 'a');
  if (parts[0] === 'rounds' && parts.length >= 4) {
    const label = def.round?.[parts[3] as string]?.label ?? parts[3] ?? '';
    return msg('m.c.fieldRound', { question: label, player: side(parts[2]), round: Number(parts[1]) + 1 });
  }
  if (parts[0] === 'rounds') return msg('m.c.fieldRounds');
  if (parts[0] === 'game') {
    return msg('m.c.fieldGame', { question: gameQuestions(def)[parts[1] ?? '']?.label ?? parts[1] ?? '' });
  }
  if ((parts[0] === 'a' || parts[0] === 'b') && parts[1]) {
    return msg('m.c.field', { question: playerQuestions(def)[parts[1]]?.label ?? parts[1], player: side(parts[0]) });
  }
  return msg('m.field.facts');
}

export function contradictions(g: Game): Problem[] {
  return [
    ...checkRoundsRecorded(g),
    ...checkArmyTotals(g),
    ...checkClassifieds(g),
    ...checkIntelcom(g),
    ...(g.def.check?.(g) ?? []),
    ...(hvtPenalty(g.def) ? checkHvtRuling(harmedHvts(g), str(g.game, 'hvtRuling') as HvtRuling) : []),
  ];
}

/** Validates facts and fills every unanswered question with its default (refused as invalid). */
export function parseScenarioFacts(def: ScenarioDef, rawFacts: unknown): Ruled<ParsedFacts> {
  return parseFacts<ParsedFacts>(factsSchema(def), rawFacts, def.name, (path) => describeField(def, path));
}

export function scoreScenario(
  def: ScenarioDef,
  tier: Tier,
  rawFacts: unknown,
  preset: ScoringPreset = ITS_S11,
  armyPoints?: number,
): Ruled<ScoreResult> {
  const parsed = parseScenarioFacts(def, rawFacts);
  if (!parsed.ok) return parsed;
  const facts = parsed.value;
  const g: Game = {
    tier,
    armyPoints: armyPoints ?? Math.max(...tierLimits(preset, tier).points),
    def,
    facts: { a: facts.a as FactsOf<QuestionMap>, b: facts.b as FactsOf<QuestionMap> },
    rounds: (facts.rounds ?? []) as Record<Side, FactsOf<QuestionMap>>[],
    season: { a: facts.a, b: facts.b },
    game: facts.game ?? {},
  };

  const problems = contradictions(g);
  if (problems.length > 0) {
    const fields = [...new Set(problems.flatMap((p) => p.fields))];
    const said = problems.map((p) =>
      msg('m.issue', { field: p.fields.map((f) => describeField(def, f)), problem: p.message }),
    );
    return refuse('violation', msg('m.c.contradiction', { scenario: def.name, problems: said }), {
      fields,
      problems: problems.map((p) => ({ fields: p.fields, message: english(p.message) })),
    });
  }

  const players = {} as Record<Side, PlayerScore>;
  for (const side of SIDES) {
    const season = [...classifiedLines(g, side), ...intelcomLines(g, side)].map((l) => ({
      ...l,
      rule: seasonRule(def, l.rule),
    }));
    const lines = [...def.objectives(g, side), ...season];
    if (gameEnd(g).early) {
      lines.unshift(
        line('game-end', describeEnd(g), 0, seasonRule(def, cite('ITS S11', msg('s.game-end.endOfMission')))),
      );
    }
    const ceiling = seasonRules(def).opCeilingLine ? ceilingLine(total(lines)) : null;
    if (ceiling) lines.push(ceiling);
    const provisions = provisionsLine(g, side, total(lines));
    if (provisions) lines.push(provisions);
    if (def.liaisonOfficer) lines.push(liaisonLine(bool(g.season[side], 'liaisonOfficer'), total(lines)));
    if (def.conciliumWatch) lines.push(conciliumLine(bool(g.season[side], 'conciliumWatch'), total(lines)));
    players[side] = { op: 0, lines };
  }
  if (hvtPenalty(def)) {
    applyHvtPenalty(players, harmedHvts(g), str(g.game, 'hvtRuling') as HvtRuling);
  }
  for (const side of SIDES) {
    const op = total(players[side].lines);
    if (op < 0 || op > OP_CEILING) throw new Error(`Internal: ${def.id} scored ${op} OP for ${side}`);
    players[side].op = op;
  }

  const opPair: [number, number] = [players.a.op, players.b.op];
  return ok({
    scenarioId: def.id,
    tier,
    players,
    tp: tournamentPoints(preset, opPair),
    vp: [facts.a.survivingPoints as number, facts.b.survivingPoints as number],
  });
}
