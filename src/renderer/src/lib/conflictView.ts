/**
 * How a stale edit's two versions read on screen (issue 10 · Build 4): a table's result as OP and
 * VP, a player or a setting as its visible fields — never ids or raw JSON.
 */
import { t } from './i18n';

interface ResultLike {
  op: [number, number];
  vp: [number, number];
}

function isResult(v: unknown): v is ResultLike {
  return (
    typeof v === 'object' && v !== null && Array.isArray((v as ResultLike).op) && Array.isArray((v as ResultLike).vp)
  );
}

const HIDDEN = new Set(['id', 'committedAt', 'committedBy', 'facts', 'breakdown', 'listA', 'listB', 'a', 'b']);

/** Lines describing one version. */
export function describeVersion(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [t('conflict.empty')];
  if (isResult(value)) return [t('conflict.result', { op: value.op.join('–'), vp: value.vp.join('–') })];
  if (typeof value !== 'object') return [String(value)];
  const record = value as Record<string, unknown>;
  if ('result' in record) {
    const lines = describeVersion(record.result);
    if (typeof record.dispute === 'string' && record.dispute) lines.push(record.dispute);
    return lines;
  }
  return Object.entries(record)
    .filter(([key, v]) => !HIDDEN.has(key) && v !== null && typeof v !== 'object')
    .map(([, v]) => (typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v)));
}
