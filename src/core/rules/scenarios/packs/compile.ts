/**
 * A scenario pack read into the app's own scenario declarations (`ScenarioDef`), so the engine,
 * the wizards, the phones, the sheets and the standings treat its scenarios exactly as the coded
 * ones. Everything a pack could get wrong is found here, when it is loaded — never while a game is
 * scored: its shape, a text or a question that does not exist, a figure missing for an army size,
 * a scenario that could give more than 10 OP. Problems are data: each names its place in the file.
 */
import type { ScenarioText } from '../../../../shared/api/scoring';
import { s17TierOf } from '../../../../shared/api/scoring';
import { cite } from '../../../../shared/citation';
import type { MessageParam, MessageRef } from '../../../../shared/messages';
import { msg } from '../../../../shared/messages';
import type { Tier } from '../../../../shared/model';
import { TIER_LIMITS } from '../../../../shared/model';
import { ScenarioPackSchema } from '../../../../shared/scenarioPack';
import type {
  PackCondition,
  PackObjective,
  PackParam,
  PackQuestion,
  PackScenario,
  PackText,
  PackValue,
  ScenarioPack,
} from '../../../../shared/scenarioPack';
import type { ScoringPreset } from '../../tournament/presets';
import { gameEndQuestions } from '../game-end';
import { seasonQuestions } from '../engine';
import { armyPoints, count, defaultValue, pick, yesNo } from '../questions';
import type { Extra } from '../questions';
import { EARLY_END, NO_QUARTER } from '../scenario';
import type { ScenarioDef } from '../scenario';
import type { FactValue, Question, QuestionMap } from '../types';
import { checkProblems } from './checks';
import type { QuestionPlaces } from './figures';
import { maximumOp } from './maximum';
import { objectiveLines } from './objectives';
import { packPreset } from './preset';
import type { ScoringContext } from './objectives';
import { isAppKey, isValue, packWords, textOf } from './texts';
import type { PackWords } from './texts';
import { zodProblems } from './zodProblems';

/** Something wrong in a pack: where (a JSON path such as `scenarios[2].objectives[0].op`) and what. */
export interface PackProblem {
  path: string;
  message: MessageRef;
}

/** A pack read and accepted: its scenarios as the app's, its preset and its army sizes. */
export interface CompiledPack {
  pack: ScenarioPack;
  scenarios: readonly ScenarioDef[];
  preset: ScoringPreset;
  armySizes: readonly number[];
}

export type PackReading = { ok: true; value: CompiledPack } | { ok: false; problems: PackProblem[] };

const OP_CEILING = 10;

/** Reads a pack (parsed JSON); every problem is returned, not only the first. */
export function compilePack(raw: unknown): PackReading {
  // `reportInput` keeps the value on each issue: a value of the wrong type is told from a missing one.
  const parsed = ScenarioPackSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error) };
  return compileParsedPack(parsed.data);
}

/**
 * The app's own pack, shipped with it and checked by its tests: read without the schema, which
 * costs every process start a tenth of a second, but with every check that follows it.
 */
export function builtInPack(raw: unknown): CompiledPack {
  const reading = compileParsedPack(withDefaults(raw as ScenarioPack));
  if (!reading.ok)
    throw new Error(`Internal: the built-in pack has problems at ${reading.problems.map((p) => p.path).join(', ')}`);
  return reading.value;
}

/** What the schema fills in where a pack leaves a field out (the test of the built-in pack proves they agree). */
export function withDefaults(pack: ScenarioPack): ScenarioPack {
  const objective = (o: PackObjective): PackObjective => {
    if (o.kind === 'each-round') return { ...o, objectives: o.objectives.map(objective) };
    if (o.kind === 'each') return { ...o, op: o.op ?? 1 };
    if (o.kind === 'same') return { ...o, atLeast: o.atLeast ?? 1 };
    return o;
  };
  return {
    ...pack,
    texts: pack.texts ?? {},
    scenarios: pack.scenarios.map((s) => ({
      ...s,
      tableConfiguration: s.tableConfiguration ?? '—',
      classified: s.classified ?? { count: 0, op: 0 },
      classifiedDeck: s.classifiedDeck ?? 'not-used',
      hvt: s.hvt ?? 'not-used',
      secureHvt: s.secureHvt ?? 'not-used',
      intelcom: s.intelcom ?? null,
      retreat: s.retreat ?? 'early-end',
      keyOps: s.keyOps ?? false,
      roles: s.roles ?? false,
      objectiveRule: s.objectiveRule ?? ['s.common.mainObjectives'],
      player: s.player ?? {},
      checks: s.checks ?? [],
      objectives: s.objectives.map(objective),
      guide: s.guide ?? [],
    })),
  };
}

