/**
 * Scoring presets: the Tournament Points table, the bye's value and the tiebreak order,
 * as data, so an organizer can run another season's values without code changes.
 *
 * Rule references:
 *   ITS S11 · Keeping Score  — TP from the Objective Point difference (implemented)
 *   ITS S11 · Byes           — a bye is a Victory: 2 TP, 0 OP, 0 VP (implemented)
 *   ITS S11 · Final Scores   — TP, then OP, then VP, then opponents' OP (implemented)
 *   ITS S11 · Number of Tournament Rounds — 4–8 players 3, 9–16 4, 17+ 5; never fewer than 3
 *                              (implemented as a suggestion: `suggestedRounds`)
 *
 * Later seasons live one file each in ./presets/ (ITS Season 17: ./presets/itsS17.ts). A
 * preset runs through the same code as ITS S11: nothing outside the presets names one.
 */
import { cite } from '../../../shared/citation';
import { msg, wordList } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import { TIER_LIMITS } from '../../../shared/model';
import type { Tier } from '../../../shared/model';
import { ITS_S17 } from './presets/itsS17';
import { tiebreakById } from './tiebreaks';

/** One band of the TP table: a margin of at least `minMargin` OP earns `tp` to the winner. */
export interface TpBand {
  outcome: MessageRef;
  minMargin: number;
  tp: number;
}

/** An extra TP for a player, on top of the outcome's TP. */
export interface TpBonus {
  label: MessageRef;
  /** 'opAtLeast': scored at least `value` OP; 'lossWithin': lost by `value` OP or fewer. */
  kind: 'opAtLeast' | 'lossWithin';
  value: number;
  tp: number;
}

export interface ScoringPreset {
  id: string;
  /** The preset's name and the rule that scores a game under it, as catalog keys. */
  name: MessageRef;
  rule: MessageRef;
  /** Winner's bands, from the largest margin down; the first band that fits applies. */
  winBands: TpBand[];
  tieTp: number;
  lossTp: number;
  bonuses?: TpBonus[];
  bye: { tp: number; op: number; vp: number };
  /** The bye TP values a referee may choose between (event setting `byeTp`); absent: fixed. */
  byeTpChoices?: readonly number[];
  /** Tiebreak strategy ids, in order (see ./tiebreaks). */
  tiebreaks: string[];
  /** Army points and SWC per tier, when the season's differ from ITS S11's single size. */
  armyPoints?: Record<Tier, { points: readonly number[]; swc: readonly number[] }>;
  /** How results are entered: S11's scenario wizards, or OP/VP typed in (later seasons). */
  resultEntry?: 'scenario-wizard' | 'op-vp';
}

export const ITS_S11: ScoringPreset = {
  id: 'its-s11',
  name: msg('s.seasons.its11'),
  rule: cite('ITS S11', msg('s.tournament.keepingScore')),
  winBands: [
    { outcome: msg('s.tournament.totalVictory'), minMargin: 5, tp: 3 },
    { outcome: msg('s.tournament.victory'), minMargin: 1, tp: 2 },
  ],
  tieTp: 1,
  lossTp: 0,
  bye: { tp: 2, op: 0, vp: 0 },
  tiebreaks: ['tp', 'op', 'vp', 'opponents-op'],
};

/**
 * Example of another season's shape, to prove presets are data: any win 4 TP, a tie 2, a
 * defeat 0; +1 TP for scoring 5 OP or more; +1 TP for losing by 2 OP or fewer. Not an ITS
 * Season 11 rule: an organizer picks it on purpose.
 */
export const EXAMPLE_420: ScoringPreset = {
  id: 'example-420-bonus',
  name: msg('s.tournament.example420Name'),
  rule: msg('s.tournament.examplePresetName'),
  winBands: [{ outcome: msg('s.tournament.victory'), minMargin: 1, tp: 4 }],
  tieTp: 2,
  lossTp: 0,
  bonuses: [
    { label: msg('s.tournament.scoredFiveOrMore'), kind: 'opAtLeast', value: 5, tp: 1 },
    { label: msg('s.tournament.lostByTwoOrFewer'), kind: 'lossWithin', value: 2, tp: 1 },
  ],
  bye: { tp: 4, op: 0, vp: 0 },
  tiebreaks: ['tp', 'op', 'vp', 'opponents-op'],
};

export const PRESETS: readonly ScoringPreset[] = [ITS_S11, ITS_S17, EXAMPLE_420];
export { ITS_S17 };

export function presetById(id: string): ScoringPreset | undefined {
  return PRESETS.find((p) => p.id === id);
}

/** The outcomes every preset shares besides its win bands'. */
export const TIE_OUTCOME = msg('s.tournament.tie');
export const DEFEAT_OUTCOME = msg('s.tournament.defeat');

