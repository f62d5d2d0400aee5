import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { meKeys } from '#client/entities/listening-history/listening-history.ts';
import type { PreferencesUpdate } from '#shared/schemas/preferences.ts';

/**
 * The user's settings, read by the player (default speed), the reminder card and the
 * settings card: one query key, so a change saved in one place shows in the others.
 */
export const preferencesKey = () => [...meKeys.all, 'preferences'] as const;

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKey(),
    queryFn: ({ signal }) => request(api.me.preferences.$get(undefined, { init: { signal } })),
  });

export const savePreferences = (json: PreferencesUpdate) => request(api.me.preferences.$patch({ json }));
