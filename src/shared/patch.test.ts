import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, diff } from './patch';

describe('diff / applyChanges', () => {
  it('records an append as one splice of the new item', () => {
    const changes = diff({ list: [1, 2] }, { list: [1, 2, 3] });
    expect(changes).toEqual([{ path: ['list'], splice: 2, before: [], after: [3] }]);
  });

  it('round-trips any JSON change in both directions', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = { root: a };
        const after = { root: b };
        const changes = diff(before, after);
        const forward = structuredClone(before);
        applyChanges(forward, changes, 'after');
        expect(forward).toEqual(after);
        const back = structuredClone(after);
        applyChanges(back, changes, 'before');
        expect(back).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });
});
