/**
 * `its-ref decode <code>`: reads an Infinity Army army code and prints its ids as JSON:
 * { sectorialId, slug, name, pointsLimit, groups: [{ number, reinforcement, members: [{ unit, group, option }] }] },
 * and, from the unit library when it knows them, the army's name (`armyName`) and each member's
 * `name`, `profile`, `points` and `swc`.
 * An unreadable code exits non-zero with the reason on stderr. Goes through `lists.decode`.
 */
import type { CliCommand } from '../types';
import { callOrSay, printJson } from './resultsArgs';

export const decodeCommand: CliCommand = {
  name: 'decode',
  usage: 'decode <army code>',
  summary: 'print the ids inside an Infinity Army army code',
  async run(args, io) {
    const [code, ...extra] = args;
    if (code === undefined || extra.length > 0) {
      io.stderr('Usage: its-ref decode <army code>   (quote the code if it contains special characters)\n');
      return 2;
    }
    const decoded = await callOrSay(io, 'lists.decode', { code });
    if (decoded === undefined) return 1;
    const output = {
      sectorialId: decoded.sectorialId,
      slug: decoded.slug,
      name: decoded.name,
      pointsLimit: decoded.pointsLimit,
      ...(decoded.armyName !== undefined ? { armyName: decoded.armyName } : {}),
      groups: decoded.groups.map((g) => ({
        number: g.number,
        reinforcement: g.reinforcement,
        members: g.members.map(({ specOps: _specOps, ...member }) => member),
      })),
    };
    return printJson(io, output);
  },
};
