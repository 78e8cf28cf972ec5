/**
 * Rates as the statistics show them: a share of fewer than SMALL_SAMPLE games carries no
 * percentage (a faction's 1 win in 1 game is not "100 %"), so every table and chart writes a
 * rate through `rateText`, which gives the count instead.
 */
import { SMALL_SAMPLE } from '../../shared/api/statistics';
import type { Rate } from '../../shared/api/statistics';
import { msg, type MessageRef } from '../../shared/messages';

export function rateOf(count: number, of: number): Rate {
  return { count, of, percent: of >= SMALL_SAMPLE ? Math.round((100 * count) / of) : null };
}

/** "60 %" for a rate from enough games, "2 of 3" below SMALL_SAMPLE, as a text to render. */
export function rateText(rate: Rate): MessageRef {
  return rate.percent === null
    ? msg('stats.rateOf', { count: rate.count, of: rate.of })
    : msg('stats.ratePercent', { percent: rate.percent, count: rate.count, of: rate.of });
}
