import { afterAll, vi } from 'vitest';

/**
 * Files that share a worker's module graph also share its clock and globals: a file that fakes
 * `Date` or spies on a function must not hand that to the next file.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
