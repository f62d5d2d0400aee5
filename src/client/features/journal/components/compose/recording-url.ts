const objectUrls = new WeakMap<Blob, string>();

/**
 * One object URL per recording, made on first use and kept while the recording is on the page (a
 * URL revoked in an effect's cleanup would break the player under StrictMode's second mount); it is
 * revoked when the recording is discarded or replaced.
 */
export function objectUrl(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

/** Lets go of a recording's object URL once it is discarded or replaced. */
export function forgetObjectUrl(blob: Blob | null) {
  const url = blob ? objectUrls.get(blob) : undefined;
  if (blob && url) {
    URL.revokeObjectURL(url);
    objectUrls.delete(blob);
  }
}
