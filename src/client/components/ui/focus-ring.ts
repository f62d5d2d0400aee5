/**
 * The one keyboard focus ring, so every control shows focus the same way. Mouse clicks do not show
 * it (`focus-visible`). Pick by the surface the control sits on; the colours keep 3:1 contrast there.
 */
export const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

/** For controls on the dark surfaces (the hero, the player). */
export const focusRingOnDark = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300';

/** For controls on the amber surfaces (the premium card, the payment banner). */
export const focusRingOnAmber =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-950';
