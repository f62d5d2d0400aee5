/**
 * The landing page's build-time markup (decision 033) is served to visitors in
 * `<div id="prerendered">`, beside an empty, hidden `#root`: it paints before any script, and the
 * app, loaded once it has painted, renders into `#root` unseen. When the app has committed its
 * first page, that page takes the markup's place within the same frame, so nothing flashes.
 */
export const PRERENDERED_ID = 'prerendered';

/**
 * Shows the app's first page in place of the prerendered markup (nothing to do on any other page
 * load), and presses again the button the visitor pressed on the markup while the app was on its
 * way (the boot file, scripts/build/landing-boot.js, notes its name).
 */
export function replacePrerenderedLanding(): void {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  const pending = prerendered.dataset.pendingClick;
  prerendered.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('hidden');
  if (!pending || !root) return;
  const named = (button: HTMLButtonElement) =>
    (button.getAttribute('aria-label') ?? button.textContent?.trim()) === pending;
  // After this commit's effects, so the page's handlers and refs are in place.
  setTimeout(() => [...root.querySelectorAll('button')].find(named)?.click());
}
