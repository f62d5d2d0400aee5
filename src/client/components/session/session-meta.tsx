import { CheckCircle2, Clock, Crown, Headphones, Sparkles, Star, Users, Video } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { categoryLabel, countOf } from '#client/components/session/session-format.ts';
import { cn } from '#client/lib/utils.ts';
import { COUNTS_SHOWN_FROM, type SessionCategory, type SessionType } from '#shared/catalog.ts';

/** Category, premium and (for the listener) completed: the badges above a session's title. */
export function SessionBadges({
  session,
  completed = false,
  className,
}: {
  session: { category: SessionCategory | null; isPremium: boolean };
  completed?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <Badge tone="teal">{categoryLabel(session.category)}</Badge>
      {session.isPremium && (
        <Badge tone="warm">
          <Crown aria-hidden="true" />
          Premium
        </Badge>
      )}
      {completed && (
        <Badge tone="indigo">
          <CheckCircle2 aria-hidden="true" />
          Completed
        </Badge>
      )}
    </div>
  );
}

interface MetaSession {
  durationMinutes: number;
  type: SessionType;
  totalParticipants: number;
  rating: number;
  ratingCount: number;
}

const sizes = {
  /** Cards and rows. */
  sm: 'gap-x-4 gap-y-1 text-xs [&_svg]:size-3.5',
  /** The session page. */
  md: 'gap-x-5 gap-y-2 text-sm [&_svg]:size-4',
} as const;

const tones = {
  light: 'text-stone-600 [&_svg]:text-stone-500',
  /** On the dark hero cards. */
  dark: 'text-indigo-100 [&_svg]:text-indigo-200',
} as const;

const newTags = {
  light: 'bg-amber-100 text-amber-900 [&_svg]:!text-amber-700',
  dark: 'bg-amber-300/20 text-amber-100 [&_svg]:!text-amber-200',
} as const;

/**
 * The facts row of a session: length, audio or video, and optionally participants and the average
 * rating (cards leave the rating out: the product hides it there). Counts show only once they mean
 * something (`COUNTS_SHOWN_FROM`); before that, a session with too few participants is 'New', and
 * an average of too few ratings is left out. No number is ever made up.
 */
export function SessionMeta({
  session,
  participants = true,
  rating = false,
  compact = false,
  size = 'sm',
  tone = 'light',
  className,
}: {
  session: MetaSession;
  participants?: boolean;
  rating?: boolean;
  /** In narrow rows: on phones only video is worth naming, audio is the norm. */
  compact?: boolean;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const isVideo = session.type === 'video';
  const enoughParticipants = session.totalParticipants >= COUNTS_SHOWN_FROM.participants;
  const enoughRatings = session.ratingCount >= COUNTS_SHOWN_FROM.ratings;
  const TypeIcon = isVideo ? Video : Headphones;
  return (
    <ul
      className={cn(
        'flex flex-wrap font-medium [&>li]:items-center [&>li]:gap-1',
        sizes[size],
        tones[tone],
        className,
      )}
    >
      <li className="inline-flex">
        <Clock aria-hidden="true" />
        {session.durationMinutes} min
      </li>
      <li className={compact && !isVideo ? 'hidden sm:inline-flex' : 'inline-flex'}>
        <TypeIcon aria-hidden="true" />
        {isVideo ? 'Video' : 'Audio'}
      </li>
      {participants && !enoughParticipants && (
        <li className="inline-flex">
          <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5', newTags[tone])}>
            <Sparkles aria-hidden="true" />
            New
          </span>
        </li>
      )}
      {participants && enoughParticipants && (
        <li className="inline-flex">
          <Users aria-hidden="true" />
          {countOf(session.totalParticipants, 'participant', 'participants')}
        </li>
      )}
      {rating && enoughRatings && (
        <li className="inline-flex">
          <Star aria-hidden="true" className="fill-amber-400 !text-amber-500" />
          {`${session.rating.toFixed(1)} average from ${countOf(session.ratingCount, 'rating', 'ratings')}`}
        </li>
      )}
    </ul>
  );
}
