import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { InsightRange } from './journal-types.ts';
import { journalKeys } from './journal-keys.ts';

export const dailyPromptQuery = (userId: string, day: string) =>
  queryOptions({
    queryKey: journalKeys.prompt(userId, day),
    queryFn: ({ signal }) => request(api.journal.prompt.today.$get(undefined, { init: { signal } })),
  });

export const insightsQuery = (userId: string, range: InsightRange) =>
  queryOptions({
    queryKey: journalKeys.insights(userId, range),
    queryFn: ({ signal }) => request(api.journal.insights.$get({ query: { range } }, { init: { signal } })),
  });

export const calendarQuery = (userId: string, month: string) =>
  queryOptions({
    queryKey: journalKeys.calendar(userId, month),
    queryFn: ({ signal }) => request(api.journal.calendar.$get({ query: { month } }, { init: { signal } })),
  });

export const settingsQuery = (userId: string) =>
  queryOptions({
    queryKey: journalKeys.settings(userId),
    queryFn: ({ signal }) => request(api.journal.settings.$get(undefined, { init: { signal } })),
  });

export function useSaveSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aiEnabled: boolean) => request(api.journal.settings.$put({ json: { aiEnabled } })),
    // The Owl's answers and the entries' 'Ask the Owl' depend on the setting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all(userId) }),
  });
}

export const memoryQuery = (userId: string) =>
  queryOptions({
    queryKey: journalKeys.memory(userId),
    queryFn: ({ signal }) => request(api.journal.memory.$get(undefined, { init: { signal } })),
    select: (data) => data.items,
  });

export function useMemoryActions(userId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: journalKeys.memory(userId) });
  const put = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      request(api.journal.memory[':id'].$put({ param: { id }, json: { text } })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(api.journal.memory[':id'].$delete({ param: { id } })),
    onSuccess,
  });
  const removeAll = useMutation({
    mutationFn: () => request(api.journal.memory.$delete()),
    onSuccess,
  });
  return { put, remove, removeAll };
}

export const owlConversationQuery = (userId: string, entryId: string | null) =>
  queryOptions({
    queryKey: journalKeys.owl(userId, entryId),
    queryFn: ({ signal }) =>
      request(
        entryId
          ? api.journal.entries[':id'].owl.$get({ param: { id: entryId } }, { init: { signal } })
          : api.journal.owl.$get(undefined, { init: { signal } }),
      ),
  });
