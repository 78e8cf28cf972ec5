/**
 * The real sources behind the printed documents: the scenario registry (names, score guides,
 * wizard questions, in the event's language) and the tournament engine (standings, the preset's bye value,
 * its name in the event's language).
 */
import type { Tier } from '../../shared/model';
import type { ScenarioText } from '../../shared/api/scoring';
import { textIn } from '../../shared/i18n/everyLanguage';
import { deriveBreakdown } from '../../core/rules/scenarios/breakdown';
import { byId, scoreGuide, wizardQuestions } from '../../core/rules/scenarios/registry';
import { eventBook, gameOf } from '../../core/rules/scenarios/seasons';
import { GAME_ROUNDS } from '../../core/rules/scenarios/scenario';
import type { WizardQuestion } from '../../core/rules/scenarios/types';
import { itsReportRows } from '../../core/rules/reportPack/eventReport';
import {
  computeStandingsDetailed,
  computeTeamStandings,
  presetForSettings,
  tierLimits,
  tournamentInputFromEvent,
} from '../../core/rules/tournament';
import type { PrintSources } from './fromEvent';
import type { PdfDisplayLanguage } from './text';
import type { OnlyIf, ScoreQuestion } from './viewModels';

/** Writes a scenario's text in the document's language; a figure ("3", "+1") is printed as it is. */
const writer =
  (language: PdfDisplayLanguage | undefined) =>
  (text: ScenarioText | string): string =>
    typeof text === 'string' ? text : textIn(language ?? 'en', text);

function onlyIf(q: WizardQuestion, all: WizardQuestion[], say: (text: ScenarioText) => string): OnlyIf | null {
  if (!q.showIf) return null;
  const other = all.find((o) => o.key === q.showIf?.key && (o.scope === q.scope || o.scope === 'player'));
  const question = other ? say(other.label) : q.showIf.key;
  const valueLabel = (value: boolean | string | number): string => {
    const option = other?.options?.find((o) => o.value === value);
    return option ? say(option.label) : String(value);
  };
  if (q.showIf.equals !== undefined) {
    return q.showIf.equals === true
      ? { question, test: 'yes', value: '' }
      : q.showIf.equals === false
        ? { question, test: 'no', value: '' }
        : { question, test: 'is', value: valueLabel(q.showIf.equals) };
  }
  if (q.showIf.notEquals !== undefined) {
    return q.showIf.notEquals === false
      ? { question, test: 'yes', value: '' }
      : { question, test: 'isNot', value: valueLabel(q.showIf.notEquals) };
  }
  return { question, test: 'yes', value: '' };
}

/**
 * The wizard's questions in the paper sheet's shape, kept to one page: a referee's ruling (a
 * game question that depends on both players' answers) is decided at the desk, and the details
 * of an early end (shown in the wizard only after "Early, by Retreat!") are written beside that
 * answer.
 */
export function paperQuestions(questions: WizardQuestion[], language?: PdfDisplayLanguage): ScoreQuestion[] {
  const say = writer(language);
  const notOnPaper = (q: WizardQuestion) =>
    q.scope === 'game' && (/^[ab]\./.test(q.showIf?.key ?? '') || q.showIf?.key === 'endedBy');
  const paper = questions.filter((q) => !notOnPaper(q));
  return paper.map((q) => ({
    id: q.key,
    label: say(q.label),
    kind: q.kind === 'boolean' ? 'check' : q.kind,
    per: q.scope === 'round-player' ? 'game-round' : q.scope,
    hint: q.help ? say(q.help) : '',
    min: q.kind === 'number' ? (q.min ?? null) : null,
    max: q.kind === 'number' ? (q.max ?? null) : null,
    options: q.options?.map((o) => say(o.label)) ?? [],
    onlyIf: onlyIf(q, paper, say),
    // On paper, how the game ended is one row; its details are written beside it.
    ...(q.scope === 'game' && q.key === 'endedBy' ? { hintKey: 'pdf.ss.earlyEnd' as const } : {}),
  }));
}

export const printSources: PrintSources = {
  scenario(id: string, tier: Tier, language, from) {
    const def = byId(id, from);
    if (!def) return null;
    const say = writer(language);
    const guide = scoreGuide(id, tier, from).map((g) => ({ label: say(g.label), points: say(g.op) }));
    return { name: say(def.name), guide };
  },
  questions(id: string, language, from) {
    return byId(id, from) ? paperQuestions(wizardQuestions(id, from), language) : null;
  },
  gameRounds: GAME_ROUNDS,
  itsReport(event, language) {
    return { preset: writer(language)(presetForSettings(event.settings).name), rows: itsReportRows(event) };
  },
  breakdown(event, round, result) {
    const scenarioId = round.scenarioId || event.settings.scenarios[round.number - 1] || '';
    const source = {
      ...gameOf(eventBook(event), { scenarioId, tier: round.tier }),
      facts: result.facts,
      rulings: result.rulings,
    };
    return deriveBreakdown(source, presetForSettings(event.settings));
  },
  tierLimits(settings, tier) {
    return tierLimits(presetForSettings(settings), tier);
  },
  byeScore(settings) {
    return { ...presetForSettings(settings).bye };
  },
  standings(event, throughRound) {
    const preset = presetForSettings(event.settings);
    const result = computeStandingsDetailed(tournamentInputFromEvent(event), preset, { throughRound });
    return { rows: result.rows, complete: result.complete };
  },
  teamStandings(event, throughRound) {
    return computeTeamStandings(event, presetForSettings(event.settings), { throughRound });
  },
};
