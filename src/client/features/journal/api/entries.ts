import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, NETWORK_ERROR_MESSAGE, request } from '#client/lib/api-client.ts';
import { env } from '#client/lib/env.ts';
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

/**
 * `POST /api/journal/entries/:id/audio` with the recording as the raw body. Sent with fetch: the
 * typed client only knows JSON bodies. The answer is not read (the entry is fetched again after).
 */
export async function uploadAudio(id: string, audio: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/api/journal/entries/${encodeURIComponent(id)}/audio`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': uploadContentType(audio.type) },
      body: audio,
    });
  } catch {
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : `http_${response.status}`;
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : response.statusText || `Request failed (${response.status})`;
  throw new ApiError(code, message, response.status);
}

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
