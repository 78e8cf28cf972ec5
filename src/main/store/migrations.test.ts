import { describe, expect, it } from 'vitest';
import { migrate } from './migrations';

describe('migrate', () => {
  const steps = {
    1: (d: Record<string, unknown>) => ({ ...d, renamed: d.old, old: undefined }),
    2: (d: Record<string, unknown>) => ({ ...d, extra: true }),
  };
  it('runs every step from the file version up to the target', () => {
    expect(migrate({ schemaVersion: 1, old: 'x' }, steps, 3)).toEqual({
      schemaVersion: 3,
      renamed: 'x',
      old: undefined,
      extra: true,
    });
  });
  it('refuses files from a newer app and files with no step', () => {
    expect(() => migrate({ schemaVersion: 4 }, steps, 3)).toThrow(/newer version/);
    expect(() => migrate({ schemaVersion: 0 }, steps, 3)).toThrow(/No migration from schema version 0/);
  });
});
