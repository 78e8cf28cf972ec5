/**
 * Advance widths of the embedded font (DejaVu Sans Condensed, regular and bold), in 1/1000 em,
 * read from resources/fonts with fontkit (fonts.test.ts checks them against the files).
 * Builders use them to tell whether a text surely fits on one line, and to estimate how many
 * lines a text wraps to. Widths are summed without kerning, which only ever narrows a line,
 * so the estimate never comes out shorter than the text pdfmake lays out.
 */

export interface FaceMetrics {
  /** U+0020…U+007E. */
  ascii: readonly number[];
  /** U+0391…U+03C9 (Greek capitals and small letters). */
  greek: readonly number[];
  /** U+0400…U+045F (Cyrillic). */
  cyrillic: readonly number[];
  /** The widest glyph in U+00A0…U+024F (Latin-1 Supplement, Latin Extended-A and -B). */
  latinMax: number;
  /**
   * Punctuation the translations and the sheets print often (’ « » · – — … † and the
   * pseudo-locale's ⟦ ⟧), by code point: measured as themselves, not as the widest glyph.
   */
  punctuation: Readonly<Record<number, number>>;
}

/**
 * The punctuation both faces measure (’ « » · – — … † and the pseudo-locale's ⟦ ⟧, a no-break
 * and a narrow no-break space), by code point; each face lists its widths in this order.
 */
const PUNCTUATION = [
  0xa0, 0xab, 0xb7, 0xbb, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2020, 0x2026, 0x202f, 0x27e6, 0x27e7,
] as const;

function punctuationWidths(widths: readonly number[]): Readonly<Record<number, number>> {
  return Object.fromEntries(PUNCTUATION.map((code, i) => [code, widths[i] as number]));
}

export const METRICS: { regular: FaceMetrics; bold: FaceMetrics } = {
  regular: {
    ascii: [
      286, 360, 414, 754, 572, 855, 702, 247, 351, 351, 450, 754, 286, 325, 286, 303, 572, 572, 572, 572, 572, 572, 572,
      572, 572, 572, 303, 303, 754, 754, 754, 478, 900, 615, 617, 628, 693, 568, 518, 697, 677, 265, 265, 590, 501, 776,
      673, 708, 542, 708, 625, 571, 549, 659, 615, 890, 616, 549, 616, 351, 303, 351, 754, 450, 450, 551, 571, 495, 571,
      554, 316, 571, 570, 250, 250, 521, 250, 876, 570, 550, 571, 571, 370, 469, 353, 570, 532, 736, 532, 532, 472, 572,
      303, 572, 754,
    ],
    greek: [
      615, 617, 501, 615, 568, 616, 677, 708, 265, 590, 615, 776, 673, 568, 708, 677, 542, 540, 568, 549, 549, 708, 616,
      708, 688, 265, 549, 593, 486, 570, 304, 521, 593, 574, 532, 550, 486, 489, 570, 550, 304, 530, 532, 572, 502, 501,
      550, 542, 571, 528, 570, 542, 521, 593, 520, 593, 753,
    ],
    cyrillic: [
      568, 568, 708, 549, 628, 571, 265, 265, 265, 984, 940, 708, 639, 673, 548, 677, 615, 617, 617, 549, 703, 568, 969,
      577, 673, 673, 639, 677, 776, 677, 708, 677, 542, 628, 549, 548, 774, 616, 699, 617, 962, 984, 749, 794, 617, 628,
      971, 625, 551, 555, 530, 473, 622, 554, 811, 479, 584, 584, 543, 575, 679, 588, 550, 588, 571, 495, 524, 532, 769,
      532, 612, 532, 823, 848, 636, 710, 530, 494, 757, 541, 554, 554, 563, 473, 494, 469, 250, 250, 250, 812, 809, 586,
      543, 584, 532, 588,
    ],
    latinMax: 1279,
    punctuation: punctuationWidths([286, 550, 286, 550, 450, 900, 286, 286, 466, 466, 450, 900, 180, 445, 445]),
  },
  bold: {
    ascii: [
      313, 410, 469, 754, 626, 901, 785, 275, 411, 411, 470, 754, 342, 374, 342, 329, 626, 626, 626, 626, 626, 626, 626,
      626, 626, 626, 360, 360, 754, 754, 754, 522, 900, 696, 686, 660, 747, 615, 615, 738, 753, 334, 334, 697, 573, 896,
      753, 765, 659, 765, 693, 648, 614, 730, 696, 993, 694, 651, 652, 411, 329, 411, 754, 450, 450, 607, 644, 533, 644,
      610, 391, 644, 641, 308, 308, 598, 308, 938, 641, 618, 644, 644, 444, 536, 430, 641, 586, 831, 580, 586, 523, 641,
      329, 641, 754,
    ],
    greek: [
      696, 686, 573, 696, 615, 652, 753, 765, 334, 697, 696, 896, 753, 568, 765, 753, 659, 540, 615, 614, 651, 765, 694,
      765, 765, 334, 651, 618, 501, 641, 351, 607, 618, 644, 613, 618, 501, 532, 641, 618, 351, 639, 569, 662, 613, 532,
      618, 712, 644, 533, 701, 574, 607, 704, 580, 714, 782,
    ],
    cyrillic: [
      615, 615, 791, 573, 660, 648, 334, 334, 334, 1039, 1017, 791, 735, 753, 694, 753, 696, 686, 686, 573, 801, 615,
      1102, 639, 753, 753, 735, 747, 896, 753, 765, 753, 659, 660, 614, 694, 892, 694, 835, 727, 1112, 1193, 845, 932,
      686, 660, 1056, 693, 607, 628, 569, 470, 727, 610, 896, 523, 630, 630, 611, 659, 735, 622, 618, 622, 644, 533,
      521, 586, 893, 580, 667, 618, 956, 995, 676, 813, 569, 533, 875, 578, 610, 610, 642, 470, 533, 536, 308, 308, 308,
      892, 860, 661, 611, 630, 586, 622,
    ],
    latinMax: 1399,
    punctuation: punctuationWidths([313, 581, 342, 581, 450, 900, 342, 342, 591, 591, 450, 900, 180, 438, 438]),
  },
};

