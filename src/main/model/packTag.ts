/**
 * The tag a phone knows the event's scenario pack by: a hash of the event's copy, worked out once
 * per pack object (an unchanged pack keeps its object from one event revision to the next), so
 * `reports.mine` names the pack in a few bytes on every read and sends it whole only when asked.
 */
import { createHash } from 'node:crypto';
import type { PackTag } from '../../shared/api/reports';
import type { ScenarioPack } from '../../shared/scenarioPack';

const tags = new WeakMap<ScenarioPack, PackTag>();

export function packTag(pack: ScenarioPack): PackTag {
  const hit = tags.get(pack);
  if (hit) return hit;
  const tag = createHash('sha256').update(JSON.stringify(pack)).digest('base64url').slice(0, 22);
  const named = { id: pack.id, version: pack.version, tag };
  tags.set(pack, named);
  return named;
}
