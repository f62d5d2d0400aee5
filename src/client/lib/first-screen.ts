/**
 * Work no first screen needs (the service worker and its precache, the player's chunk) waits until
 * the first page has been painted, so it never competes with that page's chunk, data and images for
 * the network or the main thread. `load` alone is too early for pages that fetch their content in
 * their loader: it fires once the preloaded files are in, before the page has rendered them.
 */

/**
 * How long after its first frame the page has the network to itself: the frame's images and late
 * font swaps settle, and the browser has presented what it painted, before the work starts.
 */
const AFTER_FIRST_SCREEN_MS = 1000;
/** How long after `load` the work starts at the latest, on a page without the app's layout (a shared deck). */
const FALLBACK_AFTER_LOAD_MS = 3000;

let painted: () => void = () => undefined;
const firstScreenPainted = new Promise<void>((resolve) => {
  painted = resolve;
});

const whenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

if (typeof window !== 'undefined') {
  void whenLoaded().then(() => setTimeout(painted, FALLBACK_AFTER_LOAD_MS));
}

/**
 * Said by the layout once it has committed its first page: the work may start a moment after the
 * next frame (a task queued from an animation frame runs once that frame has been painted).
 */
export function firstScreenRendered(): void {
  requestAnimationFrame(() => setTimeout(painted, AFTER_FIRST_SCREEN_MS));
}

/** Runs `work` once the page has loaded and its first screen is painted, when the browser is idle. */
export function afterFirstScreen(work: () => void): void {
  void Promise.all([firstScreenPainted, whenLoaded()]).then(() => {
    // A test's page (jsdom) can be torn down before its timers are done; a browser's never is.
    if (typeof window === 'undefined') return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(work);
    else setTimeout(work, 0);
  });
}
