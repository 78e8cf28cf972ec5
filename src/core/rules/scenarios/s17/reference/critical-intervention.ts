/**
 * Critical Intervention (ITS S17). Roles: the player with the first Player Turn is the Attacker.
 * Attacker: Unlock the Data Console 1 · Extract the Data Pack 2 · the extractor not Killed 1 ·
 * the extractor non-Null inside the Attacker's Deployment Zone 2 · Dominate the Server Room 2 ·
 * Kill at least 40/50/65/75/85/100 enemy Army Points 1 · Classified 1.
 * Defender: the Attacker did not Unlock 1 · did not Extract 3 · Kill the extractor 2 ·
 * Dominate the Server Room 3 · Kill at least 75/100/125/150/175/200 2 · Classified 1.
 * INTELCOM Support and Control on the Server Room. Killing rules apply.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { gameEnd } from '../../game-end';
import { zonePoints } from '../../intelcom';
import { killedBy, killingQuestions } from '../../killing';
import { pick, yesNo } from '../../questions';
import { defineScenario, ownDeckClassifieds } from '../../scenario';
import type { Problem } from '../../types';
import { line, versusPair } from '../../util';
import { dominateLine, zoneQuestion } from '../../zones';
import { checkKilledAtArmy, forArmy, S17_BASE } from '../common';
import type { PerArmy } from '../common';

const RULE = cite('ITS S17', msg('s.critical-intervention.name'));
const ATTACKER = cite(RULE, msg('s.critical-intervention.attackerObjectives'));
const DEFENDER = cite(RULE, msg('s.critical-intervention.defenderObjectives'));
const ROOM = {
  id: 'server-room',
  label: msg('s.critical-intervention.serverRoom'),
  pointsKey: 'pointsServerRoom',
} as const;

/** Enemy Army Points to Kill, per army size. */
export const ATTACKER_KILL: PerArmy<number> = { 150: 40, 200: 50, 250: 65, 300: 75, 350: 85, 400: 100 };
export const DEFENDER_KILL: PerArmy<number> = { 150: 75, 200: 100, 250: 125, 300: 150, 350: 175, 400: 200 };

const ATTACKER_OPTIONS = [
  { value: 'a', label: msg('s.common.playerA') },
  { value: 'b', label: msg('s.common.playerB') },
] as const;

