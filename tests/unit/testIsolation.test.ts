/**
 * Which unit test files run isolated (vitest.config.ts): a file that changes what a later file of
 * the same worker would see gets fresh modules; the others share them. A file the sorting let
 * through would make another file's result depend on the order the files ran in.
 */
import { describe, expect, it } from 'vitest';
import { CHANGES_GLOBALS, ISOLATED } from '../../vitest.config';

describe('test files that change globals run isolated', () => {
  it.each([
    ["vi.mock('./blossom', async () => ({}))", 'a module mock'],
    ["vi.doMock('../../shared/languageTable')", 'a late module mock'],
    ["vi.stubGlobal('$state', (v) => v)", 'a stubbed global'],
    ["vi.stubEnv('TZ', 'UTC')", 'a stubbed environment variable'],
    ["vi.spyOn(Date, 'now')", 'a spy'],
    ['vi.useFakeTimers()', 'fake timers'],
    ["process.env.ITS_DATA = '/tmp/x'", 'an environment variable set'],
    ["process.env['TZ'] = 'UTC'", 'an environment variable set by index'],
    ['delete process.env.HOME', 'an environment variable removed'],
    ["process.chdir('/tmp')", 'the working folder'],
    ["addLanguage('zz', catalog, locale)", 'a registered language'],
    ["setLanguage('fr')", 'the screens’ language'],
  ])('%s (%s)', (source) => {
    expect(CHANGES_GLOBALS.test(source)).toBe(true);
  });

  it.each([
    ["expect(process.env.ITS_REF_FROM_SOURCES === '1').toBe(true)"],
    ["const dir = process.env.TMPDIR ?? '/tmp'"],
    ["vi.fn(() => 'answer')"],
    ["await core.call('events.setLanguage', { language: 'fr' })"],
  ])('%s shares its modules', (source) => {
    expect(CHANGES_GLOBALS.test(source)).toBe(false);
  });

  it('sorts the suite’s files by what they do', () => {
    expect(ISOLATED).toContain('src/core/rules/tournament/pairing/swiss.weights.test.ts');
    expect(ISOLATED).toContain('src/renderer/src/fifthLanguage.test.ts');
    expect(ISOLATED).toContain('tests/unit/fifthLanguage.test.ts');
    expect(ISOLATED).not.toContain('src/core/rules/tournament/pairing/blossom.test.ts');
  });
});
