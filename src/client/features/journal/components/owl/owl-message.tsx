import { Headphones, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { OwlIcon } from '#client/components/icons/owl-icon.tsx';
import { cn } from '#client/lib/utils.ts';
import type { OwlMessage as Message } from '#shared/schemas/journal.ts';

/**
 * One message of a conversation. The Owl's suggestion of a session is a real link; a message the
 * server marked as about distress (it carries the crisis line) is set apart calmly, not alarmingly.
 */
export function OwlMessageView({
  message,
  streaming = false,
}: {
  message: Pick<Message, 'role' | 'text' | 'suggestion' | 'distress'>;
  streaming?: boolean;
}) {
  const owl = message.role === 'owl';
  return (
    <li className={cn('flex gap-3', owl ? '' : 'flex-row-reverse')}>
      {owl ? (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-950 text-amber-300"
        >
          <OwlIcon className="size-5" />
        </span>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
          owl ? 'bg-white text-indigo-950 ring-1 ring-stone-200' : 'bg-teal-700 text-white',
          message.distress && 'bg-sky-50 ring-sky-300',
        )}
      >
        <p className="sr-only">{owl ? 'The Owl:' : 'You:'}</p>
        {message.distress ? (
          <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-sky-900">
            <LifeBuoy aria-hidden="true" className="size-4" />
            You do not have to carry this alone
          </p>
        ) : null}
        <p className="whitespace-pre-wrap">
          {message.text}
          {streaming ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-stone-400 align-middle"
            />
          ) : null}
        </p>
        {message.suggestion ? (
          <Link
            to={`/sessions/${encodeURIComponent(message.suggestion.sessionId)}`}
            className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            <Headphones aria-hidden="true" className="size-3.5" />
            Listen: {message.suggestion.title}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
