/**
 * Loose matching for the search boxes: every word of the query appears in one of the fields,
 * whatever the case, accents and special letters (the app's one folding, src/shared/fold.ts).
 */
export { fold, matchesWords as matches } from '../../../shared/fold';
