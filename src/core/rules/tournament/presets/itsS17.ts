/**
 * ITS Season 17 scoring, as the issue that asked for it states the season's rules
 * (no Season 17 rule text is in the project's seeds; the figures below are the issue's):
 *
 *   ITS S17 · Keeping Score   — Victory 4 TP, Tie 2 TP, Defeat 0 TP.
 *   ITS S17 · Bonus Points    — Offensive Bonus: +1 TP to a player who scores 5 OP or more;
 *                               Defensive Bonus: +1 TP to a player who loses by 2 OP or less.
 *                               So a 7–6 game is 4 + 1 = 5 TP to 0 + 1 + 1 = 2 TP.
 *   ITS S17 · Byes            — a bye is a Victory "worth 3 Tournament Points" (0 OP, 0 VP).
 *                               Organizers differ on whether that Victory also earns the
 *                               Offensive Bonus, so the referee chooses 3 or 4 (default 3).
 *   ITS S17 · Final Scores    — rank by TP, then OP, then VP, then opponents' OP.
 *   ITS S17 · Tournament Tiers— army points 400/350, 300/250, 200/150 with SWC 8/5, 6/5, 4/3.
 *
 * Results are entered as OP and VP: the scenario wizards score Season 11 scenarios and stay
 * Season 11's.
 */
import { cite } from '../../../../shared/citation';
import { msg } from '../../../../shared/messages';
import type { ScoringPreset } from '../presets';

export const ITS_S17: ScoringPreset = {
  id: 'its-s17',
  name: msg('s.seasons.its17'),
  rule: cite('ITS S17', msg('s.tournament.keepingScore')),
  winBands: [{ outcome: msg('s.tournament.victory'), minMargin: 1, tp: 4 }],
  tieTp: 2,
  lossTp: 0,
  bonuses: [
    { label: msg('s.tournament.offensiveBonus'), kind: 'opAtLeast', value: 5, tp: 1 },
    { label: msg('s.tournament.defensiveBonus'), kind: 'lossWithin', value: 2, tp: 1 },
  ],
  bye: { tp: 3, op: 0, vp: 0 },
  byeTpChoices: [3, 4],
  tiebreaks: ['tp', 'op', 'vp', 'opponents-op'],
  armyPoints: {
    top: { points: [400, 350], swc: [8, 5] },
    mid: { points: [300, 250], swc: [6, 5] },
    low: { points: [200, 150], swc: [4, 3] },
  },
  resultEntry: 'op-vp',
};
