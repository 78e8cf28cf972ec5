/** A preset described for screens and the API: its TP table, bye value and tiebreaks. */
import type { PresetInfo } from '../../../shared/api/standings';
import { DEFEAT_OUTCOME, TIE_OUTCOME, tierLimits } from './presets';
import type { ScoringPreset } from './presets';
import { tiebreaksFor } from './tiebreaks';

export function presetInfo(preset: ScoringPreset): PresetInfo {
  const bands = preset.winBands;
  const table: PresetInfo['table'] = bands.map((band, i) => {
    const upper = i > 0 ? (bands[i - 1] as { minMargin: number }).minMargin - 1 : null;
    const margin =
      upper === null
        ? `won by ${band.minMargin}+ OP`
        : upper === band.minMargin
          ? `won by ${band.minMargin} OP`
          : `won by ${band.minMargin}–${upper} OP`;
    return { outcome: band.outcome, bonus: false, margin, tp: band.tp };
  });
  table.push({ outcome: TIE_OUTCOME, bonus: false, margin: 'equal OP', tp: preset.tieTp });
  table.push({ outcome: DEFEAT_OUTCOME, bonus: false, margin: 'fewer OP', tp: preset.lossTp });
  for (const bonus of preset.bonuses ?? []) {
    table.push({
      outcome: bonus.label,
      bonus: true,
      margin: bonus.kind === 'opAtLeast' ? `${bonus.value}+ OP scored` : `lost by ≤ ${bonus.value} OP`,
      tp: bonus.tp,
    });
  }
  return {
    id: preset.id,
    name: preset.name,
    rule: preset.rule,
    table,
    bye: { ...preset.bye },
    byeTpChoices: [...(preset.byeTpChoices ?? [])],
    armyPoints: {
      low: copyLimits(tierLimits(preset, 'low')),
      mid: copyLimits(tierLimits(preset, 'mid')),
      top: copyLimits(tierLimits(preset, 'top')),
    },
    resultEntry: preset.resultEntry ?? 'scenario-wizard',
    tiebreaks: tiebreaksFor(preset.tiebreaks).map(({ id, label, rule, description }) => ({
      id,
      label,
      rule,
      description,
    })),
  };
}

function copyLimits(limits: { points: readonly number[]; swc: readonly number[] }): {
  points: number[];
  swc: number[];
} {
  return { points: [...limits.points], swc: [...limits.swc] };
}
