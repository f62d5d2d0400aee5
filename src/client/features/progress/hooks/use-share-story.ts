import { useState } from 'react';
import { sharePicture } from '#client/features/progress/celebration/share-image.ts';
import type { Celebration } from '#shared/schemas/progress.ts';

/**
 * Shares the story as a picture (or downloads it where the browser cannot share), with a line that
 * says how it went.
 */
export function useShareStory(data: Celebration) {
  const [shareState, setShareState] = useState<string | null>(null);
  const share = async () => {
    setShareState('Making your picture…');
    try {
      const how = await sharePicture(data);
      setShareState(how === 'shared' ? 'Shared.' : 'Your picture was downloaded.');
    } catch (cause) {
      // Closing the share sheet is not an error worth a word.
      if (cause instanceof DOMException && cause.name === 'AbortError') setShareState(null);
      else
        setShareState(
          `The picture could not be shared: ${cause instanceof Error ? cause.message : String(cause)}`,
        );
    }
  };
  return { shareState, share };
}
