/**
 * The rules engine speaks in keys. Every scenario of both seasons (ITS S11
 * and ITS S17) is declared and scored over generated facts at every tier and army size; every text
 * it hands out (name, deployment, special rules, zones, wizard questions and options, score guide,
 * breakdown lines, rule citations, and the texts nested in them) must be a key of the English
 * catalog with its values, and must render in English, Spanish, French and Italian with every
 * hole filled. A sentence written where a key belongs (a string) fails here, as does a key no
 * catalog has or a value a template does not name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScenarioText } from '../../../shared/api/scoring';
import { S17_ARMY_POINTS } from '../../../shared/api/scoring';
import { en } from '../../../shared/i18n/en';
import { textIn } from '../../../shared/i18n/everyLanguage';
import { isMessageRef } from '../../../shared/i18n/render';
import type { MessageParam } from '../../../shared/i18n/render';
import { LANGUAGE_CODES } from '../../../shared/locales';
import type { Tier } from '../../../shared/model';
import { arbitraryFacts } from './arbitrary';
import { ceilingLine } from './caps';
import { all, info, scoreGuide, wizardQuestions } from './registry';
import { S17_SCENARIOS } from './s17';
import { scoreInSeason } from './seasons';
import type { ScenarioDef } from './scenario';

const TIERS: readonly Tier[] = ['low', 'mid', 'top'];
/** Generated games per scenario; enough to reach the lines a scenario writes only now and then. */
const SAMPLES = 150;
const SEED = 2525;

type Season = 'its-s11' | 'its-s17';
const SCENARIOS: [ScenarioDef, Season][] = [
  ...all.map((d): [ScenarioDef, Season] => [d, 'its-s11']),
  ...S17_SCENARIOS.map((d): [ScenarioDef, Season] => [d, 'its-s17']),
];

/** Where a text was found, for a failure that names it. */
interface Found {
  where: string;
  text: unknown;
}

/**
 * The problems of one text: not a key with values, a key English lacks, a hole no value fills (or a
 * value no hole takes), in the text itself or in a text nested in it. Plain values (numbers, the
 * rulebooks' "ITS S11") are data.
 */
function problemsOf(text: unknown, where: string): string[] {
  if (!isMessageRef(text)) return [`${where}: not a key with values: ${JSON.stringify(text)}`];
  const template = (en as Record<string, string>)[text.key];
  if (template === undefined) return [`${where}: ${text.key} is no key of the English catalog`];
  const holes = new Set([...template.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1] as string));
  const given = Object.keys(text.params ?? {});
  const out: string[] = [];
  for (const hole of holes) if (!given.includes(hole)) out.push(`${where}: ${text.key} lacks {${hole}}`);
  for (const name of given) if (!holes.has(name)) out.push(`${where}: ${text.key} has no {${name}}`);
  for (const [name, value] of Object.entries(text.params ?? {})) out.push(...nestedProblems(value, `${where}.${name}`));
  return out;
}

function nestedProblems(value: MessageParam, where: string): string[] {
  if (typeof value === 'number') return [];
  if (typeof value === 'string') return /^(ITS S1[17]|N4)$/.test(value) ? [] : [`${where}: a string "${value}"`];
  if (Array.isArray(value)) return value.flatMap((v, i) => nestedProblems(v, `${where}[${i}]`));
  return problemsOf(value, where);
}

/** Every text of a scenario's declaration, questions and score guides. */
function declared(def: ScenarioDef, season: Season): Found[] {
  const name = `${season} ${def.id}`;
  const out: Found[] = [];
  const scenario = info(def);
  out.push({ where: `${name} name`, text: scenario.name }, { where: `${name} deployment`, text: scenario.deployment });
  scenario.specialRules.forEach((text, i) => out.push({ where: `${name} specialRules[${i}]`, text }));
  out.push({ where: `${name} rule`, text: def.rule });
  def.zones?.forEach((z) => out.push({ where: `${name} zone ${z.id}`, text: z.label }));
  for (const q of wizardQuestions(def.id, season)) {
    const at = `${name} question ${q.key}`;
    out.push({ where: `${at} label`, text: q.label }, { where: `${at} rule`, text: q.rule });
    if (q.help !== undefined) out.push({ where: `${at} help`, text: q.help });
    if (q.reading !== undefined) out.push({ where: `${at} reading`, text: q.reading });
    q.options?.forEach((o) => out.push({ where: `${at} option ${o.value}`, text: o.label }));
  }
  for (const tier of [undefined, ...TIERS]) {
    for (const [i, entry] of scoreGuide(def.id, tier, season).entries()) {
      out.push({ where: `${name} guide ${tier ?? 'all'} [${i}] label`, text: entry.label });
      // A guide's OP is a figure ("3", "+1") or a text ("1 each, up to 3").
      if (typeof entry.op !== 'string' || !/^[+−-]?\d+$/.test(entry.op)) {
        out.push({ where: `${name} guide ${tier ?? 'all'} [${i}] op`, text: entry.op });
      }
    }
  }
  return out;
}

