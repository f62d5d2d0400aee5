import { type ComponentType, createElement, useSyncExternalStore } from 'react';
import { setPlayerCodeLoader } from '#client/entities/player/player-code.ts';

/**
 * The player's component once its code is here, for the layout to mount. A page that offers Listen
 * brings the code with it (the session page imports it, so the server's hints preload it with the
 * page) and hands it over here; others load its chunk. Not React.lazy: a lazy component suspends on
 * its first render even when its chunk is already here, and React then holds the Suspense reveal
 * back by up to 300 ms (its fallback throttle), which every first Listen of a page paid.
 */
let player: ComponentType | null = null;
const listeners = new Set<() => void>();

export function providePlayer(component: ComponentType): void {
  if (player) return;
  player = component;
  for (const listener of listeners) listener();
}

let loading: Promise<void> | null = null;

/** Fetches the player's chunk (once) and provides it; a failure is logged and tried again next time. */
export function loadPlayer(): Promise<void> {
  loading ??= import('#client/features/listening/components/player-bar.tsx').then(
    (module) => providePlayer(module.PlayerBar),
    (cause: unknown) => {
      loading = null;
      console.warn('[player] the player could not be loaded', cause);
    },
  );
  return loading;
}

setPlayerCodeLoader(() => void loadPlayer());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the player's code is here. */
export function usePlayerLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => player !== null,
    () => false,
  );
}

/** The player, once its code is here (nothing before). */
export function LoadedPlayer() {
  const loaded = usePlayerLoaded();
  return loaded && player ? createElement(player) : null;
}
