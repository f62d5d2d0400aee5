/** Why recording is not possible here, in words the page shows; text entries still work. */
export const MIC_MESSAGES = {
  denied:
    'Microphone access is blocked. Allow it in your browser’s site settings to record — you can still write your entry.',
  missing: 'No microphone was found. You can still write your entry.',
  unsupported: 'This browser cannot record audio. You can still write your entry.',
  failed: 'The microphone could not be started. You can still write your entry.',
} as const;

/** The words for a failed request for the microphone: blocked and missing each say what to do. */
export function micMessage(error: unknown): string {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return MIC_MESSAGES.denied;
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return MIC_MESSAGES.missing;
  }
  return MIC_MESSAGES.failed;
}

export const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
