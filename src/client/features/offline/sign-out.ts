import type { DeviceDataKeeper } from '#client/lib/data-on-this-device.ts';
import { downloads } from '#client/entities/downloads/downloads.ts';

/**
 * Downloaded sessions belong to the account that downloaded them (premium ones to its plan):
 * signing out removes them. Nothing in them is unsent (progress waits in its own queue), so no warning.
 */
export const downloadsOnDevice: DeviceDataKeeper = {
  unsentWarning: () => Promise.resolve(null),
  remove: (userId) => (typeof caches === 'undefined' ? Promise.resolve() : downloads.removeAll(userId)),
};
