import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `pauseMs`: a query that follows it waits for typing to stop. */
export function useSettled<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), pauseMs);
    return () => window.clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
