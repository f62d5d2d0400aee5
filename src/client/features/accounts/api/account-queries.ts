import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { authKeys } from '#client/entities/account/auth-session.ts';
import { accountKeys } from '#client/entities/account/account-keys.ts';
import type { ProfileUpdate } from '#shared/schemas/accounts.ts';

export type { Profile } from '#shared/schemas/accounts.ts';

export const devicesQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.devices(userId),
    queryFn: ({ signal }) => request(api.me.devices.$get(undefined, { init: { signal } })),
  });

export type SignOutTarget = { kind: 'one'; deviceId: string } | { kind: 'others' } | { kind: 'all' };

function signOut(target: SignOutTarget, password: string | undefined) {
  const json = password === undefined ? {} : { password };
  const devices = api.me.devices;
  if (target.kind === 'one') return devices[':id'].revoke.$post({ param: { id: target.deviceId }, json });
  return target.kind === 'others'
    ? devices['revoke-others'].$post({ json })
    : devices['revoke-all'].$post({ json });
}

/** Signs devices out; the password goes along when the server asked for it (403 reauth_required). */
export function useSignOutDevices(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, password }: { target: SignOutTarget; password?: string }) =>
      request(signOut(target, password)),
    onSuccess: (result) => {
      if (!result.signedOut) void queryClient.invalidateQueries({ queryKey: accountKeys.devices(userId) });
    },
  });
}

/** Asks for a link to the new address; the password goes along when the server asked for it. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { newEmail: string; password?: string }) =>
      request(api.me.email.$post({ json: body })),
  });
}

/** Saves profile fields; the account's name lives in the session too, so both are refreshed. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => request(api.me.profile.$patch({ json: update })),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}
