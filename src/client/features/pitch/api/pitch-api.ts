import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { DeckCreate, DeckPatch, ShareCreate, ShareUpdate } from '#shared/schemas/pitch.ts';
import { pitchKeys } from './pitch-keys.ts';

export const deckListQuery = (userId: string) =>
  queryOptions({
    queryKey: pitchKeys.decks(userId),
    queryFn: ({ signal }) => request(api.pitch.decks.$get(undefined, { init: { signal } })),
  });

export const deckQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: pitchKeys.deck(userId, id),
    queryFn: ({ signal }) => request(api.pitch.decks[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const versionsQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: pitchKeys.versions(userId, id),
    queryFn: ({ signal }) =>
      request(api.pitch.decks[':id'].versions.$get({ param: { id } }, { init: { signal } })),
  });

export const analyticsQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: pitchKeys.analytics(userId, id),
    queryFn: ({ signal }) =>
      request(api.pitch.decks[':id'].analytics.$get({ param: { id } }, { init: { signal } })),
  });

export const sharedDeckQuery = (token: string) =>
  queryOptions({
    queryKey: pitchKeys.shared(token),
    queryFn: ({ signal }) =>
      request(api.pitch.shared[':token'].$get({ param: { token } }, { init: { signal } })),
  });

export const createDeck = (body: DeckCreate) => request(api.pitch.decks.$post({ json: body }));

export const patchDeck = (id: string, body: DeckPatch) =>
  request(api.pitch.decks[':id'].$patch({ param: { id }, json: body }));

export const deleteDeck = (id: string) => request(api.pitch.decks[':id'].$delete({ param: { id } }));

export const generateDeck = (id: string, mode: 'auto' | 'composer' | 'model' = 'auto') =>
  request(api.pitch.decks[':id'].generate.$post({ param: { id }, json: { mode } }));

export const restoreVersion = (id: string, versionId: string) =>
  request(api.pitch.decks[':id'].versions[':versionId'].restore.$post({ param: { id, versionId } }));

export const createShare = (id: string, body: ShareCreate) =>
  request(api.pitch.decks[':id'].share.$post({ param: { id }, json: body }));

export const revokeShare = (id: string) => request(api.pitch.decks[':id'].share.$delete({ param: { id } }));

export const updateShare = (id: string, body: ShareUpdate) =>
  request(api.pitch.decks[':id'].share.$patch({ param: { id }, json: body }));

/** Opens a password-protected link in this browser: the server sets a cookie for that link only. */
export const unlockSharedDeck = (token: string, password: string) =>
  request(api.pitch.shared[':token'].unlock.$post({ param: { token }, json: { password } }));
