/**
 * API domain `packs.*`: an event's scenario pack (docs/SCENARIO-PACKS.md). The event keeps a copy
 * of the pack it plays, so its file stays self-contained; a pack is checked before it is loaded,
 * refused with every problem it has, and a different pack reaches rounds already paired only by
 * the referee's choice (`confirm`).
 */
import { z } from 'zod';
import type { PackProblemLine } from '../errors';
import type { MessageRef } from '../messages';
import type { SeasonId } from '../model';
import type { SavedAck } from './events';
import type { GuideEntry, ScenarioText, WizardQuestion } from './scoring';

/** The pack as read from its file (parsed JSON); its shape is checked by the handler, problem by problem. */
const PackParam = z.unknown();

export const packsParams = {
  /** Reads a pack without loading it: its problems, or what it holds. */
  'packs.check': z.object({ pack: PackParam }),
  /** Loads a pack into the open event (its scenarios replace the season's built-in ones). */
  'packs.load': z.object({
    pack: PackParam,
    /** Required to load a different pack once a round is paired: its games may score differently. */
    confirm: z.boolean().default(false),
  }),
  /** The event plays its season's built-in scenarios again. */
  'packs.remove': z.object({ confirm: z.boolean().default(false) }).default({ confirm: false }),
  /** The open event's pack and, per scenario, its wizard questions and score guide. */
  'packs.show': z.object({}).default({}),
} satisfies Record<`packs.${string}`, z.ZodType>;

/** What a pack holds, in brief. */
export interface PackSummary {
  id: string;
  version: string;
  name: MessageRef;
  source: string;
  seasonRules: SeasonId;
  armySizes: number[];
  preset: string;
  scenarios: { id: string; name: ScenarioText }[];
}

/** Scenarios by id against the event's copy before the load (none: every scenario is added). */
export interface PackChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

export type PackCheck = { ok: true; summary: PackSummary } | { ok: false; problems: PackProblemLine[] };

/** One of a pack's scenarios as the pack screen shows it. */
export interface PackScenarioView {
  id: string;
  name: ScenarioText;
  questions: WizardQuestion[];
  guide: GuideEntry[];
}

export interface PacksResults {
  'packs.check': PackCheck;
  'packs.load': SavedAck & {
    summary: PackSummary;
    changes: PackChanges;
    replaced: { id: string; version: string } | null;
  };
  'packs.remove': SavedAck & { removed: { id: string; version: string } };
  'packs.show': { summary: PackSummary; scenarios: PackScenarioView[] } | null;
}
