/**
 * Where the process is in its life: `starting` until it listens, `ready` while it serves, `draining`
 * from SIGTERM until it exits. Set by src/server/index.ts; apps built without it (tests) are ready.
 */
export type Lifecycle = { state: 'starting' | 'ready' | 'draining' };

export const createLifecycle = (): Lifecycle => ({ state: 'starting' });
