import { Headphones } from 'lucide-react';
import { Link } from 'react-router';
import type { Entry } from '#shared/schemas/journal.ts';

/** m:ss, as the player shows times. */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * An entry that keeps a moment of its session (a saved transcript line) links back to it: the
 * session page opens with Listen starting there.
 */
export function EntryMomentLink({ entry }: { entry: Entry }) {
  if (!entry.sessionId || entry.momentSeconds === null) return null;
  const at = Math.floor(entry.momentSeconds);
  return (
    <Link
      to={`/sessions/${encodeURIComponent(entry.sessionId)}?t=${at}`}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 underline underline-offset-4"
    >
      <Headphones aria-hidden="true" className="size-4" />
      Listen from {clock(at)}
    </Link>
  );
}
