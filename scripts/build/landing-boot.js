// The prerendered landing's only script (docs/decisions/033-prerendered-landing.md). The page is
// already on screen and its links work; the app (about 137 KB gzipped, a second or more of a phone's
// main thread) is loaded when the visitor first shows intent — a touch, click, key, wheel or scroll —
// or when the featured grid, which the app fills from the catalogue, comes near the screen.
const ENTRY = '__ENTRY__';
const FEATURED = '__FEATURED__';
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
// The first screen's session to play (src/client/features/catalog/components/today-pick.tsx, same
// rule: the first featured session that is audio and free), filled in without the app, so its
// Listen can be pressed at once; the press loads the app and is pressed again once the app is here.
const pickCard = prerendered?.querySelector('[data-today-pick]');
if (pickCard) {
  fetch(FEATURED, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : null))
    .then((list) => {
      const pick = list?.items?.find((session) => session.type === 'audio' && !session.isPremium);
      const listen = pickCard.querySelector('[data-today-pick-listen]');
      if (!pick || !listen) return;
      const link = document.createElement('a');
      link.href = `/sessions/${encodeURIComponent(pick.id)}`;
      link.className = 'rounded hover:underline';
      link.textContent = pick.title;
      pickCard.querySelector('[data-today-pick-title]')?.replaceChildren(link);
      const meta = pickCard.querySelector('[data-today-pick-meta]');
      if (meta) meta.textContent = `${pick.coachName ?? 'Unknown Advisor'} · ${pick.durationMinutes} min`;
      listen.setAttribute('aria-label', `Listen: ${pick.title}`);
      listen.disabled = false;
      pickCard.removeAttribute('aria-busy');
    })
    .catch(() => undefined);
}
