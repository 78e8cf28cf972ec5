/**
 * An event file written by the previous version (format 1, tests/fixtures/event-v1.json: made by
 * main at e452344 with a scripted event — invented players, wizard results, rulings on a line and
 * on a total, a correction, player reports accepted, disputed and pending) opens in format 2: the
 * same facts and figures, the rulings moved beside them, the breakdown derived now equal line for
 * line to the one the file stored, the old audit still undoable, and a write/reopen round trip
 * leaves the content identical (issue 21, Build 4).
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerScore, ResultBreakdown } from '../../src/shared/api/scoring';
import type { EventFile, GameResult, Pairing, Round } from '../../src/shared/model';
import { CURRENT_SCHEMA_VERSION } from '../../src/shared/model';
import { createTestContext, disposeContext } from '../../src/main/api/testing';
import type { TestContext } from '../../src/main/api/testing';
import { scenarioTextsInEnglish } from '../../src/shared/messages';
import { deriveBreakdown } from '../../src/core/rules/scenarios/breakdown';
import { presetForSettings } from '../../src/core/rules/tournament';
import { backupDirFor } from '../../src/main/store/backups';

const FIXTURE = path.join(__dirname, '../fixtures/event-v1.json');

interface V1Breakdown {
  scenarioId: string;
  tier: string;
  presetId: string;
  players: Record<'a' | 'b', PlayerScore>;
}
type V1Pairing = Omit<Pairing, 'result'> & { result: (GameResult & { breakdown?: V1Breakdown }) | null };
type V1Event = Omit<EventFile, 'rounds'> & { rounds: (Omit<Round, 'pairings'> & { pairings: V1Pairing[] })[] };

let t: TestContext;
afterEach(() => disposeContext(t));

const v1 = JSON.parse(readFileSync(FIXTURE, 'utf8')) as V1Event;

async function openCopy(): Promise<string> {
  t = createTestContext({ actor: 'referee' });
  const file = path.join(t.dir, 'fixture-cup.its.json');
  copyFileSync(FIXTURE, file);
  await t.ok('events.open', { path: file });
  return file;
}

const content = (e: EventFile) => {
  const { revision: _r, updatedAt: _u, audit, ...rest } = e;
  return { ...rest, audit: audit.map(({ revision: _rev, ...entry }) => entry) };
};

/** A format-1 player report's breakdown as the player sent it: format 1 let a ruling on the
 * accepted result reach the report (they shared one object), so rulings and ruled OP go. */
function asSent(players: Record<'a' | 'b', PlayerScore>): Record<'a' | 'b', PlayerScore> {
  const plain = (p: PlayerScore): PlayerScore => {
    const lines = p.lines.map(({ ruling: _ruling, ...line }) => line);
    return { op: lines.reduce((s, l) => s + l.points, 0), lines };
  };
  return { a: plain(players.a), b: plain(players.b) };
}

