import { Star } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useRateSession } from '#client/features/listening/api/my-session.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { signInHref } from '#client/lib/auth-links.ts';
import { notify } from '#client/lib/notify.ts';
import { cn } from '#client/lib/utils.ts';
import { API_ERRORS, SIGN_IN_REASONS } from '#shared/errors.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { countOf } from '#client/components/session/session-format.ts';

const STARS = [1, 2, 3, 4, 5] as const;

interface RatingStarsProps {
  sessionId: string;
  /** null for visitors, who see the average only. */
  mine: { rating: number | null; completed: boolean } | null;
  onRated: () => void;
}

const authRequired = () =>
  notify('error', API_ERRORS.unauthorized.title, { description: SIGN_IN_REASONS.rate });
const completeFirst = () =>
  notify('error', API_ERRORS.complete_session_first.title, {
    description: API_ERRORS.complete_session_first.message,
  });

/** 1–5 stars for signed-in users who completed the session, with the product's messages otherwise. */
export function RatingStars({ sessionId, mine, onRated }: RatingStarsProps) {
  const rate = useRateSession(sessionId);
  const { pathname, search } = useLocation();

  if (!mine) {
    return (
      <p className="text-sm text-stone-600">
        <Link
          to={signInHref(pathname + search)}
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          Sign in
        </Link>{' '}
        to rate this session once you have listened to it.
      </p>
    );
  }

  const submit = (rating: number) => {
    if (!mine.completed) return void completeFirst();
    rate.mutate(rating, {
      onSuccess: onRated,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return void authRequired();
        if (error instanceof ApiError && error.code === 'complete_session_first') return void completeFirst();
        void notify('error', 'Error submitting rating', { description: 'Please try again later.' });
      },
    });
  };
  const shown = rate.isPending ? rate.variables : mine.rating;
  // The real average the rating just moved, told to the one who rated even while the page keeps
  // a thin average to itself (too few ratings to mean much to others).
  const rated =
    rate.data && rate.data.rating === mine.rating
      ? `${rate.data.average.toFixed(1)} average from ${countOf(rate.data.count, 'rating', 'ratings')}.`
      : null;

  return (
    <div>
      <div role="group" aria-label="Your rating" className="flex items-center gap-1">
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            aria-label={`Rate ${stars} out of 5 stars`}
            aria-pressed={mine.rating === stars}
            disabled={rate.isPending}
            onClick={() => submit(stars)}
            className={cn(
              'grid size-11 place-items-center rounded-full hover:bg-amber-50 disabled:opacity-60',
              focusRing,
            )}
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-7',
                shown && stars <= shown ? 'fill-amber-400 text-amber-500' : 'text-stone-400',
              )}
            />
          </button>
        ))}
      </div>
      <p className="mt-1 text-sm text-stone-600" aria-live="polite">
        {!mine.completed
          ? 'Finish the session to rate it.'
          : mine.rating
            ? `You rated this ${mine.rating} out of 5.${rated ? ` ${rated}` : ''}`
            : 'How helpful was this session?'}
      </p>
    </div>
  );
}
