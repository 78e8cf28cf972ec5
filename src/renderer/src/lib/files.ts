/** Downloads a file the venue server offers under /files/ (with the referee PIN when one is set). */
import { refereePin } from './api';

export function downloadUrl(url: string, name: string): void {
  const pin = refereePin();
  const a = document.createElement('a');
  a.href = pin ? `${url}${url.includes('?') ? '&' : '?'}pin=${encodeURIComponent(pin)}` : url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}