export const criticalIntervention = defineScenario({
  ...S17_BASE,
  id: 'critical-intervention',
  name: msg('s.critical-intervention.name'),
  rule: RULE,
  deployment: msg('s.critical-intervention.deployment'),
  specialRules: [
    msg('s.critical-intervention.attackerAndDefender'),
    msg('s.critical-intervention.serverRoomZone'),
    msg('s.critical-intervention.dataConsole'),
    msg('s.critical-intervention.inhibitorAntenna'),
    msg('s.common.killing'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: [ROOM],
  reinforcements: true,
  roles: true,
  player: {
    pointsServerRoom: zoneQuestion(
      msg('s.critical-intervention.serverRoomNoun'),
      cite(RULE, msg('s.critical-intervention.serverRoomZone')),
    ),
    ...killingQuestions(cite(RULE, msg('s.common.killing'))),
  },
  game: {
    attacker: pick(
      msg('s.critical-intervention.attackerIsFirst'),
      cite(RULE, msg('s.critical-intervention.attackerAndDefender')),
      ATTACKER_OPTIONS,
    ),
    attackerUnlocked: yesNo(msg('s.critical-intervention.attackerUnlocked'), ATTACKER, {
      reading: msg('s.critical-intervention.attackerOnlyHelp'),
    }),
    attackerExtracted: yesNo(msg('s.critical-intervention.attackerExtracted'), ATTACKER),
    extractorKilled: yesNo(
      msg('s.critical-intervention.extractorKilledQuestion'),
      cite(RULE, msg('s.common.killing')),
      {
        showIf: { key: 'attackerExtracted', equals: true },
      },
    ),
    extractorInDz: yesNo(msg('s.critical-intervention.extractorHomeQuestion'), ATTACKER, {
      showIf: { key: 'attackerExtracted', equals: true, also: { key: 'extractorKilled', equals: false } },
    }),
  },
  check(g) {
    const p: Problem[] = [...checkKilledAtArmy(g.facts, g.armyPoints, cite(RULE, msg('s.common.killing')))];
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
    const room = versusPair(side, (s) => zonePoints(g, s, ROOM.id, g.facts[s].pointsServerRoom, true));
    const killed = killedBy(g.facts, side);
    // The two roles share the Server Room and the Killing objectives, at their own OP.
    const role = attacker
      ? {
          label: msg('s.critical-intervention.attacker'),
          rule: ATTACKER,
          roomOp: 2,
          killOp: 1,
          need: forArmy(ATTACKER_KILL, g.armyPoints),
        }
      : {
          label: msg('s.critical-intervention.defender'),
          rule: DEFENDER,
          roomOp: 3,
          killOp: 2,
          need: forArmy(DEFENDER_KILL, g.armyPoints),
        };
    const extraction = attacker
      ? [
          line('unlock', msg('s.critical-intervention.unlockedConsole'), x.attackerUnlocked ? 1 : 0, ATTACKER),
          line('extract', msg('s.critical-intervention.extractedDataPack'), x.attackerExtracted ? 2 : 0, ATTACKER),
          line(
            'extractor-alive',
            msg('s.critical-intervention.extractorAlive'),
            x.attackerExtracted && !x.extractorKilled ? 1 : 0,
            ATTACKER,
          ),
          line(
            'extractor-in-dz',
            msg('s.critical-intervention.extractorHome'),
            x.attackerExtracted && !x.extractorKilled && x.extractorInDz ? 2 : 0,
            ATTACKER,
          ),
        ]
      : [
          line('no-unlock', msg('s.critical-intervention.noUnlock'), x.attackerUnlocked ? 0 : 1, DEFENDER),
          line('no-extract', msg('s.critical-intervention.noExtraction'), x.attackerExtracted ? 0 : 3, DEFENDER),
          line(
            'kill-extractor',
            msg('s.critical-intervention.killedExtractor'),
            x.attackerExtracted && x.extractorKilled ? 2 : 0,
            DEFENDER,
          ),
        ];
    return [
      line('role', role.label, 0, cite(RULE, msg('s.critical-intervention.attackerAndDefender'))),
      ...extraction,
      dominateLine('dominate-room', msg('s.critical-intervention.dominatesServerRoom'), room, role.roomOp, role.rule),
      line(
        'kill-points',
        msg('s.critical-intervention.killedAtLeast', { n: role.need }),
        killed >= role.need ? role.killOp : 0,
        role.rule,
        msg('s.critical-intervention.killed', { n: killed }),
      ),
    ];
  },
  guide: () => [
    { label: msg('s.critical-intervention.attackerUnlockConsole'), op: '1' },
    { label: msg('s.critical-intervention.attackerExtractDataPack'), op: '2' },
    { label: msg('s.critical-intervention.attackerExtractorAlive'), op: '1' },
    { label: msg('s.critical-intervention.attackerExtractorHome'), op: '2' },
    { label: msg('s.critical-intervention.attackerDominateServerRoom'), op: '2' },
    { label: msg('s.critical-intervention.attackerKillThreshold'), op: '1' },
    { label: msg('s.critical-intervention.defenderNoUnlock'), op: '1' },
    { label: msg('s.critical-intervention.defenderNoExtraction'), op: '3' },
    { label: msg('s.critical-intervention.defenderKillExtractor'), op: '2' },
    { label: msg('s.critical-intervention.defenderDominateServerRoom'), op: '3' },
    { label: msg('s.critical-intervention.defenderKillThreshold'), op: '2' },
  ],
});
