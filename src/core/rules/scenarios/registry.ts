/**
 * The ITS Season 11 scenarios: `all`, `byId`, `orDefault`, and what other parts of the product
 * read from them — `score`, `scoreGuide` (paper sheets, PDFs), `wizardQuestions` (the UI
 * wizard) and `factsJsonSchema` (the CLI). Everything is derived from each scenario's questions.
 *
 * | Rule (ITS S11)                                   | Where                    | Status      |
 * |--------------------------------------------------|--------------------------|-------------|
 * | 20 official scenarios, Main Objectives           | one file per scenario    | implemented |
 * | Objective Points maximum of 10                   | caps.ts                  | implemented |
 * | HVT Model (harming a Neutral HVT), Secure HVT    | hvt.ts, classified.ts    | implemented |
 * | Classified Objectives, INTELCOM card modes       | classified.ts, intelcom.ts | implemented |
 * | Liaison Officer, Concilium Watch                 | liaison.ts, concilium.ts | implemented |
 * | Killing, tier bands of Army Points               | killing.ts               | implemented |
 * | Dominate ZO                                      | zones.ts                 | implemented |
 * | End of the Mission: early end by Retreat!        | game-end.ts              | implemented |
 * | Army bounds: Killed + surviving ≤ army + Baggage | killing.ts               | implemented |
 * | Both players harm an HVT: referee's ruling       | hvt.ts                   | asked       |
 */
import { english, msg } from '../../../shared/messages';
import type { Tier } from '../../../shared/model';
import type { ScoringPreset } from '../tournament/presets';
import { acquisition } from './acquisition';
import { annihilation } from './annihilation';
import { biotechvore } from './biotechvore';
import { captureAndProtect } from './capture-and-protect';
import { countermeasures } from './countermeasures';
import { decapitation } from './decapitation';
import { firefight } from './firefight';
import { frontline } from './frontline';
import { highlyClassified } from './highly-classified';
import { huntingParty } from './hunting-party';
import { lootingAndSabotaging } from './looting-and-sabotaging';
import { powerPack } from './power-pack';
import { OP_CEILING } from './caps';
import { gameQuestions, parseScenarioFacts, playerQuestions, scoreScenario } from './engine';
import type { ParsedFacts } from './engine';
import { hvtIsNeutral } from './hvt';
import { jsonObject, wizardShape } from './questions';
import type { ScenarioDef } from './scenario';
import { GAME_ROUNDS } from './scenario';
import { quadrantControl } from './quadrant-control';
import { safeArea } from './safe-area';
import { showOfForce } from './show-of-force';
import { supplies } from './supplies';
import { supremacy } from './supremacy';
import { theArmory } from './the-armory';
import { transmissionMatrix } from './transmission-matrix';
import { unmasking } from './unmasking';
import type { GuideEntry, ScenarioInfo, ScoreResult, WizardQuestion } from './types';
import type { SeasonId } from '../../../shared/api/scoring';
import { seasonRules } from './season';
import { S17_SCENARIOS } from './s17';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';
import type { ScenarioPack } from '../../../shared/scenarioPack';
import { compiledPack } from './packs/eventPack';

export const all: readonly ScenarioDef[] = [
  acquisition,
  annihilation,
  biotechvore,
  captureAndProtect,
  countermeasures,
  decapitation,
  firefight,
  frontline,
  highlyClassified,
  huntingParty,
  lootingAndSabotaging,
  powerPack,
  quadrantControl,
  safeArea,
  showOfForce,
  supplies,
  supremacy,
  theArmory,
  transmissionMatrix,
  unmasking,
];

/**
 * Where a game's scenarios come from: an event's scenario pack when it loaded one (the pack's
 * scenarios only), else its season's built-in scenarios. A season alone names the built-in ones.
 */
export interface ScenarioBook {
  season?: SeasonId;
  pack?: ScenarioPack | null;
}
export type ScenarioSource = SeasonId | ScenarioBook | undefined;

/** The season whose rules a source plays under (absent: ITS S11). */
export function seasonOfSource(from: ScenarioSource): SeasonId | undefined {
  return typeof from === 'object' ? from.season : from;
}

