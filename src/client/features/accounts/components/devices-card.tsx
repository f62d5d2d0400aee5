import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { notify } from '#client/lib/notify.ts';
import type { Device } from '#shared/schemas/devices.ts';
import {
  devicesQuery,
  useSignOutDevices,
  type SignOutTarget,
} from '#client/features/accounts/api/account-queries.ts';
import { usePasswordPrompt } from '#client/features/accounts/hooks/use-password-prompt.ts';
import { useSignOut } from '#client/features/accounts/hooks/use-sign-out.ts';
import { ConfirmPasswordDialog } from './confirm-password-dialog.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const DONE: Record<SignOutTarget['kind'], string> = {
  one: 'That device has been signed out.',
  others: 'Every other device has been signed out.',
  all: 'You have been signed out everywhere.',
};

/** The devices signed in to this account, with sign-out for one, the others, or all of them. */
export function DevicesCard({ userId }: { userId: string }) {
  const { data: devices, isPending, error, refetch, isRefetching } = useQuery(devicesQuery(userId));
  const revoke = useSignOutDevices(userId);
  const { signOut, pending: signingOut } = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordPrompt = usePasswordPrompt<SignOutTarget>();

  const run = (target: SignOutTarget, password?: string) =>
    revoke.mutate(
      { target, password },
      {
        onSuccess: (result) => {
          passwordPrompt.close();
          void notify('success', 'Signed out', { description: DONE[target.kind] });
          if (result.signedOut) {
            queryClient.clear();
            void navigate('/', { replace: true });
          }
        },
        onError: (failure) => {
          if (passwordPrompt.handles(target, failure)) return;
          void notify('error', 'Sign out failed', { description: failure.message });
        },
      },
    );

  return (
    <section aria-labelledby="devices-heading" className={cardVariants()}>
      <h2 id="devices-heading" className="text-lg font-bold text-indigo-950">
        Signed-in devices
      </h2>
      <p className="mt-1 text-sm text-stone-600">Sign out anywhere you no longer use, or do not recognise.</p>
      {isPending ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-sm text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading devices...
        </p>
      ) : error ? (
        <ErrorNotice
          size="inline"
          className="mt-4"
          message={`Error loading devices: ${error.message}`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <DeviceList
          devices={devices}
          busy={revoke.isPending}
          onSignOut={(deviceId) => run({ kind: 'one', deviceId })}
        />
      )}
      <div className="mt-4 flex flex-wrap gap-3 border-t border-stone-100 pt-4">
        <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          Sign out of this device
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => run({ kind: 'others' })}
          disabled={revoke.isPending}
        >
          Sign out other devices
        </Button>
        <Button variant="outline" size="sm" onClick={() => run({ kind: 'all' })} disabled={revoke.isPending}>
          Sign out everywhere
        </Button>
      </div>
      <ConfirmPasswordDialog
        busy={revoke.isPending}
        purpose="to sign devices out"
        {...passwordPrompt.dialogProps(run)}
      />
    </section>
  );
}

/** Each signed-in device, this one marked, the others each with its own sign-out. */
function DeviceList({
  devices,
  busy,
  onSignOut,
}: {
  devices: Device[];
  busy: boolean;
  onSignOut: (deviceId: string) => void;
}) {
  return (
    <ul aria-label="Devices" className="mt-4 divide-y divide-stone-100">
      {devices.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center gap-3 py-3">
          <Laptop aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-indigo-950">
              {device.device}
              {device.current ? (
                <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                  This device
                </span>
              ) : null}
            </p>
            <p className="text-sm text-stone-600">
              Signed in {when(device.signedInAt)} · active {when(device.lastActiveAt)}
              {device.ipAddress ? ` · ${device.ipAddress}` : ''}
            </p>
          </div>
          {device.current ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onSignOut(device.id)}
              aria-label={`Sign out ${device.device}`}
            >
              Sign out
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
