/**
 * Last Launch (ITS S17). At the end: more Extracted Army Points than the adversary 2 · more
 * Extracted Specialists 2 · more enemy Specialists Killed 2, or the same number 1 · Dominate the
 * Launching Tower 1 · 3 Classifieds. No Quarter.
 */
import { msg } from '../../../../shared/messages';
import { armyCeiling, MAX_BAGGAGE_EXTRA } from '../killing';
import { armyPoints, count, MAX_TROOPERS } from '../questions';
import { defineScenario } from '../scenario';
import type { Problem } from '../types';
import { opponent, SIDES } from '../types';
import { line } from '../util';
import { dominates, zoneQuestion } from '../zones';
import { more, NO_QUARTER, S17_BASE } from './common';

const RULE = 'ITS S17 · Last Launch';
const MAIN = `${RULE} · Main Objectives`;

export const lastLaunch = defineScenario({
  ...S17_BASE,
  id: 'last-launch',
  name: 'Last Launch',
  rule: RULE,
  deployment:
    'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment in the Launching Tower.',
  specialRules: ['Launching Tower (ZO)', 'ID Scanners', 'Extract Identified Trooper', 'Killing', 'No Quarter'],
  classified: { count: 3, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: NO_QUARTER,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  reinforcements: true,
  player: {
    extractedPoints: armyPoints('Extracted Army Points', `${RULE} · Extract Identified Trooper`, {
      help: 'The cost of this player’s troopers Extracted at the ID Checker, plus 20 for each Extracted trooper with Baggage.',
    }),
    specialistsExtracted: count('Specialists Extracted', `${RULE} · Extract Identified Trooper`, 0, MAX_TROOPERS),
    enemySpecialistsKilled: count('Enemy Specialist Troops Killed', `${RULE} · Killing`, 0, MAX_TROOPERS, {
      help: 'Dead, or in a Null state at the end; enemy Specialists never deployed count; Extracted troopers are never Killed.',
      reading:
        'When neither player Killed a Specialist, none each is the same number: both score 1 (the objective, unlike others, does not ask for at least one).',
    }),
    pointsTower: zoneQuestion('the Launching Tower', `${RULE} · Launching Tower (ZO)`),
  },
  check(g) {
    const p: Problem[] = [];
    const ceiling = armyCeiling(g.armyPoints);
    for (const side of SIDES) {
      const f = g.facts[side];
      if (f.extractedPoints > ceiling) {
        p.push({
          fields: [`${side}.extractedPoints`],
          message: msg('m.c.extractedOver', { n: f.extractedPoints, points: g.armyPoints, baggage: MAX_BAGGAGE_EXTRA }),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const kills = `${f.enemySpecialistsKilled} vs ${o.enemySpecialistsKilled}`;
    return [
      line(
        'extracted-points',
        'More Extracted Army Points than the adversary',
        more(f.extractedPoints, o.extractedPoints, 2),
        MAIN,
        `${f.extractedPoints} vs ${o.extractedPoints}`,
      ),
      line(
        'extracted-specialists',
        'More Extracted Specialists than the adversary',
        more(f.specialistsExtracted, o.specialistsExtracted, 2),
        MAIN,
        `${f.specialistsExtracted} vs ${o.specialistsExtracted}`,
      ),
      line(
        'more-specialists-killed',
        'Killed more Specialist Troops than the adversary',
        more(f.enemySpecialistsKilled, o.enemySpecialistsKilled, 2),
        MAIN,
        kills,
      ),
      line(
        'same-specialists-killed',
        'Killed the same number of Specialist Troops as the adversary',
        f.enemySpecialistsKilled === o.enemySpecialistsKilled ? 1 : 0,
        MAIN,
        f.enemySpecialistsKilled === 0 && o.enemySpecialistsKilled === 0
          ? 'none each: the same number, as printed'
          : kills,
      ),
      line(
        'dominate-tower',
        'Dominates the Launching Tower',
        dominates(f.pointsTower, o.pointsTower) ? 1 : 0,
        MAIN,
        `Army Points: ${f.pointsTower} vs ${o.pointsTower}`,
      ),
    ];
  },
  guide: () => [
    { label: 'More Extracted Army Points than the adversary', op: '2' },
    { label: 'More Extracted Specialists than the adversary', op: '2' },
    { label: 'Kill more Specialist Troops than the adversary', op: '2' },
    { label: 'Kill the same number of Specialist Troops as the adversary (none each included)', op: '1' },
    { label: 'Dominate the Launching Tower', op: '1' },
  ],
});
