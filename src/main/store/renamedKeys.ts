/**
 * Text keys an older event file may hold, read under their current names. An audit summary
 * quotes the scenario a result was scored in (`m.audit.scored` with `{ scenario: { key } }`), so
 * the file keeps that scenario name's key; no other `s.*` key is saved. When the scenario texts'
 * keys became `s.<scenario>.<what>`, these names moved, and an older file's summaries must render
 * as they did. A later rename of a key an event file can hold adds its line here.
 */
import type { TextKey } from '../../shared/i18n/en';
import { isMessageRef } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { EventFile } from '../../shared/model';

export const RENAMED_KEYS: Readonly<Record<string, TextKey>> = {
  's.acquisition': 's.acquisition.name',
  's.akialInterference': 's.akial-interference.name',
  's.annihilation': 's.annihilation.name',
  's.bPong': 's.b-pong.name',
  's.battleground': 's.battleground.name',
  's.biotechvore': 's.biotechvore.name',
  's.captureProtect': 's.capture-and-protect.name',
  's.corporateAppropriation': 's.corporate-appropriation.name',
  's.countermeasures': 's.countermeasures.name',
  's.criticalIntervention': 's.critical-intervention.name',
  's.crossingLines': 's.crossing-lines.name',
  's.cutthroat': 's.cutthroat.name',
  's.decapitation': 's.decapitation.name',
  's.evacuation': 's.evacuation.name',
  's.firefight': 's.firefight.name',
  's.frontline': 's.frontline.name',
  's.hardlock': 's.hardlock.name',
  's.highlyClassified': 's.highly-classified.name',
  's.huntingParty': 's.hunting-party.name',
  's.lastLaunch': 's.last-launch.name',
  's.lootingSabotaging': 's.looting-and-sabotaging.name',
  's.powerPack': 's.power-pack.name',
  's.provisioning': 's.provisioning.name',
  's.quadrantControl': 's.quadrant-control.name',
  's.resilienceOperations': 's.resilience-operations.name',
  's.safeArea': 's.safe-area.name',
  's.showForce': 's.show-of-force.name',
  's.superiority': 's.superiority.name',
  's.supplies': 's.supplies.name',
  's.supremacy': 's.supremacy.name',
  's.theArmory2': 's.the-armory.name',
  's.transmissionMatrix': 's.transmission-matrix.name',
  's.unmasking': 's.unmasking.name',
  's.uplinkCenter': 's.uplink-center.name',
  's.zoneInterest': 's.zone-of-interest.name',
};

/** `ref` with every key it holds, nested texts included, under its current name. */
export function withCurrentKeys(ref: MessageRef): MessageRef {
  const key = RENAMED_KEYS[ref.key] ?? ref.key;
  if (!ref.params) return key === ref.key ? ref : { key };
  const params = Object.fromEntries(Object.entries(ref.params).map(([name, value]) => [name, currentIn(value)]));
  return { key, params: params as MessageRef['params'] };
}

function currentIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(currentIn);
  return isMessageRef(value) ? withCurrentKeys(value) : value;
}

/** Renames, in place, the keys an event file read from disk holds in its audit summaries. */
export function renameOldKeys(event: EventFile): void {
  for (const entry of event.audit) {
    if (entry.summaryI18n) entry.summaryI18n = withCurrentKeys(entry.summaryI18n);
  }
}
