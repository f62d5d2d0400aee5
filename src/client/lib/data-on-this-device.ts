/**
 * What features keep on this device for a signed-in user (the journal's unsent drafts), so that
 * signing out can warn about it and remove it without the accounts feature knowing any other
 * feature. The app registers each keeper at start (src/client/app/device-data.ts) as a loader, so a
 * feature's code loads only when someone signs out.
 */
export type DeviceDataKeeper = {
  /** A sentence warning what signing out would delete that was never sent; null when nothing. */
  unsentWarning(userId: string): Promise<string | null>;
  remove(userId: string): Promise<void>;
};

const keepers: (() => Promise<DeviceDataKeeper>)[] = [];

export function registerDeviceDataKeeper(load: () => Promise<DeviceDataKeeper>): void {
  keepers.push(load);
}

/** Every keeper's warning about unsent data, for one confirmation before signing out. */
export async function unsentDeviceData(userId: string): Promise<string[]> {
  const loaded = await Promise.all(keepers.map((load) => load()));
  const warnings = await Promise.all(loaded.map((k) => k.unsentWarning(userId).catch(() => null)));
  return warnings.filter((w): w is string => w !== null);
}

export async function removeDeviceData(userId: string): Promise<void> {
  const loaded = await Promise.all(keepers.map((load) => load()));
  await Promise.all(loaded.map((k) => k.remove(userId).catch(() => undefined)));
}
