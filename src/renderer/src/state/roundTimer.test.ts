import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/testing';
import { RoundSchema } from '../../../shared/model';
import type { Round } from '../../../shared/model';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { DEFAULT_ROUND_MINUTES, RoundClock } = await import('./roundTimer.svelte');

/** Round 2, published, with this timer. */
function aRound(timer: Round['timer'] = null): Round {
  return RoundSchema.parse({ number: 2, tier: 'mid', status: 'locked', timer });
}

/** The `rounds.setTimer` calls sent, without the session's reads around them. */
const timerCalls = () => api.sent('rounds.setTimer');

beforeEach(() => {
  api.reset();
  api.answer('rounds.setTimer', () => ({ round: aRound(), revision: 4, savedAt: '' }));
  // No event open in this window: the session reads again after the change.
  api.answer('events.current', () => null);
  api.answer('events.recent', () => []);
});
afterEach(() => vi.useRealTimers());

describe('a round’s clock', () => {
  it('starts with two hours, else the stored length, else what the referee typed', () => {
    let round = aRound();
    const clock = new RoundClock(() => round);
    expect(DEFAULT_ROUND_MINUTES).toBe(120);
    expect(clock.minutes).toBe(120);
    round = aRound({ durationSec: 90 * 60, startedAt: null, pausedRemainingSec: null });
    expect(clock.minutes).toBe(90);
    clock.minutes = 105.4;
    expect(clock.minutes).toBe(105);
  });

  it('refuses a length outside 1 minute to 8 hours', () => {
    const clock = new RoundClock(() => aRound());
    for (const wrong of [0, 481, Number.NaN, -5]) clock.minutes = wrong;
    expect(clock.minutes).toBe(120);
  });

  it('sends each action for its round: the length on start, the difference on an adjustment', async () => {
    const clock = new RoundClock(() => aRound());
    clock.minutes = 100;
    expect(await clock.start()).toBe(true);
    await clock.pause();
    await clock.resume();
    await clock.addMinutes(-5);
    await clock.reset();
    expect(timerCalls()).toEqual([
      { round: 2, action: 'start', durationSec: 6000 },
      { round: 2, action: 'pause' },
      { round: 2, action: 'resume' },
      { round: 2, action: 'adjust', deltaSec: -300 },
      { round: 2, action: 'reset' },
    ]);
  });

  it('sends nothing without a round, nor a second press while the first is out', async () => {
    expect(await new RoundClock(() => null).start()).toBe(false);
    let answer: (saved: { round: Round; revision: number; savedAt: string }) => void = () => undefined;
    api.answer('rounds.setTimer', () => new Promise((resolve) => (answer = resolve)));
    const clock = new RoundClock(() => aRound());
    const first = clock.start();
    await Promise.resolve();
    expect(clock.busy).toBe(true);
    expect(await clock.start()).toBe(false);
    answer({ round: aRound(), revision: 4, savedAt: '' });
    expect(await first).toBe(true);
    expect(clock.busy).toBe(false);
    expect(timerCalls()).toHaveLength(1);
  });

  it('says false when the change was refused', async () => {
    api.refuse('rounds.setTimer', 'CONFLICT', 'The round is closed.');
    expect(await new RoundClock(() => aRound()).pause()).toBe(false);
  });

  it('shows the time left on the server’s clock, ticking while attached', () => {
    vi.useFakeTimers();
    const started = api.now;
    const clock = new RoundClock(() =>
      aRound({ durationSec: 3600, startedAt: new Date(started).toISOString(), pausedRemainingSec: null }),
    );
    expect(clock.view).toMatchObject({ phase: 'running', remainingSec: 3600, text: '1:00:00' });
    const stop = clock.attach();
    api.now = started + 61_000;
    vi.advanceTimersByTime(250);
    expect(clock.view).toMatchObject({ remainingSec: 3539, text: '58:59' });
    stop();
    api.now = started + 3_700_000;
    vi.advanceTimersByTime(1000);
    expect(clock.view.remainingSec).toBe(3539);
  });

  it('shows the length it is about to start with while the round has no clock', () => {
    const clock = new RoundClock(() => aRound());
    clock.minutes = 45;
    expect(clock.view).toMatchObject({ phase: 'idle', text: '45:00', overtime: false });
  });
});
