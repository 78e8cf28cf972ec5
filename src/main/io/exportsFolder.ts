/**
 * The exports folder, `<data>/exports/`: where the report pack and other exported files go,
 * under file names that are safe in a URL and on every file system (lower-case ASCII
 * letters, digits and dashes, then the extension), so the venue server can offer them by name.
 * One helper for the path, shared by every export.
 */
import path from 'node:path';

export function exportsFolder(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** "Torneo Ñandú 2026" + "its-report" + "csv" → "torneo-nandu-2026-its-report.csv". */
export function exportFileName(eventName: string, part: string, extension: string): string {
  const safe = (text: string): string =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
  const stem = [safe(eventName) || 'event', safe(part)].filter((s) => s !== '').join('-');
  return `${stem}.${extension.replace(/[^a-z0-9.]/gi, '').toLowerCase()}`;
}
