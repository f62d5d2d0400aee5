import { useQuery } from '@tanstack/react-query';
import { Clock, Flame, Gem, Headphones } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cn } from '#client/lib/utils.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';
import type { Profile } from '#client/features/accounts/api/account-queries.ts';
import { profileQuery } from '#client/entities/account/profile.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DevicesCard } from './devices-card.tsx';
import { EmailAddressCard } from './email-address-card.tsx';
import { NameCard } from './name-card.tsx';
import { SignInMethodsCard } from './sign-in-methods-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

/** /profile: who you are, what you have listened to, your plan, and the account's security. */
export function ProfilePage({ Progress }: { Progress?: ComponentType | undefined }) {
  const { user } = useAuthSession();
  // The route sends visitors to sign in, so a user is here; the guard keeps the types honest.
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <ProfileHeader userId={user.id} />
      {Progress ? <Progress /> : null}
      <h2 className="mt-12 text-xl font-bold text-indigo-950">Account &amp; security</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <NameCard userId={user.id} />
        <EmailAddressCard email={user.email} />
        <DevicesCard userId={user.id} />
        <TwoFactorCard enabled={user.twoFactorEnabled ?? false} />
        <ChangePasswordCard userId={user.id} />
        <SignInMethodsCard userId={user.id} />
        <YourDataCard userId={user.id} />
      </div>
    </div>
  );
}

function ProfileHeader({ userId }: { userId: string }) {
  const { data: profile, isPending, error, refetch, isRefetching } = useQuery(profileQuery(userId));
  if (isPending) return <ProfileHeaderSkeleton />;
  if (error) {
    return (
      <div>
        <h1 className="text-3xl font-extrabold text-indigo-950">Your profile</h1>
        <ErrorNotice
          className="mt-4"
          message={`Error loading your profile: ${error.message}`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </div>
    );
  }
  return (
    <>
      <div className="flex items-center gap-4">
        <AvatarPicker profile={profile} />
        <div className="min-w-0">
          <h1 className="truncate text-3xl font-extrabold text-indigo-950">
            {profile.fullName || profile.username}
          </h1>
          <p className="truncate text-stone-600">{profile.email}</p>
        </div>
      </div>
      <Stats profile={profile} />
      <PlanLine />
    </>
  );
}

const bone = 'animate-pulse rounded-full bg-stone-200/70 motion-reduce:animate-none';

/**
 * The header's shape while the profile loads: the picture, two lines, the stat tiles and the plan
 * line at their loaded sizes, so nothing below moves when it arrives.
 */
function ProfileHeaderSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your profile...</span>
      <div aria-hidden="true" className="flex items-center gap-4">
        <div className="flex shrink-0 flex-col items-center gap-1">
          <div className={cn(bone, 'size-16')} />
          <div className={cn(bone, 'my-0.5 h-4 w-20')} />
        </div>
        <div className="min-w-0 flex-1">
          <div className={cn(bone, 'my-1 h-7 w-56 max-w-full')} />
          <div className={cn(bone, 'mt-2 h-4 w-40 max-w-full')} />
        </div>
      </div>
      <div aria-hidden="true" className="mt-6 grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-2xl bg-indigo-50 p-4">
            <div className="size-5" />
            <div className={cn(bone, 'mt-2 h-4 w-3/4 bg-indigo-100')} />
            <div className={cn(bone, 'mt-2 h-6 w-10 bg-indigo-100')} />
          </div>
        ))}
      </div>
      <PlanLinePlaceholder />
    </div>
  );
}

/** The plan line's height, held while the subscription loads. */
function PlanLinePlaceholder() {
  return <div aria-hidden="true" className="mt-4 h-5" />;
}

function Stats({ profile }: { profile: Profile }) {
  const items = [
    { icon: Headphones, label: 'Sessions completed', value: profile.totalSessionsCompleted },
    { icon: Clock, label: 'Minutes listened', value: profile.totalMinutes },
    // Hidden streaks are never mentioned (the user's choice in settings).
    ...(profile.preferences.hideStreaks === true
      ? []
      : [{ icon: Flame, label: 'Day streak', value: profile.streakDays }]),
  ];
  return (
    <dl className="mt-6 grid grid-cols-3 gap-3">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="rounded-2xl bg-indigo-50 p-4">
          <Icon aria-hidden="true" className="size-5 text-indigo-700" />
          <dt className="mt-2 text-xs font-medium text-stone-600 sm:text-sm">{label}</dt>
          <dd className="text-2xl font-extrabold text-indigo-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlanLine() {
  const { subscribed, isPending } = useSubscription();
  if (isPending) return <PlanLinePlaceholder />;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <Gem aria-hidden="true" className="size-4 text-amber-500" />
      {subscribed ? 'You are on Premium.' : 'You are on the free plan.'}
      <Link to="/subscription" className="font-semibold text-teal-800 underline underline-offset-2">
        {subscribed ? 'Manage subscription' : 'See Premium'}
      </Link>
    </p>
  );
}