describe('an event file written by format 1', () => {
  it('opens compact: same facts and figures, rulings kept, breakdowns derived line for line', async () => {
    const file = await openCopy();
    const text = readFileSync(file, 'utf8');
    const now = JSON.parse(text) as EventFile;
    expect(now.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(text).not.toContain('"breakdown"');
    expect(statSync(file).size).toBeLessThan(statSync(FIXTURE).size / 2);
    // The file as it was is kept beside it (the pre-migration backup).
    expect(readdirSync(backupDirFor(file)).some((n) => n.includes('pre-migration'))).toBe(true);

    const preset = presetForSettings(now.settings);
    let results = 0;
    let reports = 0;
    v1.rounds.forEach((oldRound, r) => {
      const round = now.rounds[r]!;
      oldRound.pairings.forEach((old, i) => {
        const p = round.pairings[i]!;
        expect(p.table).toBe(old.table);
        if (old.result) {
          results++;
          const { breakdown, ...figures } = old.result;
          const { rulings, ...kept } = p.result!;
          expect(kept).toEqual(figures);
          const derived = deriveBreakdown({ ...round, facts: p.result!.facts, rulings }, preset) as ResultBreakdown;
          // Format 1 stored the lines in English; the derived ones are keys that read the same in English.
          expect(scenarioTextsInEnglish(derived.players)).toEqual(breakdown!.players);
          expect(p.result!.op).toEqual([derived.players.a.op, derived.players.b.op]);
        } else {
          expect(p.result).toBeNull();
        }
        for (const side of ['a', 'b'] as const) {
          const sent = old.report?.submissions[side] as (typeof old.report & object)['submissions']['a'] & {
            breakdown?: V1Breakdown;
          };
          if (!sent) continue;
          reports++;
          const { breakdown, ...figures } = sent;
          expect(p.report!.submissions[side]).toEqual(figures);
          const derived = deriveBreakdown({ ...round, facts: sent.facts }, preset) as ResultBreakdown;
          expect(scenarioTextsInEnglish(derived.players)).toEqual(asSent(breakdown!.players));
        }
        if (old.report) {
          const { submissions: _s, ...state } = old.report;
          expect(p.report).toMatchObject(state);
        } else {
          expect(p.report ?? null).toBeNull();
        }
      });
    });
    expect([results, reports]).toEqual([6, 5]);

    // The rulings: a line of A (round 1, table 1), B's total (round 1, table 2), a line of B on
    // a result accepted from the players' reports (round 2, table 1).
    const rulingsOf = (r: number, i: number) => now.rounds[r]!.pairings[i]!.result!.rulings;
    expect(rulingsOf(0, 0)).toEqual({ 'a.1': expect.objectContaining({ points: 0, by: 'referee' }) });
    expect(rulingsOf(0, 1)).toEqual({ b: expect.objectContaining({ points: 5 }) });
    expect(rulingsOf(1, 0)).toEqual({ 'b.0': expect.objectContaining({ points: 1 }) });
    expect(rulingsOf(0, 2)).toEqual({});
  });

  it('keeps the audit log: the ruling entries name the ruling, and older changes still undo', async () => {
    await openCopy();
    const audit = t.ctx.workspace.current().state.audit;
    expect(audit.slice(0, v1.audit.length).map((e) => e.summary)).toEqual(v1.audit.map((e) => e.summary));
    const ruling = audit.find((e) => e.summary.includes('ruling 1 OP'))!;
    expect(ruling.changes.map((c) => c.path.slice(4).join('.'))).toEqual(['result.op.1', 'result.rulings.b.0']);
    expect(JSON.stringify(audit)).not.toContain('"breakdown"');

    // The ruling written by format 1 undoes as a ruling: B's line back to its computed points.
    await t.ok('audit.undo', { revision: ruling.revision, reason: 'ruled on the wrong line' });
    const table1 = t.ctx.workspace.current().state.rounds[1]!.pairings[0]!;
    expect(table1.result).toMatchObject({ op: [7, 1], rulings: {} });
    const preset = presetForSettings(t.ctx.workspace.current().state.settings);
    const round2 = t.ctx.workspace.current().state.rounds[1]!;
    const { facts, rulings } = table1.result!;
    expect(deriveBreakdown({ ...round2, facts, rulings }, preset)!.players.b.op).toBe(1);

    // Undo the newest change (round 2 table 4 scored), then redo it.
    const before = structuredClone(t.ctx.workspace.current().state.rounds);
    await t.ok('audit.undo', {});
    expect(t.ctx.workspace.current().state.rounds[1]!.pairings[3]!.result).toBeNull();
    await t.ok('audit.redo', {});
    expect(t.ctx.workspace.current().state.rounds).toEqual(before);
  });

  it('is identical in content after a write and a reopen', async () => {
    const file = await openCopy();
    const opened = structuredClone(t.ctx.workspace.current().state) as EventFile;
    // A write (a dropped player comes back as the same player) and a reopen.
    await t.ok('events.updateSettings', { settings: { venue: 'Hall B' } });
    await t.ok('events.updateSettings', { settings: { venue: opened.settings.venue } });
    await t.ctx.workspace.close();
    expect(existsSync(file)).toBe(true);
    await t.ok('events.open', { path: file });
    const reopened = t.ctx.workspace.current().state as EventFile;
    const trimmed = { ...reopened, audit: reopened.audit.slice(0, opened.audit.length) };
    expect(content(trimmed)).toEqual(content(opened));
    expect(reopened.rounds).toEqual(opened.rounds);
  });
});
