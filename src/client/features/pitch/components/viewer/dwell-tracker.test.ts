import { describe, expect, it } from 'vitest';
import { createDwellTracker } from './dwell-tracker.ts';

describe('dwell tracker', () => {
  it('credits each slide with the visible time spent on it, then starts again from zero', () => {
    let t = 0;
    const tracker = createDwellTracker(() => t);
    tracker.show('a');
    t = 4_000;
    tracker.show('b');
    t = 6_500;
    expect(tracker.take()).toEqual([
      { slideId: 'a', seconds: 4 },
      { slideId: 'b', seconds: 2.5 },
    ]);
    t = 7_500;
    expect(tracker.take()).toEqual([{ slideId: 'b', seconds: 1 }]);
  });

  it('does not count time while the page is hidden', () => {
    let t = 0;
    const tracker = createDwellTracker(() => t);
    tracker.show('a');
    t = 2_000;
    tracker.pause();
    t = 60_000;
    tracker.resume();
    t = 63_000;
    expect(tracker.take()).toEqual([{ slideId: 'a', seconds: 5 }]);
  });

  it('caps a slide left open for hours', () => {
    let t = 0;
    const tracker = createDwellTracker(() => t);
    tracker.show('a');
    t = 5 * 3600_000;
    expect(tracker.take()).toEqual([{ slideId: 'a', seconds: 600 }]);
  });
});
