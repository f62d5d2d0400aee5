import { ApiError } from '#client/lib/api-client.ts';

export interface PlaybackProblem {
  title: string;
  description: string;
}

/** Turns a failed play request into the spec's §8 wording where one exists. */
export function describePlaybackError(error: Error): PlaybackProblem {
  if (error instanceof ApiError) {
    if (error.code === 'premium_required') {
      return { title: 'Premium content', description: 'This session requires a subscription to access.' };
    }
    if (error.code === 'session_not_found') {
      return { title: 'Session not found', description: 'The requested session could not be found.' };
    }
    if (error.code === 'no_audio') {
      return { title: 'Audio not available', description: "This session doesn't have audio content yet." };
    }
  }
  return { title: 'Audio not available', description: error.message };
}
