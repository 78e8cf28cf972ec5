/**
 * Looking things up inside an edit without paying for it. Reading through an immer draft makes
 * a proxy of every object the read touches (and a copy of each array it walks), and the commit
 * then finalizes them all: a `players.find` on a draft costs a proxy per player. At a round's
 * end 150 phones write at once, so the report paths find what they need in the state the draft
 * started from and take a draft only of what they change.
 */
import { isDraft, original } from 'immer';
import type { Draft } from 'immer';

/** The state a draft started from (a value that is not a draft is returned as it is). */
export function readOnly<T>(value: T): T {
  return isDraft(value) ? (original(value as Draft<T>) as T) : value;
}

/**
 * The draft of the element of `array` passing `test` (a test naming one element: an id, a round
 * or table number), found without drafting the others: looked up in the array the draft started
 * from, checked again on the draft, and searched through the draft only when the edit has
 * already added or moved elements so that the first look misses.
 */
export function findDraft<T>(array: T[], test: (item: T) => boolean): T | undefined {
  const index = readOnly(array).findIndex(test);
  const found = index < 0 ? undefined : array[index];
  return found !== undefined && test(found) ? found : array.find(test);
}
