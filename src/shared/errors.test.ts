import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, fieldsOf } from './errors';
import type { ApiErrorBody, ConfirmDetails, StaleDetails, TablesShortDetails } from './errors';
import { msg } from './messages';

describe('a refusal’s details', () => {
  it('cross the API exactly as given: the JSON a screen or the CLI reads has no wrapper or tag', () => {
    const details = { tablesShort: { round: 2, needed: 4, usable: 2, otherScenarioTables: [5, 6] } };
    const body = new ApiError(
      'RULES_VIOLATION',
      msg('m.pair.tablesShort', { round: 2, needed: 4, usable: 2, total: 6 }),
      details,
    ).toBody();
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      code: 'RULES_VIOLATION',
      message: body.message,
      details,
      i18n: body.i18n,
    });
    expect(new ApiError('NOT_FOUND', 'No such table.').toBody()).not.toHaveProperty('details');
  });

  it('name the fields a form marks, and none when the refusal is about something else', () => {
    expect(fieldsOf({ fields: ['armyPoints', 'tier'] })).toEqual(['armyPoints', 'tier']);
    expect(
      fieldsOf({ fields: ['a.controlsCoffin'], problems: [{ fields: ['a.controlsCoffin'], message: '' }] }),
    ).toEqual(['a.controlsCoffin']);
    expect(fieldsOf({ retryAt: '2026-11-28T10:00:00.000Z' })).toEqual([]);
    expect(fieldsOf(undefined)).toEqual([]);
  });

  it('narrow by the field only their shape has, with no cast', () => {
    const body: ApiErrorBody = JSON.parse(
      '{"code":"CONFLICT","message":"","details":{"confirm":"unknown-cost","problems":["Hexas: 2 troopers"]}}',
    );
    const details = body.details;
    if (!details || !('confirm' in details)) throw new Error('expected a confirmation to ask');
    expectTypeOf(details).toEqualTypeOf<ConfirmDetails>();
    expect(details.problems).toEqual(['Hexas: 2 troopers']);
    const other = body.details;
    if (other && 'stale' in other) expectTypeOf(other).toEqualTypeOf<StaleDetails>();
    if (other && 'tablesShort' in other) expectTypeOf(other).toEqualTypeOf<TablesShortDetails>();
  });
});
