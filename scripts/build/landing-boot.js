// The prerendered landing's only script (docs/decisions/033-prerendered-landing.md). The page is
// already on screen and its links work; the app (about 137 KB gzipped, a second or more of a phone's
// main thread) is loaded when the visitor first shows intent — a touch, click, key, wheel or scroll —
// or when the featured grid, which the app fills from the catalogue, comes near the screen.
const ENTRY = '__ENTRY__';
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'];
const prerendered = document.getElementById('prerendered');
let started = false;
let observer;

function start() {
  if (started) return;
  started = true;
  for (const type of INTENT) removeEventListener(type, start, true);
  observer?.disconnect();
  void import(ENTRY);
}

for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
const featured = document.getElementById('featured-sessions');
if (featured && 'IntersectionObserver' in window) {
  observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
    rootMargin: '400px 0px',
  });
  observer.observe(featured);
}
// A button pressed before the app has arrived is pressed again once it has (replacePrerenderedLanding).
prerendered?.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button)
    prerendered.dataset.pendingClick = button.getAttribute('aria-label') ?? button.textContent.trim();
});
