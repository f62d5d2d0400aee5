import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { notify } from '#client/lib/notify.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import type { AdminUserDetail } from '#shared/schemas/admin.ts';
import { userQuery, useUpdateUser } from '#client/features/admin/api/admin-api.ts';
import { cardVariants } from '#client/components/ui/card.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { formatDate, PageTitle } from './ui.tsx';
import { DeviceList, PasswordResetButton, ResyncButton } from './user-actions.tsx';

/** One person: account, sign-ins, money and listening (never their journal); role and ban. */
export function UserPage({ id }: { id: string }) {
  const user = useQuery(userQuery(id));
  return (
    <section>
      <Link
        to="/admin/users"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All users
      </Link>
      <QueryState query={user}>{user.data ? <UserDetail user={user.data} /> : null}</QueryState>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 py-2 text-sm last:border-0">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-indigo-950">{children}</dd>
    </div>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  return (
    <>
      <PageTitle title={user.name || user.email} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountCard user={user} />
        <div className={cardVariants()}>
          <SubscriptionDetails user={user} />
          <ListeningDetails user={user} />
        </div>
        <div className={cardVariants({ className: 'lg:col-span-2' })}>
          <h3 className="text-lg font-semibold text-indigo-950">Devices</h3>
          <DeviceList user={user} />
        </div>
      </div>
    </>
  );
}

/** Who they are and how they sign in, with the role, ban and password-reset actions. */
function AccountCard({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser(user.id);
  return (
    <div className={cardVariants()}>
      <h3 className="text-lg font-semibold text-indigo-950">Account</h3>
      <dl className="mt-2">
        <Row label="Email">{user.email}</Row>
        <Row label="Confirmed">{user.emailVerified ? 'Yes' : 'No'}</Row>
        <Row label="Joined">{formatDate(user.createdAt)}</Row>
        <Row label="Role">{user.role}</Row>
        <Row label="Sign-in methods">{user.signInMethods.join(', ') || '—'}</Row>
        <Row label="Two-step verification">{user.twoFactorEnabled ? 'On' : 'Off'}</Row>
        <Row label="Status">{user.banned ? `Banned since ${formatDate(user.bannedAt)}` : 'Active'}</Row>
      </dl>
      {update.error ? <ErrorNotice size="inline" className="mt-4" {...errorText(update.error)} /> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { role: user.role === 'admin' ? 'user' : 'admin' },
              { onSuccess: () => void notify('success', 'Role changed.') },
            )
          }
        >
          {user.role === 'admin' ? 'Remove admin role' : 'Make admin'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { banned: !user.banned },
              {
                onSuccess: () =>
                  void notify('success', user.banned ? 'User unbanned.' : 'User banned and signed out.'),
              },
            )
          }
        >
          {user.banned ? 'Unban' : 'Ban user'}
        </Button>
        <PasswordResetButton user={user} />
      </div>
    </div>
  );
}

function SubscriptionDetails({ user }: { user: AdminUserDetail }) {
  const { subscription } = user;
  return (
    <>
      <h3 className="text-lg font-semibold text-indigo-950">Subscription</h3>
      {subscription ? (
        <dl className="mt-2">
          <Row label="Status">{subscription.status}</Row>
          <Row label="Premium now">{subscription.entitled ? 'Yes' : 'No'}</Row>
          <Row label="Period ends">{formatDate(subscription.currentPeriodEnd)}</Row>
          <Row label="Cancels at period end">{subscription.cancelAtPeriodEnd ? 'Yes' : 'No'}</Row>
          <Row label="Provider">
            {subscription.providerUrl ? (
              <a href={subscription.providerUrl} target="_blank" rel="noreferrer" className="underline">
                {subscription.provider}
              </a>
            ) : (
              subscription.provider
            )}
          </Row>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-stone-600">Free plan.</p>
      )}
      <ResyncButton user={user} />
    </>
  );
}

function ListeningDetails({ user: { listening } }: { user: AdminUserDetail }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold text-indigo-950">Listening</h3>
      <dl className="mt-2">
        <Row label="Sessions started">{listening.sessionsStarted}</Row>
        <Row label="Sessions completed">{listening.sessionsCompleted}</Row>
        <Row label="Minutes listened">{listening.minutesListened}</Row>
        <Row label="Last listened">{formatDate(listening.lastListenedAt)}</Row>
      </dl>
    </>
  );
}
