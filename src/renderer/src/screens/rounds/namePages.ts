/**
 * How the projector's "Find your name (A–Z)" list is paged. A player looking for their name
 * waits at most for the other pages to go by, then reads theirs: the whole cycle of pages is
 * kept to 12 seconds, with names in as many columns as the screen holds (name and table only,
 * about 19rem each) so that the pages are few, each shown at least 4 seconds.
 *
 * At 1366 × 768 (16 px rem): 4 columns × 14 rows = 56 names a page; 150 players are 3 pages of
 * 4 s, so any name is on screen within 8 s and stays 4 s: found in at most 12 s. At 1920 × 1080:
 * 6 columns × 24 rows = 144 a page; 150 players are 2 pages of 6 s.
 */

/** The longest a player waits for their page and reads it (all pages once). */
export const NAME_CYCLE_MS = 12_000;
/** The shortest a page of names stays up: long enough to find one name in sorted columns. */
export const NAME_PAGE_MIN_MS = 4_000;
/** A column of names: the name (cut with an ellipsis beyond) and "Table 12". */
const COLUMN_REM = 19;
const ROW_REM = 1.9;
/** What stays above and below the names: the buttons, the title, the clock and the page line. */
const RESERVED_REM = 21;

export function namesPerPage(width: number, height: number, rem: number): number {
  const columns = Math.max(1, Math.floor(width / (COLUMN_REM * rem)));
  const rows = Math.max(3, Math.floor((height - RESERVED_REM * rem) / (ROW_REM * rem)));
  return columns * rows;
}

/** How long each of `pages` pages of names stays up. */
export function namePageMs(pages: number): number {
  return Math.min(NAME_CYCLE_MS, Math.max(NAME_PAGE_MIN_MS, Math.floor(NAME_CYCLE_MS / Math.max(1, pages))));
}
