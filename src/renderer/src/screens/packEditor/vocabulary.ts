/**
 * The pack format's words as the forms show them: every field name, every kind an element may be
 * written in and every fixed value a choice offers, read from the zod schema (schemaShape.ts), and
 * their labels in the referee's language. A label's key is named after the file's own name
 * (`packEditor.field.<name>`, `packEditor.kind.<name>`, `packEditor.value.<value>`, hints
 * `packEditor.fieldHint.<name>` and `packEditor.kindHint.<name>`), so vocabulary.test.ts finds a
 * name the format gains without a label in every catalog.
 */
import type { z } from 'zod';
import type { TextKey } from '../../../../shared/i18n/en';
import { en } from '../../../../shared/i18n/en';
import { t } from '../../lib/i18n';
import {
  alternativeName,
  alternatives,
  bare,
  elementOf,
  enumValues,
  isText,
  itemsOf,
  ownAlternatives,
  recordValueOf,
  shapeOf,
  typeOf,
} from './schemaShape';

export interface Vocabulary {
  fields: Set<string>;
  kinds: Set<string>;
  values: Set<string>;
}

/** The kinds a union's choice offers, as the forms list them (a text's own forms unflattened). */
export const choicesOf = (s: z.ZodType): z.ZodType[] => (isText(s) ? ownAlternatives(s) : alternatives(s));

/** Every name a form of this schema can show: its fields, its kinds and its fixed values. */
export function vocabularyOf(root: z.ZodType): Vocabulary {
  const out: Vocabulary = { fields: new Set(), kinds: new Set(), values: new Set() };
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType): void => {
    const b = bare(s);
    if (seen.has(b)) return;
    seen.add(b);
    switch (typeOf(b)) {
      case 'object':
        for (const [key, field] of Object.entries(shapeOf(b))) {
          if (key === 'kind' && typeOf(field) === 'literal') continue;
          out.fields.add(key);
          walk(field);
        }
        return;
      case 'union':
        for (const o of choicesOf(b)) {
          const kind = alternativeName(o);
          // A figure the format fixes (an army size, 1 or 2 OP) is its own label.
          if (!/^\d+$/.test(kind)) out.kinds.add(kind);
          walk(o);
        }
        return;
      case 'array':
        return walk(elementOf(b));
      case 'tuple':
        return itemsOf(b).forEach(walk);
      case 'record':
        return walk(recordValueOf(b));
      case 'enum':
        for (const v of enumValues(b)) out.values.add(v);
        return;
      default:
        return;
    }
  };
  walk(root);
  return out;
}

export const fieldKey = (name: string): string => `packEditor.field.${name}`;
export const kindKey = (name: string): string => `packEditor.kind.${name}`;
export const valueKey = (value: string): string => `packEditor.value.${value}`;
/** A one-line hint (what a kind scores or refuses, what a field is for): only where a label needs one. */
export const fieldHintKey = (name: string): string => `packEditor.fieldHint.${name}`;
export const kindHintKey = (name: string): string => `packEditor.kindHint.${name}`;

/** A name's label, or the name itself when the format has a word the catalogs do not (yet). */
function label(key: string, name: string): string {
  return key in en ? t(key as TextKey) : name;
}
export const fieldLabel = (name: string): string => label(fieldKey(name), name);
export const kindLabel = (name: string): string => label(kindKey(name), name);
export const valueLabel = (value: string): string => label(valueKey(value), value);
const hint = (key: string): string | null => (key in en ? t(key as TextKey) : null);
export const kindHint = (name: string): string | null => hint(kindHintKey(name));
export const fieldHint = (name: string): string | null => hint(fieldHintKey(name));
