import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, request, uploadFile } from '#client/lib/api-client.ts';
import type {
  AdminPathCreate,
  AdminPathPatch,
  AdminSessionCreate,
  AdminSessionPatch,
  AdminUserPatch,
} from '#shared/schemas/admin.ts';
import {
  adminKeys,
  type AuditQuery,
  type SessionQuery,
  type SubscriptionQuery,
  type UserQuery,
} from './admin-keys.ts';
import { useReauth } from './reauth-context.ts';

export const adminMeQuery = () =>
  queryOptions({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => request(api.admin.me.$get(undefined, { init: { signal } })),
    retry: false,
  });

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => request(api.admin.stats.$get(undefined, { init: { signal } })),
  });

export const sessionsQuery = (query: SessionQuery) =>
  queryOptions({
    queryKey: adminKeys.sessions(query),
    queryFn: ({ signal }) => request(api.admin.sessions.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.session(id),
    queryFn: ({ signal }) => request(api.admin.sessions[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const pathsQuery = () =>
  queryOptions({
    queryKey: adminKeys.paths(),
    queryFn: ({ signal }) => request(api.admin.paths.$get(undefined, { init: { signal } })),
  });

export const advisorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.advisors(),
    queryFn: ({ signal }) => request(api.coaches.$get({ query: {} }, { init: { signal } })),
  });

export const usersQuery = (query: UserQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => request(api.admin.users.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => request(api.admin.users[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const subscriptionsQuery = (query: SubscriptionQuery) =>
  queryOptions({
    queryKey: adminKeys.subscriptions(query),
    queryFn: ({ signal }) => request(api.admin.subscriptions.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => request(api.admin.audit.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

/**
 * An admin write: asks for the password first when the server says the sign-in is not fresh, then
 * sends it again; afterwards everything cached is refetched (the console's lists, and the landing's
 * featured sessions or a path the admin opens next).
 */
export function useAdminWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const reauth = useReauth();
  return useMutation({
    mutationFn: async (input: TInput) => {
      try {
        return await write(input);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'reauth_required') throw error;
        await reauth();
        return write(input);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}

export const useCreateSession = () =>
  useAdminWrite((json: AdminSessionCreate) => request(api.admin.sessions.$post({ json })));

export const useUpdateSession = (id: string) =>
  useAdminWrite((json: AdminSessionPatch) =>
    request(api.admin.sessions[':id'].$patch({ param: { id }, json })),
  );

export const useRemoveSession = () =>
  useAdminWrite((id: string) => request(api.admin.sessions[':id'].$delete({ param: { id } })));

export const useUploadMedia = (id: string) =>
  useAdminWrite((file: File) => uploadFile(`/admin/sessions/${encodeURIComponent(id)}/media`, file, 'PUT'));

export const useSetFeatured = () =>
  useAdminWrite((sessionIds: string[]) => request(api.admin.featured.$put({ json: { sessionIds } })));

export const useCreatePath = () =>
  useAdminWrite((json: AdminPathCreate) => request(api.admin.paths.$post({ json })));

export const useUpdatePath = () =>
  useAdminWrite(({ id, ...json }: AdminPathPatch & { id: string }) =>
    request(api.admin.paths[':id'].$patch({ param: { id }, json })),
  );

export const useUpdateUser = (id: string) =>
  useAdminWrite((json: AdminUserPatch) => request(api.admin.users[':id'].$patch({ param: { id }, json })));

export const confirmPassword = (password: string) => request(api.admin.reauth.$post({ json: { password } }));
