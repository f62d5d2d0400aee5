import { useQuery } from '@tanstack/react-query';
import { KeyRound, Lock, PenLine } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { secretRoomQuery } from '#client/features/progress/api/celebration.ts';
import { signInHref, signUpHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { BADGES } from '#shared/badges.ts';
import type { SecretRoom } from '#shared/schemas/progress.ts';

/** The badge that opens the room, named the same way for visitors (who cannot ask the server). */
const KEY_BADGE = BADGES.find((badge) => badge.id === 'streak-7')!;

/**
 * /secret: a room for people who come back. Visitors and users without the seven-day badge see what
 * opens it (and how far they are); holders get a note from the team and a bonus session that is in
 * no catalogue. The server decides which: the bonus's address only ever comes with the badge.
 */
export function SecretPage() {
  const { user, isPending } = useAuthSession();
  useEffect(() => {
    document.title = 'The secret room · Founder Flow';
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-teal-800">
        <KeyRound aria-hidden="true" className="size-4" />
        Hidden in Founder Flow
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-indigo-950">The secret room</h1>
      {isPending ? <Loading /> : user ? <Room /> : <VisitorDoor />}
    </div>
  );
}

function Loading() {
  return (
    <p role="status" className="mt-6 flex items-center gap-3 text-stone-600">
      <Spinner size="sm" label="Loading" />
      Looking for the key...
    </p>
  );
}

function VisitorDoor() {
  return (
    <Door>
      <p>
        This room opens for people who come back: earn the <strong>{KEY_BADGE.name}</strong> badge by spending
        a few minutes with Founder Flow seven days in a row, and a bonus session and a note from the team are
        waiting here.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={signUpHref('/secret')} className={buttonVariants({})}>
          Create a free account
        </Link>
        <Link to={signInHref('/secret')} className={buttonVariants({ variant: 'outline' })}>
          Sign in
        </Link>
      </div>
    </Door>
  );
}

function Room() {
  const { data, isPending, error, refetch, isRefetching } = useQuery(secretRoomQuery());
  if (isPending) return <Loading />;
  if (error) {
    return (
      <ErrorNotice
        className="mt-6"
        message={`Error opening the room: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return data.unlocked ? <OpenRoom room={data} /> : <LockedDoor room={data} />;
}

function LockedDoor({ room }: { room: SecretRoom }) {
  const { current, target } = room.progress;
  return (
    <Door>
      <p>
        The room opens with the <strong>{room.badge.name}</strong> badge: {target} days in a row with a
        session or a journal entry. A bonus session and a note from the team are waiting inside.
      </p>
      <progress
        className="mt-5 h-2 w-full accent-teal-600"
        max={target}
        value={current}
        aria-label={`${room.badge.name}: ${current} of ${target} days`}
      />
      <p className="mt-2 text-sm text-stone-700">
        {current === 0
          ? 'Start your first day today.'
          : `${current} of ${target} days so far. ${target - current === 1 ? 'One more to go.' : `${target - current} more to go.`}`}
      </p>
      <Link to="/sessions" className={buttonVariants({ className: 'mt-5' })}>
        Find today&apos;s session
      </Link>
    </Door>
  );
}

function Door({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="What opens the room"
      className="mt-6 rounded-3xl border border-indigo-100 bg-indigo-50/60 p-6 text-stone-800"
    >
      <Lock aria-hidden="true" className="mb-3 size-6 text-indigo-700" />
      {children}
    </section>
  );
}

function OpenRoom({ room }: { room: SecretRoom }) {
  const session = room.session;
  return (
    <>
      <section aria-labelledby="note-heading" className="mt-6 rounded-3xl bg-indigo-950 p-6 text-indigo-50">
        <h2 id="note-heading" className="text-lg font-bold text-white">
          A note from the team
        </h2>
        <p className="mt-3 leading-relaxed">{room.note}</p>
      </section>
      {session ? (
        <section aria-labelledby="bonus-heading" className="mt-8">
          <div className="flex gap-4">
            <Artwork artwork={session.artwork} size={96} />
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">Bonus session</p>
              <h2 id="bonus-heading" className="text-xl font-bold text-indigo-950">
                {session.title}
              </h2>
              <p className="text-sm text-stone-600">
                {session.advisorName ? `${session.advisorName} · ` : ''}
                {Math.round(session.durationSeconds / 60)} min
              </p>
            </div>
          </div>
          <p className="mt-4 text-stone-700">{session.description}</p>
          <audio
            controls
            preload="metadata"
            src={session.mediaUrl}
            aria-label={`Play ${session.title}`}
            className="mt-4 w-full"
          >
            {session.captionsUrl ? (
              <track kind="captions" src={session.captionsUrl} srcLang="en" label="English" />
            ) : null}
          </audio>
          {session.journalPrompt ? (
            <Link
              to={`/journal?${new URLSearchParams({ prompt: session.journalPrompt })}`}
              className={buttonVariants({ variant: 'outline', className: 'mt-5' })}
            >
              <PenLine aria-hidden="true" className="size-4" />
              Start Reflecting
            </Link>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
