/**
 * An invented season (tests/fixtures/packs/invented.its-scenarios.json, "Ember Reach": three house
 * scenarios, texts in English and Spanish) that uses every element of the pack vocabulary, scored
 * through the CLI (`its-ref score <id> --pack <file> --points <n>`) on games worked out by hand
 * below. The ITS S17 preset gives the TP: Victory 4, Offensive Bonus +1 for 5 OP or more,
 * Defensive Bonus +1 for a loss by 2 OP or less.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliInScratchFolder } from '../testing';

const INVENTED = path.resolve(import.meta.dirname, '../../../../tests/fixtures/packs/invented.its-scenarios.json');
const { cli, factsFile } = cliInScratchFolder('its-ref-invented-pack-');

interface Line {
  objective: string;
  points: number;
  round?: number;
  label: string;
  detail?: string;
}
interface Scored {
  players: Record<'a' | 'b', { op: number; lines: Line[] }>;
  tp: [number, number];
}

async function score(id: string, points: number, facts: unknown): Promise<Scored> {
  const file = factsFile(`${id}-${points}.json`, facts);
  const { code, out, err } = await cli('score', id, '--pack', INVENTED, '--points', String(points), file);
  expect(err).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out) as Scored;
}

/** Each line as `objective[@round] points`, the breakdown's figures in order. */
const figures = (lines: Line[]): string[] =>
  lines.map((l) => `${l.objective}${l.round !== undefined ? `@${l.round}` : ''} ${l.points}`);

