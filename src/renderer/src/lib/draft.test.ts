import { describe, expect, it } from 'vitest';
import { changedFields, plainCopy } from './draft';

describe('changedFields', () => {
  it('returns only the keys whose values differ, deeply compared', () => {
    const saved = { name: 'Open', rounds: 3, extras: { a: false, b: true }, scenarios: ['x', 'y'] };
    const draft = { name: 'Open', rounds: 4, extras: { a: false, b: true }, scenarios: ['x', 'z'] };
    expect(changedFields(saved, draft)).toEqual({ rounds: 4, scenarios: ['x', 'z'] });
  });
  it('is empty when nothing changed', () => {
    const saved = { extras: { a: true } };
    expect(changedFields(saved, plainCopy(saved))).toEqual({});
  });
});
