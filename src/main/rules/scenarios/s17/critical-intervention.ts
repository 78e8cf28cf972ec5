/**
 * Critical Intervention (ITS S17). Roles: the player with the first Player Turn is the Attacker.
 * Attacker: Unlock the Data Console 1 · Extract the Data Pack 2 · the extractor not Killed 1 ·
 * the extractor non-Null inside the Attacker's Deployment Zone 2 · Dominate the Server Room 2 ·
 * Kill at least 40/50/65/75/85/100 enemy Army Points 1 · Classified 1.
 * Defender: the Attacker did not Unlock 1 · did not Extract 3 · Kill the extractor 2 ·
 * Dominate the Server Room 3 · Kill at least 75/100/125/150/175/200 2 · Classified 1.
 * INTELCOM Support and Control on the Server Room. Killing rules apply.
 */
import { msg } from '../../../../shared/messages';
import { gameEnd } from '../game-end';
import { zonePoints } from '../intelcom';
import { killedBy, killingQuestions } from '../killing';
import { pick, yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Problem, Side } from '../types';
import { opponent } from '../types';
import { line } from '../util';
import { dominates, zoneQuestion } from '../zones';
import { checkKilledAtArmy, EARLY_END, forArmy, S17_BASE } from './common';
import type { PerArmy } from './common';

const RULE = 'ITS S17 · Critical Intervention';
const ATTACKER = `${RULE} · Attacker’s Objectives`;
const DEFENDER = `${RULE} · Defender’s Objectives`;
const ROOM = { id: 'server-room', label: 'The Server Room', pointsKey: 'pointsServerRoom' } as const;

/** Enemy Army Points to Kill, per army size. */
export const ATTACKER_KILL: PerArmy<number> = { 150: 40, 200: 50, 250: 65, 300: 75, 350: 85, 400: 100 };
export const DEFENDER_KILL: PerArmy<number> = { 150: 75, 200: 100, 250: 125, 300: 150, 350: 175, 400: 200 };

const ATTACKER_OPTIONS = [
  { value: 'a', label: 'Player A' },
  { value: 'b', label: 'Player B' },
] as const;

