import { createEntry, patchEntry, uploadAudio } from '#client/features/journal/api/entries.ts';
import { draftStore } from './draft-store.ts';
import { createDraftSync, type DraftSync } from './draft-sync.ts';

let sync: DraftSync | null = null;

/** The page's one sync, over the real API and the browser's store, so concurrent sends are shared. */
export function journalSync(): DraftSync {
  sync ??= createDraftSync(draftStore(), { create: createEntry, uploadAudio, patch: patchEntry });
  return sync;
}
