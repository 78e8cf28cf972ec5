import { describe, expect, it } from 'vitest';
import type { Report, ReportSubmission } from '../../../shared/model';
import { accepted, refusal, said } from '../testing/ruled';
import { currentSubmission, nextReport, stateOf } from './machine';

/** The report after an action the machine allows (a refusal fails the test). */
const next = (...args: Parameters<typeof nextReport>): Report => accepted(nextReport(...args));

/** What the machine says when it refuses an action as a conflict with the report's state. */
function conflictOf(...args: Parameters<typeof nextReport>): string {
  const problem = refusal(nextReport(...args));
  expect(problem.kind).toBe('conflict');
  return said(problem);
}

const sub = (by: 'a' | 'b', op: [number, number], at = 't1'): ReportSubmission => ({
  by,
  at,
  op,
  vp: [100, 50],
  tp: [4, 0],
});

function reported(): Report {
  return next(null, { kind: 'submit', submission: sub('a', [6, 1]) }, 't1');
}

describe('report state machine', () => {
  it('none → reported by a submission, which names the reporter', () => {
    expect(stateOf(null)).toBe('none');
    const r = reported();
    expect(r).toMatchObject({ state: 'reported', latest: 'a', confirmedAt: null });
    expect(currentSubmission(r)?.op).toEqual([6, 1]);
  });

  it('reported → confirmed by the opponent only', () => {
    const r = reported();
    expect(conflictOf(r, { kind: 'confirm', side: 'a' }, 't2')).toMatch(/your opponent has to confirm/);
    expect(next(r, { kind: 'confirm', side: 'b' }, 't2')).toMatchObject({
      state: 'confirmed',
      confirmedAt: 't2',
    });
  });

  it('reported → disputed by the opponent with a note; the reporter cannot dispute their own', () => {
    const r = reported();
    expect(conflictOf(r, { kind: 'dispute', side: 'a', note: 'x' }, 't2')).toMatch(/opponent has to dispute/);
    expect(next(r, { kind: 'dispute', side: 'b', note: 'I held the coffin' }, 't2')).toMatchObject({
      state: 'disputed',
      dispute: { by: 'b', note: 'I held the coffin', at: 't2' },
    });
  });

  it('a later submission by either player replaces the report and clears confirmation and dispute', () => {
    const confirmed = next(reported(), { kind: 'confirm', side: 'b' }, 't2');
    const byB = next(confirmed, { kind: 'submit', submission: sub('b', [5, 2], 't3') }, 't3');
    expect(byB).toMatchObject({ state: 'reported', latest: 'b', confirmedAt: null, dispute: null });
    // Both players' last accounts are kept for a side-by-side view.
    expect(byB.submissions.a?.op).toEqual([6, 1]);
    expect(byB.submissions.b?.op).toEqual([5, 2]);
    const disputed = next(reported(), { kind: 'dispute', side: 'b', note: 'no' }, 't2');
    const corrected = next(disputed, { kind: 'submit', submission: sub('a', [5, 2], 't3') }, 't3');
    expect(corrected).toMatchObject({ state: 'reported', latest: 'a', dispute: null });
  });

  it('disputed → confirmed when the disputing player agrees after all', () => {
    const disputed = next(reported(), { kind: 'dispute', side: 'b', note: 'no' }, 't2');
    expect(next(disputed, { kind: 'confirm', side: 'b' }, 't3')).toMatchObject({
      state: 'confirmed',
      dispute: null,
    });
  });

  it('a confirmed report cannot be disputed by the confirmer (they send their own instead)', () => {
    const confirmed = next(reported(), { kind: 'confirm', side: 'b' }, 't2');
    expect(conflictOf(confirmed, { kind: 'dispute', side: 'b', note: 'x' }, 't3')).toMatch(/already confirmed/);
  });

  it('confirmed/reported/disputed → accepted by the referee; nothing moves an accepted report', () => {
    const confirmed = next(reported(), { kind: 'confirm', side: 'b' }, 't2');
    const taken = next(confirmed, { kind: 'accept', by: 'referee' }, 't3');
    expect(taken).toMatchObject({ state: 'accepted', accepted: { by: 'referee', at: 't3' } });
    for (const action of [
      { kind: 'submit', submission: sub('b', [0, 10]) },
      { kind: 'confirm', side: 'b' },
      { kind: 'dispute', side: 'b', note: 'x' },
      { kind: 'reject', by: 'referee', reason: 'x' },
      { kind: 'accept', by: 'referee' },
    ] as const) {
      expect(conflictOf(taken, action, 't4')).toMatch(/already been accepted/);
    }
    expect(next(reported(), { kind: 'accept', by: 'referee' }, 't2').state).toBe('accepted');
  });

  it('a disputed report the referee decides ends settled, with who and when; nothing moves it then', () => {
    const disputed = next(reported(), { kind: 'dispute', side: 'b', note: 'I held the coffin' }, 't2');
    const settled = next(disputed, { kind: 'settle', by: 'Referee 2' }, 't3');
    expect(settled).toMatchObject({
      state: 'settled',
      settled: { by: 'Referee 2', at: 't3' },
      accepted: null,
      // The dispute stays on record beside the settlement.
      dispute: { by: 'b', note: 'I held the coffin' },
    });
    // Taking the disputed report as it stands (after review) settles it too, never "accepted".
    expect(next(disputed, { kind: 'accept', by: 'Referee 2' }, 't3').state).toBe('settled');
    for (const action of [
      { kind: 'submit', submission: sub('b', [0, 10]) },
      { kind: 'confirm', side: 'b' },
      { kind: 'dispute', side: 'b', note: 'x' },
      { kind: 'accept', by: 'referee' },
    ] as const) {
      expect(conflictOf(settled, action, 't4')).toMatch(/already been accepted/);
    }
  });

  it('reject sends an open report back to none with the reason; nothing to confirm, dispute or accept then', () => {
    const rejected = next(reported(), { kind: 'reject', by: 'referee', reason: 'wrong table' }, 't2');
    expect(rejected).toMatchObject({ state: 'none', latest: null, rejected: { reason: 'wrong table' } });
    expect(conflictOf(rejected, { kind: 'confirm', side: 'b' }, 't3')).toMatch(/no report to confirm/);
    expect(conflictOf(rejected, { kind: 'accept', by: 'r' }, 't3')).toMatch(/no report to accept/);
    expect(conflictOf(null, { kind: 'reject', by: 'r', reason: 'x' }, 't3')).toMatch(/no report to reject/);
    // A new submission after a rejection starts again and clears the rejection.
    const again = next(rejected, { kind: 'submit', submission: sub('b', [3, 3]) }, 't3');
    expect(again).toMatchObject({ state: 'reported', rejected: null });
  });
});