/** Every text of the breakdowns of generated games of a scenario. */
function scored(def: ScenarioDef, season: Season): Found[] {
  const out: Found[] = [];
  const samples = fc.sample(arbitraryFacts(def), { numRuns: SAMPLES, seed: SEED });
  samples.forEach((facts, i) => {
    const at =
      season === 'its-s11'
        ? { tier: TIERS[i % TIERS.length] as Tier }
        : { armyPoints: S17_ARMY_POINTS[i % S17_ARMY_POINTS.length] as number };
    const result = scoreInSeason(season, def.id, at, facts);
    // Generated facts may contradict each other: the refusal is a message of its own catalog.
    if (!result.ok) return;
    const lines = [...result.value.players.a.lines, ...result.value.players.b.lines];
    for (const line of lines) {
      const where = `${season} ${def.id} game ${i} line ${line.objective}`;
      out.push({ where: `${where} label`, text: line.label }, { where: `${where} rule`, text: line.rule });
      if (line.detail !== undefined) out.push({ where: `${where} detail`, text: line.detail });
    }
  });
  return out;
}

/** The holes left in a rendered text: `{name}` no value filled, or a key shown raw. */
const holesIn = (rendered: string): string[] =>
  [...rendered.matchAll(/\{\w+\}|\bs\.[a-z0-9-]+\.[a-zA-Z0-9]+\b/g)].map((m) => m[0]);

describe.each(SCENARIOS.map(([def, season]) => [`${season} ${def.id}`, def, season] as const))(
  '%s',
  (_name, def, season) => {
    const texts = [...declared(def, season), ...scored(def, season)];

    it('hands out keys of the English catalog with their values, never sentences', () => {
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.flatMap((t) => problemsOf(t.text, t.where))).toEqual([]);
    });

    it.each(LANGUAGE_CODES)('every text renders in %s with no hole left', (language) => {
      const holes = texts.flatMap((t) => {
        const rendered = textIn(language, t.text as ScenarioText);
        const left = holesIn(rendered);
        return rendered.trim() === '' || left.length > 0 ? [`${t.where}: "${rendered}"`] : [];
      });
      expect(holes).toEqual([]);
    });
  },
);

describe('lines generated games rarely reach', () => {
  it('the 10 OP ceiling line is keyed too', () => {
    const line = ceilingLine(12);
    expect(line).not.toBeNull();
    for (const text of [line?.label, line?.rule, line?.detail]) expect(problemsOf(text, 'ceiling')).toEqual([]);
    expect(textIn('es', line?.detail as ScenarioText)).toBe('12 PO obtenidos, se conservan 10');
  });

  it('a zone put into a question reads as the language joins it (“dentro del Arsenal”)', () => {
    const q = wizardQuestions('the-armory').find((x) => x.key === 'pointsArmory');
    expect(textIn('es', q?.label as ScenarioText)).toBe('Puntos de Ejército dentro del Arsenal');
    expect(textIn('en', q?.label as ScenarioText)).toBe('Army Points inside the Armory');
  });

  it('the check fails on a sentence where a key belongs, and on a key no catalog has', () => {
    expect(problemsOf('Controls the Tech-Coffin', 'x')).toHaveLength(1);
    expect(problemsOf({ key: 's.noSuchText' }, 'x')).toEqual(['x: s.noSuchText is no key of the English catalog']);
    expect(problemsOf({ key: 's.common.versus', params: { a: 1 } }, 'x')).toEqual(['x: s.common.versus lacks {b}']);
    expect(problemsOf({ key: 's.common.round', params: { n: 1, label: 'Dominates' } }, 'x')).toEqual([
      'x.label: a string "Dominates"',
    ]);
  });
});
