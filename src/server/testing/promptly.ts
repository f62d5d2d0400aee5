/**
 * The answer, or a failure once `limitMs` has passed without one: for tests of a dependency that
 * stalls, where the bug is a hang (30 s and more), so the bound is generous enough for a busy machine.
 */
export async function promptly(answer: Response | Promise<Response>, limitMs = 2_000): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}
