/**
 * The embedded font: DejaVu Sans Condensed (Latin with accents, Greek, Cyrillic), shipped in
 * resources/fonts/ with its licence and loaded into pdfmake's virtual file system, so a
 * document never reads a font from anywhere else.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_FAMILY } from './layout';

export const FONT_FILES = {
  normal: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italics: 'DejaVuSansCondensed-Oblique.ttf',
  bolditalics: 'DejaVuSansCondensed-BoldOblique.ttf',
} as const;

/**
 * Where resources/fonts is: ITS_REF_RESOURCES if set, the packaged app's resources folder,
 * or the first `resources/fonts` found walking up from this module (sources and builds).
 */
export function findFontsDir(): string {
  const candidates: string[] = [];
  if (process.env.ITS_REF_RESOURCES) candidates.push(path.join(process.env.ITS_REF_RESOURCES, 'fonts'));
  const packaged = (process as NodeJS.Process & { resourcesPath?: string }).resourcesPath;
  if (packaged) candidates.push(path.join(packaged, 'resources', 'fonts'));
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    candidates.push(path.join(dir, 'resources', 'fonts'));
    dir = path.dirname(dir);
  }
  const found = candidates.find((c) => existsSync(path.join(c, FONT_FILES.normal)));
  if (!found) {
    throw new Error(`The print font ${FONT_FILES.normal} was not found (looked in: ${candidates.join(', ')}).`);
  }
  return found;
}

/** The font files' bytes, keyed by their virtual file name. */
export function readFontFiles(dir = findFontsDir()): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of Object.values(FONT_FILES)) files.set(name, readFileSync(path.join(dir, name)));
  return files;
}

/**
 * The family the charts' SVG texts name (CHART_FONT, src/core/stats/charts/svg.ts): the same
 * files by their path on disk, because pdfmake draws an SVG's text by opening the font file
 * itself, not through its virtual file system. No other text names it.
 */
export const SVG_FONT_FAMILY = 'ChartSans';

/** pdfmake's font table: the one family every style uses, and the charts' (SVG_FONT_FAMILY). */
export function fontTable(): Record<string, { normal: string; bold: string; italics: string; bolditalics: string }> {
  const dir = findFontsDir();
  const onDisk = Object.fromEntries(
    Object.entries(FONT_FILES).map(([style, name]) => [style, path.join(dir, name)]),
  ) as typeof FONT_FILES;
  return { [FONT_FAMILY]: { ...FONT_FILES }, [SVG_FONT_FAMILY]: onDisk };
}
