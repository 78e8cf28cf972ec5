/**
 * API domain `packs.*`: the scenario pack an event plays. The event keeps the pack whole
 * (`EventFile.scenarioPack`), so the file opens anywhere with the same scenarios; every check of
 * a load or a removal runs in the write queue against the draft it changes. A pack with problems
 * is refused with all of them (path and reason); a different pack reaches rounds already paired
 * only with the referee's `confirm`, and never one that lacks a paired round's scenario.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import type { PackChanges, PackSummary, PacksResults } from '../../shared/api/packs';
import { PACK_LIMITS } from '../../shared/scenarioPack';
import type { ScenarioPack } from '../../shared/scenarioPack';
import { compilePack } from '../../core/rules/scenarios/packs/compile';
import type { CompiledPack, PackReading } from '../../core/rules/scenarios/packs/compile';
import { compiledPack, problemLines } from '../../core/rules/scenarios/packs/eventPack';
import { packWords, textOf } from '../../core/rules/scenarios/packs/texts';
import { scoreGuide, scenariosOf, wizardQuestions } from '../../core/rules/scenarios/registry';
import { eventBook } from '../../core/rules/scenarios/seasons';
import type { DomainHandlers } from './registry';
import { checkPackFits } from './settingsBounds';
import { applyPackPreset } from '../model/packPreset';

/** A pack read from its JSON: too large a pack is refused before anything else reads it. */
function readPack(raw: unknown): PackReading {
  const size = JSON.stringify(raw ?? null).length;
  if (size > PACK_LIMITS.bytes) {
    return { ok: false, problems: [{ path: '', message: msg('m.pack.tooLarge', { kb: PACK_LIMITS.bytes / 1024 }) }] };
  }
  return compilePack(raw);
}

function readOrRefuse(raw: unknown): CompiledPack {
  const reading = readPack(raw);
  if (!reading.ok) {
    throw new ApiError('INVALID_INPUT', msg('m.pack.loadRefused', { n: reading.problems.length }), {
      packProblems: problemLines(reading.problems),
    });
  }
  return reading.value;
}

function summaryOf(compiled: CompiledPack): PackSummary {
  const pack = compiled.pack;
  return {
    id: pack.id,
    version: pack.version,
    name: textOf(pack.name, packWords(pack.texts)),
    source: pack.source,
    seasonRules: pack.seasonRules,
    armySizes: [...pack.armySizes],
    preset: compiled.preset.id,
    scenarios: compiled.scenarios.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** The pack's own texts a scenario names, by key (a changed text changes the scenario that shows it). */
function changedTexts(before: ScenarioPack, after: ScenarioPack): string[] {
  const keys = new Set([...Object.values(before.texts), ...Object.values(after.texts)].flatMap((t) => Object.keys(t)));
  return [...keys].filter((key) => {
    const of = (p: ScenarioPack) => JSON.stringify(Object.entries(p.texts).map(([lang, t]) => [lang, t[key]]));
    return of(before) !== of(after);
  });
}

/** Scenarios added, removed and changed from the event's copy to the new pack. */
function changesOf(before: ScenarioPack | null, after: ScenarioPack): PackChanges {
  const old = new Map((before?.scenarios ?? []).map((s) => [s.id, JSON.stringify(s)]));
  const texts = before ? changedTexts(before, after) : [];
  const mentions = (json: string) => texts.some((key) => json.includes(`"${key}"`));
  const changes: PackChanges = { added: [], removed: [], changed: [] };
  for (const s of after.scenarios) {
    const json = JSON.stringify(s);
    const was = old.get(s.id);
    if (was === undefined) changes.added.push(s.id);
    else if (was !== json || mentions(json)) changes.changed.push(s.id);
  }
  const now = new Set(after.scenarios.map((s) => s.id));
  changes.removed = [...old.keys()].filter((id) => !now.has(id));
  return changes;
}

const pairedRounds = (draft: EventFile) => draft.rounds.filter((r) => r.pairings.length > 0);

/** The chosen scenarios of rounds not yet paired that the event's scenarios no longer have are cleared. */
function keepKnownScenarios(draft: EventFile): void {
  const known = new Set(scenariosOf(eventBook(draft)).map((s) => s.id));
  const custom = draft.settings.customScenario?.id;
  const kept = draft.settings.scenarios.map((id) => (id === '' || id === custom || known.has(id) ? id : ''));
  if (kept.some((id, i) => id !== draft.settings.scenarios[i])) draft.settings.scenarios = kept;
}

export const packsHandlers = {
  'packs.check': {
    write: false,
    handle({ pack }) {
      const reading = readPack(pack);
      return reading.ok
        ? { ok: true as const, summary: summaryOf(reading.value) }
        : { ok: false as const, problems: problemLines(reading.problems) };
    },
  },
  'packs.load': {
    write: true,
    edit(draft, { pack, confirm }) {
      const compiled = readOrRefuse(pack);
      const next = compiled.pack;
      checkPackFits(draft.settings, next);
      const current = draft.scenarioPack;
      const paired = pairedRounds(draft);
      const custom = draft.settings.customScenario?.id;
      const ids = new Set(compiled.scenarios.map((s) => s.id));
      for (const r of paired) {
        if (r.scenarioId !== '' && r.scenarioId !== custom && !ids.has(r.scenarioId)) {
          throw new ApiError(
            'RULES_VIOLATION',
            msg('m.pack.pairedMissing', { round: r.number, scenario: r.scenarioId }),
          );
        }
      }
      const same = current !== null && JSON.stringify(current) === JSON.stringify(next);
      if (paired.length > 0 && !same && !confirm) {
        throw new ApiError('CONFLICT', msg('m.pack.confirmChange', { rounds: paired.map((r) => r.number) }), {
          confirm: 'pack-change',
          problems: [],
        });
      }
      const changes = changesOf(current, next);
      const replaced = current ? { id: current.id, version: current.version } : null;
      if (!same) draft.scenarioPack = next;
      applyPackPreset(draft, compiled);
      keepKnownScenarios(draft);
      return {
        result: { summary: summaryOf(compiled), changes, replaced },
        summary: msg('m.audit.packLoaded', { name: textOf(next.name, packWords(next.texts)), version: next.version }),
      };
    },
  },
  'packs.remove': {
    write: true,
    edit(draft, { confirm }) {
      const current = draft.scenarioPack;
      if (!current) throw new ApiError('CONFLICT', msg('m.pack.none'));
      const paired = pairedRounds(draft);
      if (paired.length > 0 && !confirm) {
        throw new ApiError('CONFLICT', msg('m.pack.confirmRemove', { rounds: paired.map((r) => r.number) }), {
          confirm: 'pack-change',
          problems: [],
        });
      }
      const removed = { id: current.id, version: current.version };
      const name = textOf(current.name, packWords(current.texts));
      draft.scenarioPack = null;
      applyPackPreset(draft, null);
      keepKnownScenarios(draft);
      return {
        result: { removed },
        summary: msg('m.audit.packRemoved', { name, version: removed.version }),
      };
    },
  },
  'packs.show': {
    write: false,
    handle(_params, ctx) {
      const state = ctx.workspace.current().state;
      if (!state.scenarioPack) return null;
      const book = eventBook(state);
      const compiled = compiledPack(state.scenarioPack);
      return {
        summary: summaryOf(compiled),
        scenarios: compiled.scenarios.map((s) => ({
          id: s.id,
          name: s.name,
          questions: wizardQuestions(s.id, book),
          guide: scoreGuide(s.id, undefined, book),
        })),
      };
    },
  },
} satisfies DomainHandlers<keyof PacksResults>;
