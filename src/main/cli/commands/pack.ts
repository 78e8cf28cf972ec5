/**
 * `its-ref pack check <file> [--lang en|es|fr|it]`: reads a scenario pack and prints every problem
 * as `<JSON path>: <message>` (the file's name for a problem of the whole file), one a line, in
 * the reader's language (exit 1), or one line naming the pack, its version and how many scenarios
 * it holds (exit 0). The language is `--lang`, else
 * the system's (LC_ALL, LC_MESSAGES, LANG), else English. Goes through `packFile.check`.
 */
import path from 'node:path';
import { LOCALES } from '../../../shared/locales';
import type { Language } from '../../../shared/locales';
import { textIn } from '../../../shared/i18n/everyLanguage';
import { msg } from '../../../shared/messages';
import { jsonPath } from '../../../core/rules/scenarios/packs/zodProblems';
import type { CliCommand } from '../types';
import { callOrSay, parseOptions, usageError } from './resultsArgs';

const USAGE = 'Usage: its-ref pack check <file> [--lang en|es|fr|it]\n';

const spoken = (code: string): code is Language => Object.hasOwn(LOCALES, code);

/** The reader's language: the option, else the system locale's ("es_ES.UTF-8" → es), else English. */
export function cliLanguage(option: string | undefined, env: NodeJS.ProcessEnv = process.env): Language {
  if (option !== undefined && spoken(option)) return option;
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const) {
    const code = env[name]?.toLowerCase().slice(0, 2);
    if (code && spoken(code)) return code;
  }
  return 'en';
}

export const packCommand: CliCommand = {
  name: 'pack',
  usage: 'pack check <file> [--lang en|es|fr|it]',
  summary: 'check a scenario pack: every problem with its place in the file',
  async run(args, io) {
    const { positional, options, problems } = parseOptions(args, ['lang']);
    const lang = options.get('lang');
    if (lang !== undefined && !spoken(lang)) {
      problems.push(`--lang must be one of ${Object.keys(LOCALES).join(', ')} (got "${lang}")`);
    }
    const [sub, file, ...extra] = positional;
    if (sub !== 'check' || file === undefined || extra.length > 0) problems.push('pack check <file> is expected');
    if (problems.length > 0) return usageError(io, problems, USAGE);
    const language = cliLanguage(lang);
    const checked = await callOrSay(io, 'packFile.check', { file: path.resolve(io.cwd, file as string) }, (error) =>
      error.i18n ? textIn(language, error.i18n) : error.message,
    );
    if (checked === undefined) return 1;
    if (!checked.ok) {
      // A problem of the whole file (not JSON, too large) is named by the file, in no language.
      const place = (where: string) => (where === jsonPath([]) ? file : where);
      io.stdout(checked.problems.map((p) => `${place(p.path)}: ${textIn(language, p.message)}\n`).join(''));
      return 1;
    }
    const { name, version, scenarios } = checked.summary;
    io.stdout(`${textIn(language, msg('m.pack.checked', { name, version, n: scenarios }))}\n`);
    return 0;
  },
};
