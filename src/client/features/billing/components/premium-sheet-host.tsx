import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { playerStore, usePlayer } from '#client/entities/player/player-store.ts';

// The layout mounts this on every page, the landing page too: the sheet (and the dialog primitive
// under it) loads the first time it is wanted, not with the app.
const PremiumSheet = lazy(() =>
  import('#client/features/billing/components/premium-sheet.tsx').then((module) => ({
    default: module.PremiumSheet,
  })),
);

/** Shows the premium sheet while a premium session is on offer; a new page closes it. */
export function PremiumSheetHost() {
  const offer = usePlayer((state) => state.premiumOffer);
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  if (offer && !wanted) setWanted(true);

  useEffect(() => {
    playerStore.closeOffer();
  }, [pathname]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PremiumSheet offer={offer} />
    </Suspense>
  );
}
