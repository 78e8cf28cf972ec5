/** CSV downloads in the browser; the text itself comes from the shared, formula-safe writer. */
export { csvCell, toCsv } from '../../../shared/csv';
import { downloadUrl } from './files';

/** Offers `text` as a file download (a UTF-8 BOM so spreadsheet programs read accents right). */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  downloadUrl(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
