import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { meKeys } from '#client/entities/listening-history/listening-history.ts';
import { savePreferences } from '#client/entities/preferences/preferences.ts';

/** Under `me`, so a completion (which refreshes everything of the user's) refreshes it too. */
export const progressKey = () => [...meKeys.all, 'progress'] as const;

export const progressQuery = () =>
  queryOptions({ queryKey: progressKey(), queryFn: () => request(api.me.progress.$get()) });

export const saveHideStreaks = (hideStreaks: boolean) => savePreferences({ hideStreaks });
