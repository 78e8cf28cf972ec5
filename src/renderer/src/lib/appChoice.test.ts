import { describe, expect, it } from 'vitest';
import { chooseApp } from './appChoice';

describe('which app a page runs', () => {
  it.each([
    // The desktop app is always the desk.
    ['#/report', 'the desktop app', 'desk', true, false],
    ['', 'the desktop app', 'desk', true, false],
    // A phone gets its own app on the public page and the report page, signed in as a referee or not.
    ['', 'a visitor', 'phone', false, false],
    ['#/', 'a visitor', 'phone', false, false],
    ['#/report?who=Ana&code=X', 'a visitor', 'phone', false, false],
    ['#/report?who=Ana&code=X', 'a referee', 'phone', false, true],
    ['#/phone/standings', 'a referee', 'phone', false, true],
    ['#/report', 'a referee', 'phone', false, true],
    // A referee's browser gets the desk; the projector view stays on the desk.
    ['', 'a referee', 'desk', false, true],
    ['#/players', 'a referee', 'desk', false, true],
    ['#/projector/2', 'a visitor', 'desk', false, false],
    ['#/players', 'a visitor', 'phone', false, false],
  ] as const)('"%s" in %s runs the %s app', (hash, _who, app, ipc, referee) => {
    expect(chooseApp(hash, ipc, referee)).toBe(app);
  });
});
