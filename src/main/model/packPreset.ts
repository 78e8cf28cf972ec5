/**
 * An event whose scenario pack brings its own Tournament Points table scores TP, byes and
 * standings with it: `packs.load` copies the compiled table into the settings (`packPreset`) and
 * names it (`presetId`), so every reader of the settings (`presetForSettings`) finds it in one
 * place; a pack without its own table, or its removal, returns the event to its season's preset.
 * Called inside the write queue, on the draft being changed.
 */
import type { EventFile } from '../../shared/model';
import type { CompiledPack } from '../../core/rules/scenarios/packs/compile';
import { seasonById } from '../../core/rules/scenarios/seasons';

export function applyPackPreset(draft: EventFile, compiled: CompiledPack | null): void {
  const settings = draft.settings;
  if (compiled && typeof compiled.pack.preset !== 'string') {
    // Plain data: the event file keeps the table as JSON.
    settings.packPreset = JSON.parse(JSON.stringify(compiled.preset)) as NonNullable<typeof settings.packPreset>;
    settings.presetId = compiled.preset.id;
    settings.byeTp = null;
    return;
  }
  const own = settings.packPreset;
  if (!own) return;
  delete settings.packPreset;
  if (settings.presetId === own.id) settings.presetId = seasonById(settings.season).preset.id;
}
