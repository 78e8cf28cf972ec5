/**
 * Army list benchmarks: decoding army codes, validating every list of a 256-player event
 * (two 15-trooper lists each), as the referee's "validate all" button does, and the unit
 * library: importing an INVENTED library as large as a real one (50 armies × 150 units) and
 * resolving the 512 army codes of a 256-player event against it.
 */
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTestContext } from '../../src/main/api/testing';
import { unitLibrary } from '../../src/main/catalog/library';
import { largeInventedLibrary, savedFiles } from '../../src/main/catalog/testing';
import { listFromCode } from '../../src/core/rules/army/catalog';
import { NO_EXTRAS, PlayerSchema } from '../../src/shared/model';
import { decodeArmyCode, encodeArmyCode } from '../../src/core/rules/army/armyCode';
import { ArmyListSchema } from '../../src/core/rules/army/model';
import type { ArmyList } from '../../src/core/rules/army/model';
import { validateList, validatePlayerLists } from '../../src/core/rules/army/validate';

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
      for (const list of lists) validateList(list, { points: 300, swc: 6 }, NO_EXTRAS);
      for (let p = 0; p < 256; p++) validatePlayerLists(lists.slice(p * 2, p * 2 + 2), NO_EXTRAS);
    });

    await libraryBench();
  },
};

/** Wall time and this process's CPU time (the wall time grows when the machine is shared). */
async function timeAsync(label: string, fn: () => Promise<void>): Promise<void> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(`${label}: ${(performance.now() - start).toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms)`);
}

/** 50 armies × 150 units (four options each), imported from a folder; then 512 codes resolved. */
async function libraryBench(): Promise<void> {
  const files = savedFiles(largeInventedLibrary(50, 150));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'its-ref-bench-library-'));
  for (const f of files) await fs.writeFile(path.join(folder, f.name), f.data);
  const megabytes = files.reduce((sum, f) => sum + f.data.length, 0) / 1e6;
  const t = createTestContext();
  await timeAsync(`import a unit library of 50 armies × 150 units (${megabytes.toFixed(1)} MB)`, async () => {
    await t.ok('catalogs.importLibrary', { path: folder });
  });

  const codes = Array.from({ length: 512 }, (_, i) =>
    encodeArmyCode(
      {
        sectorialId: 1000 + ((i >> 1) % 50),
        slug: 'invented',
        name: `List ${i}`,
        pointsLimit: 300,
        groups: [
          {
            number: 1,
            members: Array.from({ length: 15 }, (_, m) => ({
              unit: 10 + ((i * 7 + m * 11) % 150),
              group: 1,
              option: 1 + (m % 4),
            })),
          },
        ],
      },
      'b',
    ),
  );
  // Resolving: each code decoded and every trooper looked up in its army (armies compiled cold).
  const library = unitLibrary(t.dir);
  await timeAsync('resolve the 512 army codes of a 256-player event against the library (cold)', async () => {
    for (const code of codes) {
      const decoded = decodeArmyCode(code);
      if (!decoded.ok) throw new Error('bench code rejected');
      const own = await library.army(decoded.code.sectorialId);
      const built = listFromCode(decoded.code, {
        id: 'L',
        playerId: 'p',
        swc: 6,
        catalogs: own ? [own] : [],
        rawCode: code,
      });
      if (built.unresolved.length > 0) throw new Error('bench code left unresolved');
    }
  });

  // The codes came in before the library: one action completes every list of the event.
  const bare = createTestContext();
  await bare.newEvent({ tier: 'mid' });
  await bare.ctx.workspace.current().mutate({ actor: 'bench', method: 'bench.arrange' }, (draft) => {
    for (const [i, code] of codes.entries()) {
      const decoded = decodeArmyCode(code);
      if (!decoded.ok) throw new Error('bench code rejected');
      const playerId = `p${i >> 1}`;
      if (i % 2 === 0) draft.players.push(PlayerSchema.parse({ id: playerId, name: `Player ${(i >> 1) + 1}` }));
      draft.lists.push(listFromCode(decoded.code, { id: `L${i}`, playerId, swc: 6, catalogs: [], rawCode: code }).list);
    }
    return { result: undefined, summary: 'arrange' };
  });
  await fs.cp(path.join(t.dir, 'catalog'), path.join(bare.dir, 'catalog'), { recursive: true });
  await timeAsync('complete every unresolved list of a 256-player event (512 lists, one action)', async () => {
    const done = await bare.ok('lists.completeAll', {});
    if (done.resolved !== 512 * 15) throw new Error(`only ${done.resolved} troopers resolved`);
  });
}