/** A source's scenarios: the pack's, else the season's (without a season: ITS S11's, `all`). */
export function scenariosOf(from?: ScenarioSource): readonly ScenarioDef[] {
  if (typeof from === 'object' && from.pack) return compiledPack(from.pack).scenarios;
  return seasonOfSource(from) === 'its-s17' ? S17_SCENARIOS : all;
}

/**
 * The one scenario resolver: every reader of an event's scenario (scoring, reports, sheets,
 * standings) asks it with the event's source, so a pack's scenario is found before a built-in
 * one. Ids repeat across seasons and packs (Annihilation is in both seasons).
 */
export function byId(id: string, from?: ScenarioSource): ScenarioDef | undefined {
  return scenariosOf(from).find((s) => s.id === id);
}

export function orDefault(id: string | null | undefined): ScenarioDef {
  return (id ? byId(id) : undefined) ?? (all[0] as ScenarioDef);
}

/** A scenario of the source, or the refusal naming the id (unknown). */
export function getScenario(id: string, from?: ScenarioSource): Ruled<ScenarioDef> {
  const def = byId(id, from);
  return def ? ok(def) : refuse('unknown', msg('m.scenario.unknown', { scenario: id }), { fields: ['scenarioId'] });
}

/** The facts as validated and completed with defaults (what a committed result stores). */
export function normalizeFacts(scenarioId: string, facts: unknown, from?: ScenarioSource): Ruled<ParsedFacts> {
  const def = getScenario(scenarioId, from);
  return def.ok ? parseScenarioFacts(def.value, facts) : def;
}

/**
 * A scenario its caller has already found (`byId`, `getScenario`): the guide, the wizard and the
 * schema describe a known scenario, so an unknown id here is a fault, not a refusal.
 */
function known(id: string, from?: ScenarioSource): ScenarioDef {
  const def = byId(id, from);
  if (!def) throw new Error(`Internal: no scenario "${id}" in ${JSON.stringify(seasonOfSource(from))}`);
  return def;
}

/** Scores one game: OP with a line per objective for each player, VP, and TP by the preset. */
export function score(scenarioId: string, tier: Tier, facts: unknown, preset?: ScoringPreset): Ruled<ScoreResult> {
  const def = getScenario(scenarioId);
  return def.ok ? scoreScenario(def.value, tier, facts, preset) : def;
}

export function info(def: ScenarioDef): ScenarioInfo {
  const out: ScenarioInfo = {
    id: def.id,
    name: def.name,
    tableConfiguration: def.tableConfiguration,
    deployment: def.deployment,
    specialRules: [...def.specialRules],
    classified: def.classified.secondary
      ? { ...def.classified, secondary: { ...def.classified.secondary } }
      : { count: def.classified.count, op: def.classified.op },
    classifiedDeck: def.classifiedDeck,
    extremeMode: def.extremeMode,
    retreat: { ...def.retreat },
    hvt: def.hvt,
    secureHvt: def.secureHvt,
    intelcom: def.intelcom,
    dataTracker: def.dataTracker,
    liaisonOfficer: def.liaisonOfficer,
    conciliumWatch: def.conciliumWatch,
    scoredEachRound: def.round !== undefined,
  };
  // Season 11 declarations stay as they were; later seasons say which season and what they add.
  if (def.season) {
    out.season = def.season;
    out.keyOps = def.keyOps ?? false;
    out.reinforcements = def.reinforcements ?? true;
    out.roles = def.roles ?? false;
  }
  return out;
}

/** Objectives and their OP in plain words: main objectives, then the season rules in play. */
export function scoreGuide(id: string, tier?: Tier, from?: ScenarioSource): GuideEntry[] {
  return scoreGuideOf(known(id, from), tier);
}

