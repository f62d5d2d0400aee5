import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { authKeys } from '#client/lib/auth-session.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import type { Profile, ProfileUpdate } from '#shared/schemas/accounts.ts';
import type { DeviceSession } from '#shared/schemas/sessions.ts';

export type { Profile } from '#shared/schemas/accounts.ts';

/** Under `me`: signing out clears them with everything else of this user. */
export const accountKeys = {
  profile: (userId: string) => ['me', 'account', 'profile', userId] as const,
  devices: (userId: string) => ['me', 'account', 'devices', userId] as const,
};

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => api.get<Profile>('/api/me/profile', { signal }),
    ...cachePolicy.profile,
  });

export const devicesQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.devices(userId),
    queryFn: ({ signal }) => api.get<DeviceSession[]>('/api/me/sessions', { signal }),
  });

export type RevokeTarget = { kind: 'one'; sessionId: string } | { kind: 'others' } | { kind: 'all' };
type Revoked = { revoked: number; signedOut: boolean };

const revokePath = (target: RevokeTarget) =>
  target.kind === 'one'
    ? `/api/me/sessions/${encodeURIComponent(target.sessionId)}/revoke`
    : `/api/me/sessions/revoke-${target.kind}`;

/** Signs devices out; the password goes along when the server asked for it (403 reauth_required). */
export function useRevokeSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, password }: { target: RevokeTarget; password?: string }) =>
      api.post<Revoked>(revokePath(target), password === undefined ? {} : { password }),
    onSuccess: (result) => {
      if (!result.signedOut) void queryClient.invalidateQueries({ queryKey: accountKeys.devices(userId) });
    },
  });
}

/** Asks for a link to the new address; the password goes along when the server asked for it. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { newEmail: string; password?: string }) =>
      api.post<{ sent: true }>('/api/me/email', body),
  });
}

/** Saves profile fields; the account's name lives in the session too, so both are refreshed. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch<Profile>('/api/me/profile', update),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}
