/**
 * Rule citations as texts: "ITS S11 · Frontline · Main Objectives" is `s.cite.join3` with the
 * rulebook's reference as data ("ITS S11", "ITS S17", "N4" read the same in every language) and
 * each section as its own key, so every reader gets the sections in their language and nothing is
 * matched back from English.
 */
import type { MessageParam, MessageRef } from './i18n/render';
import { isMessageRef } from './i18n/render';

const JOINS = { 2: 's.cite.join2', 3: 's.cite.join3', 4: 's.cite.join4', 5: 's.cite.join5' } as const;
const HOLES = ['a', 'b', 'c', 'd', 'e'] as const;

/** The segments of a citation built by `cite` (any other text is one segment). */
function segments(part: MessageParam): MessageParam[] {
  if (isMessageRef(part) && Object.values(JOINS).includes(part.key as (typeof JOINS)[2])) {
    return HOLES.map((h) => part.params?.[h]).filter((p): p is MessageParam => p !== undefined);
  }
  return [part];
}

/**
 * A citation of `parts` joined by " · ": a citation given as a part is taken segment by segment,
 * so `cite(RULE, msg('s.common.mainObjectives'))` extends the scenario's own citation.
 */
export function cite(...parts: MessageParam[]): MessageRef {
  const flat = parts.flatMap(segments);
  if (flat.length === 1 && isMessageRef(flat[0])) return flat[0];
  const key = JOINS[flat.length as keyof typeof JOINS];
  if (!key) throw new Error(`Internal: a citation has 2 to 5 segments, not ${flat.length}`);
  return { key, params: Object.fromEntries(flat.map((p, i) => [HOLES[i] as string, p])) };
}
