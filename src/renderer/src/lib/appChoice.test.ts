import { describe, expect, it } from 'vitest';
import { chooseApp } from './appChoice';

describe('which app a page runs', () => {
  it('is always the desk in the desktop app', () => {
    expect(chooseApp('#/report', true, false)).toBe('desk');
    expect(chooseApp('', true, false)).toBe('desk');
  });

  it('gives a phone its own app on the public page and the report page', () => {
    expect(chooseApp('', false, false)).toBe('phone');
    expect(chooseApp('#/', false, false)).toBe('phone');
    expect(chooseApp('#/report?who=Ana&code=X', false, false)).toBe('phone');
    expect(chooseApp('#/report?who=Ana&code=X', false, true)).toBe('phone');
    expect(chooseApp('#/phone/standings', false, true)).toBe('phone');
    expect(chooseApp('#/report', false, true)).toBe('phone');
  });

  it('gives a referee’s browser the desk, and the projector view stays on the desk', () => {
    expect(chooseApp('', false, true)).toBe('desk');
    expect(chooseApp('#/players', false, true)).toBe('desk');
    expect(chooseApp('#/projector/2', false, false)).toBe('desk');
    expect(chooseApp('#/players', false, false)).toBe('phone');
  });
});
