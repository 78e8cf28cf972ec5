/**
 * Transmission Matrix (ITS S11). Five Transmission Areas (Zones of Operations). Main
 * objectives: at the end of each Game Round, Dominate as many Areas as the opponent 1 (only
 * with at least 1) · more Areas 2; Kill the enemy Designated Target 1 · … with the DataTracker +2.
 * 1 Classified (1 OP), INTELCOM Provisions; the enemy HVT is a Designated Target.
 */
import { msg } from '../../../shared/messages';
import { bonusesNeed } from './checks';
import { isRoundEnd } from './game-end';
import { yesNo } from './questions';
import { defineScenario } from './scenario';
import type { Line, Side } from './types';
import { opponent } from './types';
import { line, sameOrMore } from './util';
import { dominates, zoneQuestion } from './zones';

const RULE = 'ITS S11 · Transmission Matrix';
const ZO = `${RULE} · Transmission Areas (ZO)`;
const AREAS = ['pointsCentre', 'pointsALeft', 'pointsARight', 'pointsBLeft', 'pointsBRight'] as const;

export const transmissionMatrix = defineScenario({
  id: 'transmission-matrix',
  name: 'Transmission Matrix',
  rule: RULE,
  tableConfiguration: 'J',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: [
    'Transmission Areas (ZO)',
    'Dominate ZO',
    'DataTracker',
    'Designated Target',
    'INTELCOM Card (Provisions)',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'designated-target',
  secureHvt: 'any-classified',
  intelcom: 'provisions',
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    killedDesignatedTarget: yesNo('Killed the enemy Designated Target', `${RULE} · Designated Target`),
    designatedTargetByDataTracker: yesNo('The DataTracker Killed the Designated Target', `${RULE} · Main Objectives`, {
      showIf: { key: 'killedDesignatedTarget', equals: true },
    }),
  },
  round: {
    pointsCentre: zoneQuestion('the central Transmission Area', ZO),
    pointsALeft: zoneQuestion('the Transmission Area on A’s half, left (seen from A)', ZO),
    pointsARight: zoneQuestion('the Transmission Area on A’s half, right (seen from A)', ZO),
    pointsBLeft: zoneQuestion('the Transmission Area on B’s half, left (seen from A)', ZO),
    pointsBRight: zoneQuestion('the Transmission Area on B’s half, right (seen from A)', ZO),
  },
  check(g) {
    return bonusesNeed(g.facts, ['designatedTargetByDataTracker'], 'killedDesignatedTarget', msg('m.c.dtBonusTarget'));
  },
  objectives(g, side) {
    const main = `${RULE} · Main Objectives`;
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const held = (s: Side) => AREAS.filter((k) => dominates(r[s][k], r[opponent(s)][k])).length;
      lines.push(
        ...sameOrMore(
          {
            own: held(side),
            other: held(opponent(side)),
            same: { objective: 'areas-same', label: 'Dominates as many Transmission Areas as the opponent', op: 1 },
            more: { objective: 'areas-more', label: 'Dominates more Transmission Areas than the opponent', op: 2 },
            rule: main,
            noun: 'Transmission Areas Dominated',
          },
          i + 1,
        ),
      );
    });
    const f = g.facts[side];
    lines.push(
      line('designated-target', 'Killed the Designated Target', f.killedDesignatedTarget ? 1 : 0, main),
      line(
        'designated-target-datatracker',
        'Designated Target Killed by the DataTracker',
        f.designatedTargetByDataTracker ? 2 : 0,
        main,
      ),
    );
    return lines;
  },
  guide: () => [
    {
      label: 'End of each Game Round: Dominate as many Transmission Areas as the opponent (at least 1)',
      op: '1 per round',
    },
    { label: 'End of each Game Round: Dominate more Transmission Areas than the opponent', op: '2 per round' },
    { label: 'Kill the Designated Target', op: '1' },
    { label: '… with your DataTracker', op: '+2' },
  ],
});
