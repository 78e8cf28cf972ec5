/**
 * `its-ref score <scenario id> --tier low|mid|top <facts.json> [--preset <id>]`: scores the facts
 * of one ITS Season 11 game; `its-ref score <scenario id> --season its-s17 --points <army points>
 * <facts.json>` of one ITS Season 17 game (150, 200, 250, 300, 350 or 400 points). Both print { "players": { "a": { "op", "lines" }, "b": { … } }, "tp": [a, b] }.
 * `its-ref score <scenario id> --pack <file> --points <army points> <facts.json>` scores a game of a
 * scenario pack's scenario (the tier from the army size, the pack's preset) and prints the same.
 * Invalid or contradictory facts exit with code 1 and a message naming the fields.
 * Goes through `scoring.preview` (with `--pack`, `packFile.preview`; nothing is saved).
 */
import path from 'node:path';
import { english, msg, scenarioTextsInEnglish } from '../../../shared/messages';
import { parseJson } from '../../errors/describe';
import type { CliCommand } from '../types';
import { callOrSay, isOneOf, parseOptions, printJson, readText, usageError } from './resultsArgs';
import { seasonOption } from './scenarios';

const USAGE =
  'Usage: its-ref score <scenario id> --tier low|mid|top <facts.json> [--preset <id>]\n' +
  '       its-ref score <scenario id> --season its-s17 --points <army points> <facts.json> [--preset <id>]\n' +
  '       its-ref score <scenario id> --pack <file> --points <army points> <facts.json> [--preset <id>]\n';
const TIERS = ['low', 'mid', 'top'] as const;

export const scoreCommand: CliCommand = {
  name: 'score',
  usage:
    'score <id> --tier low|mid|top <facts.json> | score <id> --season its-s17|--pack <file> --points <n> <facts.json>',
  summary: 'score a game’s facts: OP with reasons, and TP',
  async run(args, io) {
    const { positional, options, problems } = parseOptions(args, ['tier', 'preset', 'season', 'points', 'pack']);
    const season = seasonOption(options.get('season'), problems);
    const pack = options.get('pack');
    if (pack !== undefined && season !== undefined) problems.push('--pack and --season cannot be given together');
    if (pack !== undefined && options.has('tier')) problems.push('--tier is not for a pack: --points decides it');
    // A pack's games, like ITS S17's, are played at an army size that decides the tier.
    const bySize = season === 'its-s17' || pack !== undefined;
    const tier = options.get('tier');
    const pointsText = options.get('points');
    if (tier === undefined && !bySize) problems.push('--tier is required');
    else if (tier !== undefined && !isOneOf(TIERS, tier))
      problems.push(`--tier must be low, mid or top (got "${tier}")`);
    if (bySize && pointsText === undefined)
      problems.push(`--points is required with ${pack !== undefined ? '--pack' : '--season its-s17'}`);
    if (!bySize && pointsText !== undefined) problems.push('--points is for ITS Season 17 games (--season its-s17)');
    if (pointsText !== undefined && !/^\d{1,5}$/.test(pointsText)) {
      problems.push(`--points must be a whole number of Army Points (got "${pointsText}")`);
    }
    if (positional.length !== 2) problems.push('a scenario id and a facts file are expected');
    if (problems.length > 0 || (tier !== undefined && !isOneOf(TIERS, tier))) return usageError(io, problems, USAGE);
    const [scenarioId, file] = positional as [string, string];
    const text = await readText(file, io);
    if (text === undefined) return 1;
    const parsed = parseJson(text);
    if (!parsed.ok) {
      io.stderr(`${file}: ${english(msg('m.json.bad', { where: parsed.where }))}\n`);
      return 1;
    }
    const facts = parsed.value;
    if (pack !== undefined) {
      const packParams = {
        file: path.resolve(io.cwd, pack),
        scenarioId,
        armyPoints: Number(pointsText),
        facts,
        presetId: options.get('preset'),
      };
      const scored = await callOrSay(io, 'packFile.preview', packParams, (error) => `${error.code}: ${error.message}`);
      if (scored === undefined) return 1;
      return printJson(io, scenarioTextsInEnglish({ players: scored.players, tp: scored.tp }));
    }
    const params = {
      scenarioId,
      ...(tier !== undefined ? { tier } : {}),
      ...(season ? { season } : {}),
      ...(pointsText !== undefined ? { armyPoints: Number(pointsText) } : {}),
      facts,
      presetId: options.get('preset'),
    };
    const scored = await callOrSay(io, 'scoring.preview', params, (error) => `${error.code}: ${error.message}`);
    if (scored === undefined) return 1;
    const { players, tp } = scored;
    return printJson(io, scenarioTextsInEnglish({ players, tp }));
  },
};
