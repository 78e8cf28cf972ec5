/**
 * Army list benchmarks: decoding army codes, and validating every list of a 256-player event
 * (two 15-trooper lists each), as the referee's "validate all" button does.
 */
import { performance } from 'node:perf_hooks';
import { decodeArmyCode, encodeArmyCode } from '../../src/main/rules/army/armyCode';
import { ArmyListSchema } from '../../src/main/rules/army/model';
import type { ArmyList } from '../../src/main/rules/army/model';
import { validateList, validatePlayerLists } from '../../src/main/rules/army/validate';
import type { Extras } from '../../src/shared/model';

const EXTRAS: Extras = {
  reinforcements: false,
  specOps: false,
  limitedInsertion: false,
  tacticalWindow: false,
  soldiersOfFortune: false,
  escalation: false,
};

function timeIt(label: string, count: number, fn: () => void): void {
  const start = performance.now();
  fn();
  const ms = performance.now() - start;
  console.log(`${label}: ${ms.toFixed(1)} ms for ${count} (${((ms * 1000) / count).toFixed(1)} µs each)`);
}

export const listsSuite = {
  name: 'lists',
  async run(): Promise<void> {
    const codes = Array.from({ length: 10_000 }, (_, i) =>
      encodeArmyCode(
        {
          sectorialId: 500 + (i % 30),
          slug: 'bench-army',
          name: `List ${i}`,
          pointsLimit: 300,
          groups: [
            {
              number: 1,
              members: Array.from({ length: 10 }, (_, m) => ({ unit: 100 + m * 37, group: 1, option: 1 + (m % 5) })),
            },
            { number: 2, members: Array.from({ length: 5 }, (_, m) => ({ unit: 1500 + m, group: 2, option: 3 })) },
          ],
        },
        (['a', 'b', 'c'] as const)[i % 3] ?? 'b',
      ),
    );
    timeIt('decode 15-trooper army codes', codes.length, () => {
      for (const code of codes) if (!decodeArmyCode(code).ok) throw new Error('bench code rejected');
    });

    const lists: ArmyList[] = Array.from({ length: 512 }, (_, i) =>
      ArmyListSchema.parse({
        id: `L${i}`,
        playerId: `p${i >> 1}`,
        army: { id: 501 },
        pointsLimit: 300,
        swc: 6,
        groups: [
          {
            number: 1,
            troopers: Array.from({ length: 15 }, (_, t) => ({
              id: `t${t}`,
              name: `Trooper ${t}`,
              cost: 20,
              swc: t < 4 ? 1.5 : 0,
              skills: { lieutenant: t === 0 },
            })),
          },
        ],
      }),
    );
    timeIt('validate lists of a 256-player event', lists.length, () => {
      for (const list of lists) validateList(list, { points: 300, swc: 6 }, EXTRAS);
      for (let p = 0; p < 256; p++) validatePlayerLists(lists.slice(p * 2, p * 2 + 2), EXTRAS);
    });
  },
};
