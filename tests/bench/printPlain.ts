/**
 * The print benchmark's baseline: "bare pdfmake for the same pages". The app's document is laid
 * out once by pdfmake (untimed); every line of text it puts on a page (the footer included) is
 * kept, in the same font face and size; the lines sharing a baseline become one row, their texts
 * joined by spaces, left to right. The plain twin prints those rows top to bottom, a text node
 * a row marked noWrap (drawn in one piece, no line breaking: the cheapest way pdfmake prints a
 * line), a page break where the app's page ends: the same words on the same number of pages in
 * the same fonts and sizes, with no tables, columns, rules, boxes or colours.
 */
import pdfmake from 'pdfmake';
import type { Content, DocDefinition, TextNode } from '../../src/main/pdf/docTypes';

interface LaidOutInline {
  text: string;
  fontSize: number;
  font: { name: string };
}
interface LaidOutLine {
  x: number;
  y: number;
  inlines: LaidOutInline[];
}
interface LaidOutPage {
  items: { type: string; item: LaidOutLine }[];
}

interface Row {
  y: number;
  text: string;
  fontSize: number;
  bold: boolean;
  italics: boolean;
}

function rowsOf(page: LaidOutPage): Row[] {
  const byBaseline = new Map<number, { x: number; line: LaidOutLine }[]>();
  for (const { type, item } of page.items) {
    if (type !== 'line' || item.inlines.length === 0) continue;
    const y = Math.round(item.y * 2) / 2;
    const list = byBaseline.get(y) ?? [];
    list.push({ x: item.x, line: item });
    byBaseline.set(y, list);
  }
  return [...byBaseline]
    .sort(([a], [b]) => a - b)
    .map(([y, lines]) => {
      lines.sort((a, b) => a.x - b.x);
      const first = lines[0]?.line.inlines[0];
      const face = first?.font.name ?? '';
      return {
        y,
        text: lines
          .map(({ line }) =>
            line.inlines
              .map((i) => i.text)
              .join('')
              .trim(),
          )
          .filter((s) => s !== '')
          .join('  '),
        fontSize: Math.max(...lines.flatMap(({ line }) => line.inlines.map((i) => i.fontSize))),
        bold: /Bold/.test(face),
        italics: /Oblique|Italic/.test(face),
      };
    })
    .filter((row) => row.text !== '');
}

/** The plain twin of `definition` and the app's page count. */
export async function plainTwin(definition: DocDefinition): Promise<{ twin: DocDefinition; pages: number }> {
  const stream = await pdfmake.createPdf(definition).getStream();
  const pages = (stream._pdfMakePages ?? []) as LaidOutPage[];
  stream.end();
  const content: Content[] = [];
  pages.forEach((page, index) => {
    const nodes: TextNode[] = [];
    for (const row of rowsOf(page)) {
      nodes.push({ text: row.text, fontSize: row.fontSize, bold: row.bold, italics: row.italics, noWrap: true });
    }
    if (nodes.length === 0) nodes.push({ text: ' ' });
    if (index > 0 && nodes[0]) nodes[0].pageBreak = 'before';
    content.push(...nodes);
  });
  return {
    twin: {
      pageSize: definition.pageSize,
      pageOrientation: definition.pageOrientation,
      pageMargins: definition.pageMargins,
      info: { title: 'Plain twin' },
      defaultStyle: { font: 'Sans', fontSize: 9 },
      content,
    },
    pages: pages.length,
  };
}
