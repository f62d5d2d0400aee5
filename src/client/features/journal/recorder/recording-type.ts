/** The containers a recording is made in, best first: Opus in WebM (Chromium, Firefox), in Ogg, then MP4 (Safari). */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/**
 * The first type this browser's MediaRecorder can write, or `null` when it supports none of them
 * (the recorder then uses the browser's own default, which the server checks by its bytes anyway).
 */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** The Content-Type an upload is sent with: the container, without its codec parameters. */
export function uploadContentType(blobType: string): string {
  const container = blobType.split(';')[0]?.trim().toLowerCase() ?? '';
  return container === '' ? 'audio/webm' : container;
}
