import { registerDeviceDataKeeper } from '#client/lib/data-on-this-device.ts';

/** The features that keep data on this device for a user; loaded only when someone signs out. */
registerDeviceDataKeeper(async () => (await import('#client/features/journal/sign-out.ts')).journalDrafts);
registerDeviceDataKeeper(
  async () => (await import('#client/features/offline/sign-out.ts')).downloadsOnDevice,
);
registerDeviceDataKeeper(async () => (await import('#client/features/pitch/sign-out.ts')).pitchDrafts);
