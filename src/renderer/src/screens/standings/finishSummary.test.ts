import { describe, expect, it } from 'vitest';
import type { FinishProblem } from '../../../../shared/api';
import { summarize } from './finishView.svelte';

const ref: FinishProblem['i18n'] = { key: 'm.audit.closed', params: { round: 1 } };
const noResult = (round: number, table: number): FinishProblem => ({
  kind: 'noResult',
  round,
  table,
  a: 'A',
  b: 'B',
  message: '',
  i18n: ref,
});

describe('the finish checklist summary', () => {
  it('says one line per round: results in out of tables, else what the round lacks', () => {
    const problems: FinishProblem[] = [
      { kind: 'notClosed', round: 2, message: '', i18n: ref },
      noResult(2, 4),
      noResult(2, 9),
      noResult(2, 60),
      { kind: 'unpaired', round: 3, message: '', i18n: ref },
      { kind: 'notClosed', round: 1, message: '', i18n: ref },
    ];
    expect(summarize(problems, (round) => (round === 2 ? 60 : 0))).toEqual([
      { round: 1, kind: 'notClosed' },
      { round: 2, kind: 'results', results: 57, total: 60 },
      { round: 3, kind: 'unpaired' },
    ]);
    expect(summarize([], () => 60)).toEqual([]);
  });
});
