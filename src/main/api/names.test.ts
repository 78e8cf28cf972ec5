/**
 * A refusal from the rules engine says “Player A”; the API puts the players' names in. A player no
 * longer registered (a damaged or hand-edited file) is named in the reader's language, not in
 * English: the name travels as a message, never as English text.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import { english, msg, renderMessage } from '../../shared/messages';
import type { Renderer } from '../../shared/messages';
import { es as MESSAGES_ES } from '../../shared/i18n/es';
import { nameIn, withNames } from './names';

const state = { players: [{ id: 'p1', name: 'Bea' }] };
const spanish: Renderer = { template: (key) => (MESSAGES_ES as Record<string, string>)[key], number: String };

/** The engine's refusal about side A, as the API passes it on for a game between `a` and Bea. */
function refusal(a: string): ApiError {
  try {
    withNames({ a: nameIn(state, a), b: nameIn(state, 'p1') }, () => {
      throw new ApiError('INVALID_INPUT', msg('m.round.playerAbsent', { player: msg('m.side.a'), round: 2 }));
    });
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('withNames swallowed the refusal');
}

describe('names in the engine’s refusals', () => {
  it('puts a registered player’s name in place of the side', () => {
    expect(refusal('p1').message).toBe('Bea is not in round 2.');
  });

  it('names a player no longer registered in the reader’s language', () => {
    const err = refusal('p9');
    expect(err.message).toBe('a removed player is not in round 2.');
    expect(renderMessage(err.i18n!, spanish)).toBe('un jugador eliminado no está en la ronda 2.');
    expect(english(err.i18n!)).not.toContain('p9');
  });
});