/** Reads a pack the schema has already accepted (an event file's copy): every other check runs. */
export function compileParsedPack(pack: ScenarioPack): PackReading {
  const problems: PackProblem[] = [];
  const words = packWords(pack.texts);
  for (const [key, byLanguage] of words) {
    if (byLanguage.en === undefined)
      problems.push({ path: `texts.en.${key}`, message: msg('m.pack.noEnglish', { key }) });
  }
  const { preset, problems: presetProblems } = packPreset(pack, words);
  problems.push(...presetProblems);
  const seen = new Set<string>();
  const scenarios: ScenarioDef[] = [];
  pack.scenarios.forEach((s, i) => {
    const at = `scenarios[${i}]`;
    if (seen.has(s.id)) problems.push({ path: `${at}.id`, message: msg('m.pack.duplicate', { scenario: s.id }) });
    seen.add(s.id);
    const def = scenarioOf(pack, s, words);
    problems.push(...scenarioProblems(pack, s, def, words, at));
    scenarios.push(def);
  });
  if (problems.length > 0 || !preset) return { ok: false, problems };
  return { ok: true, value: { pack, scenarios, preset, armySizes: pack.armySizes } };
}

/** The tier a pack's game is played at, from its army size. */
export function packTier(pack: ScenarioPack, armyPoints: number): Tier {
  if (pack.seasonRules === 'its-s17') return s17TierOf(armyPoints);
  return armyPoints >= TIER_LIMITS.top.points ? 'top' : armyPoints >= TIER_LIMITS.mid.points ? 'mid' : 'low';
}

function questionOf(q: PackQuestion, words: PackWords, rule: (r: PackQuestion['rule']) => ScenarioText): Question {
  const text = (t: PackText) => textOf(t, words);
  const extra: Extra = {
    ...(q.help !== undefined ? { help: text(q.help) } : {}),
    ...(q.reading !== undefined ? { reading: text(q.reading) } : {}),
    ...(q.showIf !== undefined ? { showIf: q.showIf } : {}),
  };
  const label = text(q.label);
  if (q.kind === 'yes-no') return yesNo(label, rule(q.rule), extra);
  if (q.kind === 'count') return count(label, rule(q.rule), q.min, q.max, extra);
  if (q.kind === 'army-points') return armyPoints(label, rule(q.rule), extra);
  return pick(
    label,
    rule(q.rule),
    q.options.map((o) => ({ value: o.value, label: text(o.label) })),
    extra,
  );
}

function questionsOf(
  map: Record<string, PackQuestion> | undefined,
  words: PackWords,
  rule: (r: PackQuestion['rule']) => ScenarioText,
): QuestionMap {
  return Object.fromEntries(Object.entries(map ?? {}).map(([key, q]) => [key, questionOf(q, words, rule)]));
}

const RETREAT = {
  'early-end': EARLY_END,
  'no-quarter': NO_QUARTER,
  'no-early-end': { applies: true, endsGameIfTurnStartsInRetreat: false },
} as const;

