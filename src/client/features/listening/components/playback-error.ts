import { ApiError } from '#client/lib/api-client.ts';

export interface PlaybackProblem {
  code: string;
  title: string;
  description: string;
}

const SPEC_TEXTS: Record<string, Omit<PlaybackProblem, 'code'>> = {
  premium_required: {
    title: 'Premium content',
    description: 'This session requires a subscription to access.',
  },
  session_not_found: { title: 'Session not found', description: 'The requested session could not be found.' },
  no_audio: { title: 'Audio not available', description: "This session doesn't have audio content yet." },
};

/** Turns a failed play request into the spec's §8 wording where one exists. */
export function describePlaybackError(error: Error): PlaybackProblem {
  const code = error instanceof ApiError ? error.code : 'playback_failed';
  const known = SPEC_TEXTS[code];
  return known ? { code, ...known } : { code, title: 'Audio not available', description: error.message };
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
