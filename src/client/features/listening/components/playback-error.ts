import { ApiError } from '#client/lib/api-client.ts';
import { API_ERRORS, describeApiError } from '#shared/errors.ts';

export interface PlaybackProblem {
  code: string;
  title: string;
  description: string;
}

/** Turns a failed play request into the catalogue's heading and words where it has them. */
export function describePlaybackError(error: Error): PlaybackProblem {
  const code = error instanceof ApiError ? error.code : 'playback_failed';
  const { title, message } = describeApiError(code, error.message);
  return { code, title: title ?? API_ERRORS.no_audio.title, description: message };
}

/** The media element could not load or decode the file (or the network dropped before it could). */
export function mediaFailure(error: MediaError | null): PlaybackProblem {
  const unsupported = error?.code === 4; // MEDIA_ERR_SRC_NOT_SUPPORTED
  return {
    code: 'media_failed',
    title: 'Playback stopped',
    description: unsupported
      ? 'This browser cannot play this session’s file.'
      : 'The session could not be loaded. Check your connection and press play to try again.',
  };
}
