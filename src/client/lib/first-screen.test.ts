// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** The module afresh (its promise is per page), with timers and frames under the test's control. */
async function load() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
  return import('./first-screen.ts');
}

describe('work after the first screen', () => {
  it('waits for the layout’s first page, the frame after it and a second more', async () => {
    const { afterFirstScreen, firstScreenRendered } = await load();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();

    firstScreenRendered();
    await vi.advanceTimersByTimeAsync(900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledOnce();
  });

  it('starts three seconds after load on a page without the layout', async () => {
    const { afterFirstScreen } = await load();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(2900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledOnce();
  });
});
