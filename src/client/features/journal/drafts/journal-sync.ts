import { createEntry, patchEntry, uploadAudio } from '#client/features/journal/api/entries.ts';
import { celebrateBadges } from '#client/entities/badges/celebrate-badges.ts';
import { draftStore } from './draft-store.ts';
import { createDraftSync, type DraftSync } from './draft-sync.ts';

let sync: DraftSync | null = null;

/** The page's one sync, over the real API and the browser's store, so concurrent sends are shared. */
export function journalSync(): DraftSync {
  sync ??= createDraftSync(draftStore(), {
    create: async (body) => {
      const saved = await createEntry(body);
      // A first save answers with the badges it earned; a repeated one (the same id) with none.
      if ('newBadges' in saved) celebrateBadges(saved.newBadges);
      return saved;
    },
    uploadAudio,
    patch: patchEntry,
  });
  return sync;
}
