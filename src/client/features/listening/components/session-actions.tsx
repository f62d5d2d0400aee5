import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '#client/components/session/download-button.tsx';
import { type PlayableSession, PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { mySessionQuery } from '#client/features/listening/api/my-session.ts';
import { usePlayAhead } from '#client/features/listening/api/playback.ts';
import { FavoriteButton } from '#client/features/listening/components/favorite-button.tsx';
import { PlayNextButton } from '#client/features/listening/components/play-next-button.tsx';
import { RatingStars } from '#client/features/listening/components/rating-stars.tsx';
import { SessionMomentCue } from '#client/features/listening/components/transcript-moment-cue.tsx';
import { WhereYouStopped } from '#client/features/listening/components/where-you-stopped.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';

/** Play, favourite and rating for the session page; `onRated` lets the page refresh the average. */
export function SessionActions({
  session,
  onRated,
}: {
  session: PlayableSession & {
    durationSeconds: number;
    durationMinutes: number;
    paths: ReadonlyArray<{ id: string }>;
  };
  onRated: () => void;
}) {
  const { isSignedIn } = useAuthSession();
  const mine = useQuery({ ...mySessionQuery(session.id), enabled: isSignedIn });
  const state = isSignedIn ? mine.data : undefined;
  usePlayAhead(session.id, session.isPremium);
  const pathId = usePathContext(session.paths);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-3">
        <PlaySessionButton session={session} pathId={pathId} size="lg" />
        <FavoriteButton sessionId={session.id} favorite={isSignedIn ? (state?.favorite ?? false) : null} />
        <DownloadButton session={session} size="lg" />
        <PlayNextButton session={session} />
      </div>
      <SessionMomentCue session={session} durationSeconds={session.durationSeconds} />
      {isSignedIn && <WhereYouStopped session={session} />}
      <RatingStars
        sessionId={session.id}
        mine={isSignedIn ? { rating: state?.rating ?? null, completed: state?.completed ?? false } : null}
        onRated={onRated}
      />
    </div>
  );
}

/**
 * The coaching path this session is heard in, so that its next session follows it (up next): the
 * one the page was opened from (`?path=`), else the only path the session belongs to.
 */
function usePathContext(paths: ReadonlyArray<{ id: string }>): string | undefined {
  const [search] = useSearchParams();
  const from = search.get('path');
  if (from && paths.some((path) => path.id === from)) return from;
  return paths.length === 1 ? paths[0]?.id : undefined;
}
