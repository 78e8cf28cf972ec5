/**
 * The width table against the shipped font files, and the promise the builders rely on:
 * a measured width is never less than the width pdfkit lays the text out with, so text marked
 * noWrap always fits where the builder put it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, findFontsDir } from './fonts';
import { wrapText } from './form';
import { METRICS, largestFittingSize, textWidth } from './metrics';

// fontkit is pdfkit's font engine (a dependency of pdfmake's); the test reads the fonts with it.
const fontkit = createRequire(import.meta.url)('fontkit') as {
  create(buffer: Buffer): {
    unitsPerEm: number;
    glyphForCodePoint(code: number): { advanceWidth: number };
    layout(text: string): { advanceWidth: number };
  };
};

const dir = findFontsDir();
const regular = fontkit.create(readFileSync(path.join(dir, FONT_FILES.normal)));
const bold = fontkit.create(readFileSync(path.join(dir, FONT_FILES.bold)));

const SAMPLES = [
  'Łukasz Ødegaard',
  'Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Quiñones de León',
  'Αλέξανδρος Παπαδόπουλος',
  'Дмитрий Иванов · Щукин Жорж',
  'Jurisdictional Command of Corregidor · ITS PIN ITS040185',
  "Opponent's signature",
  'Signature de l’adversaire · « Contrôle » — 10 PO…',
  '⟦Sàvéd 12\u202f345 † ‘x’ “y” – z···⟧',
  'WWW MMM 1000 %',
];

describe('font metrics', () => {
  it('ships the four faces and their licence', () => {
    for (const file of Object.values(FONT_FILES))
      expect(readFileSync(path.join(dir, file)).length).toBeGreaterThan(100_000);
    expect(readFileSync(path.join(dir, 'LICENSE.txt'), 'utf8')).toContain('Bitstream');
  });

  it('has the advance widths of the font files', () => {
    for (const [face, font] of [
      [METRICS.regular, regular],
      [METRICS.bold, bold],
    ] as const) {
      const unit = (code: number): number =>
        Math.round((font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm) * 1000);
      face.ascii.forEach((w, i) => expect(w, `U+${(0x20 + i).toString(16)}`).toBe(unit(0x20 + i)));
      face.greek.forEach((w, i) => expect(w).toBe(unit(0x391 + i)));
      face.cyrillic.forEach((w, i) => expect(w).toBe(unit(0x400 + i)));
      for (const [code, w] of Object.entries(face.punctuation))
        expect(w, `U+${Number(code).toString(16)}`).toBe(unit(Number(code)));
    }
  });

  it('never measures a text narrower than the font lays it out', () => {
    for (const text of SAMPLES) {
      for (const [font, isBold] of [
        [regular, false],
        [bold, true],
      ] as const) {
        const laidOut = (font.layout(text).advanceWidth / font.unitsPerEm) * 10;
        // Rounding the table to 1/1000 em may lose up to half a unit per character.
        expect(textWidth(text, 10, isBold)).toBeGreaterThanOrEqual(laidOut - text.length * 0.005);
      }
    }
  });

  it('counts letter spacing once per character', () => {
    // "AB": 615 + 617 thousandths of an em at 10 pt = 12.32 pt, plus 2 × 0.5 pt of spacing.
    expect(textWidth('AB', 10, false, 0.5)).toBeCloseTo(13.32, 5);
  });

  it('finds the largest half-point size that fits', () => {
    // "AB" is 1.232 pt wide per point of size, and half a point of the width is kept free:
    // 13 pt leaves 12.5 → 10 pt (12.32) fits; 12.5 pt leaves 12 → 10 pt does not, 9.5 (11.70) does.
    expect(largestFittingSize('AB', 12, 13)).toBe(10);
    expect(largestFittingSize('AB', 12, 12.5)).toBe(9.5);
    expect(largestFittingSize('AB', 8, 100)).toBe(8);
  });

  it('wraps by words, each line within the width, splitting a word longer than a line', () => {
    const lines = wrapText(SAMPLES[1] as string, 9, 120, true);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 9, true)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(SAMPLES[1]);
    const long = wrapText('Supercalifragilisticexpialidocious', 9, 40);
    expect(long.join('')).toBe('Supercalifragilisticexpialidocious');
    for (const line of long) expect(textWidth(line, 9)).toBeLessThanOrEqual(40);
  });
});
