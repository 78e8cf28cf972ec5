import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced', () => {
  it('runs asks made during a read as one more read, not one each', async () => {
    let reads = 0;
    let release: () => void = () => undefined;
    const load = coalesced(async () => {
      reads++;
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = load();
    void load();
    void load();
    expect(reads).toBe(1);
    release();
    await first;
    await Promise.resolve();
    expect(reads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
  });
});