/** Width assumed for any other character: wider than every glyph of the font below U+2C00. */
export const FALLBACK_WIDTH = 1600;

const COMBINING = /[\u0300-\u036f]/g;

function charWidth(code: number, face: FaceMetrics): number {
  if (code >= 0x20 && code <= 0x7e) return face.ascii[code - 0x20] ?? FALLBACK_WIDTH;
  if (code >= 0x391 && code <= 0x3c9) return face.greek[code - 0x391] ?? FALLBACK_WIDTH;
  if (code >= 0x400 && code <= 0x45f) return face.cyrillic[code - 0x400] ?? FALLBACK_WIDTH;
  const punctuation = face.punctuation[code];
  if (punctuation !== undefined) return punctuation;
  if (code >= 0xa0 && code <= 0x24f) return face.latinMax;
  return FALLBACK_WIDTH;
}

const ASCII_ONLY = /^[\x20-\x7e]*$/;

interface Measure {
  /** Width at 1 pt, in points. */
  em: number;
  /** Characters, for letter spacing. */
  count: number;
}

const cache = { regular: new Map<string, Measure>(), bold: new Map<string, Measure>() };
const CACHE_LIMIT = 50_000;

function measure(text: string, bold: boolean): Measure {
  const memo = bold ? cache.bold : cache.regular;
  const known = memo.get(text);
  if (known) return known;
  const face = bold ? METRICS.bold : METRICS.regular;
  const plain = ASCII_ONLY.test(text) ? text : text.normalize('NFD').replace(COMBINING, '');
  let units = 0;
  let count = 0;
  for (const ch of plain) {
    units += charWidth(ch.codePointAt(0) ?? 0, face);
    count++;
  }
  const result = { em: units / 1000, count };
  if (memo.size >= CACHE_LIMIT) memo.clear();
  memo.set(text, result);
  return result;
}

/**
 * Width in points of `text` on one line. Accented Latin letters are measured as their base
 * letter (é as e): the accent sits above or below and adds no width.
 */
export function textWidth(text: string, fontSize: number, bold = false, characterSpacing = 0): number {
  const m = measure(text, bold);
  return m.em * fontSize + characterSpacing * m.count;
}

/** The largest size ≤ `fontSize`, in half points, at which `text` fits in `width` (0 when none does). */
export function largestFittingSize(
  text: string,
  fontSize: number,
  width: number,
  bold = false,
  characterSpacing = 0,
): number {
  const m = measure(text, bold);
  if (m.em === 0) return fontSize;
  const size = Math.floor(((width - 0.5 - characterSpacing * m.count) / m.em) * 2) / 2;
  return Math.min(fontSize, Math.max(0, size));
}
