import { afterEach, vi } from 'vitest';

/** A console.error during a test is a failure, not noise. */
const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls;
  if (calls.length) {
    const first = calls[0]?.map(String).join(' ');
    spy.mockClear();
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
