/**
 * Long lists on a phone come in pages, so no tab is longer than about two screens: 60 tables
 * or 150 players would otherwise be a page of several thousand pixels.
 */
export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
}

export function pageOf<T>(all: readonly T[], page: number, size: number): Paged<T> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { items: all.slice(current * size, current * size + size), page: current, pages };
}
