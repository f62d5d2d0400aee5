import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request, uploadFile } from '#client/lib/api-client.ts';
import type { EntryCreate, EntryPatch } from '#shared/schemas/journal.ts';
import { uploadContentType } from '#client/features/journal/recorder/recording-type.ts';
import { journalKeys, type EntryFilters } from './journal-keys.ts';

const optional = (value: string) => (value === '' ? undefined : value);

export const entryListQuery = (userId: string, filters: EntryFilters) =>
  infiniteQueryOptions({
    queryKey: journalKeys.list(userId, filters),
    queryFn: ({ signal, pageParam }) =>
      request(
        api.journal.entries.$get(
          {
            query: {
              q: optional(filters.q.trim()),
              mood: optional(filters.mood),
              tag: optional(filters.tag.trim().toLowerCase()),
              sessionId: optional(filters.sessionId),
              from: optional(filters.from),
              to: optional(filters.to),
              cursor: pageParam ?? undefined,
            },
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

export const entryQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: journalKeys.entry(userId, id),
    queryFn: ({ signal }) =>
      request(api.journal.entries[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const createEntry = (body: EntryCreate) => request(api.journal.entries.$post({ json: body }));

export const patchEntry = (id: string, body: EntryPatch) =>
  request(api.journal.entries[':id'].$patch({ param: { id }, json: body }));

/** `POST /api/journal/entries/:id/audio` with the recording as the raw body. */
export const uploadAudio = (id: string, audio: Blob) =>
  uploadFile(
    `/journal/entries/${encodeURIComponent(id)}/audio`,
    audio,
    'POST',
    uploadContentType(audio.type),
  );

/** Writes that change entries refresh every journal view: lists, calendar, insights. */
function useInvalidateJournal(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: journalKeys.all(userId) });
}

export function usePatchEntry(userId: string) {
  const invalidate = useInvalidateJournal(userId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EntryPatch }) => patchEntry(id, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry(userId: string) {
  const invalidate = useInvalidateJournal(userId);
  return useMutation({
    mutationFn: (id: string) => request(api.journal.entries[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useDeleteAllEntries(userId: string) {
  const invalidate = useInvalidateJournal(userId);
  return useMutation({
    mutationFn: () => request(api.journal.entries.$delete()),
    onSuccess: invalidate,
  });
}

export function useTranscribe(userId: string) {
  const invalidate = useInvalidateJournal(userId);
  return useMutation({
    mutationFn: (id: string) => request(api.journal.entries[':id'].transcribe.$post({ param: { id } })),
    onSuccess: invalidate,
  });
}
