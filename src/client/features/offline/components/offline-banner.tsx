import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { useOnline } from '#client/lib/network-status.ts';

/**
 * A calm line under the header while the network is gone: what still works (downloads, journal
 * drafts) and that the rest comes back by itself. A polite status, never an alert.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="border-b border-indigo-100 bg-indigo-50 px-4 py-2.5 text-sm text-indigo-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <CloudOff aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
        <p className="flex-1">
          <span className="font-semibold">You're offline.</span> Your downloaded sessions and journal drafts
          are here; browsing, new sessions and sync come back with the network.
        </p>
        <Link to="/downloads" className="font-semibold text-indigo-800 underline underline-offset-2">
          Downloads
        </Link>
      </div>
    </div>
  );
}
