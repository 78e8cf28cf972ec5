/** Loose matching for the search boxes: every word of the query appears in one of the fields, ignoring case and accents. */

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export function matches(query: string, fields: readonly string[]): boolean {
  const haystack = fields.map(fold);
  return fold(query)
    .split(/\s+/)
    .filter((w) => w !== '')
    .every((word) => haystack.some((f) => f.includes(word)));
}