export const criticalIntervention = defineScenario({
  ...S17_BASE,
  id: 'critical-intervention',
  name: 'Critical Intervention',
  rule: RULE,
  deployment:
    'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment inside the Server Room.',
  specialRules: ['Attacker and Defender', 'Server Room (ZO)', 'Data Console', 'Inhibitor Antenna', 'Killing'],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: EARLY_END,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'support-and-control',
  zones: [ROOM],
  reinforcements: true,
  roles: true,
  player: {
    pointsServerRoom: zoneQuestion('the Server Room', `${RULE} · Server Room (ZO)`),
    ...killingQuestions(`${RULE} · Killing`),
  },
  game: {
    attacker: pick(
      'The Attacker (the player with the first Player Turn)',
      `${RULE} · Attacker and Defender`,
      ATTACKER_OPTIONS,
    ),
    attackerUnlocked: yesNo('The Attacker Unlocked the Data Console', ATTACKER, {
      reading:
        'Only the Attacker’s own Unlock and Extraction count, for the Attacker and against the Defender; a Defender who does either scores nothing for it.',
    }),
    attackerExtracted: yesNo('The Attacker Extracted the Data Pack', ATTACKER),
    extractorKilled: yesNo('The trooper who Extracted the Data Pack is Killed at the end', `${RULE} · Killing`, {
      showIf: { key: 'attackerExtracted', equals: true },
    }),
    extractorInDz: yesNo('That trooper is inside the Attacker’s Deployment Zone, non-Null', ATTACKER, {
      showIf: { key: 'attackerExtracted', equals: true, also: { key: 'extractorKilled', equals: false } },
    }),
  },
  check(g) {
    const p: Problem[] = [...checkKilledAtArmy(g.facts, g.armyPoints, `${RULE} · Killing`)];
    const x = g.game;
    if (!x.attackerExtracted && (x.extractorKilled || x.extractorInDz)) {
      p.push({
        fields: [
          'game.attackerExtracted',
          ...(x.extractorKilled ? ['game.extractorKilled'] : []),
          ...(x.extractorInDz ? ['game.extractorInDz'] : []),
        ],
        message: msg('m.c.noExtraction'),
      });
    }
    if (x.extractorKilled && x.extractorInDz) {
      p.push({ fields: ['game.extractorKilled', 'game.extractorInDz'], message: msg('m.c.extractorKilled') });
    }
    if (gameEnd(g).early && x.firstTurn !== x.attacker) {
      p.push({ fields: ['game.attacker', 'game.firstTurn'], message: msg('m.c.attackerFirst') });
    }
    return p;
  },
  objectives(g, side) {
    const attacker = g.game.attacker === side;
    const x = g.game;
    const room = (s: Side) => zonePoints(g, s, ROOM.id, g.facts[s].pointsServerRoom, true);
    const own = room(side);
    const other = room(opponent(side));
    const held = dominates(own, other);
    const killed = killedBy(g.facts, side);
    const roomDetail = `Army Points: ${own} vs ${other}`;
    if (attacker) {
      const need = forArmy(ATTACKER_KILL, g.armyPoints);
      return [
        line('role', 'Attacker', 0, `${RULE} · Attacker and Defender`),
        line('unlock', 'Unlocked the Data Console', x.attackerUnlocked ? 1 : 0, ATTACKER),
        line('extract', 'Extracted the Data Pack', x.attackerExtracted ? 2 : 0, ATTACKER),
        line(
          'extractor-alive',
          'The extractor is not Killed',
          x.attackerExtracted && !x.extractorKilled ? 1 : 0,
          ATTACKER,
        ),
        line(
          'extractor-in-dz',
          'The extractor is inside own Deployment Zone, non-Null',
          x.attackerExtracted && !x.extractorKilled && x.extractorInDz ? 2 : 0,
          ATTACKER,
        ),
        line('dominate-room', 'Dominates the Server Room', held ? 2 : 0, ATTACKER, roomDetail),
        line(
          'kill-points',
          `Killed at least ${need} enemy Army Points`,
          killed >= need ? 1 : 0,
          ATTACKER,
          `${killed} killed`,
        ),
      ];
    }
    const need = forArmy(DEFENDER_KILL, g.armyPoints);
    return [
      line('role', 'Defender', 0, `${RULE} · Attacker and Defender`),
      line('no-unlock', 'The Attacker did not Unlock the Data Console', x.attackerUnlocked ? 0 : 1, DEFENDER),
      line('no-extract', 'The Attacker did not Extract the Data Pack', x.attackerExtracted ? 0 : 3, DEFENDER),
      line(
        'kill-extractor',
        'Killed the trooper who Extracted the Data Pack',
        x.attackerExtracted && x.extractorKilled ? 2 : 0,
        DEFENDER,
      ),
      line('dominate-room', 'Dominates the Server Room', held ? 3 : 0, DEFENDER, roomDetail),
      line(
        'kill-points',
        `Killed at least ${need} enemy Army Points`,
        killed >= need ? 2 : 0,
        DEFENDER,
        `${killed} killed`,
      ),
    ];
  },
  guide: () => [
    { label: 'Attacker: Unlock the Data Console', op: '1' },
    { label: 'Attacker: Extract the Data Pack', op: '2' },
    { label: 'Attacker: the trooper who Extracted it is not Killed at the end', op: '1' },
    { label: 'Attacker: that trooper is inside your Deployment Zone, non-Null, at the end', op: '2' },
    { label: 'Attacker: Dominate the Server Room', op: '2' },
    { label: 'Attacker: Kill at least 40 / 50 / 65 / 75 / 85 / 100 enemy Army Points (150 … 400 points)', op: '1' },
    { label: 'Defender: the Attacker did not Unlock the Data Console', op: '1' },
    { label: 'Defender: the Attacker did not Extract the Data Pack', op: '3' },
    { label: 'Defender: Kill the trooper who Extracted the Data Pack', op: '2' },
    { label: 'Defender: Dominate the Server Room', op: '3' },
    { label: 'Defender: Kill at least 75 / 100 / 125 / 150 / 175 / 200 enemy Army Points (150 … 400 points)', op: '2' },
  ],
});
