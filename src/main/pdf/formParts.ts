/**
 * Parts shared by the positioned forms: the document header and section headings.
 */
import type { Form } from './form';
import { contentWidth, eventLine, INK, kickerText, lineHeightPt } from './layout';
import { textWidth } from './metrics';
import type { PrintMeta } from './viewModels';

/** What the document is on the left, the event on the right, a rule under both. Returns the y below. */
export function formHeader(form: Form, meta: PrintMeta, title: string, subtitle: string): number {
  const width = contentWidth(meta.pageSize);
  const left = (width - 12) * 0.55;
  const right = (width - 12) * 0.45;
  const x = width - right;
  let yl = form.line(0, 0, left, kickerText(meta), 'docKicker');
  yl += form.line(0, yl, left, title, 'docTitle');
  if (subtitle) yl += 1 + form.line(0, yl + 1, left, subtitle, 'note');
  let yr = form.block(x, 0, right, 2 * lineHeightPt(10.5), meta.eventName, 'eventName', [10.5, 9.5, 8.5, 7.5, 6.5], {
    align: 'right',
  });
  const line = eventLine(meta);
  if (line) yr += form.line(x, yr, right, line, 'eventLine', { align: 'right' });
  const y = Math.max(yl, yr) + 5;
  form.hline(0, width, y, { color: INK, lineWidth: 1.2 });
  return y + 8;
}

/** A section heading with a note on the same line. Returns the y below. */
export function formSection(form: Form, y: number, width: number, title: string, note = ''): number {
  const height = form.line(0, y, width, title, 'section');
  if (note) {
    const x = textWidth(title, 9.5, true) + 8;
    form.line(x, y + 2.2, width - x, note, 'note');
  }
  return y + height + 3;
}
