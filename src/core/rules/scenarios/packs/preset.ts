/**
 * A pack's Tournament Points: a built-in preset by id, or the pack's own table read into a
 * `ScoringPreset` (its texts become the app's the way every pack text does). What the schema cannot
 * tell is checked here, each problem at its place in the file: the winner's bands from the largest
 * margin down, a tie worth no more than the smallest win and a defeat no more than a tie, tiebreaks
 * the app knows, an id no built-in preset has, and every text the app's or the pack's in English.
 */
import { cite } from '../../../../shared/citation';
import type { MessageRef } from '../../../../shared/messages';
import { msg } from '../../../../shared/messages';
import type { PackPreset, PackText, ScenarioPack } from '../../../../shared/scenarioPack';
import { presetById, PRESETS } from '../../tournament/presets';
import type { ScoringPreset } from '../../tournament/presets';
import { TIEBREAKS, tiebreakById } from '../../tournament/tiebreaks';
import type { PackProblem } from './compile';
import { isAppKey, textOf } from './texts';
import type { PackWords } from './texts';

export function packPreset(
  pack: ScenarioPack,
  words: PackWords,
): { preset: ScoringPreset | undefined; problems: PackProblem[] } {
  if (typeof pack.preset === 'string') {
    const preset = presetById(pack.preset);
    if (preset) return { preset, problems: [] };
    return { preset, problems: [{ path: 'preset', message: msg('m.pack.unknownPreset', { preset: pack.preset }) }] };
  }
  const problems = ownTableProblems(pack.preset, words);
  return { preset: problems.length > 0 ? undefined : ownPreset(pack, pack.preset, words), problems };
}

/** The season's preset lends what a pack's table does not say: its army sizes and how results are entered. */
function ownPreset(pack: ScenarioPack, own: PackPreset, words: PackWords): ScoringPreset {
  const text = (t: PackText): MessageRef => textOf(t, words);
  const season = presetById(pack.seasonRules);
  return {
    id: own.id,
    name: text(own.name),
    rule: cite(pack.cite, msg('s.tournament.keepingScore')),
    winBands: own.winBands.map((b) => ({ outcome: text(b.outcome), minMargin: b.minMargin, tp: b.tp })),
    tieTp: own.tieTp,
    lossTp: own.lossTp,
    ...(own.bonuses && own.bonuses.length > 0
      ? { bonuses: own.bonuses.map((b) => ({ label: text(b.label), kind: b.kind, value: b.value, tp: b.tp })) }
      : {}),
    bye: { ...own.bye },
    tiebreaks: [...own.tiebreaks],
    ...(season?.armyPoints ? { armyPoints: season.armyPoints } : {}),
    ...(season?.resultEntry ? { resultEntry: season.resultEntry } : {}),
  };
}

function ownTableProblems(own: PackPreset, words: PackWords): PackProblem[] {
  const problems: PackProblem[] = [];
  const say = (path: string, message: MessageRef) => problems.push({ path: `preset.${path}`, message });
  const textKeys = (t: PackText, path: string) => {
    if (typeof t === 'object' && 'literal' in t) return;
    const key = typeof t === 'string' ? t : t.key;
    if (!words.has(key) && !isAppKey(key))
      say(typeof t === 'string' ? path : `${path}.key`, msg('m.pack.unknownText', { key }));
  };

  if (PRESETS.some((p) => p.id === own.id)) say('id', msg('m.pack.presetIdTaken', { preset: own.id }));
  textKeys(own.name, 'name');
  own.winBands.forEach((band, i) => {
    textKeys(band.outcome, `winBands[${i}].outcome`);
    const before = own.winBands[i - 1];
    if (before && band.minMargin >= before.minMargin) {
      say(`winBands[${i}].minMargin`, msg('m.pack.bandOrder', { margin: band.minMargin, previous: before.minMargin }));
    }
  });
  // ITS · Keeping Score: a tie never earns more than any win, a defeat never more than a tie.
  const smallestWin = Math.min(...own.winBands.map((b) => b.tp));
  if (own.tieTp > smallestWin) say('tieTp', msg('m.pack.tieOverWin', { tie: own.tieTp, win: smallestWin }));
  if (own.lossTp > own.tieTp) say('lossTp', msg('m.pack.lossOverTie', { loss: own.lossTp, tie: own.tieTp }));
  (own.bonuses ?? []).forEach((b, i) => textKeys(b.label, `bonuses[${i}].label`));
  own.tiebreaks.forEach((id, i) => {
    if (!tiebreakById(id)) {
      say(
        `tiebreaks[${i}]`,
        msg('m.pack.unknownTiebreak', { tiebreak: id, known: TIEBREAKS.map((t) => t.id).join(', ') }),
      );
    }
  });
  return problems;
}
