/**
 * An event's scenario pack as the engine reads it. The event file keeps the pack as data; it is
 * compiled once per pack object — an unchanged pack keeps its object from one event revision to
 * the next (drafts share what a change leaves alone) — never once per request.
 */
import { isDraft, original } from 'immer';
import { ApiError } from '../../../../shared/errors';
import type { PackProblemLine } from '../../../../shared/errors';
import { english, msg } from '../../../../shared/messages';
import type { ScenarioPack } from '../../../../shared/scenarioPack';
import { compileParsedPack } from './compile';
import type { CompiledPack, PackProblem } from './compile';

const compiled = new WeakMap<ScenarioPack, CompiledPack>();

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
    throw new ApiError('CONFLICT', msg('m.pack.storedProblems', { n: reading.problems.length }), {
      packProblems: problemLines(reading.problems),
    });
  }
  compiled.set(key, reading.value);
  return reading.value;
}

/** A pack's problems as a refusal carries them: the path, the words in English and as data. */
export function problemLines(problems: readonly PackProblem[]): PackProblemLine[] {
  return problems.map((p) => ({ path: p.path, message: english(p.message), i18n: p.message }));
}