describe('the invented season through the CLI', () => {
  it('checks clean, and names itself in Spanish from its own texts', async () => {
    const en = await cli('pack', 'check', INVENTED, '--lang', 'en');
    expect(en.out).toBe('Ember Reach house season, version 1.0: 3 scenarios, no problems.\n');
    const es = await cli('pack', 'check', INVENTED, '--lang', 'es');
    expect(es.out).toBe('Temporada de la casa Ember Reach, versión 1.0: 3 escenarios, sin problemas.\n');
  });

  it('Relay Siege, a full game (roles, per-round, every/any/last round, a classified replaced)', async () => {
    const scored = await score('relay-siege', 300, {
      game: { attacker: 'a', alarm: false, endedBy: 'third-round' },
      a: { relayHacked: true, intel: 'secure-treasure' },
      b: { intel: 'none' },
      rounds: [
        { a: { holdsRelay: true, scouts: 0 }, b: { holdsRelay: false, scouts: 1 } },
        { a: { holdsRelay: false, scouts: 2 }, b: { holdsRelay: false, scouts: 2 } },
        { a: { holdsRelay: true, scouts: 0 }, b: { holdsRelay: false, scouts: 3 } },
      ],
    });
    // A, the Attacker: hacked the Relay with no alarm 2 (the Defender's hold-out is not A's line);
    // each Game Round held the Relay (R1, R3) or had 2 Scouts (R2): 1+1+1; held it in the last
    // round 1; B lost it in some round 1; three rounds played 1; the intel replaced by Secure
    // Treasure still scores 1 → 2+3+1+1+1+1 = 9.
    expect(figures(scored.players.a.lines)).toEqual([
      'hack-relay 2',
      'round-relay@1 1',
      'round-relay@2 1',
      'round-relay@3 1',
      'last-stand 1',
      'denied 1',
      'long-game 1',
      'intel 1',
    ]);
    expect(scored.players.a.lines.at(-1)?.detail).toBe('Secure Treasure');
    // B, the Defender: never held the Relay (hold-out 0); 2 Scouts in R2 and 3 in R3: 0+1+1 (the
    // Defender's label); not in the last round 0; A lost it in R2 1; three rounds 1; intel none 0 → 4.
    expect(figures(scored.players.b.lines)).toEqual([
      'hold-out 0',
      'round-relay@1 0',
      'round-relay@2 1',
      'round-relay@3 1',
      'last-stand 0',
      'denied 1',
      'long-game 1',
      'intel 0',
    ]);
    expect(scored.players.b.lines[1]?.label).toBe('Round 1: Defended the Relay or had two Scouts inside');
    // 9–4: A wins 4 + Offensive Bonus 1; B loses by 5 and scored under 5: 0.
    expect([scored.players.a.op, scored.players.b.op, ...scored.tp]).toEqual([9, 4, 5, 0]);
  });

  it('Relay Siege ended early by Retreat! in Game Round 2 (early end, the detail’s own text with a figure)', async () => {
    const scored = await score('relay-siege', 200, {
      game: { attacker: 'b', alarm: true, endedBy: 'retreat', endRound: 2, firstTurn: 'a', lastTurn: 'a' },
      a: { intel: 'card' },
      b: { relayHacked: false, intel: 'none' },
      rounds: [
        { a: { holdsRelay: true, scouts: 1 }, b: { holdsRelay: false, scouts: 2 } },
        { a: { holdsRelay: true, scouts: 0 }, b: { holdsRelay: false, scouts: 0 } },
      ],
    });
    // Round 2 never ended (A played first and last), so only round 1 scores its round objective.
    // A, the Defender: hold-out needs every round 0; R1 held 1; held at the game's end 1, with the
    // early-end detail counting 2 rounds answered; B lost it 1; no third round 0; intel 1 → 4.
    expect(figures(scored.players.a.lines)).toEqual([
      'game-end 0',
      'hold-out 0',
      'round-relay@1 1',
      'last-stand 1',
      'denied 1',
      'long-game 0',
      'intel 1',
    ]);
    expect(scored.players.a.lines[3]?.detail).toBe('The game ended early: 2 Game Rounds answered');
    // B, the Attacker: no hack 0; 2 Scouts in R1 1; the rest 0 → 1. 4–1: A 4 TP, B lost by 3: 0.
    expect(figures(scored.players.b.lines)).toEqual([
      'game-end 0',
      'hack-relay 0',
      'round-relay@1 1',
      'last-stand 0',
      'denied 0',
      'long-game 0',
      'intel 0',
    ]);
    expect([scored.players.a.op, scored.players.b.op, ...scored.tp]).toEqual([4, 1, 4, 0]);
  });

  it('refuses a hacked Relay after the alarm (not-together), in the pack’s words', async () => {
    const file = factsFile('relay-clash.json', {
      game: { attacker: 'a', alarm: true },
      a: { relayHacked: true, intel: 'none' },
      b: { intel: 'none' },
      rounds: [0, 1, 2].map(() => ({ a: {}, b: {} })),
    });
    const { code, err } = await cli('score', 'relay-siege', '--pack', INVENTED, '--points', '200', file);
    expect(code).toBe(1);
    expect(err).toContain('The Relay cannot be hacked once the alarm was raised');
  });

  it('refuses more Trucks safe than driven off (not-more-than), the pack’s own words with the figures', async () => {
    const file = factsFile('convoy-clash.json', { a: { trucks: 1, trucksSafe: 3 }, b: {} });
    const { code, err } = await cli('score', 'convoy-run', '--pack', INVENTED, '--points', '200', file);
    expect(code).toBe(1);
    expect(err).toContain('3 Trucks on the safe road, but only 1 driven off the table');
  });

  it('Ember Fields at 300 (zones with INTELCOM, both-zone domination, bands, byArmy, Key Ops, No Quarter)', async () => {
    const scored = await score('ember-fields', 300, {
      a: {
        killedPoints: 160,
        notDeployedPoints: 0,
        salvage: 95,
        keyOpsAlive: true,
        cardUse: 'support-and-control',
        intelcomValue: 20,
        intelcomZone: 'north',
        intelcomTrooperInZone: true,
      },
      b: { killedPoints: 70, notDeployedPoints: 20, salvage: 40, keyOpsAlive: false, cardUse: 'classified' },
      rounds: [
        { a: { pointsNorth: 50, pointsSouth: 30 }, b: { pointsNorth: 60, pointsSouth: 0 } },
        { a: { pointsNorth: 80, pointsSouth: 0 }, b: { pointsNorth: 40, pointsSouth: 40 } },
        { a: { pointsNorth: 60, pointsSouth: 40 }, b: { pointsNorth: 70, pointsSouth: 30 } },
      ],
    });
    // A: the North field each round: 50<60 0, 80>40 1, and at the end of the third round 60 + 20
    // of INTELCOM = 80 > 70 1; the field nearest A (North, no INTELCOM: the zone is not named)
    // 60<70 0; both fields at the end: North 60<70 0; Killed 160 + B's 20 never deployed = 180,
    // above 150 at 300 points → 2; salvage min(95, 300) = 95 ≥ 90 at 300 → 1 (its detail reads
    // the North field with INTELCOM: 80); Key Ops: own alive and B's not → 2 → 7.
    expect(figures(scored.players.a.lines)).toEqual([
      'north-round@1 0',
      'north-round@2 1',
      'north-round@3 1',
      'own-flank 0',
      'both-fields 0',
      'killed 2',
      'salvage 1',
      'key-ops 2',
      'intelcom 0',
    ]);
    expect(scored.players.a.lines.map((l) => l.detail).slice(2, 7)).toEqual([
      'Army Points: 80 vs 70',
      'Army Points: 60 vs 70',
      undefined,
      '180 Killed at 300 points',
      '80 Army Points in the North field, with INTELCOM',
    ]);
    // B: North 60>50 in round 1 only 1; the field nearest B (South) 30<40 0; Killed 70 < 75 0;
    // salvage 40 < 90 0; Key Ops 0 → 1. 7–1: A 4 + Offensive Bonus 1; B 0.
    expect(figures(scored.players.b.lines)).toEqual([
      'north-round@1 1',
      'north-round@2 0',
      'north-round@3 0',
      'own-flank 0',
      'both-fields 0',
      'killed 0',
      'salvage 0',
      'key-ops 0',
    ]);
    expect([scored.players.a.op, scored.players.b.op, ...scored.tp]).toEqual([7, 1, 5, 0]);
  });

  it('Convoy Run at 200 (each with a cap, more/same, a value, choices, the Classified deck, 10 OP)', async () => {
    const scored = await score('convoy-run', 200, {
      a: { trucks: 4, trucksSafe: 3, flares: 2, beacon: true, route: 'ridge', tactical: 1, classifieds: 1 },
      b: { trucks: 2, trucksSafe: 1, flares: 2, beacon: false, beaconSeen: true, route: 'road', tactical: 2 },
      game: { weather: 1 },
    });
    // A: 3 Trucks safe, 2 credited at most × 2 = 4; Flares 2 = 2: not more 0, as many (≥ 1) 1;
    // tactical 1 + weather 1 = 2 (max 2); the ridge (not the road) 1; 4 Trucks kept against 2,
    // at most 4, and B not at 4: 1; one Classified 1 → 10.
    expect(figures(scored.players.a.lines)).toEqual([
      'safe-trucks 4',
      'more-flares 0',
      'same-flares 1',
      'tactical 2',
      'ridge 1',
      'fewer-losses 1',
      'classified 1',
    ]);
    expect(scored.players.a.lines[0]?.detail).toBe('3 credited, 2 at most');
    // B: 1 Truck safe × 2 = 2; as many Flares 1; tactical 2 + 1 = 3, capped at 2; the road 0;
    // fewer Trucks than A 0; no Classified 0 → 5. 10–5: A 4 + 1; B lost by 5 but scored 5: 1.
    expect(figures(scored.players.b.lines)).toEqual([
      'safe-trucks 2',
      'more-flares 0',
      'same-flares 1',
      'tactical 2',
      'ridge 0',
      'fewer-losses 0',
      'classified 0',
    ]);
    expect([scored.players.a.op, scored.players.b.op, ...scored.tp]).toEqual([10, 5, 5, 1]);
  });
});

