import { describe, expect, it } from 'vitest';
import { phoneTab, qrSignIn, tabHash, PHONE_TABS } from './route';

describe('the phone tabs’ addresses', () => {
  it('reads each tab back from its own address', () => {
    for (const tab of PHONE_TABS) expect(phoneTab(tabHash(tab))).toBe(tab);
  });

  it('opens My table on the public page and anything it does not know', () => {
    expect(phoneTab('')).toBe('table');
    expect(phoneTab('#/players')).toBe('table');
    expect(phoneTab('#/phone/nothing')).toBe('table');
  });

  it('reads a player card’s QR address: the report tab, the name decoded, the code as printed', () => {
    const hash = `#/report?who=${encodeURIComponent('Łukasz Østergård & Co')}&code=K7P2QX`;
    expect(phoneTab(hash)).toBe('report');
    expect(qrSignIn(hash)).toEqual({ name: 'Łukasz Østergård & Co', code: 'K7P2QX' });
    // A namesake's card carries the player's id too: it signs in without the list to pick from.
    expect(qrSignIn('#/report?who=Carlos%20Garc%C3%ADa&code=K7P2QX&id=p12')).toEqual({
      name: 'Carlos García',
      code: 'K7P2QX',
      player: 'p12',
    });
  });

  it('signs nobody in without both the name and the code', () => {
    expect(qrSignIn('#/report')).toBeNull();
    expect(qrSignIn('#/report?who=Ana')).toBeNull();
    expect(qrSignIn('#/report?code=K7P2QX')).toBeNull();
  });
});
