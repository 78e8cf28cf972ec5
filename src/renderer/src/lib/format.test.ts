import { describe, expect, it } from 'vitest';
import { formatPath, formatValue } from './format';

describe('format', () => {
  it('joins a data path with separators', () => {
    expect(formatPath(['rounds', 0, 'pairings', 2, 'result'])).toBe('rounds › 0 › pairings › 2 › result');
  });
  it('renders values compactly and cuts long ones', () => {
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue({ op: [7, 3] })).toBe('{"op":[7,3]}');
    expect(formatValue('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
