import type { DeviceDataKeeper } from '#client/lib/data-on-this-device.ts';
import { hasAnswers, wizardStore } from './drafts/wizard-store.ts';

/**
 * Pitch answers typed while offline exist only on this device until sent: signing out deletes them
 * (the next person on this browser must not read them), so the sign-out flow warns first.
 */
export const pitchDrafts: DeviceDataKeeper = {
  async unsentWarning(userId) {
    const unsent = (
      await wizardStore()
        .list(userId)
        .catch(() => [])
    ).filter((d) => !d.synced && hasAnswers(d)).length;
    if (unsent === 0) return null;
    return unsent === 1
      ? 'You have pitch deck answers that have not been sent yet. Signing out deletes them from this device.'
      : `You have answers for ${unsent} pitch decks that have not been sent yet. Signing out deletes them from this device.`;
  },
  async remove(userId) {
    await wizardStore().removeAll(userId);
  },
};