export interface GameOutcome {
  outcome: MessageRef;
  tp: number;
}

/** TP for one player from their OP and their opponent's OP. */
export function outcomeFor(preset: ScoringPreset, ownOp: number, opponentOp: number): GameOutcome {
  const parts = outcomeParts(preset, ownOp, opponentOp);
  return { outcome: outcomeText(parts), tp: parts.tp };
}

/** "Defeat (+Offensive Bonus)": an outcome with the bonuses it earned. */
export function outcomeText({ base, bonuses }: { base: MessageRef; bonuses: readonly MessageRef[] }): MessageRef {
  return bonuses.length === 0 ? base : msg('standings.outcomeBonus', { outcome: base, bonuses: wordList(bonuses) });
}

/** The outcome without its bonuses, the names of the bonuses earned, and the TP of all. */
export function outcomeParts(
  preset: ScoringPreset,
  ownOp: number,
  opponentOp: number,
): { base: MessageRef; bonuses: MessageRef[]; tp: number } {
  const base = baseOutcome(preset, ownOp - opponentOp);
  const bonus = (preset.bonuses ?? []).filter((b) => bonusApplies(b, ownOp, opponentOp));
  return {
    base: base.outcome,
    bonuses: bonus.map((b) => b.label),
    tp: base.tp + bonus.reduce((sum, b) => sum + b.tp, 0),
  };
}

function baseOutcome(preset: ScoringPreset, margin: number): GameOutcome {
  if (margin === 0) return { outcome: TIE_OUTCOME, tp: preset.tieTp };
  if (margin < 0) return { outcome: DEFEAT_OUTCOME, tp: preset.lossTp };
  const band = preset.winBands.find((b) => margin >= b.minMargin);
  return band ? { outcome: band.outcome, tp: band.tp } : { outcome: DEFEAT_OUTCOME, tp: preset.lossTp };
}

function bonusApplies(bonus: TpBonus, ownOp: number, opponentOp: number): boolean {
  if (bonus.kind === 'opAtLeast') return ownOp >= bonus.value;
  const lostBy = opponentOp - ownOp;
  return lostBy > 0 && lostBy <= bonus.value;
}

/** Both players' TP for a game with OP [a, b]. */
export function tournamentPoints(preset: ScoringPreset, op: readonly [number, number]): [number, number] {
  return [outcomeFor(preset, op[0], op[1]).tp, outcomeFor(preset, op[1], op[0]).tp];
}

/**
 * The preset an event names, or the ITS S11 default when the id is unknown or empty. `packPreset`
 * is the event's scenario pack's own table (`settings.packPreset`), named by its id like a built-in one.
 */
export function presetOrDefault(id: string | undefined, packPreset?: ScoringPreset): ScoringPreset {
  if (id && packPreset?.id === id && isUsable(packPreset)) return packPreset;
  return (id ? presetById(id) : undefined) ?? ITS_S11;
}

/** A table copied into an event file is read only if every tiebreak it names is the app's (a file edited by hand). */
const isUsable = (preset: ScoringPreset): boolean => preset.tiebreaks.every((id) => tiebreakById(id) !== undefined);

/** Whether an event's `presetId` names a preset it can run under: a built-in one or its pack's own. */
export function isKnownPreset(settings: { presetId: string; packPreset?: ScoringPreset }): boolean {
  return presetOrDefault(settings.presetId, settings.packPreset).id === settings.presetId;
}

/**
 * The preset an event runs under, with the referee's bye setting applied when the preset
 * offers a choice (ITS S17 · Byes: 3 or 4 TP); a value the preset does not offer is ignored.
 */
export function presetForSettings(settings: {
  presetId?: string;
  byeTp?: number | null;
  packPreset?: ScoringPreset;
}): ScoringPreset {
  const preset = presetOrDefault(settings.presetId, settings.packPreset);
  const byeTp = settings.byeTp;
  if (byeTp === null || byeTp === undefined || !preset.byeTpChoices?.includes(byeTp)) return preset;
  if (byeTp === preset.bye.tp) return preset;
  return { ...preset, bye: { ...preset.bye, tp: byeTp } };
}

/** Army points and SWC of a tier under a preset (ITS S11 · Tournament Tiers unless the preset says). */
export function tierLimits(preset: ScoringPreset, tier: Tier): { points: readonly number[]; swc: readonly number[] } {
  return preset.armyPoints?.[tier] ?? { points: [TIER_LIMITS[tier].points], swc: [TIER_LIMITS[tier].swc] };
}

/** ITS S11 · Number of Tournament Rounds: the guideline by player count (never fewer than 3). */
export function suggestedRounds(players: number): number {
  if (players >= 17) return 5;
  if (players >= 9) return 4;
  return 3;
}
