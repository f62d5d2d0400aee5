import { describe, expect, it } from 'vitest';
import { createListenedCounter } from './listened-time.ts';

function counterAt(startTotal = 0, startPosition = 0) {
  let clock = 0;
  const counter = createListenedCounter(startTotal, startPosition, () => clock);
  return { counter, advance: (ms: number) => (clock += ms) };
}

describe('createListenedCounter', () => {
  it('adds what was heard while playing, continuing the stored total', () => {
    const { counter, advance } = counterAt(40, 10);
    for (let tick = 1; tick <= 8; tick += 1) {
      advance(250);
      counter.tick(10 + tick * 0.25, 1, true);
    }
    expect(counter.total).toBe(42);
  });

  it('does not count a 30 s skip ahead, even at the fastest speed', () => {
    const { counter, advance } = counterAt();
    advance(250);
    counter.tick(4, 16, true);
    advance(250);
    counter.tick(4 + 30, 16, true);
    advance(250);
    counter.tick(38, 16, true);
    expect(counter.total).toBe(8);
  });

  it('counts time heard at a higher speed', () => {
    const { counter, advance } = counterAt();
    advance(250);
    counter.tick(4, 16, true);
    expect(counter.total).toBe(4);
  });

  it('does not count a seek forward, nor anything while paused, nor going back', () => {
    const { counter, advance } = counterAt();
    advance(250);
    counter.tick(0.25, 1, true);
    advance(250);
    counter.tick(30, 1, true); // +10 s keys pressed three times
    advance(60_000);
    counter.tick(90, 1, false); // a seek while paused for a minute
    advance(250);
    counter.tick(80, 1, true); // rewind
    advance(250);
    counter.tick(80.25, 1, true);
    expect(counter.total).toBe(0.5);
  });
});
