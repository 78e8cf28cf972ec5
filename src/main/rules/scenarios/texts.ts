/**
 * Every English text of the scenario definitions that a screen or a PDF shows, as the keys the
 * catalogs of src/shared/scenarioTexts translate: names, deployments, special rules, wizard
 * questions (label, help, reading, options), score guide entries, rule citations (segment by
 * segment) and breakdown lines (label and detail; the objective is an id, never shown).
 * Breakdown lines exist only once a game is scored, so each scenario is scored with a fixed,
 * seeded sample of generated facts at every tier. Texts built with numbers are listed as their
 * template ("Round {n}: {label}"). The same catalogs translate the tournament rules' texts main
 * sends (the rounds guideline's, the byes', the presets' and the tiebreaks' citations; the
 * presets', outcomes', bonuses' and tiebreaks' names: src/main/rules/tournament/texts.ts) and the
 * army list checks' citations (`LIST_RULES`): they are listed too. Used by the catalogs' test and `scripts/scenario-texts.ts`
 * (never bundled: it needs fast-check).
 */
import fc from 'fast-check';
import { isRuleCitation, matchTemplate, NUMBER_PLACEHOLDERS, ruleSegments } from '../../../shared/scenarioTexts';
import { ApiError } from '../../../shared/errors';
import { LIST_RULES } from '../army/validate';
import { tournamentTextsShown } from '../tournament/texts';
import type { Tier } from '../../../shared/model';
import { arbitraryFacts } from './arbitrary';
import { ceilingLine } from './caps';
import { INTERFERENCE_DENIED } from './intelcom';
import { consolesLostDetail } from './safe-area';
import { all, score, scoreGuide, wizardQuestions } from './registry';
import { S17_SCENARIOS } from './s17';
import { scoreInSeason } from './seasons';
import type { ScenarioDef } from './scenario';
import type { ScoreResult } from './types';
import { S17_ARMY_POINTS } from '../../../shared/api/scoring';

const TIERS: readonly Tier[] = ['low', 'mid', 'top'];
/** Generated games per scenario and tier; enough to reach every line the files can write. */
const SAMPLES = 400;
const SEED = 1515;

/** Adds `text` (or its template and the texts inside it) to `out`; texts without letters are skipped. */
function add(out: Set<string>, text: string): void {
  if (!/[A-Za-z]/.test(text)) return;
  const matched = matchTemplate(text);
  if (matched) {
    out.add(matched.template);
    for (const [name, value] of Object.entries(matched.values)) if (!NUMBER_PLACEHOLDERS.has(name)) add(out, value);
    return;
  }
  if (isRuleCitation(text)) {
    for (const segment of ruleSegments(text)) add(out, segment);
    return;
  }
  out.add(text);
}

/** Every text the scenarios and the tournament rules show, as shown (numbers filled in), without repeats. */
export function scenarioTextsShown(): string[] {
  const out = new Set<string>();
  const put = (text: string | undefined): void => {
    if (text) out.add(text);
  };
  const seasons: [ScenarioDef, 'its-s11' | 'its-s17'][] = [
    ...all.map((d) => [d, 'its-s11'] as [ScenarioDef, 'its-s11']),
    ...S17_SCENARIOS.map((d) => [d, 'its-s17'] as [ScenarioDef, 'its-s17']),
  ];
  for (const [def, season] of seasons) {
    put(def.name);
    put(def.deployment);
    def.specialRules.forEach(put);
    put(def.rule);
    def.zones?.forEach((z) => put(z.label));
    for (const q of wizardQuestions(def.id, season)) {
      put(q.label);
      put(q.help);
      put(q.reading);
      put(q.rule);
      q.options?.forEach((o) => put(o.label));
    }
    for (const tier of [undefined, ...TIERS]) {
      for (const entry of scoreGuide(def.id, tier, season)) {
        put(entry.label);
        put(entry.op);
      }
    }
    const samples = fc.sample(arbitraryFacts(def), { numRuns: SAMPLES, seed: SEED });
    samples.forEach((facts, i) => {
      const tier = TIERS[i % TIERS.length] as Tier;
      let result: ScoreResult;
      try {
        result =
          season === 'its-s11'
            ? score(def.id, tier, facts)
            : scoreInSeason(season, def.id, { armyPoints: S17_ARMY_POINTS[i % S17_ARMY_POINTS.length] }, facts);
      } catch (err) {
        if (err instanceof ApiError) return;
        throw err;
      }
      for (const side of ['a', 'b'] as const) {
        for (const line of result.players[side].lines) {
          put(line.label);
          put(line.detail);
          put(line.rule);
        }
      }
    });
  }
  // The 10 OP ceiling is rarely crossed by generated games: its line is added as written.
  const ceiling = ceilingLine(11);
  put(ceiling?.label);
  put(ceiling?.detail);
  put(ceiling?.rule);
  // So are the lines of an INTELCOM Interference that takes a Console (rare in generated games).
  put(INTERFERENCE_DENIED);
  put(consolesLostDetail(3));
  // The tournament rules' texts and the army list checks' citations, shown beside them.
  tournamentTextsShown().forEach(put);
  Object.values(LIST_RULES).forEach(put);
  return [...out];
}

/** The keys the catalogs must translate: texts, templates and rule segments, sorted. */
export function scenarioTextList(): string[] {
  const out = new Set<string>();
  for (const text of scenarioTextsShown()) add(out, text);
  return [...out].sort((x, y) => x.localeCompare(y, 'en'));
}
