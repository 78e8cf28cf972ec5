import { describe, expect, it } from 'vitest';
import { newResultCode, normalizeResultCode, RESULT_CODE_ALPHABET, uniqueResultCode } from './resultCode';

describe('result codes', () => {
  it('are 6 characters from an alphabet without look-alikes', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B', 'U', 'V']) {
      expect(RESULT_CODE_ALPHABET).not.toContain(lookAlike);
    }
    for (let i = 0; i < 200; i++) expect(newResultCode()).toMatch(new RegExp(`^[${RESULT_CODE_ALPHABET}]{6}$`));
  });

  it('differ from every code already held in the event', () => {
    const players: { resultCode?: string }[] = [];
    for (let i = 0; i < 300; i++) players.push({ resultCode: uniqueResultCode(players) });
    expect(new Set(players.map((p) => p.resultCode)).size).toBe(300);
  });

  it('read what a player typed: lower case, spaces and dashes', () => {
    expect(normalizeResultCode(' k3x-9 qa ')).toBe('K3X9QA');
  });
});
