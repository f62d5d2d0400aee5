/**
 * The landing page's build-time markup (decision 033) is served to visitors in
 * `<div id="prerendered">`, beside an empty, hidden `#root`: it paints before any script, and the
 * app, loaded once it has painted, renders into `#root` unseen. When the app has committed its
 * first page, that page takes the markup's place within the same frame, so nothing flashes.
 */
export const PRERENDERED_ID = 'prerendered';

/** Shows the app's first page in place of the prerendered markup; nothing to do on any other page load. */
export function replacePrerenderedLanding(): void {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  prerendered.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}