describe('the invented season uses the whole vocabulary', () => {
  const pack = JSON.parse(readFileSync(INVENTED, 'utf8')) as { scenarios: Record<string, unknown>[] };
  const found = new Set<string>();
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((x) => walk(x, where));
    if (typeof node !== 'object' || node === null) return;
    const o = node as Record<string, unknown>;
    if (where === 'objective' || where === 'check' || where === 'question') found.add(`${where}:${String(o.kind)}`);
    for (const [key, value] of Object.entries(o)) {
      if (['when', 'if', 'first', 'second', 'not', 'lastRound', 'everyRound', 'anyRound'].includes(key)) {
        walk(value, 'condition');
      } else if (key === 'all' || key === 'any') walk(value, 'condition');
      else if (['figure', 'threshold', 'count', 'sum', 'min'].includes(key) && where !== 'question') {
        walk(value, key === 'count' && where === 'value' ? 'condition' : 'value');
      } else if (key === 'compare' && Array.isArray(value)) {
        found.add(`compare:${String(value[1])}`);
        walk([value[0], value[2]], 'value');
      } else if (key === 'params') walk(Object.values(value as object), 'value');
      else if (key === 'objectives') walk(value, 'objective');
      else if (key === 'checks') walk(value, 'check');
      else if (['player', 'round', 'game'].includes(key) && where === 'scenario') {
        walk(Object.values(value as object), 'question');
      } else walk(value, where === 'scenario' ? 'field' : where);
      if (where === 'condition' || where === 'value') found.add(`${where}:${key}`);
    }
  };
  for (const s of pack.scenarios) {
    walk(s, 'scenario');
    found.add(`retreat:${String(s.retreat)}`);
    for (const flag of ['roles', 'keyOps', 'intelcom', 'zones', 'round', 'game']) if (s[flag]) found.add(flag);
  }

  it('every objective kind, condition, value, check, question kind and scenario rule', () => {
    const vocabulary = [
      ...['points', 'each', 'more', 'same', 'dominate', 'dominate-all', 'at-least', 'bands', 'classified', 'value'],
      'each-round',
    ].map((k) => `objective:${k}`);
    const checks = [
      'at-most-in-play',
      'not-both',
      'not-more-than',
      'not-together',
      'killed-within-army',
      'within-army',
    ];
    const conditions = ['fact', 'opponent', 'game', 'role', 'compare', 'lastRound', 'everyRound', 'anyRound'];
    const moreConditions = ['roundsAnswered', 'earlyEnd', 'all', 'any', 'not', 'is', 'isNot'];
    const values = ['fact', 'opponent', 'game', 'killed', 'zonePoints', 'zone', 'byArmy', 'armyPoints'];
    expect([...found].sort()).toEqual(
      expect.arrayContaining([
        ...vocabulary,
        ...checks.map((k) => `check:${k}`),
        ...['yes-no', 'count', 'army-points', 'choice'].map((k) => `question:${k}`),
        ...[...conditions, ...moreConditions].map((k) => `condition:${k}`),
        ...[...values, 'sum', 'min', 'count'].map((k) => `value:${k}`),
        ...['gt', 'ge', 'eq', 'le', 'lt'].map((op) => `compare:${op}`),
        ...['early-end', 'no-quarter', 'no-early-end'].map((r) => `retreat:${r}`),
        ...['roles', 'keyOps', 'intelcom', 'zones', 'round', 'game'],
      ]),
    );
  });
});
