/**
 * Testing Library waits (`findBy…`, `waitFor`) give up after 1 s by default, which a busy 2-core
 * machine overruns while a lazy route loads. They return as soon as the element is there, so a
 * longer budget only matters when something is really missing. Server test files have no DOM and
 * skip this, so they do not load React.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
