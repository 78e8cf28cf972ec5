/**
 * The subset of pdfmake's document definition the builders produce. Builders return plain
 * objects of these types (functions only for table layouts and the footer), so a test can
 * inspect a document without rendering it.
 */

export type Alignment = 'left' | 'center' | 'right' | 'justify';
export type Margins = number | [number, number] | [number, number, number, number];
export type Width = number | '*' | 'auto' | `${number}%`;

export interface TextStyle {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  alignment?: Alignment;
  lineHeight?: number;
  characterSpacing?: number;
  noWrap?: boolean;
  opacity?: number;
  margin?: Margins;
  fillColor?: string;
  /*
   * The rest are pdfmake's text properties at their neutral values. Builders set them all on
   * every text node (see layout.ts `t`), which spares pdfmake a style-stack search per property.
   */
  decoration?: '';
  decorationColor?: '';
  decorationStyle?: '';
  decorationThickness?: '';
  background?: '';
  sup?: boolean;
  sub?: boolean;
  leadingIndent?: number;
  preserveLeadingSpaces?: boolean;
  preserveTrailingSpaces?: boolean;
  wordBreak?: 'normal' | 'break-all';
}

export interface NodeBase {
  margin?: Margins;
  pageBreak?: 'before' | 'after';
  style?: string | string[];
  width?: Width;
  /** Table cells only. */
  colSpan?: number;
  rowSpan?: number;
  fillColor?: string;
  border?: [boolean, boolean, boolean, boolean];
  unbreakable?: boolean;
  absolutePosition?: { x: number; y: number };
  relativePosition?: { x: number; y: number };
}

export type Inline = TextStyle & { text: string };

export interface TextNode extends NodeBase, TextStyle {
  text: string | Inline[];
}

export interface CanvasRect {
  type: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
  lineWidth?: number;
  lineColor?: string;
  color?: string;
  dash?: { length: number; space?: number };
}

export interface CanvasLine {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
  lineColor?: string;
  dash?: { length: number; space?: number };
}

/** A connected path through `points` (pdfmake offsets it with the canvas, unlike 'path'). */
export interface CanvasPolyline {
  type: 'polyline';
  points: { x: number; y: number }[];
  lineWidth?: number;
  lineColor?: string;
  closePath?: boolean;
}

export type CanvasItem = CanvasRect | CanvasLine | CanvasPolyline;

export interface CanvasNode extends NodeBase {
  canvas: CanvasItem[];
}

export interface StackNode extends NodeBase, TextStyle {
  stack: Content[];
}

export interface ColumnsNode extends NodeBase, TextStyle {
  columns: Content[];
  columnGap?: number;
}

export interface TableLayout {
  hLineWidth?: (i: number, node: TableNode) => number;
  vLineWidth?: (i: number, node: TableNode) => number;
  hLineColor?: (i: number, node: TableNode) => string;
  vLineColor?: (i: number, node: TableNode) => string;
  hLineStyle?: (i: number, node: TableNode) => { dash: { length: number; space?: number } } | null;
  vLineStyle?: (i: number, node: TableNode) => { dash: { length: number; space?: number } } | null;
  paddingLeft?: (i: number, node: TableNode) => number;
  paddingRight?: (i: number, node: TableNode) => number;
  paddingTop?: (i: number, node: TableNode) => number;
  paddingBottom?: (i: number, node: TableNode) => number;
  fillColor?: (rowIndex: number, node: TableNode, columnIndex: number) => string | null;
}

export interface TableNode extends NodeBase, TextStyle {
  table: {
    widths: Width[];
    body: Content[][];
    heights?: number | number[];
    headerRows?: number;
    dontBreakRows?: boolean;
    keepWithHeaderRows?: number;
  };
  layout?: TableLayout | 'noBorders' | 'lightHorizontalLines' | 'headerLineOnly';
}

/** An SVG drawn by pdfmake (the statistics' charts); `font`: the family its texts are set in. */
export interface SvgNode extends NodeBase {
  svg: string;
  font?: string;
}

export type ContentNode = TextNode | CanvasNode | StackNode | ColumnsNode | TableNode | SvgNode;
export type Content = string | ContentNode;

export interface DocumentInfo {
  title: string;
  author?: string;
  subject?: string;
  creator?: string;
  producer?: string;
  keywords?: string;
  /** Set only under SOURCE_DATE_EPOCH (render.ts); otherwise pdfmake stamps the time of rendering. */
  creationDate?: Date;
}

export interface DocDefinition {
  pageSize: 'A4' | 'LETTER';
  pageOrientation: 'portrait' | 'landscape';
  pageMargins: [number, number, number, number];
  info: DocumentInfo;
  content: Content[];
  defaultStyle: TextStyle;
  styles?: Record<string, TextStyle>;
  footer?: (currentPage: number, pageCount: number) => Content;
  compress?: boolean;
  language?: string;
}
