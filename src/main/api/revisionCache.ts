/**
 * Reads every open screen makes after each change (the standings, the rounds' pairings) are
 * worked out once per revision of the event and served to every screen that asks, not once per
 * screen: a projector, three referees' laptops and the public pages all
 * ask within the same few milliseconds of a push.
 *
 * The answers are kept beside the state object they were computed from, for its revision only
 * (a new revision, or another event, starts afresh), so nothing stale is ever served. What is
 * kept is shared between callers: treat it as read-only.
 */
import type { EventFile } from '../../shared/model';

interface Slot {
  id: string;
  revision: number;
  updatedAt: string;
  answers: Map<string, unknown>;
}

/** Bound per revision: the keys are a few reads times their parameters (e.g. throughRound). */
const MAX_ANSWERS = 64;

const slots = new WeakMap<object, Slot>();

export function perRevision<T>(state: Readonly<EventFile>, key: string, compute: () => T): T {
  let slot = slots.get(state);
  if (!slot || slot.id !== state.id || slot.revision !== state.revision || slot.updatedAt !== state.updatedAt) {
    slot = { id: state.id, revision: state.revision, updatedAt: state.updatedAt, answers: new Map() };
    slots.set(state, slot);
  }
  if (slot.answers.has(key)) return slot.answers.get(key) as T;
  const answer = compute();
  if (slot.answers.size >= MAX_ANSWERS) slot.answers.clear();
  slot.answers.set(key, answer);
  return answer;
}
