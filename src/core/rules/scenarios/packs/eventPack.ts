/**
 * An event's scenario pack as the engine reads it. The event file keeps the pack as data; it is
 * compiled once per pack object — an unchanged pack keeps its object from one event revision to
 * the next (drafts share what a change leaves alone) — never once per request.
 */
import { isDraft, original } from 'immer';
import type { PackProblemLine } from '../../../../shared/errorDetails';
import { english, msg } from '../../../../shared/messages';
import type { ScenarioPack } from '../../../../shared/scenarioPack';
import { refuse } from '../../problem';
import type { RulesProblem } from '../../problem';
import { compileParsedPack } from './compile';
import type { CompiledPack, PackProblem } from './compile';

const compiled = new WeakMap<ScenarioPack, CompiledPack>();

/**
 * A pack kept in an event file that no longer compiles (the file edited by hand): every lookup of
 * the event's scenarios meets it, deep in the engine, so it travels as this one exception; main
 * answers it as a refusal with the pack's problems (api/registry.ts · toErrorBody).
 */
export class StoredPackUnreadable extends Error {
  constructor(readonly problem: RulesProblem) {
    super(problem.message.key);
    this.name = 'StoredPackUnreadable';
  }
}

/**
 * The pack compiled. A pack reaches an event only through `packs.load`, which refuses one with
 * problems; a file edited by hand since is refused here with its first problem.
 */
export function compiledPack(pack: ScenarioPack): CompiledPack {
  // Inside the write queue the pack is a draft of the stored one; the stored one is the key.
  const key = isDraft(pack) ? (original(pack) as ScenarioPack) : pack;
  const hit = compiled.get(key);
  if (hit) return hit;
  const reading = compileParsedPack(key);
  if (!reading.ok) {
    const problem = refuse('conflict', msg('m.pack.storedProblems', { n: reading.problems.length }), {
      packProblems: problemLines(reading.problems),
    }).problem;
    throw new StoredPackUnreadable(problem);
  }
  compiled.set(key, reading.value);
  return reading.value;
}

/** A pack's problems as a refusal carries them: the path, the words in English and as data. */
export function problemLines(problems: readonly PackProblem[]): PackProblemLine[] {
  return problems.map((p) => ({ path: p.path, message: english(p.message), i18n: p.message }));
}
