/**
 * An event's pack is compiled once per pack object, also when read through a draft of the event
 * in the write queue (drafts keep what a change leaves alone), and a stored pack that no longer
 * reads is refused with its problems, not scored.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { ScenarioPackSchema } from '../../../../shared/scenarioPack';
import type { ScenarioPack } from '../../../../shared/scenarioPack';
import { compiledPack } from './eventPack';

const PACK = ScenarioPackSchema.parse(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../../../resources/scenario-packs/its-s17.its-scenarios.json'),
      'utf8',
    ),
  ),
);

describe('compiledPack', () => {
  it('compiles a pack once, whether read from the event or from a draft of it', () => {
    const event = { scenarioPack: PACK, revision: 1 };
    const first = compiledPack(event.scenarioPack);
    expect(compiledPack(event.scenarioPack)).toBe(first);
    let inDraft: unknown;
    const next = produce(event, (draft) => {
      inDraft = compiledPack(draft.scenarioPack as ScenarioPack);
      draft.revision = 2;
    });
    expect(inDraft).toBe(first);
    expect(compiledPack(next.scenarioPack)).toBe(first);
  });

  it('refuses a stored pack with problems, naming them', () => {
    const broken: ScenarioPack = { ...structuredClone(PACK), preset: 'no-such-preset' };
    expect(() => compiledPack(broken)).toThrow(
      expect.objectContaining({
        problem: expect.objectContaining({
          kind: 'conflict',
          details: { packProblems: [expect.objectContaining({ path: 'preset' })] },
        }),
      }),
    );
  });
});
