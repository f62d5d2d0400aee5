import { draftStore, hasContent } from './drafts/draft-store.ts';

/**
 * Called by the sign-out flow before it signs out: journal drafts that exist only on this device are
 * deleted with the sign-out (the next person on this browser must not read them), so the person is
 * warned first. Resolves false when they choose to stay signed in.
 */
export async function confirmJournalSignOut(userId: string): Promise<boolean> {
  const unsent = (
    await draftStore()
      .list(userId)
      .catch(() => [])
  ).filter(hasContent).length;
  if (unsent === 0) return true;
  const them = unsent === 1 ? 'one journal entry that has' : `${unsent} journal entries that have`;
  return window.confirm(
    `You have ${them} not been sent yet. Signing out deletes ${unsent === 1 ? 'it' : 'them'} from this device. Sign out anyway?`,
  );
}

/** After signing out: the user's drafts (and their recordings) leave this device. */
export async function removeJournalDrafts(userId: string): Promise<void> {
  await draftStore()
    .removeAll(userId)
    .catch(() => undefined);
}
