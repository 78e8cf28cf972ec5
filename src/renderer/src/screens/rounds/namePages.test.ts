import { describe, expect, it } from 'vitest';
import { namePageMs, namesPerPage } from './namePages';

describe('the projector’s A–Z pages', () => {
  it('show 150 players at 1366 × 768 in 3 pages of 4 s: any name within 12 s', () => {
    const perPage = namesPerPage(1366, 768, 16);
    // 4 columns of 19rem (304 px); (768 − 21 × 16) ÷ (1.9 × 16) = 14 rows.
    expect(perPage).toBe(56);
    const pages = Math.ceil(150 / perPage);
    expect(pages).toBe(3);
    expect(namePageMs(pages)).toBe(4_000);
    expect(pages * namePageMs(pages)).toBeLessThanOrEqual(12_000);
  });

  it('show 150 players on a 1920 × 1080 projector in 2 pages of 6 s; one page stays up', () => {
    // 6 columns; (1080 − 336) ÷ 30.4 = 24 rows.
    expect(namesPerPage(1920, 1080, 16)).toBe(144);
    expect(namePageMs(2)).toBe(6_000);
    expect(namePageMs(1)).toBe(12_000);
  });
});
