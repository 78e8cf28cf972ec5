/**
 * The event's scenario pack on a player's phone. Every `reports.mine` names the pack by its tag
 * (a few bytes); the pack itself (tens of kilobytes) is asked for once per tag, with
 * `reports.mine { pack: true }`, and kept with the rest of what the phone keeps, so the wizard's
 * live breakdown and "how it was scored" work for a pack's own scenario with the Wi-Fi down too.
 */
import type { MyGame } from '../../../../shared/api/reports';
import type { ScenarioPack } from '../../../../shared/scenarioPack';
import { callSafe } from '../../lib/api';
import { kept, keep } from '../../phone/store';

const PACK = 'pack';

interface KeptPack {
  tag: string;
  pack: ScenarioPack;
}

/** One request at a time: the prefetch after signing in and an opened wizard share it. */
let asking: Promise<ScenarioPack | null> | null = null;

/**
 * The pack `round` is scored with: the one kept when its tag is the one named, else fetched and
 * kept; null when the event plays none, or the phone has not got it and cannot reach the server
 * (its scenario then reads as unknown until the Wi-Fi is back).
 */
export function packOf(round: MyGame['round'] | undefined): Promise<ScenarioPack | null> {
  const named = round?.pack;
  if (!named) return Promise.resolve(null);
  const saved = kept<KeptPack>(PACK)?.value;
  if (saved?.tag === named.tag) return Promise.resolve(saved.pack);
  asking ??= fetchPack().finally(() => (asking = null));
  return asking;
}

async function fetchPack(): Promise<ScenarioPack | null> {
  const answer = await callSafe('reports.mine', { pack: true });
  if (!('data' in answer)) return null;
  const { pack, round } = answer.data;
  if (!pack || !round?.pack) return null;
  // The event's pack now: a referee who loaded another since has it scored with this one.
  keep(PACK, { tag: round.pack.tag, pack } satisfies KeptPack);
  return pack;
}
