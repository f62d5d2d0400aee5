import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { useAdminWrite } from './admin-api.ts';
import { adminKeys } from './admin-keys.ts';

/** The console's actions on people and money, and the contact inbox. */
export type ContactStatus = 'unread' | 'read' | 'all';

export const contactQuery = (query: { status: ContactStatus; offset: number; limit: number }) =>
  queryOptions({
    queryKey: adminKeys.contact(query),
    queryFn: ({ signal }) =>
      request(
        api.admin.contact.$get(
          { query: { status: query.status, offset: String(query.offset), limit: String(query.limit) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const useRevokeDevices = (userId: string) =>
  useAdminWrite((deviceId: string | undefined) =>
    request(
      api.admin.users[':id'].devices.revoke.$post({
        param: { id: userId },
        json: deviceId ? { deviceId } : {},
      }),
    ),
  );

export const useSendPasswordReset = (userId: string) =>
  useAdminWrite(() => request(api.admin.users[':id']['password-reset'].$post({ param: { id: userId } })));

export const useResyncSubscription = (userId: string) =>
  useAdminWrite(() => request(api.admin.users[':id'].subscription.resync.$post({ param: { id: userId } })));

export const useMarkContact = () =>
  useAdminWrite(({ id, read }: { id: string; read: boolean }) =>
    request(api.admin.contact[':id'].$patch({ param: { id }, json: { read } })),
  );

export const useReplyContact = () =>
  useAdminWrite(({ id, reply }: { id: string; reply: string }) =>
    request(api.admin.contact[':id'].reply.$post({ param: { id }, json: { reply } })),
  );
