import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { english } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import { parseEventText } from './backups';
import { RENAMED_KEYS } from './renamedKeys';

const FIXTURE = path.join(__dirname, '../../../tests/fixtures/event-v1.json');

/** A summary as the file holds it: any key, the catalog's or an older one. */
interface Saved {
  key: string;
  params?: Record<string, unknown>;
}

/** The fixture with its first audit summaries as a file saved before the rename holds them. */
function withOldSummaries(...summaries: Saved[]): string {
  const doc = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { audit: { summaryI18n?: Saved }[] };
  summaries.forEach((summary, i) => {
    (doc.audit[i] as { summaryI18n?: Saved }).summaryI18n = summary;
  });
  return JSON.stringify(doc);
}

const scored = (scenario: Saved): Saved => ({
  key: 'm.audit.scored',
  params: { round: 1, table: 2, scenario, opA: 7, opB: 3, tpA: 4, tpB: 0, corrected: '' },
});

describe('text keys an older event file holds', () => {
  it('each old name reads as a current key, and none is a current key itself', () => {
    for (const [old, current] of Object.entries(RENAMED_KEYS)) {
      expect(old in en, old).toBe(false);
      expect(current in en, current).toBe(true);
    }
  });

  it('an audit summary quoting a scenario by its old key renders as it did, nested in an undo too', () => {
    const text = withOldSummaries(scored({ key: 's.quadrantControl' }), {
      key: 'm.audit.undo',
      params: { summary: scored({ key: 's.theArmory2' }) },
    });
    const parsed = parseEventText(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    const [first, second] = parsed.event.audit;
    expect(english(first?.summaryI18n as MessageRef)).toBe('Round 1 table 2 scored (Quadrant Control): 7–3 OP, 4–0 TP');
    expect(english(second?.summaryI18n as MessageRef)).toContain('scored (The Armory)');
    expect(JSON.stringify(parsed.event.audit)).not.toContain('s.quadrantControl');
  });
});
