/**
 * What the pack editor opens with: the event's pack, a file the referee picked, or a new pack.
 * Handed over by the Event screen's pack card when it opens the editor's route.
 */
import { router } from '../../state/router.svelte';

let start: unknown = null;

export function openPackEditor(pack: unknown): void {
  start = pack;
  router.go('pack-editor');
}

/** The pack to start from (null: a new one); taken once. */
export function takeEditorStart(): unknown {
  const out = start;
  start = null;
  return out;
}
