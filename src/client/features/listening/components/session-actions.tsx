import { useQuery } from '@tanstack/react-query';
import { DownloadButton } from '#client/components/session/download-button.tsx';
import { type PlayableSession, PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { mySessionQuery } from '#client/features/listening/api/my-session.ts';
import { usePlayAhead } from '#client/features/listening/api/playback.ts';
import { FavoriteButton } from '#client/features/listening/components/favorite-button.tsx';
import { PlayNextButton } from '#client/features/listening/components/play-next-button.tsx';
import { RatingStars } from '#client/features/listening/components/rating-stars.tsx';
import { WhereYouStopped } from '#client/features/listening/components/where-you-stopped.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';

/** Play, favourite and rating for the session page; `onRated` lets the page refresh the average. */
export function SessionActions({
  session,
  onRated,
}: {
  session: PlayableSession & { durationSeconds: number; durationMinutes: number };
  onRated: () => void;
}) {
  const { isSignedIn } = useAuthSession();
  const mine = useQuery({ ...mySessionQuery(session.id), enabled: isSignedIn });
  const state = isSignedIn ? mine.data : undefined;
  usePlayAhead(session.id, session.isPremium);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-3">
        <PlaySessionButton session={session} size="lg" />
        <FavoriteButton sessionId={session.id} favorite={isSignedIn ? (state?.favorite ?? false) : null} />
        <DownloadButton session={session} size="lg" />
        <PlayNextButton session={session} />
      </div>
      {isSignedIn && <WhereYouStopped session={session} />}
      <RatingStars
        sessionId={session.id}
        mine={isSignedIn ? { rating: state?.rating ?? null, completed: state?.completed ?? false } : null}
        onRated={onRated}
      />
    </div>
  );
}
