/**
 * What opening an event found in a damaged journal: the figures the referee
 * decides on, and the sentences that say them. The journal itself stays beside the event file
 * until the referee decides (restore a backup, or accept the loss: `events.acceptLoss`).
 */
import { msg } from './messages';
import type { MessageRef } from './messages';

export interface JournalDamage {
  /** The change the event file itself holds (the snapshot the journal continues). */
  snapshot: number;
  /** Changes recovered: the journal's records that continue the file, `from` to `to`. */
  recovered: { n: number; from: number; to: number };
  /** Whole records of this event that do not continue it (after a damaged record or a gap). */
  lost: { n: number; from: number; to: number };
  /** Whole records of another event. */
  foreign: number;
  /** Bytes that are no whole record (damaged records, garbage), a cut last record included. */
  unreadable: number;
  /** The newest change the journal names for this event (at least the file's): a decision continues after it. */
  newest: number;
}

/** What was recovered and what was not, one sentence each (those with nothing to say left out). */
export function journalDamageLines(d: JournalDamage): MessageRef[] {
  const at = d.recovered.n > 0 ? d.recovered.to : d.snapshot;
  return [
    msg('m.journal.recovered', d.recovered),
    ...(d.lost.n > 0 ? [msg('m.journal.lost', { ...d.lost, after: at })] : []),
    ...(d.foreign > 0 ? [msg('m.journal.foreign', { n: d.foreign })] : []),
    ...(d.unreadable > 0 ? [msg('m.journal.unreadable', { n: d.unreadable })] : []),
  ];
}

/** The sentences as one message ("… . … ."), for a reason or an audit summary. */
export function journalDamageDetails(d: JournalDamage): MessageRef {
  const [first, ...rest] = journalDamageLines(d);
  return rest.reduce((all, next) => msg('m.check.then', { first: all, rest: next }), first as MessageRef);
}
