import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { notify } from '#client/lib/notify.ts';
import type { AdminUserDetail } from '#shared/schemas/admin.ts';
import {
  useResyncSubscription,
  useRevokeDevices,
  useSendPasswordReset,
} from '#client/features/admin/api/people-api.ts';
import { errorText } from '#client/components/ui/query-state.tsx';
import { formatDateTime } from './ui.tsx';

/** "Send a password reset": the sign-in page's own mail, sent for the user. */
export function PasswordResetButton({ user }: { user: AdminUserDetail }) {
  const reset = useSendPasswordReset(user.id);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(undefined, {
            onSuccess: ({ sentTo }) => void notify('success', `Password reset sent to ${sentTo}.`),
          })
        }
      >
        {reset.isPending ? 'Sending…' : 'Send password reset'}
      </Button>
      {reset.error ? <ErrorNotice size="inline" className="w-full" {...errorText(reset.error)} /> : null}
    </>
  );
}

/** Fetches the subscription from the payment provider and stores it as it is now. */
export function ResyncButton({ user }: { user: AdminUserDetail }) {
  const resync = useResyncSubscription(user.id);
  return (
    <div className="mt-4">
      <Button
        variant="outline"
        size="sm"
        disabled={resync.isPending}
        onClick={() =>
          resync.mutate(undefined, {
            onSuccess: ({ outcome, changed }) =>
              void notify(
                'success',
                outcome === 'not_found'
                  ? 'The provider holds no subscription for this user.'
                  : changed
                    ? 'Subscription updated from the provider.'
                    : 'Already in step with the provider.',
              ),
          })
        }
      >
        {resync.isPending ? 'Asking the provider…' : 'Resync from the provider'}
      </Button>
      {resync.error ? <ErrorNotice size="inline" className="mt-2" {...errorText(resync.error)} /> : null}
    </div>
  );
}

/** The user's devices, each with a sign-out, and one for every device at once. */
export function DeviceList({ user }: { user: AdminUserDetail }) {
  const revoke = useRevokeDevices(user.id);
  const signOut = (deviceId?: string) =>
    revoke.mutate(deviceId, {
      onSuccess: ({ revoked }) =>
        void notify('success', revoked === 1 ? 'Device signed out.' : `${revoked} devices signed out.`),
    });
  if (user.devices.length === 0)
    return <p className="mt-2 text-sm text-stone-600">Not signed in anywhere.</p>;
  return (
    <>
      <ul className="mt-2 divide-y divide-stone-100 text-sm">
        {user.devices.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="block font-medium text-indigo-950">{d.userAgent ?? 'Unknown browser'}</span>
              <span className="text-stone-600">
                {d.ipAddress ?? 'Unknown address'} · last active {formatDateTime(d.lastActiveAt)}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              onClick={() => signOut(d.id)}
              aria-label={`Sign out ${d.userAgent ?? 'this device'}`}
            >
              Sign out
            </Button>
          </li>
        ))}
      </ul>
      {revoke.error ? <ErrorNotice size="inline" className="mt-2" {...errorText(revoke.error)} /> : null}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={revoke.isPending}
        onClick={() => signOut()}
      >
        Sign out every device
      </Button>
    </>
  );
}
