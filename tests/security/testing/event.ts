/**
 * An event for the attack suite: `count` players with result codes, player reporting on and
 * round 1 locked, made through the API as the referee at the server (no HTTP involved).
 */
import type { Player } from '../../../src/shared/model';
import type { Venue } from '.';

export async function eventWithPlayers(
  venue: Venue,
  count: number,
  options: { scenarios?: string[]; tier?: 'low' | 'mid' | 'top' } = {},
): Promise<Player[]> {
  const ok = async (method: string, params: unknown): Promise<unknown> => {
    const res = await venue.core.call(method, params);
    if ('error' in res) throw new Error(`${method}: ${res.error.message}`);
    return res.data;
  };
  await ok('events.create', {
    settings: {
      name: 'Attack Cup',
      playerReporting: 'referee-approves',
      ...(options.scenarios ? { scenarios: options.scenarios } : {}),
      ...(options.tier ? { tier: options.tier } : {}),
    },
  });
  const names = Array.from({ length: count }, (_, i) => `Player ${String(i + 1).padStart(3, '0')}`);
  await ok('players.import', { text: `name\n${names.join('\n')}\n`, checkedIn: true });
  await ok('rounds.generate', { seed: 'attack' });
  await ok('rounds.lock', { round: 1 });
  return (await ok('players.list', {})) as Player[];
}
