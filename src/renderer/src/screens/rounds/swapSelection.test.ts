import { describe, expect, it } from 'vitest';
import { SwapSelection } from './swapSelection.svelte';

describe('swapping two players of a draft round', () => {
  it('the second pick gives the pair, with the revision shown at the first pick', () => {
    const selection = new SwapSelection();
    expect(selection.choose('ana', 12)).toBeNull();
    expect(selection.picked).toBe('ana');
    // Someone else changed the event meanwhile: the swap must be checked against what the referee saw.
    expect(selection.choose('bruno', 14)).toEqual(['ana', 'bruno', 12]);
    expect(selection.picked).toBeNull();
  });

  it('picking the same player again drops the pick instead of swapping them with themselves', () => {
    const selection = new SwapSelection();
    selection.choose('ana', 3);
    expect(selection.choose('ana', 3)).toBeNull();
    expect(selection.picked).toBeNull();
    // The next pick starts a new swap, with its own revision.
    expect(selection.choose('bruno', 4)).toBeNull();
    expect(selection.choose('carla', 5)).toEqual(['bruno', 'carla', 4]);
  });

  it('Esc drops the pick: the next player picked is a first pick again', () => {
    const selection = new SwapSelection();
    selection.choose('ana', 3);
    selection.cancel();
    expect(selection.picked).toBeNull();
    expect(selection.choose('bruno', 6)).toBeNull();
    expect(selection.picked).toBe('bruno');
  });
});
