import type { DeviceDataKeeper } from '#client/lib/data-on-this-device.ts';
import { draftStore, hasContent } from './drafts/draft-store.ts';

/**
 * Journal drafts exist only on this device until sent: signing out deletes them (the next person on
 * this browser must not read them), so the sign-out flow warns first when some were never sent.
 */
export const journalDrafts: DeviceDataKeeper = {
  async unsentWarning(userId) {
    const unsent = (
      await draftStore()
        .list(userId)
        .catch(() => [])
    ).filter(hasContent).length;
    if (unsent === 0) return null;
    const them = unsent === 1 ? 'one journal entry that has' : `${unsent} journal entries that have`;
    return `You have ${them} not been sent yet. Signing out deletes ${unsent === 1 ? 'it' : 'them'} from this device.`;
  },
  async remove(userId) {
    await draftStore().removeAll(userId);
  },
};