function scenarioOf(pack: ScenarioPack, s: PackScenario, words: PackWords): ScenarioDef {
  const text = (t: PackText) => textOf(t, words);
  const name = text(s.name);
  // A rulebook reference ("ITS S17") reads the same in every language: a plain citation segment.
  const segment = (t: PackText): MessageParam => (typeof t === 'object' && 'literal' in t ? t.literal : text(t));
  const scenarioRule = cite(pack.cite, name);
  const rule = (r: PackQuestion['rule'] | undefined): ScenarioText => {
    if (r === undefined) return scenarioRule;
    if (Array.isArray(r)) return cite(scenarioRule, ...r.map(segment));
    return cite(...r.cite.map(segment));
  };
  const objectiveRule = rule(s.objectiveRule);
  const roundDefaults = new Map<string, FactValue>();
  const round = s.round ? questionsOf(s.round, words, rule) : undefined;
  for (const [key, q] of Object.entries(round ?? {})) roundDefaults.set(key, defaultValue(q));
  const places: QuestionPlaces = { round: roundDefaults };
  const context: ScoringContext = { words, places, rule, objectiveRule };
  const def: ScenarioDef = {
    id: s.id,
    name,
    season: pack.seasonRules,
    rule: scenarioRule,
    tableConfiguration: s.tableConfiguration,
    deployment: text(s.deployment),
    specialRules: s.specialRules.map(text),
    classified: s.classified,
    classifiedDeck: s.classifiedDeck,
    extremeMode: false,
    retreat: RETREAT[s.retreat],
    hvt: s.hvt,
    secureHvt: s.secureHvt,
    intelcom: s.intelcom,
    ...(s.zones ? { zones: s.zones.map((z) => ({ id: z.id, label: text(z.label), pointsKey: z.pointsKey })) } : {}),
    dataTracker: false,
    liaisonOfficer: false,
    conciliumWatch: false,
    ...(s.keyOps ? { keyOps: true } : {}),
    ...(s.reinforcements !== undefined ? { reinforcements: s.reinforcements } : {}),
    ...(s.roles ? { roles: true } : {}),
    ...(s.secureHvtReading !== undefined ? { secureHvtReading: text(s.secureHvtReading) } : {}),
    player: questionsOf(s.player, words, rule),
    ...(round ? { round } : {}),
    ...(s.game ? { game: questionsOf(s.game, words, rule) } : {}),
    check: (g) => checkProblems(s.checks, g, places, words, (c) => rule(c.rule)),
    objectives: (g, side) => s.objectives.flatMap((o) => objectiveLines(o, g, side, context)),
    guide: (tier) =>
      s.guide
        .filter(
          (entry) => tier === undefined || entry.armyPoints === undefined || packTier(pack, entry.armyPoints) === tier,
        )
        .map((entry) => ({
          label: text(entry.label),
          op: typeof entry.op === 'string' && !isTextKey(entry.op, words) ? entry.op : text(entry.op),
        })),
  };
  return def;
}

const isTextKey = (t: string, words: PackWords): boolean => words.has(t) || isAppKey(t);

// ---------------------------------------------------------------------------------------------
// What is checked when a pack is loaded
// ---------------------------------------------------------------------------------------------

