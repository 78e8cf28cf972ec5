/**
 * Every name the pack editor's forms show has a label in every language: walking the format's
 * schema finds each field, each kind and each fixed value, so a name the format gains cannot ship
 * as its raw JSON name to a referee reading Spanish, French or Italian.
 */
import { describe, expect, it } from 'vitest';
import * as catalogs from '../../../../shared/i18n/catalogs';
import { PACK_SCHEMA } from './schemaShape';
import { fieldHintKey, fieldKey, kindHintKey, kindKey, valueKey, vocabularyOf } from './vocabulary';

const vocabulary = vocabularyOf(PACK_SCHEMA);
const keys = [
  ...[...vocabulary.fields].map(fieldKey),
  ...[...vocabulary.kinds].map(kindKey),
  ...[...vocabulary.values].map(valueKey),
];

describe('the pack editor’s vocabulary', () => {
  it('is read from the whole format: the header, a scenario, its questions, checks, objectives, values and conditions', () => {
    for (const field of ['seasonRules', 'specialRules', 'showIf', 'capDetail', 'zonePoints', 'isNot', 'replacement'])
      expect(vocabulary.fields).toContain(field);
    for (const kind of ['yes-no', 'not-more-than', 'each-round', 'more', 'byArmy', 'everyRound', 'literal', 'cite'])
      expect(vocabulary.kinds).toContain(kind);
    for (const value of ['its-s17', 'no-quarter', 'attacker', 'ge', 'self']) expect(vocabulary.values).toContain(value);
  });

  it.each(Object.keys(catalogs))('has a label for every field, kind and value in %s', (lang) => {
    const catalog = catalogs[lang as keyof typeof catalogs] as Readonly<Record<string, string>>;
    const missing = keys.filter((key) => typeof catalog[key] !== 'string' || catalog[key] === '');
    expect(missing, `${lang} lacks labels for: ${missing.join(', ')}`).toEqual([]);
  });

  it('labels and hints at nothing the format does not have (a name it dropped)', () => {
    const named = new Set([
      ...keys,
      ...[...vocabulary.kinds].map(kindHintKey),
      ...[...vocabulary.fields].map(fieldHintKey),
    ]);
    const stale = Object.keys(catalogs.en).filter(
      (key) => /^packEditor\.(field|fieldHint|kind|kindHint|value)\./.test(key) && !named.has(key),
    );
    expect(stale).toEqual([]);
  });
});
