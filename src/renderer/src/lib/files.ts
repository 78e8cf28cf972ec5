/**
 * Downloads the file at `url` under `name`: one the venue server offers under /files/ (the session
 * cookie goes with it) or a blob made here (`downloadText`).
 */
export function downloadUrl(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}