function scenarioProblems(
  pack: ScenarioPack,
  s: PackScenario,
  def: ScenarioDef,
  words: PackWords,
  at: string,
): PackProblem[] {
  const problems: PackProblem[] = [];
  const say = (path: string, message: MessageRef) => problems.push({ path: `${at}.${path}`, message });

  // Texts: every key is the app's or the pack's; values only where a game gives them.
  const textKeys = (t: PackText | PackParam, path: string, valuesAllowed: boolean): void => {
    if (typeof t === 'number') return;
    if (typeof t === 'string') {
      if (!isTextKey(t, words)) say(path, msg('m.pack.unknownText', { key: t }));
      return;
    }
    if (isValue(t)) {
      if (!valuesAllowed) say(path, msg('m.pack.valueHere'));
      else valueRefs(t, path);
      return;
    }
    if ('literal' in t) return;
    if (!isTextKey(t.key, words)) say(`${path}.key`, msg('m.pack.unknownText', { key: t.key }));
    for (const [name, p] of Object.entries(t.params ?? {})) textKeys(p, `${path}.params.${name}`, valuesAllowed);
  };

  // Questions: what objectives, checks and texts may read.
  const seasonKeys = Object.keys(seasonQuestions(def));
  const own = new Set([...Object.keys(s.player), ...Object.keys(s.round ?? {}), ...seasonKeys]);
  const gameKeys = new Set([...Object.keys(s.game ?? {}), ...Object.keys(gameEndQuestions(def))]);
  for (const key of Object.keys(s.player)) {
    if (seasonKeys.includes(key)) say(`player.${key}`, msg('m.pack.clash', { question: key }));
  }
  const zoneIds = new Set((s.zones ?? []).map((z) => z.id));
  const sizes = pack.armySizes.map(String);

  const factRef = (key: string, path: string) => {
    if (!own.has(key)) say(path, msg('m.pack.unknownQuestion', { question: key }));
  };
  const byArmy = (table: Record<string, unknown>, path: string) => {
    for (const size of sizes) {
      if (table[size] === undefined) say(path, msg('m.pack.armySize', { points: Number(size) }));
    }
  };
  function valueRefs(v: PackValue, path: string): void {
    if (typeof v === 'number') return;
    if ('fact' in v) factRef(v.fact, `${path}.fact`);
    else if ('opponent' in v) factRef(v.opponent, `${path}.opponent`);
    else if ('game' in v) {
      if (!gameKeys.has(v.game)) say(`${path}.game`, msg('m.pack.unknownQuestion', { question: v.game }));
    } else if ('zonePoints' in v) {
      for (const key of typeof v.zonePoints === 'string' ? [v.zonePoints] : [v.zonePoints.a, v.zonePoints.b]) {
        factRef(key, `${path}.zonePoints`);
      }
      if (v.zone !== undefined && !zoneIds.has(v.zone))
        say(`${path}.zone`, msg('m.pack.unknownZone', { zone: v.zone }));
    } else if ('byArmy' in v) byArmy(v.byArmy, `${path}.byArmy`);
    else if ('sum' in v) v.sum.forEach((x, i) => valueRefs(x, `${path}.sum[${i}]`));
    else if ('min' in v) v.min.forEach((x, i) => valueRefs(x, `${path}.min[${i}]`));
    else if ('count' in v) v.count.forEach((x, i) => conditionRefs(x, `${path}.count[${i}]`));
  }
  function conditionRefs(c: PackCondition, path: string): void {
    if ('fact' in c) factRef(c.fact, `${path}.fact`);
    else if ('opponent' in c) factRef(c.opponent, `${path}.opponent`);
    else if ('game' in c) {
      if (!gameKeys.has(c.game)) say(`${path}.game`, msg('m.pack.unknownQuestion', { question: c.game }));
    } else if ('role' in c) {
      if (!s.roles) say(path, msg('m.pack.noRoles'));
    } else if ('compare' in c) {
      valueRefs(c.compare[0], `${path}.compare[0]`);
      valueRefs(c.compare[2], `${path}.compare[2]`);
    } else if ('lastRound' in c) conditionRefs(c.lastRound, `${path}.lastRound`);
    else if ('everyRound' in c) conditionRefs(c.everyRound, `${path}.everyRound`);
    else if ('anyRound' in c) conditionRefs(c.anyRound, `${path}.anyRound`);
    else if ('all' in c) c.all.forEach((x, i) => conditionRefs(x, `${path}.all[${i}]`));
    else if ('any' in c) c.any.forEach((x, i) => conditionRefs(x, `${path}.any[${i}]`));
    else if ('not' in c) conditionRefs(c.not, `${path}.not`);
  }
  const conditional = (t: unknown, path: string) => {
    if (typeof t === 'object' && t !== null && 'if' in t) {
      const c = t as { if: PackCondition; then: PackText; else?: PackText };
      conditionRefs(c.if, `${path}.if`);
      textKeys(c.then, `${path}.then`, true);
      if (c.else !== undefined) textKeys(c.else, `${path}.else`, true);
    } else textKeys(t as PackText, path, true);
  };
  const ruleRefs = (r: PackQuestion['rule'] | undefined, path: string) => {
    if (r === undefined) return;
    (Array.isArray(r) ? r : r.cite).forEach((t, i) =>
      textKeys(t, Array.isArray(r) ? `${path}[${i}]` : `${path}.cite[${i}]`, false),
    );
  };

  textKeys(s.name, 'name', false);
  textKeys(s.deployment, 'deployment', false);
  s.specialRules.forEach((t, i) => textKeys(t, `specialRules[${i}]`, false));
  ruleRefs(s.objectiveRule, 'objectiveRule');
  (s.zones ?? []).forEach((z, i) => {
    textKeys(z.label, `zones[${i}].label`, false);
    factRef(z.pointsKey, `zones[${i}].pointsKey`);
  });
  for (const [place, map] of [
    ['player', s.player],
    ['round', s.round],
    ['game', s.game],
  ] as const) {
    for (const [key, q] of Object.entries(map ?? {})) {
      const path = `${place}.${key}`;
      textKeys(q.label, `${path}.label`, false);
      if (q.help !== undefined) textKeys(q.help, `${path}.help`, false);
      if (q.reading !== undefined) textKeys(q.reading, `${path}.reading`, false);
      ruleRefs(q.rule, `${path}.rule`);
      if (q.kind === 'count' && q.min > q.max) say(`${path}.max`, msg('m.pack.minOverMax', { min: q.min, max: q.max }));
      if (q.kind === 'choice') q.options.forEach((o, i) => textKeys(o.label, `${path}.options[${i}].label`, false));
      for (let cond = q.showIf; cond; cond = cond.also) {
        if (!map?.[cond.key]) say(`${path}.showIf`, msg('m.pack.unknownQuestion', { question: cond.key }));
      }
    }
  }
  s.checks.forEach((c, i) => {
    const path = `checks[${i}]`;
    if (c.kind === 'within-army') textKeys(c.message, `${path}.message`, false);
    if (
      c.kind === 'at-most-in-play' ||
      c.kind === 'not-both' ||
      c.kind === 'not-more-than' ||
      c.kind === 'within-army'
    ) {
      factRef(c.question, `${path}.question`);
    }
    if (c.kind === 'not-more-than') {
      factRef(c.than, `${path}.than`);
      textKeys(c.message, `${path}.message`, false);
    }
    if (c.kind === 'at-most-in-play') {
      if (c.what !== undefined) textKeys(c.what, `${path}.what`, false);
      if (c.message !== undefined) textKeys(c.message, `${path}.message`, false);
    }
    if (c.kind === 'not-both') textKeys(c.message, `${path}.message`, false);
    if (c.kind === 'not-together') {
      conditionRefs(c.first, `${path}.first`);
      conditionRefs(c.second, `${path}.second`);
      textKeys(c.message, `${path}.message`, true);
    }
    if (c.kind === 'killed-within-army') ruleRefs(c.rule, `${path}.rule`);
  });
  const objectiveRefs = (o: PackObjective, path: string): void => {
    if (o.kind === 'each-round') {
      if (!s.round) say(path, msg('m.pack.noRounds'));
      o.objectives.forEach((x, i) => objectiveRefs(x, `${path}.objectives[${i}]`));
      return;
    }
    conditional(o.label, `${path}.label`);
    ruleRefs(o.rule, `${path}.rule`);
    if (o.role && !s.roles) say(`${path}.role`, msg('m.pack.noRoles'));
    if (o.kind === 'points') {
      if (o.when) conditionRefs(o.when, `${path}.when`);
      if (o.detail !== undefined) conditional(o.detail, `${path}.detail`);
    }
    if (o.kind === 'each') {
      valueRefs(o.count, `${path}.count`);
      if (o.capDetail !== undefined) textKeys(o.capDetail, `${path}.capDetail`, false);
    }
    if (o.kind === 'more' || o.kind === 'same') {
      valueRefs(o.figure, `${path}.figure`);
      if (o.noun !== undefined) textKeys(o.noun, `${path}.noun`, false);
    }
    if (o.kind === 'dominate') {
      valueRefs({ zonePoints: o.zonePoints, ...(o.zone ? { zone: o.zone } : {}) }, path);
    }
    if (o.kind === 'dominate-all') o.zonePoints.forEach((key, i) => factRef(key, `${path}.zonePoints[${i}]`));
    if (o.kind === 'at-least') {
      valueRefs(o.figure, `${path}.figure`);
      valueRefs(o.threshold, `${path}.threshold`);
      if (o.detail !== undefined) conditional(o.detail, `${path}.detail`);
    }
    if (o.kind === 'bands') {
      valueRefs(o.figure, `${path}.figure`);
      byArmy(o.bands, `${path}.bands`);
      if (o.detail !== undefined) conditional(o.detail, `${path}.detail`);
    }
    if (o.kind === 'classified') {
      factRef(o.question, `${path}.question`);
      textKeys(o.replacement.detail, `${path}.replacement.detail`, false);
    }
    if (o.kind === 'value') valueRefs(o.figure, `${path}.figure`);
  };
  s.objectives.forEach((o, i) => objectiveRefs(o, `objectives[${i}]`));
  s.guide.forEach((entry, i) => {
    textKeys(entry.label, `guide[${i}].label`, false);
    if (typeof entry.op !== 'string') textKeys(entry.op, `guide[${i}].op`, false);
  });

  const most = maximumOp(s);
  if (most > OP_CEILING) say('objectives', msg('m.pack.overTen', { scenario: s.id, n: most }));
  return problems;
}
