import { SkipForward, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { useUpNext } from '#client/features/listening/hooks/use-up-next.ts';

/** The next session, announced with its countdown, to start now or to cancel. */
export function UpNext({ upNext }: { upNext: NonNullable<ReturnType<typeof useUpNext>> }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-white/10 px-3 py-2 text-sm">
      <p className="min-w-0 flex-1" role="status">
        <span className="text-indigo-200">Up next: </span>
        <span className="font-semibold">{upNext.next.title}</span>
      </p>
      <span className="text-xs tabular-nums text-indigo-100" aria-label="Up next starts in">
        {`in ${upNext.secondsLeft} s`}
      </span>
      <Button variant="ghostDark" size="sm" onClick={upNext.playNow}>
        <SkipForward aria-hidden="true" />
        Play now
      </Button>
      <Button variant="ghostDark" size="sm" onClick={upNext.cancel} aria-label="Cancel up next">
        <X aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}
