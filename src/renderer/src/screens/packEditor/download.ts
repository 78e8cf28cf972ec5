/** The pack offered as a file download (browser, venue and desktop app alike), as plain UTF-8 JSON. */
import { downloadUrl } from '../../lib/files';

export function downloadJson(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  downloadUrl(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
