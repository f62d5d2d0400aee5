import { useEffect } from 'react';

/**
 * The player's code is the app layout's to load (it mounts the player), but a page knows when a tap
 * on Listen may come: every Listen button asks for the code as it mounts, so on a slow link the tap
 * never waits for a chunk. The layout says how to load it; a request made before that is kept.
 */
let load: (() => void) | null = null;
let wanted = false;

/** Called by the layout with its loader; runs it at once when a Listen button asked first. */
export function setPlayerCodeLoader(loader: () => void): void {
  load = loader;
  if (wanted) loader();
}

/** Asks for the player's code now (loading it twice costs nothing: the module is fetched once). */
export function wantPlayerCode(): void {
  wanted = true;
  load?.();
}

/** For a component that offers Listen: the player's code is fetched while the page is read. */
export function useWantPlayerCode(): void {
  useEffect(wantPlayerCode, []);
}