/** The score guide of a declaration (a season's scenario or a pack's). */
export function scoreGuideOf(def: ScenarioDef, tier?: Tier): GuideEntry[] {
  const out = def.guide(tier);
  const { count, op } = def.classified;
  if (def.classifiedDeck === 'own-deck' && count > 0) {
    out.push({ label: msg('s.classified.guideEachAccomplished', { n: count }), op: msg('s.common.each', { n: op }) });
    if (def.secureHvt === 'any-classified')
      out.push({ label: msg('s.classified.guideSecureHvtReplaces'), op: `${op}` });
    if (seasonRules(def).secureTreasure)
      out.push({
        label: msg('s.classified.guideSecureTreasureReplaces'),
        op: `${op}`,
      });
  }
  switch (def.intelcom) {
    case 'support-and-control':
      out.push({
        label: msg('s.intelcom.guideSupport'),
        op: msg('s.intelcom.plusCardValue'),
      });
      break;
    case 'support-or-interference':
      out.push({
        label: msg('s.intelcom.guideSupportOrInterference'),
        op: msg('s.intelcom.plusCardValue'),
      });
      out.push({
        label: msg('s.intelcom.guideInterference'),
        op: msg('s.intelcom.deniesOneConsole'),
      });
      break;
    case 'counterespionage':
      out.push({
        label: msg('s.classified.guideCounterespionage'),
        op: msg('s.classified.minusPerCancelled', { n: op }),
      });
      break;
    case 'provisions':
      out.push({
        label: msg('s.classified.guideProvisions'),
        op: '+1',
      });
      break;
  }
  if (def.liaisonOfficer)
    out.push({
      label: msg('s.liaison.guideReported'),
      op: msg('s.caps.plusOneUpTo10'),
    });
  if (def.conciliumWatch)
    out.push({
      label: msg('s.concilium.guideJournalistWatching'),
      op: msg('s.caps.plusOneUpTo10'),
    });
  if (hvtIsNeutral(def.hvt) && seasonRules(def).hvtHarmPenalty)
    out.push({
      label: msg('s.hvt.guideNeutralHarmed'),
      op: msg('s.caps.plusTwoToOpponentUpTo10'),
    });
  out.push({ label: msg('s.caps.maxPerPlayer'), op: String(OP_CEILING) });
  return out;
}

/** The wizard's questions: per player, per player for each Game Round, then for the game. */
export function wizardQuestions(id: string, from?: ScenarioSource): WizardQuestion[] {
  return wizardQuestionsOf(known(id, from));
}

/** The wizard's questions of a declaration (a season's scenario or a pack's). */
export function wizardQuestionsOf(def: ScenarioDef): WizardQuestion[] {
  const out = Object.entries(playerQuestions(def)).map(([key, q]) => wizardShape(key, q, 'player'));
  for (const [key, q] of Object.entries(def.round ?? {})) out.push(wizardShape(key, q, 'round-player'));
  for (const [key, q] of Object.entries(gameQuestions(def))) out.push(wizardShape(key, q, 'game'));
  return out;
}

/** JSON Schema (draft 2020-12) of the facts `score` takes, with titles a wizard can show. */
export function factsJsonSchema(id: string, from?: ScenarioSource): Record<string, unknown> {
  return factsJsonSchemaOf(known(id, from));
}

/** The facts' JSON Schema of a declaration (a season's scenario or a pack's). */
export function factsJsonSchemaOf(def: ScenarioDef): Record<string, unknown> {
  const player = playerQuestions(def);
  const properties: Record<string, unknown> = {
    a: jsonObject('Player A', player),
    b: jsonObject('Player B', player),
  };
  const required = ['a', 'b'];
  const game = gameQuestions(def);
  if (Object.keys(game).length > 0) properties.game = jsonObject('The whole game', game);
  if (def.round) {
    properties.rounds = {
      type: 'array',
      title:
        'Game Rounds (the state at the end of each Game Round reached; after an early end in the middle of a round, then the state when the game ended)',
      minItems: 1,
      maxItems: GAME_ROUNDS,
      items: {
        type: 'object',
        properties: {
          a: jsonObject('Player A at the end of the round', def.round),
          b: jsonObject('Player B at the end of the round', def.round),
        },
        required: ['a', 'b'],
        additionalProperties: false,
      },
    };
    required.push('rounds');
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: def.season ? `its-ref:scenario-facts:${def.season}:${def.id}` : `its-ref:scenario-facts:${def.id}`,
    title: `${english(def.name)}: facts observed at the end of the game`,
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
}
