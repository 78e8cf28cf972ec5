/**
 * The preview's wizard source: the questions of a scenario of the pack being written and its
 * scorer, both from the core on this device (as the event's wizard scores with its pack), so the
 * breakdown the referee watches is the one the desk and `its-ref score --pack` will give.
 */
import type { CompiledPack } from '../../../../core/rules/scenarios/packs/compile';
import { packTier } from '../../../../core/rules/scenarios/packs/compile';
import { wizardQuestionsOf } from '../../../../core/rules/scenarios/registry';
import type { Pairing, Round } from '../../../../shared/model';
import { scoreGame } from '../../lib/localScore';
import type { WizardSource } from '../scoring/wizard.svelte';

export interface PreviewGame {
  round: Round;
  source: WizardSource;
}

export function previewGame(compiled: CompiledPack, scenarioId: string, armyPoints: number): PreviewGame | null {
  const def = compiled.scenarios.find((s) => s.id === scenarioId);
  if (!def) return null;
  const { pack } = compiled;
  const round = { number: 1, scenarioId, tier: packTier(pack, armyPoints), pairings: [] } as unknown as Round;
  // The pack's own table scores the preview as it will score the event's games.
  const own = typeof pack.preset === 'string' ? {} : { packPreset: compiled.preset };
  const settings = { season: pack.seasonRules, presetId: compiled.preset.id, armyPoints, pack, ...own };
  return {
    round,
    source: {
      questions: () => Promise.resolve(wizardQuestionsOf(def)),
      scorer: () => Promise.resolve((facts) => scoreGame(settings, round, facts)),
    },
  };
}

/** A table with the sample answers the referee gave before the pack changed (kept where they still fit). */
export const samplePairing = (facts: unknown): Pairing =>
  ({ table: 1, a: 'sample-a', b: 'sample-b', result: facts ? { facts } : null }) as unknown as Pairing;
