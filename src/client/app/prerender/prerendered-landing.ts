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
  // After this commit's effects, so the page's handlers and refs are in place.
  setTimeout(() => pressWhenShown(root, pending));
}

/** How long a pressed button may take to show in the app (one waiting for its data, like Listen). */
const PRESS_AGAIN_WITHIN_MS = 10_000;

/**
 * Presses the button named `name` in `root` once it is there and enabled: at once, or when it shows
 * (today's pick has its Listen only once the featured list is in).
 */
function pressWhenShown(root: HTMLElement, name: string): void {
  const find = () =>
    [...root.querySelectorAll('button')].find(
      (button) =>
        !button.disabled && (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
    );
  const now = find();
  if (now) {
    now.click();
    return;
  }
  const observer = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    observer.disconnect();
    button.click();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  setTimeout(() => observer.disconnect(), PRESS_AGAIN_WITHIN_MS);
}
